/** Brands, campaigns, flash sales, coupons and cashback on the wire. */
import type * as s from '../../db/schema';
import { mediaUrl } from '../../services/catalogue/media';
import type { CashbackOffer } from '../../services/promotions';
import type { Product } from '../../services/catalogue/products';
import { productWire } from './product';

export const brandWire = (origin: string, { brand, itemsCount }: { brand: typeof s.brands.$inferSelect; itemsCount: number }) => ({
  id: brand.id,
  name: brand.name,
  slug: brand.slug,
  image: brand.image,
  image_full_url: mediaUrl(origin, brand.image),
  status: 1,
  module_id: brand.moduleId,
  items_count: itemsCount,
});

export const campaignWire = (origin: string, c: typeof s.campaigns.$inferSelect) => ({
  id: c.id,
  title: c.title,
  description: c.description,
  image: c.image,
  image_full_url: mediaUrl(origin, c.image),
  module_id: c.moduleId,
  available_date_starts: c.startDate,
  available_date_ends: c.endDate,
  start_time: c.startTime.slice(0, 5),
  end_time: c.endTime.slice(0, 5),
  status: 1,
});

export const flashLineWire = ({ line, product }: { line: typeof s.flashSaleItems.$inferSelect; product: Product }) => ({
  id: line.id,
  flash_sale_id: line.flashSaleId,
  item_id: line.itemId,
  stock: line.stock,
  sold: line.sold,
  available_stock: line.stock - line.sold,
  discount: line.discount,
  discount_type: line.discountType,
  price: product.price,
  item: productWire(product),
});

/** the running flash sale, with its first page of active products (`flashLineWire`s: sold and available_stock with each) */
export const flashSaleWire = (sale: typeof s.flashSales.$inferSelect, activeProducts: Array<ReturnType<typeof flashLineWire>>) => ({
  id: sale.id,
  title: sale.title,
  module_id: sale.moduleId,
  start_date: sale.startDate.toISOString(),
  end_date: sale.endDate.toISOString(),
  admin_discount_percentage: sale.adminDiscountPercentage,
  vendor_discount_percentage: sale.vendorDiscountPercentage,
  active_products: activeProducts,
});

export const couponWire = ({ coupon, storeName }: { coupon: typeof s.coupons.$inferSelect; storeName: string | null }) => ({
  id: coupon.id,
  title: coupon.title,
  code: coupon.code,
  start_date: coupon.startDate,
  expire_date: coupon.expireDate,
  min_purchase: coupon.minPurchase,
  max_discount: coupon.maxDiscount,
  discount: coupon.discount,
  discount_type: coupon.discountType,
  coupon_type: coupon.couponType,
  limit: coupon.limit,
  status: 1,
  data: coupon.couponType === 'store_wise' ? storeName : JSON.stringify(coupon.data),
  total_uses: coupon.totalUses,
  module_id: coupon.moduleId,
  created_by: coupon.createdBy,
  customer_id: JSON.stringify(coupon.customerId),
  store_id: coupon.storeId,
  store: coupon.storeId ? { id: coupon.storeId, name: storeName } : null,
});

export const cashbackOfferWire = (o: CashbackOffer) => ({
  id: o.id,
  title: o.title,
  cashback_type: o.cashbackType,
  cashback_amount: o.cashbackAmount,
  min_purchase: o.minPurchase,
  max_discount: o.maxDiscount,
  start_date: o.startDate,
  end_date: o.endDate,
  same_user_limit: o.sameUserLimit,
});
