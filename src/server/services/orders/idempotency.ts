/**
 * An Idempotency-Key on order/place (reference §4.9): a retry of one order, with the same key and the
 * same body, answers the order the first request placed; the same key with another body is refused.
 * Used by every kind of order (the cart's, a buy-now line's, a parcel), so no retry places two.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import type { CartOwner } from '../cart';

export const IDEMPOTENCY_HOURS = 24;

export interface PlacedOrder {
  orderId: number;
  totalAmount: number;
  status: string;
  createdAt: string;
  userId: number;
}

/** the body's fingerprint: the same key must come with the same order; an image counts by its digest */
export function requestFingerprint(input: unknown): string {
  const json = JSON.stringify(input, (_key, value: unknown) => (value instanceof Uint8Array ? createHash('sha256').update(value).digest('hex') : value));
  return createHash('sha256').update(json).digest('hex');
}

/** A key, as one owner's: two shoppers' keys never meet. */
export interface OrderKey {
  id: string;
  fingerprint: string;
}
export function orderKey(owner: CartOwner, key: string | null | undefined, body: unknown): OrderKey | null {
  return key ? { id: `${owner.isGuest ? 'g' : 'c'}:${owner.userId}:${key}`, fingerprint: requestFingerprint(body) } : null;
}

/** The order this key placed within the last day, if it did; a different body under the key is refused. */
export async function placedBefore(ctx: RequestContext, key: OrderKey): Promise<PlacedOrder | null> {
  const [seen] = await ctx.db
    .select()
    .from(s.idempotencyKeys)
    .where(and(eq(s.idempotencyKeys.key, key.id), gte(s.idempotencyKeys.createdAt, new Date(ctx.now.getTime() - IDEMPOTENCY_HOURS * 3600_000))))
    .limit(1);
  if (!seen) return null;
  if (seen.requestHash !== key.fingerprint) throw refusal(422, 'idempotency_key', 'idempotency_mismatch');
  return (seen.response as PlacedOrder | null) ?? null;
}

/** Thrown inside the placing transaction when another request holds the key: undoes this one's writes. */
export class KeyTaken extends Error {}

type Writer = Pick<RequestContext['db'], 'insert' | 'update'>;
/** Claims the key inside the placing transaction (first of its writes); throws KeyTaken when another request has it. */
export async function claimKey(db: Writer, key: OrderKey): Promise<void> {
  const claimed = await db.insert(s.idempotencyKeys).values({ key: key.id, requestHash: key.fingerprint }).onConflictDoNothing().returning({ key: s.idempotencyKeys.key });
  if (!claimed.length) throw new KeyTaken();
}
/** Keeps the answer with the key, in the same transaction as the order. */
export async function keepAnswer(db: Writer, key: OrderKey, placed: PlacedOrder): Promise<void> {
  await db.update(s.idempotencyKeys).set({ orderId: placed.orderId, response: placed }).where(eq(s.idempotencyKeys.key, key.id));
}
/** After KeyTaken: the same key is being (or was just) placed by a concurrent request; answer what it answered. */
export async function answerOfConcurrent(ctx: RequestContext, key: OrderKey): Promise<PlacedOrder> {
  const [seen] = await ctx.db.select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, key.id)).limit(1);
  if (seen?.requestHash !== key.fingerprint) throw refusal(422, 'idempotency_key', 'idempotency_mismatch');
  if (seen.response) return seen.response as PlacedOrder;
  throw refusal(409, 'idempotency_key', 'idempotency_mismatch');
}
