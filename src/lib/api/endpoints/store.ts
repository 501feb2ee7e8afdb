/**
 * A store read from the wire (stores/*, lists, wishlist, visit again, campaign stores) into the domain
 * store (src/lib/domain/store). Lenient like the product reader: a richer backend's fields pass,
 * missing optional ones get plain defaults. zod/mini, so an island can read a store cheaply.
 */
import * as z from 'zod/mini';
import type { Store } from '../../domain/store';

const flag = z.optional(z.union([z.number(), z.boolean(), z.string()]));
const text = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));
const coordinate = z.optional(z.union([z.string(), z.number()]));

export const storeWireSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  phone: text,
  email: text,
  address: text,
  logo_full_url: text,
  cover_photo_full_url: text,
  latitude: coordinate,
  longitude: coordinate,
  footer_text: text,
  minimum_order: num,
  schedule_order: flag,
  free_delivery: flag,
  delivery: flag,
  take_away: flag,
  tax: num,
  zone_id: z.optional(z.number()),
  module_id: z.optional(z.number()),
  module_type: text,
  active: flag,
  open: flag,
  current_opening_time: text,
  delivery_time: text,
  min_delivery_time: num,
  max_delivery_time: num,
  veg: flag,
  non_veg: flag,
  featured: flag,
  prescription_order: flag,
  cutlery: flag,
  halal_tag_status: flag,
  extra_packaging_status: flag,
  extra_packaging_amount: num,
  announcement: flag,
  announcement_message: text,
  meta_title: text,
  meta_description: text,
  ratings: z.optional(z.array(z.number())),
  avg_rating: num,
  rating_count: num,
  positive_rating: num,
  total_items: num,
  order_count: num,
  is_recommended: flag,
  distance: num,
  discount: z.optional(z.nullable(z.looseObject({ discount: z.number(), min_purchase: num, max_discount: num, start_date: text, end_date: text }))),
  category_ids: z.optional(z.array(z.union([z.number(), z.string()]))),
  created_at: text,
});
export type StoreWire = z.infer<typeof storeWireSchema>;

const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export function storeFromWire(w: StoreWire): Store {
  return {
    id: w.id,
    name: w.name,
    slug: w.slug ?? String(w.id),
    phone: w.phone ?? null,
    email: w.email ?? null,
    logo: w.logo_full_url ?? null,
    coverPhoto: w.cover_photo_full_url ?? null,
    latitude: Number(w.latitude ?? 0),
    longitude: Number(w.longitude ?? 0),
    address: w.address ?? null,
    footerText: w.footer_text ?? null,
    minimumOrder: w.minimum_order ?? 0,
    scheduleOrder: yes(w.schedule_order),
    freeDelivery: yes(w.free_delivery),
    delivery: w.delivery === undefined ? true : yes(w.delivery),
    takeAway: w.take_away === undefined ? true : yes(w.take_away),
    tax: w.tax ?? 0,
    zoneId: w.zone_id ?? 0,
    moduleId: w.module_id ?? 0,
    moduleType: w.module_type ?? null,
    active: w.active === undefined ? true : yes(w.active),
    open: w.open === undefined ? true : yes(w.open),
    currentOpeningTime: w.current_opening_time ?? null,
    deliveryTime: w.delivery_time ?? null,
    minDeliveryTime: w.min_delivery_time ?? 0,
    maxDeliveryTime: w.max_delivery_time ?? 0,
    veg: yes(w.veg),
    nonVeg: yes(w.non_veg),
    featured: yes(w.featured),
    prescriptionOrder: yes(w.prescription_order),
    cutlery: yes(w.cutlery),
    halalTags: yes(w.halal_tag_status),
    extraPackaging: { on: yes(w.extra_packaging_status), amount: w.extra_packaging_amount ?? 0 },
    announcement: yes(w.announcement) ? (w.announcement_message ?? null) : null,
    metaTitle: w.meta_title ?? null,
    metaDescription: w.meta_description ?? null,
    ratings: w.ratings ?? [0, 0, 0, 0, 0],
    avgRating: w.avg_rating ?? 0,
    ratingCount: w.rating_count ?? 0,
    positiveRating: w.positive_rating ?? 0,
    totalItems: w.total_items ?? 0,
    orderCount: w.order_count ?? 0,
    recommended: yes(w.is_recommended),
    distance: w.distance ?? null,
    discount: w.discount
      ? {
          percent: w.discount.discount,
          minPurchase: w.discount.min_purchase ?? 0,
          maxDiscount: w.discount.max_discount ?? 0,
          startDate: w.discount.start_date ?? null,
          endDate: w.discount.end_date ?? null,
        }
      : null,
    categoryIds: w.category_ids ? w.category_ids.map(Number) : null,
    createdAt: w.created_at ?? null,
  };
}

/** the wire store, read into the domain store */
export const storeSchema = z.pipe(storeWireSchema, z.transform(storeFromWire));
