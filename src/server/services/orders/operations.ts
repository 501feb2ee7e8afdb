/**
 * What the marketplace does with an order once it is placed (reference §5.1): moving it along
 * pending → (accepted, food) → confirmed → processing → handover → picked_up → delivered, assigning a
 * delivery man, moving him on the map, cancelling, and settling a refund request.
 *
 * The operator command (`npm run ops`) and its HTTP door call these; every change is made in one
 * transaction that also tells the order's followers (./events.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { cashbackValue } from '../../../lib/cashback';
import { publishOrderEvent } from './events';
import type { OrderRow } from './read';
import { refundWallet, returnStock } from './shopper-actions';
import { creditWallet } from '../wallet';
import { creditOrderPoints, loyaltyRules, type LoyaltyRules } from '../loyalty';
import { notify } from '../notifications';
import { rewardReferrer } from '../referral';
import { loadSettings } from '../settings';
import { flowFor, isFinished, ON_ITS_WAY, type OrderStatus } from '../../../lib/order-status';

type Tx = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

export { ORDER_FLOW, flowFor, type OrderStatus } from '../../../lib/order-status';

/** the order's per-status timestamp column for each status */
const STAMP: Record<OrderStatus, keyof OrderRow> = {
  pending: 'pending',
  accepted: 'accepted',
  confirmed: 'confirmed',
  processing: 'processing',
  handover: 'handover',
  picked_up: 'pickedUp',
  delivered: 'delivered',
  canceled: 'canceled',
  failed: 'failed',
  refund_requested: 'refundRequested',
  refunded: 'refunded',
  refund_request_canceled: 'refundRequestCanceled',
};

/** The status after `current` in the flow, or null at the end (or off the flow). */
export function nextStatus(flow: OrderStatus[], current: string): OrderStatus | null {
  const at = flow.indexOf(current as OrderStatus);
  return at < 0 || at === flow.length - 1 ? null : flow[at + 1];
}

async function lockOrder(tx: Tx, orderId: number): Promise<{ order: OrderRow; moduleType: string | null }> {
  const [row] = await tx
    .select({ order: s.orders, moduleType: s.modules.moduleType })
    .from(s.orders)
    .leftJoin(s.modules, eq(s.modules.id, s.orders.moduleId))
    .where(eq(s.orders.id, orderId))
    .for('update', { of: s.orders })
    .limit(1);
  if (!row) throw refusal(404, 'order', 'order_not_found');
  return row;
}

/** Delivered: cash is collected, the order earns its loyalty points, and the cashback it earned goes to the wallet. */
async function settleDelivered(tx: Tx, order: OrderRow, now: Date, loyalty: LoyaltyRules): Promise<void> {
  await tx
    .update(s.orderPayments)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentStatus, 'unpaid')));
  await creditOrderPoints(tx, loyalty, order, now);
  if (!order.isGuest) await rewardReferrer(tx, order.userId, await loadSettings(tx), now);
  if (order.isGuest || !order.cashBackId) return;
  const [offer] = await tx.select().from(s.cashbackOffers).where(eq(s.cashbackOffers.id, order.cashBackId));
  if (!offer) return;
  const value = cashbackValue(
    { id: offer.id, type: offer.cashbackType === 'percent' ? 'percent' : 'amount', amount: offer.cashbackAmount, minPurchase: offer.minPurchase, maxDiscount: offer.maxDiscount },
    order.orderAmount,
  );
  await creditWallet(tx, { userId: order.userId, amount: value, transactionId: `cashback-${order.id}`, type: 'cashback', reference: String(order.id), now });
}

async function moveTo(ctx: RequestContext, tx: Tx, order: OrderRow, status: OrderStatus, extra: Partial<OrderRow> = {}): Promise<void> {
  await tx
    .update(s.orders)
    .set({ orderStatus: status, [STAMP[status]]: ctx.now, updatedAt: ctx.now, ...(status === 'delivered' ? { paymentStatus: 'paid' } : {}), ...extra })
    .where(eq(s.orders.id, order.id));
  // read through the transaction: the process's connection (ctx.db) waits for this transaction to end, so a
  // settings read there, when the kept settings had just been emptied, never came back and held the database
  if (status === 'delivered') await settleDelivered(tx, order, ctx.now, await loyaltyRules(tx));
  if (!order.isGuest) await notify(tx, { userId: order.userId, type: 'order_status', data: { order_id: order.id, status }, now: ctx.now });
  await publishOrderEvent(tx, { type: 'status', orderId: order.id, status, at: ctx.now.toISOString() });
}

