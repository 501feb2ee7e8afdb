/**
 * A product read from the wire (items/*, cart lines, wishlist, campaigns) into the domain product
 * (src/lib/domain/product). The schema checks what the storefront relies on and lets a richer
 * 6amMart-compatible backend's extra fields through; the reshape gives every optional field a
 * plain default. zod/mini, so islands that read products stay small.
 */
import * as z from 'zod/mini';
import type { Product } from '../../domain/product';
import type { FoodVariationGroup } from '../../pricing';

const flag = z.optional(z.union([z.number(), z.boolean(), z.string()]));
const text = z.optional(z.nullable(z.string()));
const num = z.optional(z.nullable(z.number()));

export const productWireSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  description: text,
  image_full_url: z.optional(z.nullable(z.string())),
  images_full_url: z.optional(z.array(z.nullable(z.string()))),
  category_ids: z.optional(z.array(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.optional(z.string()), slug: z.optional(z.string()), position: z.optional(z.number()) }))),
  price: z.number(),
  tax: num,
  tax_type: text,
  discount: z.number(),
  discount_type: z.string(),
  store_discount: num,
  flash_sale: flag,
  flash_sale_end_date: text,
  available_time_starts: text,
  available_time_ends: text,
  is_available: z.optional(z.boolean()),
  available_date_starts: text,
  available_date_ends: text,
  is_campaign: flag,
  veg: flag,
  organic: flag,
  is_halal: flag,
  halal_tag_status: flag,
  is_prescription_required: flag,
  store_id: z.number(),
  store_name: z.optional(z.string()),
  store_slug: z.optional(z.string()),
  module_id: z.optional(z.number()),
  module_type: z.optional(z.string()),
  zone_id: num,
  avg_rating: num,
  rating_count: num,
  order_count: num,
  stock: num,
  sold: num,
  maximum_cart_quantity: num,
  unit_type: text,
  food_variations: z.optional(
    z.union([
      z.literal(''),
      z.null(),
      z.array(z.looseObject({ name: z.string(), type: z.string(), values: z.array(z.looseObject({ label: z.string(), optionPrice: z.union([z.number(), z.string()]) })) })),
    ]),
  ),
  choice_options: z.optional(z.array(z.looseObject({ name: z.optional(z.string()), title: z.string(), options: z.array(z.string()) }))),
  variations: z.optional(z.array(z.looseObject({ type: z.string(), price: z.number(), stock: z.optional(z.number()) }))),
  add_ons: z.optional(z.array(z.looseObject({ id: z.number(), name: z.string(), price: z.number() }))),
  tags: z.optional(z.array(z.looseObject({ tag: z.string() }))),
  generic_name: z.optional(z.array(z.string())),
  brand_id: num,
  common_condition_id: num,
  recommended: flag,
  schedule_order: flag,
  delivery_time: text,
  free_delivery: flag,
  created_at: text,
});
export type ProductWire = z.infer<typeof productWireSchema>;

/** 1, true, '1' and 'true' are yes */
const yes = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export function productFromWire(w: ProductWire): Product {
  return {
    id: w.id,
    name: w.name,
    slug: w.slug ?? String(w.id),
    description: w.description ?? null,
    image: w.image_full_url ?? null,
    images: (w.images_full_url ?? []).filter((u): u is string => Boolean(u)),
    categories: (w.category_ids ?? []).map((c) => ({ id: Number(c.id), name: c.name ?? '', slug: c.slug ?? '', position: c.position })),
    price: w.price,
    tax: w.tax ?? 0,
    taxType: w.tax_type ?? 'percent',
    discount: w.discount,
    discountType: w.discount_type === 'percent' ? 'percent' : 'amount',
    storeDiscount: w.store_discount ?? 0,
    flashSale: yes(w.flash_sale),
    flashSaleEnds: w.flash_sale_end_date ?? null,
    availableFrom: w.available_time_starts ?? null,
    availableUntil: w.available_time_ends ?? null,
    isAvailable: w.is_available ?? true,
    campaignStarts: w.available_date_starts ?? null,
    campaignEnds: w.available_date_ends ?? null,
    isCampaign: yes(w.is_campaign) || Boolean(w.available_date_starts),
    veg: yes(w.veg),
    organic: yes(w.organic),
    halal: yes(w.is_halal),
    storeShowsHalal: yes(w.halal_tag_status),
    prescriptionRequired: yes(w.is_prescription_required),
    storeId: w.store_id,
    storeName: w.store_name ?? '',
    storeSlug: w.store_slug ?? String(w.store_id),
    moduleId: w.module_id ?? 0,
    moduleType: w.module_type ?? '',
    zoneId: w.zone_id ?? null,
    avgRating: w.avg_rating ?? 0,
    ratingCount: w.rating_count ?? 0,
    orderCount: w.order_count ?? 0,
    stock: w.stock ?? null,
    sold: w.sold ?? 0,
    maximumCartQuantity: w.maximum_cart_quantity ?? null,
    unit: w.unit_type ?? null,
    foodVariations: Array.isArray(w.food_variations) ? (w.food_variations as unknown as FoodVariationGroup[]) : [],
    choiceOptions: (w.choice_options ?? []).map((o) => ({ name: o.name ?? o.title, title: o.title, options: o.options })),
    variations: w.variations ?? [],
    addOns: (w.add_ons ?? []).map((a) => ({ id: a.id, name: a.name, price: a.price })),
    tags: (w.tags ?? []).map((t) => t.tag),
    genericNames: w.generic_name ?? [],
    brandId: w.brand_id ?? null,
    commonConditionId: w.common_condition_id ?? null,
    recommended: yes(w.recommended),
    scheduleOrder: yes(w.schedule_order),
    deliveryTime: w.delivery_time ?? null,
    freeDelivery: yes(w.free_delivery),
    createdAt: w.created_at ?? null,
  };
}

/** the wire product, read into the domain product */
export const productSchema = z.pipe(productWireSchema, z.transform(productFromWire));
