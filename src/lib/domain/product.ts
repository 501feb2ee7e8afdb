/**
 * A product, described once: the catalogue services build it, the API's wire mapper writes it in the
 * 6amMart shape, and the client edge reads that shape back into it, so pages, islands, stores and
 * the pricing module all see the same camelCase fields, real booleans and lists.
 */
import type { ChoiceVariation, FoodVariationGroup } from '../pricing';

export type DiscountType = 'percent' | 'amount';

export interface ProductCategory {
  id: number;
  name: string;
  slug: string;
  position?: number;
}

export interface ProductAddOn {
  id: number;
  name: string;
  price: number;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** full URL of the main image */
  image: string | null;
  /** full URLs of the other images */
  images: string[];
  categories: ProductCategory[];
  price: number;
  /** the item's own discount, or the running flash sale's */
  discount: number;
  discountType: DiscountType;
  /** the store's running discount in percent (0 when none, or during a flash sale) */
  storeDiscount: number;
  /** the tax percent of the store */
  tax: number;
  taxType: string;
  flashSale: boolean;
  flashSaleEnds: string | null;
  /** daily window, HH:MM */
  availableFrom: string | null;
  availableUntil: string | null;
  /** inside the daily window now */
  isAvailable: boolean;
  /** campaign items: the dates they run */
  campaignStarts: string | null;
  campaignEnds: string | null;
  isCampaign: boolean;
  veg: boolean;
  organic: boolean;
  halal: boolean;
  /** the store shows halal tags */
  storeShowsHalal: boolean;
  prescriptionRequired: boolean;
  storeId: number;
  storeName: string;
  storeSlug: string;
  moduleId: number;
  moduleType: string;
  zoneId: number | null;
  avgRating: number;
  ratingCount: number;
  orderCount: number;
  /** units left (flash-sale stock during a sale); null when stock is not tracked */
  stock: number | null;
  /** sold in the running flash sale */
  sold: number;
  maximumCartQuantity: number | null;
  unit: string | null;
  foodVariations: FoodVariationGroup[];
  choiceOptions: Array<{ name: string; title: string; options: string[] }>;
  variations: ChoiceVariation[];
  addOns: ProductAddOn[];
  tags: string[];
  genericNames: string[];
  brandId: number | null;
  commonConditionId: number | null;
  recommended: boolean;
  /** the store takes scheduled orders */
  scheduleOrder: boolean;
  deliveryTime: string | null;
  freeDelivery: boolean;
  createdAt: string | null;
}