/** One step along the order's flow. */
export async function advanceOrder(ctx: RequestContext, orderId: number): Promise<OrderStatus> {
  return ctx.db.transaction(async (tx) => {
    const { order, moduleType } = await lockOrder(tx, orderId);
    const next = nextStatus(flowFor(moduleType, order.orderType), order.orderStatus);
    if (!next) throw refusal(403, 'order_status', 'order_status_final');
    await moveTo(ctx, tx, order, next);
    return next;
  });
}

/**
 * Set a status directly: forward along the flow, `canceled` by the marketplace (stock back, wallet
 * refunded) while not yet delivered, or settle a refund request (`refunded`, `refund_request_canceled`).
 */
export async function setOrderStatus(ctx: RequestContext, orderId: number, status: OrderStatus, note: string | null = null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { order, moduleType } = await lockOrder(tx, orderId);
    const flow = flowFor(moduleType, order.orderType);
    if (flow.includes(status)) {
      if (flow.indexOf(status) <= flow.indexOf(order.orderStatus as OrderStatus)) throw refusal(403, 'order_status', 'order_status_backwards');
      return moveTo(ctx, tx, order, status);
    }
    if (status === 'canceled') {
      if (!flow.includes(order.orderStatus as OrderStatus) || order.orderStatus === 'delivered') throw refusal(403, 'order_status', 'order_status_final');
      await returnStock(tx, order, moduleType);
      await refundWallet(tx, order, ctx.now);
      return moveTo(ctx, tx, order, 'canceled', { cancellationReason: note ?? 'canceled by the marketplace', canceledBy: 'admin' });
    }
    if (status === 'refunded' || status === 'refund_request_canceled') {
      if (order.orderStatus !== 'refund_requested') throw refusal(403, 'order_status', 'refund_not_requested');
      const [request] = await tx
        .update(s.refundRequests)
        .set({ status: status === 'refunded' ? 'approved' : 'rejected', adminNote: note })
        .where(eq(s.refundRequests.orderId, order.id))
        .returning();
      if (status === 'refunded' && request && !order.isGuest && request.method !== 'manual')
        await creditWallet(tx, { userId: order.userId, amount: request.amount, transactionId: `refund-request-${order.id}`, type: 'refund_order', reference: String(order.id), now: ctx.now });
      return moveTo(ctx, tx, order, status, status === 'refunded' ? { paymentStatus: 'refunded' } : {});
    }
    throw refusal(403, 'order_status', 'order_status_refused');
  });
}

/** Give a running order to an active delivery man (the map starts from where he is). */
export async function assignDeliveryMan(ctx: RequestContext, orderId: number, deliveryManId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    if (isFinished(order.orderStatus) || order.orderType === 'take_away') throw refusal(403, 'order_status', 'order_status_final');
    const [man] = await tx
      .select({ id: s.deliveryMen.id })
      .from(s.deliveryMen)
      .where(and(eq(s.deliveryMen.id, deliveryManId), eq(s.deliveryMen.status, true)));
    if (!man) throw refusal(404, 'delivery_man', 'delivery_man_not_found');
    await tx.update(s.orders).set({ deliveryManId, updatedAt: ctx.now }).where(eq(s.orders.id, order.id));
    await publishOrderEvent(tx, { type: 'delivery_man', orderId: order.id, deliveryManId, at: ctx.now.toISOString() });
  });
}

/** A delivery man's new position; every running order he carries hears of it. Answers those orders' ids. */
export async function moveDeliveryMan(ctx: RequestContext, deliveryManId: number, lat: number, lng: number): Promise<number[]> {
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) throw refusal(403, 'location', 'location_invalid');
  return ctx.db.transaction(async (tx) => {
    const [man] = await tx.update(s.deliveryMen).set({ lat, lng, locationAt: ctx.now }).where(eq(s.deliveryMen.id, deliveryManId)).returning({ id: s.deliveryMen.id });
    if (!man) throw refusal(404, 'delivery_man', 'delivery_man_not_found');
    const carried = await tx
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(and(eq(s.orders.deliveryManId, deliveryManId), inArray(s.orders.orderStatus, ON_ITS_WAY)));
    for (const o of carried) await publishOrderEvent(tx, { type: 'location', orderId: o.id, lat, lng, at: ctx.now.toISOString() });
    return carried.map((o) => o.id);
  });
}

/** The delivery man an order has, for the operator command's `dm-location` on an order. */
export async function deliveryManOf(ctx: RequestContext, orderId: number): Promise<number> {
  const [row] = await ctx.db.select({ dm: s.orders.deliveryManId }).from(s.orders).where(eq(s.orders.id, orderId));
  if (!row) throw refusal(404, 'order', 'order_not_found');
  if (!row.dm) throw refusal(403, 'delivery_man', 'delivery_man_not_assigned');
  return row.dm;
}
