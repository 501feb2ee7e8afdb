/**
 * What changes an order after it is placed, short of the operator's flow (./operations.ts): the
 * shopper cancels (while pending, or failed: src/lib/order-status.ts) or pays on delivery instead of a
 * failed digital payment; and the two undo steps a cancellation or refund takes (stock back, wallet
 * money back). Reading orders is ./read.ts (issue 44.4).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { tracksStock } from '../../../lib/pricing';
import { toPaisa, toRupees } from '../../../lib/pricing/order';
import { cancellable } from '../../../lib/order-status';
import type { CartOwner } from '../cart';
import { creditWallet } from '../wallet';
import { publishOrderEvent } from './events';
import { zoneById } from '../zones';
import { ownedBy, ownOrder, type OrderRow } from './read';

/** Stock goes back to the items (and the chosen variation) of an order of a stock module. */
export async function returnStock(tx: Pick<RequestContext['db'], 'select' | 'execute'>, order: OrderRow, moduleType: string | null): Promise<void> {
  if (!moduleType || !tracksStock(moduleType)) return;
  const details = await tx
    .select({ itemId: s.orderDetails.itemId, quantity: s.orderDetails.quantity, variation: s.orderDetails.variation })
    .from(s.orderDetails)
    .where(eq(s.orderDetails.orderId, order.id));
  const back = new Map<number, number>();
  for (const d of details) if (d.itemId) back.set(d.itemId, (back.get(d.itemId) ?? 0) + d.quantity);
  if (!back.size) return;
  const values = sql.join(
    [...back].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update items set stock = items.stock + v.q from (values ${values}) as v(id, q) where items.id = v.id`);
  for (const d of details) {
    const choice = Array.isArray(d.variation) ? (d.variation[0] as { type?: unknown } | undefined) : undefined;
    if (!d.itemId || typeof choice?.type !== 'string') continue;
    await tx.execute(sql`
      update items set variations = (
        select jsonb_agg(case when e.v->>'type' = ${choice.type} and e.v ? 'stock' then jsonb_set(e.v, '{stock}', to_jsonb((e.v->>'stock')::int + ${d.quantity}::int)) else e.v end order by e.ord)
        from jsonb_array_elements(items.variations) with ordinality as e(v, ord)
      )
      where items.id = ${d.itemId} and jsonb_typeof(items.variations) = 'array' and jsonb_array_length(items.variations) > 0`);
  }
}

/** Cancel while pending (or after a failed payment); stock goes back for stock modules. */
/** What the wallet paid for an order goes back to it (a cancelled wallet or partial payment), once. */
export async function refundWallet(tx: Pick<RequestContext['db'], 'update' | 'insert'>, order: OrderRow, now: Date): Promise<void> {
  if (order.isGuest) return;
  const paid = await tx
    .update(s.orderPayments)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.paymentMethod, 'wallet'), eq(s.orderPayments.paymentStatus, 'paid')))
    .returning({ amount: s.orderPayments.amount });
  const amount = toRupees(paid.reduce((sum, p) => sum + toPaisa(p.amount), 0));
  await creditWallet(tx, { userId: order.userId, amount, transactionId: `refund-${order.id}`, type: 'order_refund', reference: String(order.id), now });
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
    if (!cancellable(order.orderStatus)) throw refusal(403, 'order', 'cancel_after_confirm');
    const [module] = await tx.select({ type: s.modules.moduleType }).from(s.modules).where(eq(s.modules.id, order.moduleId));
    await returnStock(tx, order, module?.type ?? null);
    await tx.update(s.orders).set({ orderStatus: 'canceled', canceled: ctx.now, cancellationReason: reason, canceledBy: 'customer', updatedAt: ctx.now }).where(eq(s.orders.id, order.id));
    await publishOrderEvent(tx, { type: 'status', orderId: order.id, status: 'canceled', at: ctx.now.toISOString() });
    await refundWallet(tx, order, ctx.now);
  });
}

/** A failed digital order becomes cash on delivery and pending again, when the zone takes cash. */
export async function switchToCashOnDelivery(ctx: RequestContext, owner: CartOwner, orderId: number): Promise<void> {
  const order = await ownOrder(ctx, owner, orderId);
  const partial = order.paymentMethod === 'partial_payment';
  if (order.orderStatus !== 'failed' || (order.paymentMethod !== 'digital_payment' && !partial)) throw refusal(403, 'order', 'payment_switch_refused');
  const zone = order.zoneId ? await zoneById(ctx.db, order.zoneId) : undefined;
  if (zone && !zone.cashOnDelivery) throw refusal(403, 'payment_method', 'payment_method_off');
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
