/** A payment provider: where a shopper pays an order, and how its answer is proven. */
export type PaymentOutcome = 'paid' | 'failed' | 'canceled';

export interface PaymentStart {
  /** our session id */
  sessionId: string;
  /** the order paid; null for a wallet top-up */
  orderId: number | null;
  /** what the shopper pays for, as the provider's page names it ('Order #12', 'Wallet top-up') */
  label: string;
  /** rupees */
  amount: number;
  currency: string;
  /** this server's origin, for the provider's return addresses */
  origin: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** opens a checkout at the provider; answers where the shopper goes and the provider's own reference */
  start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string | null }>;
}

/** A callback or webhook whose signature, age or shape does not hold. */
export class PaymentProofError extends Error {}
