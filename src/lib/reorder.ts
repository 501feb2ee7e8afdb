/**
 * Reorder (issue 14, 'my orders'): an order's lines become cart lines again. The cart's own rules
 * then decide (one store at a time, stock, the per-item maximum, the item still sold); here only
 * what can be asked for at all is picked: a line of an item that still has an id, not a campaign's
 * item (a campaign is ordered with Order Now, never through the cart), with its variation and add-ons.
 */
import type { OrderLine } from './api/endpoints/my-orders';
import type { NewLine } from './validation/cart-line';

export interface ReorderPlan {
  lines: Array<{ name: string; line: NewLine }>;
  /** the names of the lines that cannot go back into the cart */
  skipped: string[];
}

export function reorderPlan(order: OrderLine[]): ReorderPlan {
  const plan: ReorderPlan = { lines: [], skipped: [] };
  for (const l of order) {
    if (l.itemId === null || l.campaign || l.quantity < 1) {
      plan.skipped.push(l.name);
      continue;
    }
    const addOns = l.addOns.filter((a): a is typeof a & { id: number } => a.id !== null && a.quantity > 0).map((a) => ({ id: a.id, quantity: a.quantity }));
    plan.lines.push({ name: l.name, line: { itemId: l.itemId, model: 'Item', quantity: l.quantity, variation: l.chosen as NewLine['variation'], addOns } });
  }
  return plan;
}
