/**
 * Referral earning (issue 43.5): a customer whose code a new customer signed up with earns the
 * configured amount once that new customer is verified (phone or email) and an order of theirs is
 * delivered; never at sign-up, where any phone would do. Once per referred customer.
 */
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import * as s from '../db/schema';
import { notify } from './notifications';
import { flag } from './settings';
import { creditWallet } from './wallet';

type Tx = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

/** In the delivering transaction: credit the referrer of `customerId` if it is due and not yet paid. */
export async function rewardReferrer(tx: Tx, customerId: number, settings: Readonly<Record<string, unknown>>, now: Date): Promise<void> {
  const earning = Number(settings.ref_earning_exchange_rate) || 0;
  if (!flag(settings.ref_earning_status) || !flag(settings.customer_wallet_status) || earning <= 0) return;
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
