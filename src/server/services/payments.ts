/**
 * Paying an order online (reference §5.1): a payment session per attempt at the configured provider,
 * settled once by the provider's proven answer. Paid: the order is confirmed and paid, its method the
 * gateway's name. Failed or canceled: the order is failed, and the shopper may switch it to cash on
 * delivery or cancel it (services/orders/read.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentProvider, type PaymentOutcome } from '../adapters/payments';
import type { RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import type { CartOwner } from './cart';
import { ownOrder } from './orders/read';
import { loadSettings } from './settings';

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

/** Start paying an unpaid digital-payment order of this owner. */
export async function startPayment(ctx: RequestContext, owner: CartOwner, orderId: number, callbackUrl: string): Promise<PaymentRedirect> {
  if (!allowedCallback(callbackUrl, ctx.origin)) throw refusal(403, 'callback', 'payment_callback_refused');
  const order = await ownOrder(ctx, owner, orderId);
  if (order.paymentMethod !== 'digital_payment' || order.paymentStatus !== 'unpaid' || order.orderStatus !== 'pending') throw refusal(403, 'order', 'payment_not_due');
  const settings = await loadSettings(ctx.db);
  const provider = paymentProvider();
  const sessionId = randomBytes(18).toString('base64url');
  const currency = String(settings.currency_code ?? 'NPR');
  await ctx.db.insert(s.paymentSessions).values({ id: sessionId, orderId: order.id, provider: provider.name, amount: order.orderAmount, currency, callbackUrl });
  const { redirectUrl, providerRef } = await provider.start({ sessionId, orderId: order.id, amount: order.orderAmount, currency, origin: ctx.origin });
  if (providerRef) await ctx.db.update(s.paymentSessions).set({ providerRef }).where(eq(s.paymentSessions.id, sessionId));
  return { redirectUrl, sessionId };
}

export interface OpenSession {
  id: string;
  orderId: number;
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
  orderId: number;
  outcome: PaymentOutcome;
  /** where the shopper goes back to, with flag (success, fail, cancel) and order_id */
  returnUrl: string;
}

const FLAG: Record<PaymentOutcome, string> = { paid: 'success', failed: 'fail', canceled: 'cancel' };

export function returnUrlFor(callbackUrl: string, orderId: number, outcome: PaymentOutcome): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('flag', FLAG[outcome]);
  url.searchParams.set('order_id', String(orderId));
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
    const unpaid = and(eq(s.orders.id, session.orderId), eq(s.orders.paymentStatus, 'unpaid'), eq(s.orders.orderStatus, 'pending'));
    if (outcome === 'paid') {
      await tx
        .update(s.orders)
        .set({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentMethod: session.provider, transactionReference: session.providerRef ?? session.id, confirmed: ctx.now, updatedAt: ctx.now })
        .where(unpaid);
      await tx.update(s.orderPayments).set({ paymentStatus: 'paid', paymentMethod: session.provider }).where(eq(s.orderPayments.orderId, session.orderId));
    } else {
      await tx.update(s.orders).set({ orderStatus: 'failed', failed: ctx.now, updatedAt: ctx.now }).where(unpaid);
    }
    return { orderId: session.orderId, outcome, returnUrl: returnUrlFor(session.callbackUrl, session.orderId, outcome) };
  });
}
