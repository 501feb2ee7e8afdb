/**
 * Loyalty points and the wallet's history (issue 18). A balance changes only in a transaction that
 * also writes its ledger row; a spend is a conditional update (`balance >= spend`), so concurrent
 * spends can never take it below zero, and the balance always equals the sum of its ledger.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import type { Paged, RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import { PAGE_SIZE } from '../../lib/constants';
import { loyaltyPointsFor, pointsToWallet } from '../../lib/pricing/loyalty';
import type { WalletFilter } from '../../lib/wallet-filters';
import { pagedTable, type PageInput } from './catalogue/listing';
import { loadSettings } from './settings';
import { creditWallet } from './wallet';
import { typedSettings } from './settings-schema';

type Tx = Pick<Db, 'update' | 'insert' | 'select'>;

export type LoyaltyTransaction = typeof s.loyaltyPointTransactions.$inferSelect;
export type WalletTransaction = typeof s.walletTransactions.$inferSelect;

/** Each wallet history type (src/lib/wallet-filters.ts), as the ledger names its rows. */
export const WALLET_TYPES: Record<WalletFilter, readonly string[]> = {
  order: ['order_place', 'partial_payment'],
  loyalty_point: ['loyalty_point'],
  add_fund: ['add_fund'],
  referrer: ['referrer'],
  CashBack: ['cashback'],
  refund: ['order_refund', 'refund_order'],
};

export interface LoyaltyRules {
  enabled: boolean;
  /** points per currency unit */
  exchangeRate: number;
  /** percent of the order amount earned as points */
  purchasePercent: number;
  minimum: number;
}

export async function loyaltyRules(db: Db): Promise<LoyaltyRules> {
  const settings = await loadSettings(db);
  const { on, exchangeRate, purchasePercent, minimum } = typedSettings(settings).loyalty;
  return { enabled: on, exchangeRate, purchasePercent, minimum };
}

/** A customer's points history, newest first. */
export function loyaltyTransactions(ctx: RequestContext, userId: number, input: PageInput): Promise<Paged<LoyaltyTransaction>> {
  const t = s.loyaltyPointTransactions;
  return pagedTable(ctx.db, t, eq(t.userId, userId), [desc(t.createdAt), desc(t.id)], input, PAGE_SIZE.transactions);
}

/** A customer's wallet history, newest first, of one type or all. */
export function walletTransactions(ctx: RequestContext, userId: number, filter: WalletFilter | null, input: PageInput): Promise<Paged<WalletTransaction>> {
  const t = s.walletTransactions;
  const where = and(eq(t.userId, userId), filter ? inArray(t.transactionType, [...WALLET_TYPES[filter]]) : undefined);
  return pagedTable(ctx.db, t, where, [desc(t.createdAt), desc(t.id)], input, PAGE_SIZE.transactions);
}

/** Points and their ledger row together; a debit only while the balance covers it. Answers the new balance, or null when it does not. */
async function movePoints(tx: Tx, move: { userId: number; credit: number; debit: number; type: string; transactionId: string; reference: string; now: Date }): Promise<number | null> {
  const change = move.credit - move.debit;
  const [row] = await tx
    .update(s.customers)
    .set({ loyaltyPoint: sql`${s.customers.loyaltyPoint} + ${change}` })
    .where(and(eq(s.customers.id, move.userId), move.debit > 0 ? gte(s.customers.loyaltyPoint, move.debit) : undefined))
    .returning({ balance: s.customers.loyaltyPoint });
  if (!row) return null;
  await tx.insert(s.loyaltyPointTransactions).values({
    userId: move.userId,
    transactionId: move.transactionId,
    credit: move.credit,
    debit: move.debit,
    balance: row.balance,
    transactionType: move.type,
    reference: move.reference,
    createdAt: move.now,
  });
  return row.balance;
}

/** Delivered: the customer earns points on the order (when loyalty is on), once per order. */
export async function creditOrderPoints(tx: Tx, rules: LoyaltyRules, order: { id: number; userId: number; isGuest: boolean; orderAmount: number }, now: Date): Promise<void> {
  if (!rules.enabled || order.isGuest) return;
  const points = loyaltyPointsFor(order.orderAmount, rules.purchasePercent);
  if (points <= 0) return;
  await movePoints(tx, { userId: order.userId, credit: points, debit: 0, type: 'order_place', transactionId: `loyalty-order-${order.id}`, reference: String(order.id), now });
}

/**
 * Points to the wallet at the configured rate, from the configured minimum. Refusals: loyalty off
 * (404), fewer than the minimum (203, as the reference's failed transfer), more than the customer
 * has (403 insufficient_point).
 */
export async function transferPoints(ctx: RequestContext, userId: number, points: number): Promise<{ points: number; wallet: number }> {
  const rules = await loyaltyRules(ctx.db);
  if (!rules.enabled) throw refusal(404, 'loyalty_point', 'loyalty_disabled');
  if (points < rules.minimum) throw refusal(203, 'point', 'point_minimum', { minimum: rules.minimum });
  const amount = pointsToWallet(points, rules.exchangeRate);
  if (amount <= 0) throw refusal(203, 'point', 'point_minimum', { minimum: rules.minimum });
  return ctx.db.transaction(async (tx) => {
    const transactionId = `points-${userId}-${ctx.now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
    const left = await movePoints(tx, { userId, credit: 0, debit: points, type: 'point_to_wallet', transactionId, reference: 'wallet', now: ctx.now });
    if (left === null) throw refusal(403, 'insufficient_point', 'insufficient_point');
    const wallet = await creditWallet(tx, { userId, amount, transactionId, type: 'loyalty_point', reference: 'loyalty_point', now: ctx.now });
    return { points: left, wallet: wallet ?? 0 };
  });
}
