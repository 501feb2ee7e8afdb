/**
 * One-time codes: 6 digits from a CSPRNG, single use, valid 10 minutes, bound to a phone or email and
 * a purpose; a new code only after 60 s; at most 5 wrong tries. Only a hash of the code is stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { deliver } from '../../adapters/messaging';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_TRIES = 5;

/** `social:{medium}:{subject}` binds a phone code to one social identity. */
export type OtpPurpose = 'sign_up' | 'login' | 'verify' | 'reset_password' | 'update_profile' | `social:${string}`;
export type OtpChannel = 'phone' | 'email';

const hashCode = (target: string, purpose: string, code: string) => createHash('sha256').update(`${target}\n${purpose}\n${code}`).digest('hex');

export type SendResult = { sent: true } | { sent: false; retryAfter: number };

/**
 * Seconds until a new code may go to this target for this purpose (0: now). A code that died of
 * wrong guesses does not hold the next one back: its owner asks for a fresh one at once (issue 43.7).
 */
export async function resendWait(db: Db, target: string, purpose: OtpPurpose, now = new Date()): Promise<number> {
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const since = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
  return since < OTP_RESEND_SECONDS ? Math.ceil(OTP_RESEND_SECONDS - since) : 0;
}

/**
 * Send a code, at most one per OTP_RESEND_SECONDS for a target and purpose. With `exists` false (no
 * account has this contact) nothing is sent, but the ask is recorded as a spent row (no code can
 * match it), so the next ask waits just as long: the answers never tell whether an account exists.
 */
export async function sendOtp(db: Db, channel: OtpChannel, target: string, purpose: OtpPurpose, now = new Date(), exists = true): Promise<SendResult> {
  const wait = await resendWait(db, target, purpose, now);
  if (wait > 0) return { sent: false, retryAfter: wait };
  if (!exists) {
    await db.insert(otpCodes).values({ channel, target, purpose, codeHash: '', expiresAt: now, createdAt: now, consumedAt: now });
    return { sent: true };
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  // a new code replaces any earlier one for the same target and purpose
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values({
    channel,
    target,
    purpose,
    codeHash: hashCode(target, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: now,
  });
  await deliver(db, {
    channel: channel === 'phone' ? 'sms' : 'email',
    recipient: target,
    subject: channel === 'email' ? 'Your verification code' : undefined,
    body: `Your Valley Bazaar verification code is ${code}. It expires in 10 minutes.`,
  });
  return { sent: true };
}

export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'too_many_tries';

/**
 * Check a code; a right code is consumed, a wrong one counts a try. With `keep`, a right code stays
 * usable (a flow that asks the shopper one more question before acting checks it twice).
 */
export async function verifyOtp(db: Db, target: string, purpose: OtpPurpose, code: string, now = new Date(), keep = false): Promise<VerifyResult> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  // take one try before judging, in one statement: however many arrive at once, no more than OTP_MAX_TRIES are judged
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otpCodes.attempts });
  if (!claimed) return 'too_many_tries';
  const given = Buffer.from(hashCode(target, purpose, code));
  const expected = Buffer.from(row.codeHash);
  if (!/^\d{6}$/.test(code) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return claimed.attempts >= OTP_MAX_TRIES ? 'too_many_tries' : 'invalid';
  }
  if (keep) {
    // the right code, checked before it is used (a password reset's first step): that try does not count
    await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} - 1` })
      .where(eq(otpCodes.id, row.id));
    return 'ok';
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed.length ? 'ok' : 'invalid';
}
