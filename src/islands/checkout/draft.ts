/**
 * What the checkout orders, read from where the storefront keeps it: the cart on the server, or the
 * one buy-now line the item popup left in this tab (sessionStorage `buy-now`), which never touches
 * the cart.
 */
import type { BuyNowLine } from '../../lib/api/endpoints/orders';
import type { LineVariation } from '../../lib/pricing';

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign';

export const BUY_NOW_KEY = 'buy-now';

/** The buy-now line the popup stored, or null when there is none (or it is unreadable). */
export function storedBuyNow(storage: Pick<Storage, 'getItem'> | undefined): BuyNowLine | null {
  const raw = storage?.getItem(BUY_NOW_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { item_id?: unknown; model?: unknown; quantity?: unknown; variation?: unknown; add_on_ids?: unknown; add_on_qtys?: unknown };
    const itemId = Number(v.item_id);
    const quantity = Number(v.quantity);
    if (!Number.isInteger(itemId) || itemId < 1 || !Number.isInteger(quantity) || quantity < 1) return null;
    const ids = Array.isArray(v.add_on_ids) ? v.add_on_ids.map(Number) : [];
    const qtys = Array.isArray(v.add_on_qtys) ? v.add_on_qtys.map(Number) : [];
    return {
      itemId,
      model: v.model === 'ItemCampaign' ? 'ItemCampaign' : 'Item',
      quantity,
      variation: (Array.isArray(v.variation) ? v.variation : []) as LineVariation,
      addOnIds: ids,
      addOnQtys: qtys,
    };
  } catch {
    return null;
  }
}

/** A fresh key for one order: every retry of the same order sends it, so a double click places one. */
export function newOrderKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
