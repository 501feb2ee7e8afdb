/**
 * Push notifications (spec section 4's payload: type, title, body, conversation_id, sender_type,
 * order_id). Every push is written to the outbox (channel `push`, recipient `customer:<id>`) in the
 * transaction of what it tells, so an operator can always read what was sent.
 *
 * With the operator's VAPID keys (WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY, WEB_PUSH_SUBJECT) the
 * row waits for the dispatcher, which sends it to every browser the customer subscribed (`web-push`
 * encrypts it for the browser and signs it with the shop's key; fetch carries it to the push service), and forgets a subscription its push service says is gone (404, 410). The dispatcher
 * claims rows with FOR UPDATE SKIP LOCKED, so with several server processes each push goes once.
 * Without keys the outbox is the delivery: the embedded default that works offline.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import webpush, { type PushSubscription } from 'web-push';
import type { Db } from '../../db/client';
import { outbox, pushSubscriptions } from '../../db/schema';
import { loggerFor } from '../../observability/logger';

const log = loggerFor('push');

export interface PushPayload {
  type: 'order_status' | 'referral_code' | 'message';
  title: string;
  body: string;
  order_id?: number;
  conversation_id?: number;
  sender_type?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The operator's VAPID keys, or null (then pushes stay in the outbox). */
export function vapidKeys(): VapidKeys | null {
  const publicKey = process.env.WEB_PUSH_PUBLIC_KEY;
  const privateKey = process.env.WEB_PUSH_PRIVATE_KEY;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: process.env.WEB_PUSH_SUBJECT ?? 'mailto:operator@valleybazaar.example.com' };
}

type Tx = Pick<Db, 'insert'>;

/** Write a push for a customer in the caller's transaction: sent by the dispatcher once committed (with keys), or kept in the outbox. */
export async function queuePush(tx: Tx, customerId: number, payload: PushPayload, now: Date): Promise<void> {
  const keys = vapidKeys();
  await tx.insert(outbox).values({
    channel: 'push',
    recipient: `customer:${customerId}`,
    subject: payload.title,
    body: JSON.stringify(payload),
    provider: keys ? 'web-push' : 'outbox',
    sentAt: keys ? null : now,
  });
}

const BATCH = 50;
/** how long a push service keeps a push for a browser that is away (seconds) */
const TTL_SECONDS = 24 * 60 * 60;

/** Send the waiting pushes (claimed, so no other process sends them too); answers how many were sent to at least one browser. */
export async function drainPushOutbox(db: Db, keys: VapidKeys | null = vapidKeys()): Promise<number> {
  if (!keys) return 0;
  const claimed = (await db.execute(sql`
    update ${outbox} set ${sql.identifier('sent_at')} = now()
    where ${outbox.id} in (
      select ${outbox.id} from ${outbox}
      where ${outbox.channel} = 'push' and ${outbox.sentAt} is null and ${outbox.error} is null
      order by ${outbox.id} limit ${BATCH} for update skip locked
    )
    returning ${outbox.id} as id, ${outbox.recipient} as recipient, ${outbox.body} as body`)) as unknown as { rows: Array<{ id: number; recipient: string; body: string }> };
  if (!claimed.rows.length) return 0;
  const customerOf = (row: { recipient: string }) => Number(row.recipient.replace(/^customer:/, ''));
  // every claimed push's browsers in one read
  let all = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.customerId, [...new Set(claimed.rows.map(customerOf))]));
  let sent = 0;
  for (const row of claimed.rows) {
    const subscriptions = all.filter((sub) => sub.customerId === customerOf(row));
    const failures: string[] = [];
    const gone: number[] = [];
    let delivered = 0;
    for (const sub of subscriptions) {
      const target: PushSubscription = { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } };
      try {
        const request = webpush.generateRequestDetails(target, row.body, { vapidDetails: keys, TTL: TTL_SECONDS });
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
        });
        await res.body?.cancel();
        if (res.ok) delivered++;
        else if (res.status === 404 || res.status === 410) gone.push(sub.id);
        else failures.push(`${res.status} from ${new URL(request.endpoint).host}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
    if (gone.length) {
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      all = all.filter((sub) => !gone.includes(sub.id));
    }
    if (delivered) sent++;
    else if (failures.length)
      await db
        .update(outbox)
        .set({ error: failures.join('; ').slice(0, 1000) })
        .where(eq(outbox.id, row.id));
  }
  return sent;
}

/** Drain the waiting pushes every `everyMs` while the process runs (only with keys); answers how to stop. */
export function startPushDispatcher(db: () => Promise<Db>, everyMs = 2_000): () => void {
  const keys = vapidKeys();
  if (!keys) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    db()
      .then((d) => drainPushOutbox(d, keys))
      .catch((error: unknown) => log.error({ err: error }, 'dispatch failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Keep (or move to this customer) a browser's subscription. */
export async function subscribePush(db: Db, customerId: number, sub: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ customerId, ...sub })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { customerId, p256dh: sub.p256dh, auth: sub.auth } });
}

export async function unsubscribePush(db: Db, customerId: number, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(sql`${pushSubscriptions.customerId} = ${customerId} and ${pushSubscriptions.endpoint} = ${endpoint}`)
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}
