/**
 * Paying an order online: `payment-mobile` (the 6amMart clients' entry, also served at the site's
 * root) sends the shopper to the provider; the sandbox gateway's page and its signed callback; Stripe's
 * webhook and return. Every answer from a provider is verified before the order changes.
 */
import { metrics } from '../../observability/metrics';
import { html } from 'hono/html';
import { numeric, requiredOrInvalid } from '../context';
import { z } from 'zod';
import { PaymentProofError, sandboxEnabled, sandboxKey, signSandboxCallback, stripeSessionPaid, stripeWebhookOutcome, verifySandboxCallback, type PaymentOutcome } from '../../adapters/payments';
import { paymentSession, returnUrlFor, sessionByProviderRef, settlePayment, startPayment } from '../../services/payments';
import { MAX_GUEST_ID, MAX_ID } from '../../core/context';
import { ApiError, refusal, unauthorized } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import type { CartOwner } from '../../services/cart';
import { customerForToken } from '../../services/auth/sessions';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Env } from '../context';
import { bearerToken } from '../auth-guard';
import { SESSION_COOKIE } from '../session-cookie';
import { cartOwner } from './cart';
import { formatPrice } from '../../../lib/format';
import { loadSettings, moneyFormat } from '../../services/settings';
import { webhookAnswer } from '../wire/answers';
import { documented, type Router } from '../route';

const id = numeric(z.number().int().positive().max(MAX_ID));
const startQuery = z.object({
  order_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(Number.MAX_SAFE_INTEGER)),
  customer_id: id.optional(),
  guest_id: numeric(z.number().int().positive().max(MAX_GUEST_ID)).optional(),
  callback: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: "where the shopper comes back to, with flag (success, fail, cancel) and order_id; this storefront's origin or one listed in PAYMENT_CALLBACK_ORIGINS" }),
  payment_method: z.string().max(40).optional(),
  payment_platform: z.string().max(20).optional(),
});
const sessionParam = z.string().regex(/^[\w-]{10,64}$/);
/**
 * Who pays (issue 43.10): the customer whose token comes with the call (a browser navigating here
 * carries no Authorization header, so the shop's own HttpOnly session cookie stands for it), or the
 * guest by their own guest id. A customer_id must be that token's customer.
 */
async function payingOwner(ctx: RequestContext, c: Context<Env>, q: { customer_id?: number }): Promise<CartOwner> {
  const token = bearerToken(c) ?? getCookie(c, SESSION_COOKIE) ?? null;
  if (token) {
    const found = await customerForToken(ctx.db, token, ctx.now);
    if (!found) throw unauthorized();
    if (q.customer_id !== undefined && q.customer_id !== found.customer.id) throw refusal(403, 'customer_id', 'order_not_found');
    return { userId: found.customer.id, isGuest: false };
  }
  if (q.customer_id !== undefined) throw unauthorized();
  // a guest proves itself as every guest call does (its own guest id, which must exist)
  return cartOwner(ctx, c, {});
}

/** the sandbox gateway's own pages exist only while it is on (issue 43.3) */
function requireSandbox(): void {
  if (!sandboxEnabled()) throw refusal(404, 'payment', 'payment_session_unknown');
}
/** a session id from the address: one that cannot be a session's is simply not found (issue 43.9) */
function sessionId(raw: string | undefined): string {
  const parsed = sessionParam.safeParse(raw);
  if (!parsed.success) throw refusal(404, 'payment', 'payment_session_unknown');
  return parsed.data;
}
const outcomes: Record<string, PaymentOutcome> = { pay: 'paid', fail: 'failed', cancel: 'canceled' };
const proofRefused = () => refusal(403, 'payment', 'payment_proof_invalid');

/** the payment pages answer by sending the browser on */
const REDIRECTS = { 303: 'Sends the browser on (to the provider, or back to the shop)' };

/** A gateway's callback on /metrics: settled as paid, failed or canceled; refused (its proof did not hold); already settled; ignored (an event we do not act on). */
const callbackOutcome = (gateway: 'sandbox' | 'stripe', outcome: string) => metrics.paymentCallbacks.inc({ gateway, outcome });

