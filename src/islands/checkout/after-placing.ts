/**
 * What follows a placed order, the same for the checkout and the parcel checkout (spec section 2):
 * an online payment goes to the gateway (and comes back to the checkout); otherwise what must be sent
 * first is sent (an offline payment's details), then a signed-in shopper goes to the order's details
 * and a guest is shown 'Order Placed Successfully' (the answer). One key is kept per order, so a retry
 * of the same order, after a failed answer, places it once.
 */
import { paymentUrl, type PaymentMethod, type PlacedOrder } from '../../lib/api/endpoints/orders';
import { fillOrderId } from '../../lib/order-links';
import { newOrderKey } from './draft';
import type { PlacedInfo } from './OrderPlaced';

export interface AfterPlacing {
  method: PaymentMethod;
  signedIn: boolean;
  /** the API's origin for the payment redirect ('' = this one) */
  apiBase: string;
  customerId: number | null;
  guestId: string | null;
  /** `checkout`: where an online payment comes back to, with `back` in its query; `placedOrder`: the order's details, with the '{{id}}' slot */
  hrefs: { checkout: string; placedOrder: string };
  back?: Record<string, string>;
  /** the phone the guest tracks the order with */
  phone: string | null;
  /** sent before the shopper leaves the checkout (an offline payment's details) */
  beforeLeaving?: () => Promise<unknown>;
  /** where the page is, and how it leaves (the window's, unless a test gives its own) */
  here?: string;
  go?: (href: string) => void;
}

/** the placed modal's facts for a guest, or null when the page has gone on (to pay, or to the order) */
export async function afterPlacing(order: Pick<PlacedOrder, 'orderId' | 'createdAt' | 'status'>, how: AfterPlacing): Promise<PlacedInfo | null> {
  const here = how.here ?? window.location.href;
  const go = how.go ?? ((href: string) => window.location.assign(href));
  if (how.method === 'digital_payment') {
    const callback = new URL(how.hrefs.checkout, here);
    for (const [k, v] of Object.entries(how.back ?? {})) callback.searchParams.set(k, v);
    go(paymentUrl(how.apiBase, { orderId: order.orderId, customerId: how.customerId, guestId: how.guestId, callback: callback.toString() }));
    return null;
  }
  await how.beforeLeaving?.();
  if (how.signedIn) {
    go(fillOrderId(how.hrefs.placedOrder, order.orderId));
    return null;
  }
  return { orderId: order.orderId, createdAt: order.createdAt, status: order.status, phone: how.phone };
}

/** One Idempotency-Key per order: the same order (its fingerprint) keeps its key, a changed one gets a new key. */
export class OrderKey {
  private kept: { fingerprint: string; key: string } | null = null;
  for(fingerprint: string): string {
    if (this.kept?.fingerprint !== fingerprint) this.kept = { fingerprint, key: newOrderKey() };
    return this.kept.key;
  }
}
