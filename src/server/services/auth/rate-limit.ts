/**
 * Fixed-window rate limits kept in the database, so every server process counts the same hits.
 * One atomic upsert per hit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  otpSendPerTarget: { max: 5, windowSeconds: 60 * 60 },
  otpSendPerIp: { max: 20, windowSeconds: 60 * 60 },
  otpVerifyPerTarget: { max: 10, windowSeconds: 15 * 60 },
  otpVerifyPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** a household or an office behind one address signs up a few people, not dozens */
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export interface Hit {
  allowed: boolean;
  count: number;
  /** seconds until the window resets */
  retryAfter: number;
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
