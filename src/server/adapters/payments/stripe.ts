/**
 * Stripe Checkout, when STRIPE_SECRET_KEY is set: the order is paid on Stripe's hosted page, and
 * Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET, checked by the official library) settles it.
 */
import Stripe from 'stripe';
import { PaymentProofError, type PaymentOutcome, type PaymentProvider } from './types';

let client: Stripe | null = null;
const stripe = () => (client ??= new Stripe(process.env.STRIPE_SECRET_KEY!));
/** verifying a webhook needs only its signing secret; the library still wants a key to be built */
let verifier: Stripe | null = null;
const webhooks = () => (verifier ??= new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_webhook_verification_only')).webhooks;

export const stripeConfigured = () => Boolean(process.env.STRIPE_SECRET_KEY);

/** Stripe's smallest unit: paisa, cents */
const minorUnits = (amount: number) => Math.round(amount * 100);

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  async start({ sessionId, orderId, label, amount, currency, origin }) {
    const back = `${origin}/api/v1/payment/return/${sessionId}`;
    const session = await stripe().checkout.sessions.create({
      mode: 'payment',
      client_reference_id: orderId === null ? sessionId : String(orderId),
      metadata: { session_id: sessionId, order_id: orderId === null ? '' : String(orderId) },
      line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: minorUnits(amount), product_data: { name: label } } }],
      success_url: back,
      cancel_url: `${back}?canceled=1`,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { redirectUrl: session.url, providerRef: session.id };
  },
};

/** A verified webhook's meaning for a session (by Stripe's checkout session id), or null for events we do not act on. */
export function stripeWebhookOutcome(rawBody: string, signatureHeader: string | undefined): { providerRef: string; outcome: PaymentOutcome } | null {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !signatureHeader) throw new PaymentProofError('signature');
  let event: Stripe.Event;
  try {
    event = webhooks().constructEvent(rawBody, signatureHeader, secret);
  } catch {
    throw new PaymentProofError('signature');
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return event.data.object.payment_status === 'paid' ? { providerRef: event.data.object.id, outcome: 'paid' } : null;
    case 'checkout.session.async_payment_failed':
      return { providerRef: event.data.object.id, outcome: 'failed' };
    case 'checkout.session.expired':
      return { providerRef: event.data.object.id, outcome: 'canceled' };
    default:
      return null;
  }
}

/** After the shopper comes back: Stripe's own word on whether the session is paid. */
export async function stripeSessionPaid(providerRef: string): Promise<boolean> {
  const session = await stripe().checkout.sessions.retrieve(providerRef);
  return session.payment_status === 'paid';
}
