/**
 * Referral earning (issue 43.5): a customer whose code a new customer signed up with earns the
 * configured amount once that new customer is verified (phone or email) and an order of theirs is
 * delivered; never at sign-up, where any phone would do. Once per referred customer.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RequestContext } from '../core/context';
import * as s from '../db/schema';
import { notify } from './notifications';

import { creditWallet } from './wallet';
import { typedSettings } from './settings-schema';

type Tx = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

/** In the delivering transaction: credit the referrer of `customerId` if it is due and not yet paid. */
export async function rewardReferrer(tx: Tx, customerId: number, settings: Readonly<Record<string, unknown>>, now: Date): Promise<void> {
  const { referral } = typedSettings(settings);
  const earning = referral.earning;
  if (!referral.on || earning <= 0) return;
  // the referred customer's row is locked: two of their orders delivered at once pay once
  const [referred] = await tx
    .select({ refBy: s.customers.refBy, phoneVerified: s.customers.isPhoneVerified, emailVerified: s.customers.isEmailVerified })
    .from(s.customers)
    .where(eq(s.customers.id, customerId))
    .for('update');
  if (!referred?.refBy || !(referred.phoneVerified || referred.emailVerified)) return;
  const transactionId = `referrer-${customerId}`;
  const [paid] = await tx
    .select({ id: s.walletTransactions.id })
    .from(s.walletTransactions)
    .where(and(eq(s.walletTransactions.userId, referred.refBy), eq(s.walletTransactions.transactionId, transactionId)))
    .limit(1);
  if (paid) return;
  const credited = await creditWallet(tx, { userId: referred.refBy, amount: earning, transactionId, type: 'referrer', reference: String(customerId), now });
  if (credited !== null) await notify(tx, { userId: referred.refBy, type: 'referral_code', data: { amount: earning }, now });
}

/* ------------------------------------------------------------------ the first-order discount */

export interface DiscountSettings {
  status: number;
  amount: number;
  amountType: string;
  validity: number;
  validityType: string;
}

export interface FirstOrderDiscount {
  valid: boolean;
  amount: number;
  amountType: string;
  /** e.g. '30 day' */
  validity: string;
}

/** The new customer's first-order discount as the operator set it. */
export function discountSettings(settings: Record<string, unknown>): DiscountSettings {
  const d = typedSettings(settings).firstOrderDiscount;
  return { status: d.on ? 1 : 0, amount: d.amount, amountType: d.amountType, validity: d.validity, validityType: d.validityType };
}

/** The first-order discount of a customer, for an order now: null unless it is still valid (one query). */
export async function validFirstOrderDiscount(db: Db, customerId: number, settings: Record<string, unknown>, now = new Date()): Promise<FirstOrderDiscount | null> {
  const rules = discountSettings(settings);
  if (rules.status !== 1 || rules.amount <= 0) return null;
  const [row] = await db
    .select({
      createdAt: s.customers.createdAt,
      refBy: s.customers.refBy,
      orders: sql<number>`(select count(*) from orders where orders.user_id = ${customerId} and orders.is_guest = false)`.mapWith(Number),
    })
    .from(s.customers)
    .where(eq(s.customers.id, customerId))
    .limit(1);
  if (!row) return null;
  const discount = firstOrderDiscount({ createdAt: row.createdAt, refBy: row.refBy }, row.orders, rules, now);
  return discount.valid ? discount : null;
}

/**
 * The first-order discount: for a customer who signed up with a referral code (reference section 6,
 * `ref_by`), while the account has no order and is younger than the validity window.
 */
export function firstOrderDiscount(customer: { createdAt: Date; refBy: number | null }, orderCount: number, s: DiscountSettings, now = new Date()): FirstOrderDiscount {
  const days = s.validityType === 'month' ? s.validity * 30 : s.validityType === 'year' ? s.validity * 365 : s.validity;
  const until = new Date(customer.createdAt.getTime() + days * 86400_000);
  const valid = s.status === 1 && customer.refBy !== null && orderCount === 0 && now < until;
  return { valid, amount: s.amount, amountType: s.amountType, validity: `${s.validity} ${s.validityType}` };
}
