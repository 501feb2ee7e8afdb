/**
 * Staff: marketing's accounts for the content editor (issue 49), apart from customers. The operator
 * adds one (`npm run ops -- staff add <email>`): the account has no password until its owner follows
 * the link the outbox sends, good once for a day. Signing in has the customer sign-in's limits (per
 * address, per account and address, slower answers for a much-guessed account: never a lock-out) and
 * its session rules (SESSION_IDLE_DAYS unused, SESSION_MAX_DAYS in all; a token kept only as a hash).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { refusal, unauthorized } from '../core/errors';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { deliver } from '../adapters/messaging';
import { hashPassword, verifyPassword } from './password';
import { lastUseIsStale, sessionExpired } from './auth/sessions';
import { guardPasswordTries } from './auth/sign-in';
import { hit, LIMITS } from './auth/rate-limit';
import { invalidCredential, limit } from './auth/attempts';

export type Staff = Pick<typeof s.staff.$inferSelect, 'id' | 'email'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const LINK_LIFETIME_MS = 24 * 3_600_000;

/**
 * A staff account for `email` (or the one there is), and a link to set its password sent through the
 * outbox. `origin`: where the link points (the shop's public origin).
 */
export async function addStaff(db: Db, email: string, origin: string): Promise<{ staff: Staff; created: boolean }> {
  const address = email.trim().toLowerCase();
  const [made] = await db.insert(s.staff).values({ email: address }).onConflictDoNothing().returning({ id: s.staff.id, email: s.staff.email });
  const staff = made ?? (await db.select({ id: s.staff.id, email: s.staff.email }).from(s.staff).where(eq(s.staff.email, address)))[0];
  const token = newToken();
  await db.insert(s.staffPasswordLinks).values({ tokenHash: hashToken(token), staffId: staff.id, expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
  await deliver(db, {
    channel: 'email',
    recipient: staff.email,
    subject: 'Your Valley Bazaar content editor account',
    body: `Set your password for the content editor within 24 hours: ${origin}/admin/set-password?token=${token}`,
  });
  return { staff, created: Boolean(made) };
}

async function openSession(db: Db, staffId: number): Promise<string> {
  const token = newToken();
  await db.insert(s.staffSessions).values({ staffId, tokenHash: hashToken(token) });
  return token;
}

/** The link's password set (once; the link then dies, as do the account's other sessions), and a session. */
export async function setStaffPassword(ctx: RequestContext, linkToken: string, password: string, ip: string): Promise<string> {
  await limit(ctx.db, `staff-link:ip:${ip}`, LIMITS.otpVerifyPerIp);
  const [link] = await ctx.db.select().from(s.staffPasswordLinks).where(eq(s.staffPasswordLinks.tokenHash, hashToken(linkToken))).limit(1);
  if (!link || link.usedAt || link.expiresAt.getTime() < ctx.now.getTime()) throw refusal(403, 'token', 'staff_link_invalid');
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(s.staffPasswordLinks)
      .set({ usedAt: ctx.now })
      .where(and(eq(s.staffPasswordLinks.tokenHash, link.tokenHash), isNull(s.staffPasswordLinks.usedAt)))
      .returning({ staffId: s.staffPasswordLinks.staffId });
    if (!used) throw refusal(403, 'token', 'staff_link_invalid');
    await tx.update(s.staff).set({ passwordHash }).where(eq(s.staff.id, used.staffId));
    await tx.update(s.staffSessions).set({ revokedAt: ctx.now }).where(and(eq(s.staffSessions.staffId, used.staffId), isNull(s.staffSessions.revokedAt)));
    return openSession(tx as unknown as Db, used.staffId);
  });
}

/** A staff member's password sign-in, limited as a customer's is. */
export async function staffLogin(ctx: RequestContext, email: string, password: string, ip: string): Promise<string> {
  await limit(ctx.db, `staff-login:ip:${ip}`, LIMITS.loginPerIp);
  const address = email.trim().toLowerCase();
  const [row] = await ctx.db.select().from(s.staff).where(eq(s.staff.email, address)).limit(1);
  const bucket = row ? `staff:${row.id}` : `staff-unknown:${address}`;
  await guardPasswordTries(ctx, bucket, ip);
  const ok = row?.passwordHash ? await verifyPassword(password, row.passwordHash) : (await hashPassword(password), false);
  if (!row || !ok || !row.status) {
    await hit(ctx.db, `login-fail:${bucket}`, LIMITS.loginFailuresPerAccount);
    await hit(ctx.db, `login-fail:${bucket}:ip:${ip}`, LIMITS.loginFailuresPerAccountAddress);
    throw invalidCredential();
  }
  return openSession(ctx.db, row.id);
}

/** The staff member behind a token, or null: unknown, revoked, unused too long or too old, or switched off. */
export async function staffForToken(db: Db, token: string, now = new Date()): Promise<(Staff & { sessionId: number }) | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: s.staff.id, email: s.staff.email, status: s.staff.status, sessionId: s.staffSessions.id, createdAt: s.staffSessions.createdAt, lastUsedAt: s.staffSessions.lastUsedAt })
    .from(s.staffSessions)
    .innerJoin(s.staff, eq(s.staff.id, s.staffSessions.staffId))
    .where(and(eq(s.staffSessions.tokenHash, hashToken(token)), isNull(s.staffSessions.revokedAt)))
    .limit(1);
  if (!row || !row.status) return null;
  if (sessionExpired(row, now)) {
    await db.update(s.staffSessions).set({ revokedAt: now }).where(eq(s.staffSessions.id, row.sessionId));
    return null;
  }
  if (lastUseIsStale(row.lastUsedAt, now)) await db.update(s.staffSessions).set({ lastUsedAt: now }).where(eq(s.staffSessions.id, row.sessionId));
  return { id: row.id, email: row.email, sessionId: row.sessionId };
}

export async function requireStaff(db: Db, token: string | null, now: Date): Promise<Staff & { sessionId: number }> {
  const found = token ? await staffForToken(db, token, now) : null;
  if (!found) throw unauthorized();
  return found;
}

export async function staffLogout(db: Db, sessionId: number): Promise<void> {
  await db.update(s.staffSessions).set({ revokedAt: new Date() }).where(eq(s.staffSessions.id, sessionId));
}
