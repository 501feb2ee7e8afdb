/**
 * The cart on the server (the truth: every change answers the full cart). Prices are never sent.
 * A cart line's product is the domain product, which the pricing module reads (src/lib/pricing).
 */
import * as z from 'zod/mini';
import type { Requester, RequestOptions } from '../core';
import type { Product } from '../../domain/product';
import type { LineVariation } from '../../pricing';
import { productSchema } from './product';
import { addLineBody, lineBody, type NewLine } from '../../validation/cart-line';

/** the header's badge counts the lines as they come: one parser made once, not one per call */
const anyLines = z.array(z.unknown());

export const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  price: z.number(),
  model: z.string(),
  variation: z.array(z.any()),
  add_on_ids: z.array(z.number()),
  add_on_qtys: z.array(z.number()),
  available: z.boolean(),
  item: z.nullable(productSchema),
});

/** A cart line as the storefront reads it: the server's unit price and the line's product. */
export interface CartLine {
  id: number;
  quantity: number;
  /** unit price before discount, with the chosen options (the server decided it) */
  price: number;
  model: string;
  variation: LineVariation;
  addOnIds: number[];
  addOnQtys: number[];
  /** false when the item has left the catalogue */
  available: boolean;
  product: Product | null;
}

const cartSchema = z.pipe(
  z.array(cartLineSchema),
  z.transform((lines): CartLine[] =>
    lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      price: l.price,
      model: l.model,
      variation: l.variation as LineVariation,
      addOnIds: l.add_on_ids,
      addOnQtys: l.add_on_qtys,
      available: l.available,
      product: l.item,
    })),
  ),
);

export type LineChange = Pick<NewLine, 'quantity'> & Partial<Pick<NewLine, 'variation' | 'addOns'>>;

export const cartApi = (request: Requester) => {
  const lines = (method: 'GET' | 'POST' | 'DELETE', path: string, init?: RequestOptions) => request(method, path, cartSchema, init);
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
    count: () => request('GET', 'customer/cart/list', anyLines).then((l) => l.length),
  };
};
