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
import { parsePage } from '../../../lib/pagination';
import { tracksStock } from '../../../lib/pricing';
import { toPaisa, toRupees } from '../../../lib/pricing/order';
import { HISTORY_STATUSES } from '../auth/accounts';
import type { CartOwner } from '../cart';
import { formatStores, storeQuery, type Store } from '../catalogue/stores';

export type OrderRow = typeof s.orders.$inferSelect;
export type OrderDetailRow = typeof s.orderDetails.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  moduleType: string | null;
  detailsCount: number;
  store: Store | null;
}

const ownedBy = (owner: CartOwner) => and(eq(s.orders.userId, owner.userId), eq(s.orders.isGuest, owner.isGuest));

async function records(ctx: RequestContext, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.storeId).filter((id): id is number => id !== null))];
  const [counts, modules, stores] = await Promise.all([
    ctx.db
      .select({ orderId: s.orderDetails.orderId, n: sql<number>`count(*)::int` })
      .from(s.orderDetails)
      .where(inArray(s.orderDetails.orderId, ids))
      .groupBy(s.orderDetails.orderId),
    ctx.db
      .select({ id: s.modules.id, type: s.modules.moduleType })
      .from(s.modules)
      .where(inArray(s.modules.id, [...new Set(rows.map((r) => r.moduleId))])),
    storeIds.length
      ? storeQuery(ctx)
          .where(inArray(s.stores.id, storeIds))
          .then((r) => formatStores(ctx, r))
      : Promise.resolve([] as Store[]),
  ]);
  const countOf = new Map(counts.map((c) => [c.orderId, c.n]));
  const typeOf = new Map(modules.map((m) => [m.id, m.type]));
  const storeOf = new Map(stores.map((st) => [st.id, st]));
  return rows.map((order) => ({ order, moduleType: typeOf.get(order.moduleId) ?? null, detailsCount: countOf.get(order.id) ?? 0, store: order.storeId ? (storeOf.get(order.storeId) ?? null) : null }));
}

/** The history (delivered, canceled, refunded, failed, ...) or the running orders, newest first. */
export async function listOrders(ctx: RequestContext, owner: CartOwner, kind: 'history' | 'running', input: PageInput): Promise<Paged<OrderRecord>> {
  const page = parsePage(input.limit, input.offset, 10);
  const where = and(ownedBy(owner), kind === 'history' ? inArray(s.orders.orderStatus, HISTORY_STATUSES) : notInArray(s.orders.orderStatus, HISTORY_STATUSES));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(s.orders).where(where).orderBy(desc(s.orders.createdAt), desc(s.orders.id)).limit(page.limit).offset(page.skip),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(where),
  ]);
  const echo = (v: unknown, fallback: number) => (typeof v === 'string' || typeof v === 'number' ? v : fallback);
  return { total, limit: echo(input.limit, page.limit), offset: echo(input.offset, page.offset), rows: await records(ctx, rows) };
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

/** One order to follow. A guest also names the contact number it was placed with. */
export async function trackOrder(ctx: RequestContext, owner: CartOwner, orderId: number, contactNumber: string | null): Promise<OrderRecord> {
  const order = await ownOrder(ctx, owner, orderId);
  if (owner.isGuest) {
    const placedWith = String((order.deliveryAddress as { contact_person_number?: string } | null)?.contact_person_number ?? '').replace(/[^\d]/g, '');
    if (!contactNumber || contactNumber.replace(/[^\d]/g, '') !== placedWith) throw refusal(404, 'order', 'order_not_found');
  }
  const [record] = await records(ctx, [order]);
  return record;
}

/** Cancel while pending (or after a failed payment); stock goes back for stock modules. */
/** What the wallet paid for an order goes back to it (a cancelled wallet or partial payment), once. */
async function refundWallet(tx: Pick<RequestContext['db'], 'update' | 'insert'>, order: OrderRow, now: Date): Promise<void> {
  if (order.isGuest) return;
  const paid = await tx
    .update(s.orderPayments)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentMethod, 'wallet'), eq(s.orderPayments.paymentStatus, 'paid')))
    .returning({ amount: s.orderPayments.amount });
  const amount = toRupees(paid.reduce((sum, p) => sum + toPaisa(p.amount), 0));
  if (amount <= 0) return;
  const [credited] = await tx
    .update(s.customers)
    .set({ walletBalance: sql`${s.customers.walletBalance} + ${amount}` })
    .where(eq(s.customers.id, order.userId))
    .returning({ balance: s.customers.walletBalance });
  if (!credited) return;
  await tx
    .insert(s.walletTransactions)
    .values({ userId: order.userId, transactionId: `refund-${order.id}`, credit: amount, balance: credited.balance, transactionType: 'order_refund', reference: String(order.id), createdAt: now });
}

export async function cancelOrder(ctx: RequestContext, owner: CartOwner, orderId: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.id, orderId), ownedBy(owner)))
      .for('update')
      .limit(1);
    if (!order) throw refusal(404, 'order', 'order_not_found');
    if (!['pending', 'failed'].includes(order.orderStatus)) throw refusal(403, 'order', 'cancel_after_confirm');
    const [module] = await tx.select({ type: s.modules.moduleType }).from(s.modules).where(eq(s.modules.id, order.moduleId));
    if (module && tracksStock(module.type)) {
      const details = await tx.select().from(s.orderDetails).where(eq(s.orderDetails.orderId, order.id));
      for (const d of details) {
        if (d.itemId)
          await tx
            .update(s.items)
            .set({ stock: sql`${s.items.stock} + ${d.quantity}` })
            .where(eq(s.items.id, d.itemId));
      }
    }
    await tx.update(s.orders).set({ orderStatus: 'canceled', canceled: ctx.now, cancellationReason: reason, canceledBy: 'customer', updatedAt: ctx.now }).where(eq(s.orders.id, order.id));
    await refundWallet(tx, order, ctx.now);
  });
}

/** A failed digital order becomes cash on delivery and pending again, when the zone takes cash. */
export async function switchToCashOnDelivery(ctx: RequestContext, owner: CartOwner, orderId: number): Promise<void> {
  const order = await ownOrder(ctx, owner, orderId);
  const partial = order.paymentMethod === 'partial_payment';
  if (order.orderStatus !== 'failed' || (order.paymentMethod !== 'digital_payment' && !partial)) throw refusal(403, 'order', 'payment_switch_refused');
  const [zone] = order.zoneId ? await ctx.db.select({ cod: s.zones.cashOnDelivery }).from(s.zones).where(eq(s.zones.id, order.zoneId)) : [];
  if (zone && !zone.cod) throw refusal(403, 'payment_method', 'payment_method_off');
  await ctx.db.transaction(async (tx) => {
    const unpaidOnline = and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentMethod, 'digital_payment'), eq(s.orderPayments.paymentStatus, 'unpaid'));
    await tx.update(s.orderPayments).set({ paymentMethod: 'cash_on_delivery' }).where(unpaidOnline);
    // a partial payment keeps its wallet part and is confirmed again, as when it was placed; a whole one waits as cash on delivery
    await tx
      .update(s.orders)
      .set(partial ? { orderStatus: 'confirmed', updatedAt: ctx.now } : { paymentMethod: 'cash_on_delivery', orderStatus: 'pending', pending: ctx.now, updatedAt: ctx.now })
      .where(eq(s.orders.id, order.id));
  });
}
