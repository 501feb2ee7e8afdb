/** A product in the 6amMart wire shape (items/*, cart lines, wishlist, campaigns): the one place it is written. */
import type { Product } from '../../services/catalogue/products';
import { bit } from './bit';

const deliveryBounds = (text: string | null) => {
  const [min, max] = (text ?? '')
    .replace(/[^0-9-]/g, '')
    .split('-')
    .map(Number);
  return { min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : Number.isFinite(min) ? min : 0 };
};

export function productWire(p: Product) {
  const bounds = deliveryBounds(p.deliveryTime);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    image: p.imagePath,
    image_full_url: p.image,
    images: p.imagePaths,
    images_full_url: p.images,
    category_id: p.categoryId,
    category_ids: p.categories.map((c) => ({ id: String(c.id), position: c.position, name: c.name, slug: c.slug })),
    price: p.price,
    tax: p.tax,
    tax_type: p.taxType,
    discount: p.discount,
    discount_type: p.discountType,
    store_discount: p.storeDiscount,
    restaurant_discount: p.storeDiscount,
    flash_sale: bit(p.flashSale),
    flash_sale_end_date: p.flashSaleEnds,
    available_time_starts: p.availableFrom,
    available_time_ends: p.availableUntil,
    is_available: p.isAvailable,
    ...(p.isCampaign ? { available_date_starts: p.campaignStarts, available_date_ends: p.campaignEnds, title: p.title ?? p.name } : {}),
    veg: bit(p.veg),
    status: bit(p.active),
    store_id: p.storeId,
    store_name: p.storeName,
    store_slug: p.storeSlug,
    module_id: p.moduleId,
    module_type: p.moduleType,
    module: { id: p.moduleId, module_type: p.moduleType },
    zone_id: p.zoneId,
    is_campaign: bit(p.isCampaign),
    order_count: p.orderCount,
    avg_rating: p.avgRating,
    rating_count: p.ratingCount,
    wishlist_count: p.wishlistCount,
    stock: p.stock,
    available_stock: p.stock,
    sold: p.sold,
    maximum_cart_quantity: p.maximumCartQuantity,
    unit_id: p.unitId,
    unit_type: p.unit,
    unit: p.unit ? { id: p.unitId, unit: p.unit } : null,
    food_variations: p.foodVariations.length ? p.foodVariations : ('' as const),
    choice_options: p.choiceOptions,
    attributes: p.choiceOptions.map((_, i) => i + 1),
    variations: p.variations,
    add_ons: p.addOns.map((a) => ({ id: a.id, name: a.name, price: a.price, store_id: a.storeId, status: bit(a.active) })),
    tags: p.tags.map((tag, i) => ({ id: i + 1, tag })),
    organic: bit(p.organic),
    is_halal: bit(p.halal),
    halal_tag_status: bit(p.storeShowsHalal),
    is_prescription_required: bit(p.prescriptionRequired),
    is_basic: bit(p.isBasic),
    generic_name: p.genericNames,
    common_condition_id: p.commonConditionId,
    brand_id: p.brandId,
    recommended: bit(p.recommended),
    schedule_order: p.scheduleOrder,
    delivery_time: p.deliveryTime,
    min_delivery_time: bounds.min,
    max_delivery_time: bounds.max,
    free_delivery: bit(p.freeDelivery),
    nutritions_name: [],
    allergies_name: [],
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}
export type ProductWire = ReturnType<typeof productWire>;
