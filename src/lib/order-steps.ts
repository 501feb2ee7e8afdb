/**
 * The order tracking drawer's steps (spec section 4): Order Placed (pending), Order Confirmed
 * (confirmed), On the Way (picked_up), Delivered (delivered). The statuses between count as the
 * step they follow; an order off the flow (canceled, failed) has no active step.
 */
import { fill } from './fill';
export const TRACKING_STEPS = ['stepPlaced', 'stepConfirmed', 'stepOnTheWay', 'stepDelivered'] as const;

const STEP_OF: Record<string, 1 | 2 | 3 | 4> = {
  pending: 1,
  accepted: 2,
  confirmed: 2,
  processing: 2,
  handover: 2,
  picked_up: 3,
  delivered: 4,
  refund_requested: 4,
  refunded: 4,
  refund_request_canceled: 4,
};

/** the active step, 1 to 4, or 0 for an order that left the flow */
export function activeStep(status: string): 0 | 1 | 2 | 3 | 4 {
  return STEP_OF[status] ?? 0;
}

/**
 * The toast of a status change ('Order #{{id}}: {{status}}', the status in words). The details page
 * and the notification on every page word it alike, so the same change is one toast, not two.
 */
export function statusChangeMessage(template: string, statuses: Record<string, string>, orderId: number, status: string): string {
  return fill(template, { id: String(orderId), status: statuses[status] ?? status });
}
