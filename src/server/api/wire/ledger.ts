/** Wallet and loyalty point transactions on the wire (reference: customer/wallet/transactions, customer/loyalty-point/transactions). */
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
