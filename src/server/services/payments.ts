/**
 * Paying an order online (reference §5.1): a payment session per attempt at the configured provider,
 * settled once by the provider's proven answer. Paid: the order is confirmed and paid, its method the
 * gateway's name. Failed or canceled: the order is failed, and the shopper may switch it to cash on
 * delivery or cancel it (services/orders/read.ts).
 */
import { publishOrderEvent } from './orders/events';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentProvider, type PaymentOutcome } from '../adapters/payments';
import type { RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import type { CartOwner } from './cart';
import { ownOrder } from './orders/read';
import { loadSettings } from './settings';
import { creditWallet } from './wallet';
import { runningWalletBonuses } from './wallet-bonuses';
import { topUpBonus } from '../../lib/pricing/wallet-bonus';
import { typedSettings } from './settings-schema';

export interface PaymentRedirect {
  redirectUrl: string;
  sessionId: string;
}

/**
 * Where the shopper may be sent back to: this storefront, or an origin the operator lists in
 * PAYMENT_CALLBACK_ORIGINS (comma-separated) for clients on other origins. Anything else is refused,
 * so the payment flow is never an open redirect.
 */
export function allowedCallback(callback: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const listed = (process.env.PAYMENT_CALLBACK_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return url.origin === new URL(origin).origin || listed.includes(url.origin);
}

type OrderRow = typeof s.orders.$inferSelect;

/** What is left to pay online: the whole of an unpaid digital-payment order, or the digital rest of a partial payment; null when nothing is. */
async function amountDue(ctx: RequestContext, order: OrderRow): Promise<number | null> {
  if (order.paymentMethod === 'digital_payment') return order.paymentStatus === 'unpaid' && order.orderStatus === 'pending' ? order.orderAmount : null;
  if (order.paymentMethod !== 'partial_payment' || order.paymentStatus !== 'partially_paid' || !['pending', 'confirmed'].includes(order.orderStatus)) return null;
  const [rest] = await ctx.db
    .select({ amount: s.orderPayments.amount })
    .from(s.orderPayments)
    .where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentMethod, 'digital_payment'), eq(s.orderPayments.paymentStatus, 'unpaid')))
    .limit(1);
  return rest?.amount ?? null;
}

/** Start paying an unpaid digital-payment order of this owner (or the digital rest of a partial payment). */
export async function startPayment(ctx: RequestContext, owner: CartOwner, orderId: number, callbackUrl: string): Promise<PaymentRedirect> {
  if (!allowedCallback(callbackUrl, ctx.origin)) throw refusal(403, 'callback', 'payment_callback_refused');
  const order = await ownOrder(ctx, owner, orderId);
  const amount = await amountDue(ctx, order);
  if (amount === null) throw refusal(403, 'order', 'payment_not_due');
  const settings = await loadSettings(ctx.db);
  const provider = paymentProvider();
  if (!provider || !typedSettings(settings).digitalPayment) throw refusal(403, 'payment_method', 'payment_method_off');
  const sessionId = randomBytes(18).toString('base64url');
  const currency = typedSettings(settings).currencyCode;
  await ctx.db.insert(s.paymentSessions).values({ id: sessionId, orderId: order.id, provider: provider.name, amount, currency, callbackUrl });
  const { redirectUrl, providerRef } = await provider.start({ sessionId, orderId: order.id, label: `Order #${order.id}`, amount, currency, origin: ctx.origin });
  if (providerRef) await ctx.db.update(s.paymentSessions).set({ providerRef }).where(eq(s.paymentSessions.id, sessionId));
  return { redirectUrl, sessionId };
}


/**
 * Money into the wallet (issue 18, reference customer/wallet/add-fund): a payment session at the
 * configured provider for the customer's wallet. Its settlement credits the wallet once
 * (settlePayment): a replayed callback finds the session settled.
 */
export async function startAddFund(ctx: RequestContext, userId: number, amount: number, callbackUrl: string): Promise<PaymentRedirect> {
  const settings = await loadSettings(ctx.db);
  if (!typedSettings(settings).addFund) throw refusal(403, 'add_fund', 'add_fund_off');
  if (!allowedCallback(callbackUrl, ctx.origin)) throw refusal(403, 'callback', 'payment_callback_refused');
  const provider = paymentProvider();
  if (!provider) throw refusal(403, 'add_fund', 'add_fund_off');
  const sessionId = randomBytes(18).toString('base64url');
  const currency = typedSettings(settings).currencyCode;
  await ctx.db.insert(s.paymentSessions).values({ id: sessionId, orderId: null, purpose: 'add_fund', userId, provider: provider.name, amount, currency, callbackUrl });
  const { redirectUrl, providerRef } = await provider.start({ sessionId, orderId: null, label: 'Wallet top-up', amount, currency, origin: ctx.origin });
  if (providerRef) await ctx.db.update(s.paymentSessions).set({ providerRef }).where(eq(s.paymentSessions.id, sessionId));
  return { redirectUrl, sessionId };
}

