/**
 * The payment provider in use: Stripe Checkout when its key is set, else the built-in sandbox gateway
 * where it is on (src/server/adapters/payments/sandbox.ts), else none: then digital payment and adding
 * money to the wallet are not offered at all (issue 43.3).
 */
import { sandboxProvider } from './sandbox';
import { sandboxEnabled } from './sandbox-switch';
import { stripeConfigured, stripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export function paymentProvider(): PaymentProvider | null {
  if (stripeConfigured()) return stripeProvider;
  return sandboxEnabled() ? sandboxProvider : null;
}

export { PaymentProofError, type PaymentOutcome } from './types';
export { sandboxKey, signSandboxCallback, verifySandboxCallback } from './sandbox';
export { sandboxEnabled, sandboxWarning } from './sandbox-switch';
export { stripeSessionPaid, stripeWebhookOutcome } from './stripe';

