/**
 * The built-in sandbox gateway: the default provider, which works offline. The shopper lands on its
 * page and chooses Pay, Fail or Cancel; the gateway then sends the browser back with a signed
 * callback (HMAC-SHA256 over the data, like eSewa's and Khalti's returns), which the server verifies
 * before it believes anything. The key is PAYMENT_SANDBOX_SECRET, else one generated once and kept
 * in the database (server_keys), so a callback signed before a restart, or by another process or
 * machine on the same database, is honoured (issue 43.4).
 *
 * It takes no money, so it is for development and the demo (issue 43.3): on by default on the
 * embedded database, off with DATABASE_URL (a real deployment) unless PAYMENT_SANDBOX=on.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';
import { PaymentProofError, type PaymentOutcome, type PaymentProvider } from './types';

const KEY_NAME = 'payment_sandbox';

/**
 * The signing key: PAYMENT_SANDBOX_SECRET, else the kept one, made by whichever process asks first
 * (a concurrent maker's insert is ignored and both read the one kept). Read each time: a callback is
 * one indexed read, and nothing is kept in memory to go stale.
 */
export async function sandboxKey(db: Db): Promise<string> {
  const configured = process.env.PAYMENT_SANDBOX_SECRET;
  if (configured) return configured;
  const read = async () => (await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1))[0]?.value;
  const kept = await read();
  if (kept) return kept;
  await db.insert(serverKeys).values({ name: KEY_NAME, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  return (await read())!;
}

/** a callback older than this is refused */
const MAX_AGE_MS = 30 * 60_000;

export interface SandboxCallback {
  sessionId: string;
  outcome: PaymentOutcome;
  /** when the gateway signed it (ms) */
  at: number;
}

const sign = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64url');

/** The gateway's side: the data and signature it sends back for the shopper's choice. */
export function signSandboxCallback(key: string, callback: SandboxCallback): { data: string; signature: string } {
  const data = Buffer.from(JSON.stringify(callback)).toString('base64url');
  return { data, signature: sign(key, data) };
}

/** Our side: the callback, when its signature is the gateway's and it is fresh. */
export function verifySandboxCallback(key: string, data: string, signature: string, now = Date.now()): SandboxCallback {
  const expected = Buffer.from(sign(key, data));
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
