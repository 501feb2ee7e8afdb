/**
 * The built-in sandbox gateway: the default provider, which works offline. The shopper lands on its
 * page and chooses Pay, Fail or Cancel; the gateway then sends the browser back with a signed
 * callback (HMAC-SHA256 over the data, like eSewa's and Khalti's returns), which the server verifies
 * before it believes anything. The secret is PAYMENT_SANDBOX_SECRET (one per process when unset).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentProofError, type PaymentOutcome, type PaymentProvider } from './types';

const secret = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex');
/** a callback older than this is refused */
const MAX_AGE_MS = 30 * 60_000;

export interface SandboxCallback {
  sessionId: string;
  outcome: PaymentOutcome;
  /** when the gateway signed it (ms) */
  at: number;
}

const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** The gateway's side: the data and signature it sends back for the shopper's choice. */
export function signSandboxCallback(callback: SandboxCallback): { data: string; signature: string } {
  const data = Buffer.from(JSON.stringify(callback)).toString('base64url');
  return { data, signature: sign(data) };
}

/** Our side: the callback, when its signature is the gateway's and it is fresh. */
export function verifySandboxCallback(data: string, signature: string, now = Date.now()): SandboxCallback {
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new PaymentProofError('signature');
  let parsed: Partial<SandboxCallback>;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw new PaymentProofError('data');
  }
  if (typeof parsed.sessionId !== 'string' || !['paid', 'failed', 'canceled'].includes(String(parsed.outcome)) || typeof parsed.at !== 'number') throw new PaymentProofError('data');
  if (now - parsed.at > MAX_AGE_MS || parsed.at - now > 60_000) throw new PaymentProofError('age');
  return parsed as SandboxCallback;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async start({ sessionId, origin }) {
    return { redirectUrl: `${origin}/api/v1/payment/sandbox/${sessionId}`, providerRef: null };
  },
};
