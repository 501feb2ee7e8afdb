/**
 * The order statuses and what each allows (reference §5.1), in one place for the server, the
 * operator command and every page (issue 44.1):
 * - the flow, pending → (accepted, food only) → confirmed → processing → handover → picked_up
 *   (delivered to an address only) → delivered, and the statuses off it;
 * - the finished ones (order/list shows these, running-orders the rest);
 * - whether the customer may still cancel (pending, or failed: a digital payment that did not go
 *   through) and ask for a refund (delivered and paid).
 */
export const ORDER_FLOW = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;
export const OFF_FLOW = ['canceled', 'failed', 'refund_requested', 'refunded', 'refund_request_canceled'] as const;
export const ORDER_STATUSES = [...ORDER_FLOW, ...OFF_FLOW] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** the finished statuses: after them nothing more happens to follow */
export const HISTORY_STATUSES: OrderStatus[] = ['delivered', 'canceled', 'refund_requested', 'refund_request_canceled', 'refunded', 'failed'];
/** an order on its way: past pending, not yet delivered (6amMart's `ongoing`) */
export const ON_ITS_WAY: OrderStatus[] = ['accepted', 'confirmed', 'processing', 'handover', 'picked_up'];
/** the statuses an order is delivered in, or after (a review may be written) */
export const DELIVERED_OR_AFTER: OrderStatus[] = ['delivered', 'refund_requested', 'refunded', 'refund_request_canceled'];

export const isFinished = (status: string): boolean => (HISTORY_STATUSES as readonly string[]).includes(status);
/** whether the customer may still cancel (reference §5.1: while pending, or failed) */
export const cancellable = (status: string): boolean => status === 'pending' || status === 'failed';
/** whether a refund may be asked (reference §5.1: delivered and paid) */
export const refundable = (status: string, paymentStatus: string): boolean => status === 'delivered' && paymentStatus === 'paid';

/** The flow of one order: `accepted` only for food, `picked_up` only when delivered to an address. */
export function flowFor(moduleType: string | null, orderType: string): OrderStatus[] {
  return ORDER_FLOW.filter((st) => (st !== 'accepted' || moduleType === 'food') && (st !== 'picked_up' || orderType !== 'take_away'));
}
