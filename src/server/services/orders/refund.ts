/**
 * Asking for a refund (reference §3.4, §5.1): only for a delivered and paid order, once, with a
 * reason from the operator's list (or the shopper's own words), a note and up to 3 images. The
 * refund is the order's amount less its delivery charge and the tip; the operator settles it.
 */
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { refundAmount } from '../../../lib/pricing/order';
import { refundable } from '../../../lib/order-status';
import type { CartOwner } from '../cart';
import { storeImage } from '../uploads';
import { publishOrderEvent } from './events';

export interface RefundAsk {
  reason: string;
  note: string | null;
  /** wallet or manual; the operator's choice when absent */
  method: string | null;
  images: Uint8Array[];
}

export async function requestRefund(ctx: RequestContext, owner: CartOwner, orderId: number, ask: RefundAsk): Promise<{ amount: number }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.id, orderId), eq(s.orders.userId, owner.userId), eq(s.orders.isGuest, owner.isGuest)))
      .for('update')
      .limit(1);
    if (!order) throw refusal(404, 'order', 'order_not_found');
    if (!refundable(order.orderStatus, order.paymentStatus)) throw refusal(403, 'order', 'refund_not_allowed');
    const images: string[] = [];
    for (const bytes of ask.images) images.push(await storeImage(tx, bytes, owner.isGuest ? null : owner.userId));
    const amount = refundAmount(order);
    await tx.insert(s.refundRequests).values({ orderId: order.id, userId: order.userId, amount, reason: ask.reason, note: ask.note, method: ask.method, images, createdAt: ctx.now });
    await tx.update(s.orders).set({ orderStatus: 'refund_requested', refundRequested: ctx.now, updatedAt: ctx.now }).where(eq(s.orders.id, order.id));
    await publishOrderEvent(tx, { type: 'status', orderId: order.id, status: 'refund_requested', at: ctx.now.toISOString() });
    return { amount };
  });
}
