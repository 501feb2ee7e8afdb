/** Wallet and loyalty point transactions on the wire (reference: customer/wallet/transactions, customer/loyalty-point/transactions). */
import type { WalletBonus } from '../../services/wallet-bonuses';
import type { LoyaltyTransaction, WalletTransaction } from '../../services/loyalty';

export const walletTransactionWire = (r: WalletTransaction) => ({
  id: r.id,
  user_id: r.userId,
  transaction_id: r.transactionId,
  credit: r.credit,
  debit: r.debit,
  admin_bonus: r.adminBonus,
  balance: r.balance,
  transaction_type: r.transactionType,
  reference: r.reference,
  created_at: r.createdAt.toISOString(),
  updated_at: r.createdAt.toISOString(),
});

export const loyaltyTransactionWire = (r: LoyaltyTransaction) => ({
  id: r.id,
  user_id: r.userId,
  transaction_id: r.transactionId,
  credit: r.credit,
  debit: r.debit,
  balance: r.balance,
  transaction_type: r.transactionType,
  reference: r.reference,
  created_at: r.createdAt.toISOString(),
  updated_at: r.createdAt.toISOString(),
});

/** An add-fund bonus (wallet/bonuses) */
export const walletBonusWire = (b: WalletBonus) => ({
  id: b.id,
  title: b.title,
  description: b.description,
  bonus_type: b.bonusType,
  bonus_amount: b.bonusAmount,
  minimum_add_amount: b.minimumAddAmount,
  maximum_bonus_amount: b.maximumBonusAmount,
  start_date: b.startDate,
  end_date: b.endDate,
  status: b.status ? 1 : 0,
  created_at: b.createdAt.toISOString(),
  updated_at: b.createdAt.toISOString(),
});
