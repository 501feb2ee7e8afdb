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
import { parseLocale, t, type Locale } from '../core/messages';
import { loadSettings, moneyFormat } from './settings';
import { formatPrice, type MoneyFormat } from '../../lib/format';

type Tx = Pick<Db, 'insert' | 'execute' | 'select'>;

/** A customer's language, for what the shop writes to them when they are not asking (pushes). */
export async function customerLocale(db: Pick<Db, 'select'>, customerId: number): Promise<Locale> {
  const [customer] = await db.select({ language: s.customers.currentLanguageKey }).from(s.customers).where(eq(s.customers.id, customerId)).limit(1);
  return parseLocale(customer?.language);
}

/** A notification's title and text in `locale`: the inbox's list (the route's mapper) and the push say the same. */
export function notificationText(type: NotificationType, data: Record<string, unknown>, locale: Locale, money: MoneyFormat): { title: string; description: string } {
  return type === 'order_status'
    ? { title: t(locale, 'notice_order_title', { id: String(data.order_id) }), description: t(locale, 'notice_order_body', { status: String(data.status).replace(/_/g, ' ') }) }
    : { title: t(locale, 'notice_referral_title'), description: t(locale, 'notice_referral_body', { amount: formatPrice(Number(data.amount), money) }) };
}

/** The push of a notification, in the customer's language. */
async function pushOf(tx: Tx, note: { userId: number; type: NotificationType; data: Record<string, string | number> }): Promise<PushPayload> {
  const locale = await customerLocale(tx, note.userId);
  const { title, description } = notificationText(note.type, note.data, locale, moneyFormat(await loadSettings(tx as Db)));
  return note.type === 'order_status' ? { type: note.type, title, body: description, order_id: Number(note.data.order_id) } : { type: note.type, title, body: description };
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