export function registerPaymentRoutes(app: Router) {
  const api = documented(app, 'Payments');
  api.get(
    '/payment-mobile',
    {
      responses: REDIRECTS, summary:
        "Go to the payment provider for an unpaid digital-payment order (the 6amMart clients' redirect). The proof is order tracking's: the customer's token (Authorization, or the shop's own session cookie on a navigation), or the guest's own guest_id; customer_id alone proves nothing",
      query: startQuery,
    },
    async (ctx, c, input) => {
      const q = input.query();
      const owner = await payingOwner(ctx, c, q);
      const { redirectUrl } = await startPayment(ctx, owner, q.order_id, q.callback || `${ctx.origin}/checkout?page=cart`);
      return c.redirect(redirectUrl, 303);
    },
  );

  /* the sandbox gateway: its page, the shopper's choice, and the signed callback it sends back */
  api.get('/payment/sandbox/:session', { answerType: 'text/html', summary: 'The sandbox gateway page: Pay, Fail or Cancel' }, async (ctx, c) => {
    requireSandbox();
    const session = await paymentSession(ctx, sessionId(c.req.param('session')));
    const amount = formatPrice(session.amount, moneyFormat(await loadSettings(ctx.db)));
    const open = session.status === 'open';
    const what = session.orderId === null ? 'Wallet top-up' : `Order #${session.orderId}`;
    // the choice posts here, and the redirects that follow end at the shopper's return address,
    // which may be a 6amMart client's own origin (PAYMENT_CALLBACK_ORIGINS): the form may lead there
    c.header('content-security-policy', `form-action 'self' ${new URL(session.callbackUrl).origin}`);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <!-- no icon: the browser would ask this origin for /favicon.ico, which an API origin does not serve -->
            <link rel="icon" href="data:," />
            <title>Sandbox payment: ${what}</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 28rem;
                margin: 3rem auto;
                padding: 0 1rem;
                color: #1f2937;
              }
              form {
                display: flex;
                gap: 0.75rem;
                flex-wrap: wrap;
                margin-top: 1.5rem;
              }
              button {
                font: inherit;
                padding: 0.6rem 1.2rem;
                border-radius: 0.5rem;
                border: 1px solid #374151;
                background: #fff;
                cursor: pointer;
              }
              button[value='pay'] {
                background: #166534;
                border-color: #166534;
                color: #fff;
              }
              .test {
                padding: 0.75rem 1rem;
                border: 2px solid #92400e;
                border-radius: 0.5rem;
                background: #fef3c7;
                color: #78350f;
              }
              button:focus-visible {
                outline: 3px solid #2563eb;
                outline-offset: 2px;
              }
            </style>
          </head>
          <body>
            <main>
              <p class="test" role="note"><strong>Test payment.</strong> This is the sandbox gateway: no real money is taken or paid.</p>
              <h1>Sandbox payment</h1>
              <p>${what}: <strong>${amount}</strong></p>
              <p>Choose what the test payment does.</p>
              ${
                open
                  ? html`<form method="post">
                      <button name="outcome" value="pay">Pay</button>
                      <button name="outcome" value="fail">Fail</button>
                      <button name="outcome" value="cancel">Cancel</button>
                    </form>`
                  : html`<p role="status">This payment is already settled.</p>`
              }
            </main>
          </body>
        </html>`,
    );
  });
  api.post(
    '/payment/sandbox/:session',
    { responses: REDIRECTS, summary: "The sandbox gateway takes the shopper's choice and sends the browser back with a signed callback", body: z.object({ outcome: z.enum(['pay', 'fail', 'cancel']) }) },
    async (ctx, c, input) => {
      requireSandbox();
      const session = await paymentSession(ctx, sessionId(c.req.param('session')));
      const { data, signature } = signSandboxCallback(await sandboxKey(ctx.db), { sessionId: session.id, outcome: outcomes[(await input.body()).outcome], at: Date.now() });
      return c.redirect(`${ctx.origin}/api/v1/payment/callback/sandbox?${new URLSearchParams({ data, signature })}`, 303);
    },
  );
  api.get(
    '/payment/callback/sandbox',
    { responses: REDIRECTS, summary: "The sandbox gateway's signed answer; verified, it settles the order once and sends the shopper back", query: z.object({ data: z.string().max(4000), signature: z.string().max(200) }) },
    async (ctx, c, input) => {
      requireSandbox();
      const { data, signature } = input.query();
      let callback;
      try {
        callback = verifySandboxCallback(await sandboxKey(ctx.db), data, signature);
      } catch (error) {
        if (error instanceof PaymentProofError) {
          callbackOutcome('sandbox', 'refused');
          throw proofRefused();
        }
        throw error;
      }
      const settled = await settlePayment(ctx, callback.sessionId, callback.outcome).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) callbackOutcome('sandbox', 'already_settled');
        throw error;
      });
      callbackOutcome('sandbox', callback.outcome);
      return c.redirect(settled.returnUrl, 303);
    },
  );

  /* Stripe Checkout */
  api.post('/payment/webhook/stripe', { answer: webhookAnswer, summary: "Stripe's webhook (Stripe-Signature verified): a paid, failed or expired checkout settles its order" }, async (ctx, c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = stripeWebhookOutcome(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof PaymentProofError) {
        callbackOutcome('stripe', 'refused');
        throw proofRefused();
      }
      throw error;
    }
    if (!event) callbackOutcome('stripe', 'ignored');
    else {
      try {
        await settlePayment(ctx, await sessionByProviderRef(ctx, 'stripe', event.providerRef), event.outcome);
        callbackOutcome('stripe', event.outcome);
      } catch (error) {
        // Stripe retries until it hears 2xx: an already settled session is done, not an error
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        callbackOutcome('stripe', 'already_settled');
      }
    }
    return { received: true };
  });
  api.get('/payment/return/:session', { responses: REDIRECTS, summary: 'The shopper back from Stripe: the order as Stripe says it stands', query: z.object({ canceled: z.string().optional() }) }, async (ctx, c, input) => {
    const session = await paymentSession(ctx, sessionId(c.req.param('session')));
    if (session.status !== 'open') return c.redirect(returnUrlFor(session.callbackUrl, session.orderId, session.status as PaymentOutcome), 303);
    if (input.query().canceled) return c.redirect((await settlePayment(ctx, session.id, 'canceled')).returnUrl, 303);
    if (session.provider === 'stripe' && session.providerRef && (await stripeSessionPaid(session.providerRef))) {
      return c.redirect((await settlePayment(ctx, session.id, 'paid')).returnUrl, 303);
    }
    // paid with a method that settles later: the webhook will tell; the order stays pending meanwhile
    const back = new URL(session.callbackUrl);
    back.searchParams.set('flag', 'pending');
    if (session.orderId !== null) back.searchParams.set('order_id', String(session.orderId));
    return c.redirect(back.toString(), 303);
  });
}
