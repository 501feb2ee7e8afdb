/** The customer's wishlist: items and stores. */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { cartItemShape } from './cart';
import { messageSchema } from './shared';

/** a wished item: the product fields a cart line carries that the drawer shows, and its campaign date */
const { id, name, image_full_url, price, discount, discount_type, store_discount, store_name } = cartItemShape;
const listSchema = z.object({
  item: z.array(z.looseObject({ id, name, image_full_url, price, discount, discount_type, store_discount, store_name, available_date_starts: z.optional(z.nullable(z.string())) })),
  store: z.array(z.looseObject({ id, name, logo_full_url: z.optional(z.nullable(z.string())), address: z.optional(z.nullable(z.string())), slug: z.optional(z.string()) })),
});
export type Wishlist = z.infer<typeof listSchema>;
export type WishlistKind = 'item' | 'store';

const body = (kind: WishlistKind, id: number) => (kind === 'item' ? { item_id: id } : { store_id: id });

export const wishlistApi = (request: Requester) => ({
  list: () => request('GET', 'customer/wish-list', listSchema),
  add: (kind: WishlistKind, id: number) => request('POST', 'customer/wish-list/add', messageSchema, { body: body(kind, id) }),
  remove: (kind: WishlistKind, id: number) => request('DELETE', 'customer/wish-list/remove', messageSchema, { body: body(kind, id) }),
});
