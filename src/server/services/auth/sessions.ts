/** Session tokens: 256 random bits, handed out once, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { getDatabase, type Db } from '../../db/client';
import { personalData } from '../../cache/reference-cache';
import { customers, personalVersions, sessions } from '../../db/schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueSession(db: Db, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ customerId, tokenHash: hashToken(token) });
  return token;
}

export type Customer = typeof customers.$inferSelect;

const DAY_MS = 86_400_000;
/** how stale `last_used_at` may grow before a request writes it again (one write an hour, not one a request) */
const LAST_USED_RESOLUTION_MS = 3_600_000;

/** How long a session lives: SESSION_IDLE_DAYS unused (default 30), SESSION_MAX_DAYS in all (default 365). */
export function sessionLifetime(env: NodeJS.ProcessEnv = process.env): { idleMs: number; maxMs: number } {
  const days = (raw: string | undefined, fallback: number) => (Number(raw) > 0 ? Number(raw) : fallback);
  return { idleMs: days(env.SESSION_IDLE_DAYS, 30) * DAY_MS, maxMs: days(env.SESSION_MAX_DAYS, 365) * DAY_MS };
}

/** Whether a session has ended by time: unused for SESSION_IDLE_DAYS, or older than SESSION_MAX_DAYS (customers' and staff's alike). */
export function sessionExpired(session: { createdAt: Date; lastUsedAt: Date }, now: Date): boolean {
  const { idleMs, maxMs } = sessionLifetime();
  const t = now.getTime();
  return t - session.lastUsedAt.getTime() > idleMs || t - session.createdAt.getTime() > maxMs;
}

/** a session's last use is written again once it is this stale (one write an hour, not one a request) */
export const lastUseIsStale = (lastUsedAt: Date, now: Date): boolean => now.getTime() - lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS;

/**
 * The sessions of some token hashes, each with its customer and the version of their own rows: read
 * on every signed-in request (on PostgreSQL, where it is not kept: `personalData`), so built once.
 */
const sessionsByHashes = builtOnce('sessions_by_token_hashes', (db, name) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      customer: customers,
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      personalVersion: sql<number>`coalesce(${personalVersions.version}, 0)`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .leftJoin(personalVersions, eq(personalVersions.customerId, sessions.customerId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`, isNull(sessions.revokedAt)))
    .prepare(name),
);

type SessionRow = Awaited<ReturnType<typeof sessionsByHashes>>[number];

/**
 * A session by its token's hash, read with the others asked for in the same turn of the event loop:
 * one statement for them all (dataloader, its batch sent from setImmediate, so every request the
 * server has just read joins it). Nothing is kept between batches: each read is as fresh as the
 * request that asked. One loader per database handle (a transaction has its own).
 */
const loaders = new WeakMap<Db, DataLoader<string, SessionRow | null>>();
function sessionLoader(db: Db): DataLoader<string, SessionRow | null> {
  let loader = loaders.get(db);
  if (!loader) {
    const batch = async (hashes: readonly string[]) => {
      const rows = await sessionsByHashes(db, { hashes: [...new Set(hashes)] });
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return hashes.map((hash) => byHash.get(hash) ?? null);
    };
    loaders.set(db, (loader = new DataLoader(batch, { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: 200 })));
  }
  return loader;
}

/** A signed-in customer, their session, and the version of their cart lines and orders (schema.ts, personalVersions) as the session was read. */
export interface SignedIn {
  customer: Customer;
  sessionId: number;
  personalVersion: number;
}

/** The active customer behind a token, or null (unknown, revoked, expired, or account switched off). */
export async function customerForToken(db: Db, token: string, now = new Date()): Promise<SignedIn | null> {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  // kept by the process until the session or the customer changes (a sign-out, a profile or wallet change): migration 0028
  const [row] = await personalData(db, `session:${hash}`, ['sessions', 'customers'], async () => {
    const found = await sessionLoader(db).load(hash);
    return found ? [found] : [];
  });
  if (!row || !row.customer.status) return null;
  if (sessionExpired(row, now)) {
    await revokeSession(db, row.sessionId);
    return null;
  }
  if (lastUseIsStale(row.lastUsedAt, now)) await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  return { customer: row.customer, sessionId: row.sessionId, personalVersion: row.personalVersion };
}

/** `customerForToken` on the process's own database: for the in-process transport, which answers a page's calls outside any request's context. */
export async function customerForOwnToken(token: string): Promise<SignedIn | null> {
  return customerForToken((await getDatabase()).db, token);
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
