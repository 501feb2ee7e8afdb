/** The customer's wishlist: items and stores. */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { productSchema } from './product';
import { storeSchema } from './store';
import { messageSchema } from './shared';

const listSchema = z.object({
  item: z.array(productSchema),
  store: z.array(storeSchema),
});
export type Wishlist = z.infer<typeof listSchema>;
export type WishlistKind = 'item' | 'store';

const body = (kind: WishlistKind, id: number) => (kind === 'item' ? { item_id: id } : { store_id: id });

export const wishlistApi = (request: Requester) => ({
  list: () => request('GET', 'customer/wish-list', listSchema),
  add: (kind: WishlistKind, id: number) => request('POST', 'customer/wish-list/add', messageSchema, { body: body(kind, id) }),
  remove: (kind: WishlistKind, id: number) => request('DELETE', 'customer/wish-list/remove', messageSchema, { body: body(kind, id) }),
});
