/**
 * The cart on the server (the truth: every change answers the full cart). Prices are never sent.
 * A cart line's product keeps the item wire fields the pricing module reads (src/lib/pricing).
 */
import * as z from 'zod/mini';
import type { Requester, RequestOptions } from '../core';
import type { LineVariation, PricedItem } from '../../pricing';
import { addLineBody, lineBody, type NewLine } from '../../validation/cart-line';

/** The product as a cart line carries it; the item popup builds on this one shape (a spread, not z.extend, which would add to every page's zod code). */
export const cartItemShape = {
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  price: z.number(),
  discount: z.number(),
  discount_type: z.string(),
  store_discount: z.optional(z.number()),
  store_id: z.number(),
  store_name: z.optional(z.string()),
  image_full_url: z.nullable(z.string()),
  module_type: z.string(),
  stock: z.number(),
  maximum_cart_quantity: z.nullable(z.number()),
  is_prescription_required: z.optional(z.number()),
  is_campaign: z.optional(z.number()),
};
const cartItemSchema = z.looseObject(cartItemShape);

export type CartProduct = z.infer<typeof cartItemSchema> & PricedItem & { add_ons?: Array<{ id: number; name: string; price: number }> };

const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  price: z.number(),
  model: z.string(),
  variation: z.array(z.any()),
  add_on_ids: z.array(z.number()),
  add_on_qtys: z.array(z.number()),
  available: z.boolean(),
  item: z.nullable(cartItemSchema),
});
const cartSchema = z.array(cartLineSchema);
export type CartLine = Omit<z.infer<typeof cartLineSchema>, 'item'> & { item: CartProduct | null; variation: LineVariation };

export type LineChange = Pick<NewLine, 'quantity'> & Partial<Pick<NewLine, 'variation' | 'addOns'>>;

export const cartApi = (request: Requester) => {
  const lines = (method: 'GET' | 'POST' | 'DELETE', path: string, init?: RequestOptions) => request(method, path, cartSchema, init) as Promise<CartLine[]>;
  return {
    list: () => lines('GET', 'customer/cart/list'),
    /** `handled`: refusals the caller answers itself (another store's items, a limit) */
    add: (line: NewLine, handled?: RequestOptions['handled']) => lines('POST', 'customer/cart/add', { body: addLineBody(line), handled }),
    update: (cartId: number, change: LineChange) => {
      const body: Record<string, unknown> = { cart_id: cartId, quantity: change.quantity };
      if (change.variation) body.variation = change.variation;
      if (change.addOns) {
        const { add_on_ids, add_on_qtys } = lineBody({ quantity: change.quantity, variation: [], addOns: change.addOns });
        Object.assign(body, { add_on_ids, add_on_qtys });
      }
      return lines('POST', 'customer/cart/update', { body });
    },
    remove: (cartId: number) => lines('DELETE', 'customer/cart/remove-item', { body: { cart_id: cartId } }),
    clear: () => lines('DELETE', 'customer/cart/remove', { body: {} }),
    /** how many lines the cart holds (the header's badge) */
    count: () => request('GET', 'customer/cart/list', z.array(z.unknown())).then((l) => l.length),
  };
};
