/** One item with everything the item popup shows (spec section 2 'Item detail popup'). */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { cartItemShape } from './cart';

const popupItemSchema = z.looseObject({
  ...cartItemShape,
  description: z.optional(z.nullable(z.string())),
  images_full_url: z.optional(z.array(z.nullable(z.string()))),
  store_slug: z.optional(z.string()),
  veg: z.optional(z.number()),
  organic: z.optional(z.number()),
  is_halal: z.optional(z.number()),
  halal_tag_status: z.optional(z.number()),
  avg_rating: z.optional(z.number()),
  food_variations: z.optional(z.union([z.literal(''), z.array(z.any())])),
  variations: z.optional(z.array(z.object({ type: z.string(), price: z.number(), stock: z.optional(z.number()) }))),
  choice_options: z.optional(z.array(z.object({ name: z.string(), title: z.string(), options: z.array(z.string()) }))),
  add_ons: z.optional(z.array(z.object({ id: z.number(), name: z.string(), price: z.number() }))),
  category_ids: z.optional(z.array(z.object({ name: z.string() }))),
  tags: z.optional(z.array(z.object({ tag: z.string() }))),
  available_time_starts: z.optional(z.string()),
  available_time_ends: z.optional(z.string()),
  is_available: z.optional(z.boolean()),
  schedule_order: z.optional(z.boolean()),
  available_date_starts: z.optional(z.nullable(z.string())),
});
export type PopupItem = z.infer<typeof popupItemSchema>;

export const itemsApi = (request: Requester) => ({
  /** an item, or a campaign item, for the popup */
  popupItem: (id: number, campaign = false) => request('GET', `items/details/${id}`, popupItemSchema, { query: campaign ? { product_type: 'campaign' } : {} }),
});