export interface OpenSession {
  id: string;
  /** null for a wallet top-up */
  orderId: number | null;
  purpose: string;
  amount: number;
  currency: string;
  provider: string;
  status: string;
}

/** A session as the sandbox gateway's page shows it (404 when unknown). */
export async function paymentSession(ctx: RequestContext, sessionId: string): Promise<OpenSession & { providerRef: string | null; callbackUrl: string }> {
  const [session] = await ctx.db.select().from(s.paymentSessions).where(eq(s.paymentSessions.id, sessionId)).limit(1);
  if (!session) throw refusal(404, 'payment', 'payment_session_unknown');
  return session;
}

export async function sessionByProviderRef(ctx: RequestContext, provider: string, providerRef: string): Promise<string> {
  const [session] = await ctx.db
    .select({ id: s.paymentSessions.id })
    .from(s.paymentSessions)
    .where(and(eq(s.paymentSessions.provider, provider), eq(s.paymentSessions.providerRef, providerRef)))
    .limit(1);
  if (!session) throw refusal(404, 'payment', 'payment_session_unknown');
  return session.id;
}

export interface Settled {
  orderId: number | null;
  outcome: PaymentOutcome;
  /** where the shopper goes back to, with flag (success, fail, cancel) and order_id */
  returnUrl: string;
}

const FLAG: Record<PaymentOutcome, string> = { paid: 'success', failed: 'fail', canceled: 'cancel' };

export function returnUrlFor(callbackUrl: string, orderId: number | null, outcome: PaymentOutcome): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('flag', FLAG[outcome]);
  if (orderId !== null) url.searchParams.set('order_id', String(orderId));
  return url.toString();
}

/**
 * Settle an open session with the provider's proven outcome, once: a second callback for the same
 * session (a replay, or the webhook after the return) is refused with 409, and changes nothing.
 */
export async function settlePayment(ctx: RequestContext, sessionId: string, outcome: PaymentOutcome): Promise<Settled> {
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .update(s.paymentSessions)
      .set({ status: outcome, settledAt: ctx.now })
      .where(and(eq(s.paymentSessions.id, sessionId), eq(s.paymentSessions.status, 'open')))
      .returning();
    if (!session) throw refusal(409, 'payment', 'payment_settled');
    if (session.purpose === 'add_fund' || session.orderId === null) {
      // a top-up: paid, the money goes to the wallet with its ledger row (the session settles once, so it is credited once)
      if (outcome === 'paid' && session.userId !== null) {
        // the shop's bonus running on the day it is paid
        const bonus = topUpBonus(await runningWalletBonuses(tx, ctx.today), session.amount);
        await creditWallet(tx, { userId: session.userId, amount: session.amount, bonus, transactionId: `add-fund-${session.id}`, type: 'add_fund', reference: session.providerRef ?? session.id, now: ctx.now });
      }
      return { orderId: null, outcome, returnUrl: returnUrlFor(session.callbackUrl, null, outcome) };
    }
    const [order] = await tx.select().from(s.orders).where(eq(s.orders.id, session.orderId)).for('update').limit(1);
    const partial = order?.paymentMethod === 'partial_payment';
    const due =
      order && (partial ? order.paymentStatus === 'partially_paid' && ['pending', 'confirmed'].includes(order.orderStatus) : order.paymentStatus === 'unpaid' && order.orderStatus === 'pending');
    if (due && outcome === 'paid') {
      await tx
        .update(s.orders)
        .set({
          orderStatus: 'confirmed',
          paymentStatus: 'paid',
          // a partial payment stays one; a whole one is named for the gateway (reference §5.1)
          ...(partial ? {} : { paymentMethod: session.provider }),
          transactionReference: session.providerRef ?? session.id,
          confirmed: order.confirmed ?? ctx.now,
          updatedAt: ctx.now,
        })
        .where(eq(s.orders.id, order.id));
      await tx
        .update(s.orderPayments)
        .set({ paymentStatus: 'paid', paymentMethod: session.provider })
        .where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentStatus, 'unpaid')));
      await publishOrderEvent(tx, { type: 'status', orderId: order.id, status: 'confirmed', at: ctx.now.toISOString() });
    } else if (due) {
      await tx.update(s.orders).set({ orderStatus: 'failed', failed: ctx.now, updatedAt: ctx.now }).where(eq(s.orders.id, order.id));
      await publishOrderEvent(tx, { type: 'status', orderId: order.id, status: 'failed', at: ctx.now.toISOString() });
    }
    return { orderId: session.orderId, outcome, returnUrl: returnUrlFor(session.callbackUrl, session.orderId, outcome) };
  });
}
