/**
 * A shopper's orders (reference §3.4, §5.1): the history and the running ones, one order's detail
 * rows, tracking, cancelling while pending (stock goes back), and switching a failed digital order
 * to cash on delivery. A customer sees only their orders and a guest only the guest's; anyone
 * else's order answers exactly like a missing one.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Paged, RequestContext } from '../../core/context';
import type { PageInput } from '../catalogue/listing';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { echo, parsePage } from '../../../lib/pagination';
import { HISTORY_STATUSES } from '../../../lib/order-status';
import { PAGE_SIZE } from '../../../lib/constants';
import type { CartOwner } from '../cart';
import { formatStores, storeQuery, type Store } from '../catalogue/stores';
import { allModules } from '../reference-data';
import { normalizePhone } from '../../../lib/validation/auth';

export type OrderRow = typeof s.orders.$inferSelect;
export type OrderDetailRow = typeof s.orderDetails.$inferSelect;

/** the delivery man who carries an order, as the shopper sees him */
export interface DeliveryMan {
  id: number;
  fName: string;
  lName: string;
  phone: string;
  image: string | null;
  avgRating: number;
  ratingCount: number;
  lat: number | null;
  lng: number | null;
  locationAt: Date | null;
}

export interface OrderRecord {
  order: OrderRow;
  moduleType: string | null;
  detailsCount: number;
  store: Store | null;
  deliveryMan: DeliveryMan | null;
  /** the refund asked for, when there is one */
  refund: RefundRow | null;
  /** what a parcel order carries */
  parcelCategory: ParcelCategoryRow | null;
  /** what the shopper said of an offline payment (the method, its fields: a transaction id...) */
  offlinePayment: OfflinePaymentRow | null;
}
export type OfflinePaymentRow = typeof s.orderOfflinePayments.$inferSelect;
export type ParcelCategoryRow = typeof s.parcelCategories.$inferSelect;
export type RefundRow = typeof s.refundRequests.$inferSelect;

export const ownedBy = (owner: CartOwner) => and(eq(s.orders.userId, owner.userId), eq(s.orders.isGuest, owner.isGuest));

async function records(ctx: RequestContext, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.storeId).filter((id): id is number => id !== null))];
  const menIds = [...new Set(rows.map((r) => r.deliveryManId).filter((id): id is number => id !== null))];
  const refundIds = rows.filter((r) => r.refundRequested).map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.parcelCategoryId).filter((id): id is number => id !== null))];
  const offlineIds = rows.filter((r) => r.paymentMethod === 'offline_payment').map((r) => r.id);
  const [counts, modules, stores, men, refunds, categories, offline] = await Promise.all([
    ctx.db
      .select({ orderId: s.orderDetails.orderId, n: sql<number>`count(*)::int` })
      .from(s.orderDetails)
      .where(inArray(s.orderDetails.orderId, ids))
      .groupBy(s.orderDetails.orderId),
    allModules(ctx.db).then((all) => all.map((m) => ({ id: m.id, type: m.moduleType }))),
    storeIds.length
      ? storeQuery(ctx)
          .where(inArray(s.stores.id, storeIds))
          .then((r) => formatStores(ctx, r))
      : Promise.resolve([] as Store[]),
    menIds.length
      ? ctx.db
          .select({
            id: s.deliveryMen.id,
            fName: s.deliveryMen.fName,
            lName: s.deliveryMen.lName,
            phone: s.deliveryMen.phone,
            image: s.deliveryMen.image,
            avgRating: s.deliveryMen.avgRating,
            ratingCount: s.deliveryMen.ratingCount,
            lat: s.deliveryMen.lat,
            lng: s.deliveryMen.lng,
            locationAt: s.deliveryMen.locationAt,
          })
          .from(s.deliveryMen)
          .where(inArray(s.deliveryMen.id, menIds))
      : Promise.resolve([] as DeliveryMan[]),
    refundIds.length ? ctx.db.select().from(s.refundRequests).where(inArray(s.refundRequests.orderId, refundIds)) : Promise.resolve([] as RefundRow[]),
    categoryIds.length ? ctx.db.select().from(s.parcelCategories).where(inArray(s.parcelCategories.id, categoryIds)) : Promise.resolve([] as ParcelCategoryRow[]),
    offlineIds.length ? ctx.db.select().from(s.orderOfflinePayments).where(inArray(s.orderOfflinePayments.orderId, offlineIds)) : Promise.resolve([] as OfflinePaymentRow[]),
  ]);
  const offlineOf = new Map(offline.map((o) => [o.orderId, o]));
  const countOf = new Map(counts.map((c) => [c.orderId, c.n]));
  const typeOf = new Map(modules.map((m) => [m.id, m.type]));
  const storeOf = new Map(stores.map((st) => [st.id, st]));
  const manOf = new Map(men.map((m) => [m.id, m]));
  const refundOf = new Map(refunds.map((r) => [r.orderId, r]));
  const categoryOf = new Map(categories.map((c) => [c.id, c]));
  return rows.map((order) => ({
    order,
    moduleType: typeOf.get(order.moduleId) ?? null,
    detailsCount: countOf.get(order.id) ?? 0,
    store: order.storeId ? (storeOf.get(order.storeId) ?? null) : null,
    deliveryMan: order.deliveryManId ? (manOf.get(order.deliveryManId) ?? null) : null,
    refund: refundOf.get(order.id) ?? null,
    parcelCategory: order.parcelCategoryId ? (categoryOf.get(order.parcelCategoryId) ?? null) : null,
    offlinePayment: offlineOf.get(order.id) ?? null,
  }));
}

