/** The payment provider in use: Stripe Checkout when its key is set, else the built-in sandbox gateway. */
import { sandboxProvider } from './sandbox';
import { stripeConfigured, stripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export function paymentProvider(): PaymentProvider {
  return stripeConfigured() ? stripeProvider : sandboxProvider;
}

export { PaymentProofError, type PaymentOutcome } from './types';
export { signSandboxCallback, verifySandboxCallback } from './sandbox';
export { stripeSessionPaid, stripeWebhookOutcome } from './stripe';
