/**
 * The marketplace's own free delivery (config `admin_free_delivery`, reference §5.2 step 7), one
 * rule for `order/place`, the config's `free_delivery_over` and the cart drawer's "X more for free
 * delivery" (issue 44.1):
 * - off, for every store (`free_delivery_to_all_store`), or from an amount (`free_delivery_by_order_amount`);
 * - the amount it looks at is the items and add-ons less their store and product discounts (a flash
 *   sale's discount is the sale's, not the order's), before the coupon.
 */
export type AdminFreeDelivery = { kind: 'off' } | { kind: 'all' } | { kind: 'over'; amount: number };

/** a setting's number, as the wire may write it (1, "1"); NaN for anything else */
const numberOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);

/**
 * The rule from the setting `admin_free_delivery` ({status, type, free_delivery_over}); anything else
 * is off. Read by hand, not with zod: the cart drawer carries this, and zod would weigh more than the
 * drawer (tests/e2e/js-budget.spec.ts).
 */
export function adminFreeDelivery(value: unknown): AdminFreeDelivery {
  if (!value || typeof value !== 'object') return { kind: 'off' };
  const s = value as Record<string, unknown>;
  if (numberOf(s.status) !== 1) return { kind: 'off' };
  if (s.type === 'free_delivery_to_all_store') return { kind: 'all' };
  const amount = numberOf(s.free_delivery_over);
  if (s.type === 'free_delivery_by_order_amount' && amount > 0) return { kind: 'over', amount };
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
