/**
 * What the shop tells a customer (issue 18, spec section 4): an order's new status, a referral
 * earned. Written in the transaction of what it tells; its text is made when it is read, in the
 * reader's language (the route's mapper).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import type { RequestContext } from '../core/context';
import { publishOrderEvent } from './orders/events';
import { queuePush, type PushPayload } from '../adapters/messaging/push';
import { parseLocale, t } from '../core/messages';
import { loadSettings, moneyFormat } from './settings';
import { formatPrice } from '../../lib/format';

type Tx = Pick<Db, 'insert' | 'execute' | 'select'>;

/** The push of a notification, in the customer's language. */
async function pushOf(tx: Tx, note: { userId: number; type: NotificationType; data: Record<string, string | number> }): Promise<PushPayload> {
  const [customer] = await tx.select({ language: s.customers.currentLanguageKey }).from(s.customers).where(eq(s.customers.id, note.userId)).limit(1);
  const locale = parseLocale(customer?.language);
  const d = note.data;
  if (note.type === 'order_status') {
    return { type: 'order_status', title: t(locale, 'notice_order_title', { id: String(d.order_id) }), body: t(locale, 'notice_order_body', { status: String(d.status).replace(/_/g, ' ') }), order_id: Number(d.order_id) };
  }
  const money = moneyFormat(await loadSettings(tx as Db));
  return { type: 'referral_code', title: t(locale, 'notice_referral_title'), body: t(locale, 'notice_referral_body', { amount: formatPrice(Number(d.amount), money) }) };
}

export type Notification = typeof s.notifications.$inferSelect;
export type NotificationType = 'order_status' | 'referral_code';

/** the newest a customer sees */
export const NOTIFICATIONS_SHOWN = 50;

/**
 * Keep a notification for the customer, tell their event stream (on commit) and push it. An order's status
 * is told there already, by the order's own `status` event; the others as a `notice`.
 */
export async function notify(tx: Tx, note: { userId: number; type: NotificationType; data: Record<string, string | number>; now: Date }): Promise<void> {
  const [row] = await tx.insert(s.notifications).values({ userId: note.userId, type: note.type, data: note.data, createdAt: note.now }).returning({ id: s.notifications.id });
  if (note.type !== 'order_status') await publishOrderEvent(tx, { type: 'notice', customerId: note.userId, notificationId: row.id, kind: note.type, at: note.now.toISOString() });
  // and to the customer's browsers and apps, when they are away
  await queuePush(tx, note.userId, await pushOf(tx, note), note.now);
}

export function customerNotifications(ctx: RequestContext, userId: number): Promise<Notification[]> {
  return ctx.db.select().from(s.notifications).where(eq(s.notifications.userId, userId)).orderBy(desc(s.notifications.createdAt), desc(s.notifications.id)).limit(NOTIFICATIONS_SHOWN);
}

/** Mark some (or all) of a customer's unread notifications read; answers how many were. */
export async function markNotificationsRead(ctx: RequestContext, userId: number, ids: number[] | null): Promise<number> {
  const rows = await ctx.db
    .update(s.notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(s.notifications.userId, userId), isNull(s.notifications.readAt), ids ? inArray(s.notifications.id, ids) : undefined))
    .returning({ id: s.notifications.id });
  return rows.length;
}
