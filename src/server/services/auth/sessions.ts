/** Session tokens: 256 random bits, handed out once, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSession(db: Db, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ customerId, tokenHash: hashToken(token) });
  return token;
}

export type Customer = typeof customers.$inferSelect;

/** The active customer behind a token, or null (unknown, revoked, or account switched off). */
export async function customerForToken(db: Db, token: string): Promise<{ customer: Customer; sessionId: number } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ customer: customers, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row || !row.customer.status) return null;
  return row;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** End every session of the customer, or every one but `keep` (the one that asked). */
export async function revokeAllSessions(db: Db, customerId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)));
}
