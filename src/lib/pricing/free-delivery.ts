/**
 * The marketplace's own free delivery (config `admin_free_delivery`, reference §5.2 step 7), one
 * rule for `order/place`, the config's `free_delivery_over` and the cart drawer's "X more for free
 * delivery" (issue 44.1):
 * - off, for every store (`free_delivery_to_all_store`), or from an amount (`free_delivery_by_order_amount`);
 * - the amount it looks at is the items and add-ons less their store and product discounts (a flash
 *   sale's discount is the sale's, not the order's), before the coupon.
 */
import { z } from 'zod';

export type AdminFreeDelivery = { kind: 'off' } | { kind: 'all' } | { kind: 'over'; amount: number };

const setting = z
  .looseObject({
    status: z.coerce.number().catch(0),
    type: z.string().catch(''),
    free_delivery_over: z.coerce.number().nullable().optional().catch(null),
  })
  .nullable()
  .optional()
  .catch(null);

/** The rule from the setting `admin_free_delivery` ({status, type, free_delivery_over}); anything else is off. */
export function adminFreeDelivery(value: unknown): AdminFreeDelivery {
  const s = setting.parse(value);
  if (!s || s.status !== 1) return { kind: 'off' };
  if (s.type === 'free_delivery_to_all_store') return { kind: 'all' };
  if (s.type === 'free_delivery_by_order_amount' && typeof s.free_delivery_over === 'number' && s.free_delivery_over > 0) return { kind: 'over', amount: s.free_delivery_over };
  return { kind: 'off' };
}

/** The amount delivery becomes free from (config `free_delivery_over`): null unless the rule is by amount. */
export const freeDeliveryOver = (rule: AdminFreeDelivery): number | null => (rule.kind === 'over' ? rule.amount : null);

/** What the rule looks at, from an order's (or a cart's) totals: items and add-ons less store and product discounts. */
export function freeDeliveryBase(totals: { items: number; addOns: number; storeDiscount: number }): number {
  return Math.round((totals.items + totals.addOns - totals.storeDiscount) * 100) / 100;
}

export function adminFreeDeliveryApplies(rule: AdminFreeDelivery, base: number): boolean {
  return rule.kind === 'all' || (rule.kind === 'over' && base >= rule.amount);
}
