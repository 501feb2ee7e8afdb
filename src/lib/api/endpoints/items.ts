/** One item with everything the item popup shows (spec section 2 'Item detail popup'). */
import type { Requester } from '../core';
import { productSchema } from './product';
import { storeSchema } from './store';
import { reviewsSchema } from './reviews';

export type { Product as PopupItem } from '../../domain/product';

export const itemsApi = (request: Requester) => ({
  /** an item, or a campaign item, for the popup */
  popupItem: (id: number, campaign = false) => request('GET', `items/details/${id}`, productSchema, { query: campaign ? { product_type: 'campaign' } : {} }),
  /** the store an order goes to (the checkout's order types, schedule, cutlery and packaging) */
  store: (id: number) => request('GET', `stores/details/${id}`, storeSchema),
  /** a page of an item's reviews, newest first (offset: the 1-based page) */
  reviews: (id: number, offset: number, limit: number) => request('GET', `items/reviews/${id}`, reviewsSchema, { query: { limit, offset } }),
});
