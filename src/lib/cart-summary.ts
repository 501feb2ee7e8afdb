/**
 * What the cart drawer shows of a cart's money: its total, what the discounts saved, and the amount
 * the marketplace's free delivery looks at, worked out as order/place works it out
 * (src/lib/pricing/free-delivery.ts; issue 44.1).
 */
import type { CartLine } from './api/endpoints/cart';
import { addOnChoices, cartTotals, type CartTotals } from './pricing';
import { cartFreeDeliveryBase } from './pricing/order';

export interface CartSummary extends CartTotals {
  freeDeliveryBase: number;
}

export function cartSummaryOf(lines: readonly CartLine[]): CartSummary {
  const priced = lines.flatMap((l) => (l.product ? [{ item: l.product, quantity: l.quantity, variation: l.variation, addOns: addOnChoices(l.addOnIds, l.addOnQtys) }] : []));
  return { ...cartTotals(priced), freeDeliveryBase: cartFreeDeliveryBase(priced) };
}
