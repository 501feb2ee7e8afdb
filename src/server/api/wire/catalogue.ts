import { productWire } from './product';
import { storeWire } from './store';
/** Categories, reviews, search suggestions and item/store details on the wire (wire format 4.4-4.6). */
import type { Category, CategoryNode, CategorySummary } from '../../services/catalogue/categories';
import type { ItemReview, Suggestions } from '../../services/catalogue/items';
import { mediaUrl } from '../../services/catalogue/media';
import type { Product } from '../../services/catalogue/products';
import type { StoreDetails, StoreReview } from '../../services/catalogue/store-lists';
import type { Store } from '../../services/catalogue/stores';
import { bit } from './bit';

export function categoryWire(origin: string, c: Category) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    image: c.image,
    image_full_url: mediaUrl(origin, c.image),
    parent_id: c.parentId,
    position: c.position,
    status: bit(c.status),
    priority: c.priority,
    module_id: c.moduleId,
    featured: bit(c.featured),
    products_count: c.productsCount,
    order_count: c.orderCount,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    translations: [],
  };
}

export function categoryNodeWire(origin: string, c: CategoryNode) {
  return { ...categoryWire(origin, c), childes_count: c.children.length, childes: c.children.map((child) => categoryWire(origin, child)) };
}

export const categorySummaryWire = (origin: string, c: CategorySummary) => ({ ...c, image_full_url: mediaUrl(origin, c.image) });

export function itemReviewWire(origin: string, r: ItemReview) {
  return {
    id: r.review.id,
    item_id: r.review.itemId,
    user_id: r.review.userId,
    order_id: r.review.orderId,
    comment: r.review.comment,
    rating: r.review.rating,
    attachment: r.review.attachment,
    reply: r.review.reply,
    customer_name: `${r.fName} ${r.lName}`.trim(),
    customer: { f_name: r.fName, l_name: r.lName, image_full_url: mediaUrl(origin, r.image) },
    created_at: r.review.createdAt.toISOString(),
  };
}

export function suggestionsWire(origin: string, s: Suggestions) {
  return {
    items: s.items.map((i) => ({ ...i, image_full_url: mediaUrl(origin, i.image) })),
    stores: s.stores.map((st) => ({ ...st, logo_full_url: mediaUrl(origin, st.logo) })),
  };
}

/** an item with its store and its newest reviews (items/reviews pages the rest) */
export function productDetailsWire(d: { product: Product; store: Store }, reviews: ItemReview[], origin: string) {
  return { ...productWire(d.product), store_details: storeWire(d.store), whislists_count: d.product.wishlistCount, reviews: reviews.map((r) => itemReviewWire(origin, r)) };
}

export function storeDetailsWire(origin: string, d: StoreDetails) {
  return {
    ...storeWire(d.store),
    schedules: d.schedules.map((sc) => ({ id: sc.id, store_id: sc.storeId, day: sc.day, opening_time: sc.openingTime, closing_time: sc.closingTime })),
    campaigns: d.campaigns.map((campaign) => ({ id: campaign.id, title: campaign.title, image_full_url: mediaUrl(origin, campaign.image) })),
    total_campaigns: d.campaigns.length,
    activeCoupons: d.coupons.map((cp) => ({
      id: cp.id,
      title: cp.title,
      code: cp.code,
      discount: cp.discount,
      discount_type: cp.discountType,
      min_purchase: cp.minPurchase,
      max_discount: cp.maxDiscount,
      expire_date: cp.expireDate,
    })),
    category_details: d.categories.map((cat) => categorySummaryWire(origin, cat)),
    price_range: [{ min_price: d.priceRange.min, max_price: d.priceRange.max }],
    reviews_comments_count: d.store.ratingCount,
    store_sub: null,
    minimum_stock_for_warning: 5,
  };
}

export function storeReviewWire(origin: string, r: StoreReview) {
  return {
    id: r.id,
    /** null, with the item's name and picture, for a review of the store itself */
    item_id: r.itemId,
    comment: r.comment,
    rating: r.rating,
    reply: r.reply,
    item_name: r.itemName,
    item_image: r.itemImage,
    item_image_full_url: r.itemImage ? mediaUrl(origin, r.itemImage) : null,
    customer_name: `${r.fName} ${r.lName}`.trim(),
    created_at: r.createdAt.toISOString(),
  };
}
