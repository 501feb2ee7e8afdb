/**
 * The product as the cart islands read it (zod/mini, small): the base a cart line carries, and the
 * fuller shape the item popup needs. One schema, extended, not two copies.
 */
import * as z from 'zod/mini';

export const cartItemSchema = z.looseObject({
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
});

export const popupItemSchema = z.extend(cartItemSchema, {
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
