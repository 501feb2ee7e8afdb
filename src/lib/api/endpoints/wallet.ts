/**
 * The signed-in shopper's wallet history and loyalty points (issue 18): the histories, paged, and
 * points to the wallet. The wire (reference: customer/wallet/transactions,
 * customer/loyalty-point/*) becomes the domain types below.
 */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { PAGE_SIZE } from '../../constants';
import { amount } from './wire-fields';
import type { WalletFilter } from '../../wallet-filters';

export { WALLET_FILTERS, type WalletFilter } from '../../wallet-filters';

export interface LedgerEntry {
  id: number;
  /** the ledger's name for it: order_place, loyalty_point, cashback, point_to_wallet ... */
  type: string;
  /** with the shop's bonus, if any */
  credit: number;
  /** the shop's bonus on a top-up (part of `credit`) */
  bonus: number;
  debit: number;
  balance: number;
  reference: string | null;
  at: string;
}
export interface LedgerPage {
  total: number;
  entries: LedgerEntry[];
}

const ledgerWire = z.object({
  total_size: z.number(),
  data: z.array(
    z.object({
      id: z.number(),
      transaction_type: z.string(),
      credit: amount,
      debit: amount,
      admin_bonus: z.optional(amount),
      balance: amount,
      reference: z.nullish(z.string()),
      created_at: z.string(),
    }),
  ),
});
export const ledgerSchema = z.pipe(
  ledgerWire,
  z.transform((w): LedgerPage => ({
    total: w.total_size,
    entries: w.data.map((r) => ({ id: r.id, type: r.transaction_type, credit: r.credit + (r.admin_bonus ?? 0), bonus: r.admin_bonus ?? 0, debit: r.debit, balance: r.balance, reference: r.reference ?? null, at: r.created_at })),
  })),
);
const messageSchema = z.object({ message: z.string() });

/** The shop's bonus on a wallet top-up (wallet/bonuses). */
export interface WalletBonus {
  id: number;
  title: string;
  description: string;
  type: 'percentage' | 'amount';
  amount: number;
  minimum: number;
  /** the most a percentage gives; 0: no bound */
  maximum: number;
  until: string;
}
export const bonusesSchema = z.pipe(
  z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.nullish(z.string()),
      bonus_type: z.enum(['percentage', 'amount']),
      bonus_amount: amount,
      minimum_add_amount: amount,
      maximum_bonus_amount: z.nullish(amount),
      end_date: z.string(),
    }),
  ),
  z.transform((rows): WalletBonus[] =>
    rows.map((b) => ({ id: b.id, title: b.title, description: b.description ?? '', type: b.bonus_type, amount: b.bonus_amount, minimum: b.minimum_add_amount, maximum: b.maximum_bonus_amount ?? 0, until: b.end_date })),
  ),
);

export const walletApi = (request: Requester) => ({
  walletHistory: (type: WalletFilter | null, offset = 1) => request('GET', 'customer/wallet/transactions', ledgerSchema, { query: { limit: PAGE_SIZE.transactions, offset, type: type ?? undefined } }),
  bonuses: () => request('GET', 'customer/wallet/bonuses', bonusesSchema),
  pointsHistory: (offset = 1) => request('GET', 'customer/loyalty-point/transactions', ledgerSchema, { query: { limit: PAGE_SIZE.transactions, offset } }),
  /** where to pay to add money (the provider's page); the refusals are the form's to show */
  addFund: (amount: number, callback: string) =>
    request('POST', 'customer/wallet/add-fund', z.object({ redirect_link: z.string() }), { body: { amount, payment_method: 'digital_payment', payment_platform: 'web', callback }, handled: () => true }).then((a) => a.redirect_link),
  /** the refusals (below the minimum, more than held) are the form's to show */
  transferPoints: (point: number) => request('POST', 'customer/loyalty-point/point-transfer', messageSchema, { body: { point }, handled: () => true }).then((a) => a.message),
});
export type WalletApi = ReturnType<typeof walletApi>;
