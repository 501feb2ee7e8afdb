/**
 * Fixed-window rate limits kept in the database, so every server process counts the same hits.
 * One atomic upsert per hit.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** wrong passwords for one account from one address: that address waits */
  loginFailuresPerAccountAddress: { max: 10, windowSeconds: 15 * 60 },
  /** wrong passwords for one account from anywhere: past this, each try is answered slower (the owner is never locked out) */
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** codes sent for one purpose to one contact, asked from one address */
  otpSendPerTargetAddress: { max: 5, windowSeconds: 60 * 60 },
  /** codes sent to one contact, every purpose, asked from one address in a day: 20 addresses ask at most 200 */
  otpSendPerTargetAddressDay: { max: 10, windowSeconds: 24 * 60 * 60 },
  /**
   * codes sent to one contact from anywhere, every purpose, in a day: the SMS cost of a phone (with a
   * code at most once a minute per purpose). Above what 20 addresses can ask, so strangers never use
   * up the owner's codes (issue 43.7)
   */
  otpSendPerTargetDay: { max: 250, windowSeconds: 24 * 60 * 60 },
  otpSendPerIp: { max: 20, windowSeconds: 60 * 60 },
  /**
   * codes checked for one contact from one address. There is no limit per contact from anywhere:
   * that let strangers lock the owner out; a code dies after OTP_MAX_TRIES wrong guesses instead,
   * and the owner asks for a fresh one (issue 43.7)
   */
  otpVerifyPerTargetAddress: { max: 10, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** guest ids looked up that do not exist, from one address (someone hunting for another guest's cart) */
  guestMissesPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** a household or an office behind one address signs up a few people, not dozens */
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export interface Hit {
  allowed: boolean;
  count: number;
  /** seconds until the window resets */
  retryAfter: number;
}

/** The hits counted under `key` in its current window, without adding one, and the seconds until it resets. */
export async function peek(db: Db, key: string, limit: Limit, now = new Date()): Promise<{ count: number; retryAfter: number }> {
  const [row] = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const ends = row ? row.windowStart.getTime() + limit.windowSeconds * 1000 : 0;
  return ends > now.getTime() ? { count: row!.count, retryAfter: Math.ceil((ends - now.getTime()) / 1000) } : { count: 0, retryAfter: 0 };
}

export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<Hit> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < ${windowStart.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: row.count <= limit.max, count: row.count, retryAfter };
}