/** The history (delivered, canceled, refunded, failed, ...) or the running orders, newest first. */
export async function listOrders(ctx: RequestContext, owner: CartOwner, kind: 'history' | 'running', input: PageInput): Promise<Paged<OrderRecord>> {
  const page = parsePage(input.limit, input.offset, PAGE_SIZE.orders);
  const where = and(ownedBy(owner), kind === 'history' ? inArray(s.orders.orderStatus, HISTORY_STATUSES) : notInArray(s.orders.orderStatus, HISTORY_STATUSES));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(s.orders).where(where).orderBy(desc(s.orders.createdAt), desc(s.orders.id)).limit(page.limit).offset(page.skip),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(where),
  ]);
  return { total, limit: echo(input.limit, page.limit), offset: echo(input.offset, page.offset), rows: await records(ctx, rows) };
}

/** The owner's running orders (ids and statuses), newest first: what their notifications follow. */
export async function runningOrderIds(ctx: RequestContext, owner: CartOwner, limit: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(ownedBy(owner), notInArray(s.orders.orderStatus, HISTORY_STATUSES)))
    .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function ownOrder(ctx: RequestContext, owner: CartOwner, orderId: number): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId), ownedBy(owner)))
    .limit(1);
  if (!order) throw refusal(404, 'order', 'order_not_found');
  return order;
}

export async function orderDetails(ctx: RequestContext, owner: CartOwner, orderId: number): Promise<{ order: OrderRow; details: OrderDetailRow[] }> {
  const order = await ownOrder(ctx, owner, orderId);
  const details = await ctx.db.select().from(s.orderDetails).where(eq(s.orderDetails.orderId, order.id)).orderBy(s.orderDetails.id);
  return { order, details };
}

/** Whether `contact` (a phone number or an email) is the one the order was placed with. */
export function placedWith(order: OrderRow, contact: string): boolean {
  // a parcel's receiver follows it too, by their own contact
  return [order.deliveryAddress, order.receiverDetails].some((a) => Boolean(a) && contactNames(a as Contact, contact));
}

type Contact = { contact_person_number?: unknown; contact_person_email?: unknown };
function contactNames(address: Contact, contact: string): boolean {
  const given = contact.trim();
  if (given.includes('@')) return !!address.contact_person_email && String(address.contact_person_email).trim().toLowerCase() === given.toLowerCase();
  // '9779811111111' names '+9779811111111' (reference §3.4: matched with + prepended)
  return given.replace(/\D/g, '').length >= 6 && normalizePhone(given) === normalizePhone(String(address.contact_person_number ?? ''));
}

/**
 * The order one may follow: the owner's own, or any order whose contact (phone or email) the asker
 * names with its id (/track-order; `owner` null for someone neither signed in nor a guest). A guest
 * names the contact always. A wrong pair answers exactly like a missing order.
 */
export async function followableOrder(ctx: RequestContext, owner: CartOwner | null, orderId: number, contact: string | null): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  const own = order && owner && order.userId === owner.userId && order.isGuest === owner.isGuest;
  const named = order && contact ? placedWith(order, contact) : false;
  // a guest, or anyone not signed in, names the contact; a customer may also follow their own order without it
  if (!order || (!owner || owner.isGuest ? !named : !own && !named)) throw refusal(404, 'order', 'order_not_found');
  return order;
}

/** The order one may follow (see followableOrder) with its store, delivery man and refund. */
export async function trackOrder(ctx: RequestContext, owner: CartOwner | null, orderId: number, contact: string | null): Promise<OrderRecord> {
  const [record] = await records(ctx, [await followableOrder(ctx, owner, orderId, contact)]);
  return record;
}

/** Where an order is now: its status and its delivery man's last position (an event stream's first event, delivery-man/last-location). */
export async function orderProgress(ctx: RequestContext, orderId: number): Promise<{ status: string; deliveryManId: number | null; lat: number | null; lng: number | null; locationAt: Date | null }> {
  const [row] = await ctx.db
    .select({ status: s.orders.orderStatus, deliveryManId: s.orders.deliveryManId, lat: s.deliveryMen.lat, lng: s.deliveryMen.lng, locationAt: s.deliveryMen.locationAt })
    .from(s.orders)
    .leftJoin(s.deliveryMen, eq(s.deliveryMen.id, s.orders.deliveryManId))
    .where(eq(s.orders.id, orderId));
  if (!row) throw refusal(404, 'order', 'order_not_found');
  return row;
}

/** Any order, as the operator sees it. */
export async function anyOrder(ctx: RequestContext, orderId: number): Promise<OrderRecord> {
  const [order] = await ctx.db.select().from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  if (!order) throw refusal(404, 'order', 'order_not_found');
  const [record] = await records(ctx, [order]);
  return record;
}
