/**
 * Products on the wire (wire format 4.4): one joined query for the rows, then a constant number of
 * batched lookups (categories, add-ons, running flash-sale lines) for the whole page.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { RequestContext } from '../../core/context';
import * as s from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../../lib/constants';
import { storeDiscountInForce } from '../../../lib/pricing';
import { localClock, isWithinDailyWindow } from '../../../lib/schedule';
import { mediaUrl } from './media';

/** Store, module and unit columns every product row carries (items and item campaigns alike). */
export const productContextShape = {
  storeName: s.stores.name,
  storeSlug: s.stores.slug,
  storeDeliveryTime: s.stores.deliveryTime,
  storeFreeDelivery: s.stores.freeDelivery,
  storeScheduleOrder: s.stores.scheduleOrder,
  storeTax: s.stores.tax,
  storeHalal: s.stores.halalTagStatus,
  storeDiscountPercent: s.stores.discountPercent,
  storeDiscountStart: s.stores.discountStartDate,
  storeDiscountEnd: s.stores.discountEndDate,
  moduleType: s.modules.moduleType,
  unit: s.units.unit,
};

export const productShape = {
  item: s.items,
  ...productContextShape,
  total: sql<number>`count(*) over()`.mapWith(Number),
};

export type ProductRow = {
  item: typeof s.items.$inferSelect;
  storeName: string;
  storeSlug: string;
  storeDeliveryTime: string;
  storeFreeDelivery: boolean;
  storeScheduleOrder: boolean;
  storeTax: number;
  storeHalal: boolean;
  storeDiscountPercent: number | null;
  storeDiscountStart: string | null;
  storeDiscountEnd: string | null;
  moduleType: string;
  unit: string | null;
  total?: number;
};

/** Items joined with their store, module and unit; callers add where, order and paging. */
export function productQuery(ctx: RequestContext) {
  return ctx.db
    .select(productShape)
    .from(s.items)
    .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
    .innerJoin(s.modules, eq(s.modules.id, s.items.moduleId))
    .leftJoin(s.units, eq(s.units.id, s.items.unitId));
}

/** Conditions every listed item meets: active item and store, inside the zones, in the module. */
export function visibleItems(zoneIds: number[] | null, moduleId: number | null): SQL[] {
  const where: SQL[] = [eq(s.items.status, true), eq(s.stores.status, true)];
  if (zoneIds) where.push(inArray(s.items.zoneId, zoneIds));
  if (moduleId) where.push(eq(s.items.moduleId, moduleId));
  return where;
}

/** An item's primary category: the first entry of `category_ids` (the one place this JSON path is written). */
export const firstCategoryId = sql<number>`(${s.items.categoryIds}->0->>'id')::int`;

/** Items in any of these categories (parent or sub). */
export function inCategories(ids: number[]): SQL | undefined {
  const list = ids.filter((id) => id > 0);
  if (!list.length) return undefined;
  return or(inArray(s.items.categoryId, list), inArray(firstCategoryId, list));
}

/** Case-insensitive "name contains" on any text column. */
export const nameMatches = (column: SQLWrapper, term: string) => sql`lower(${column}) like ${containsPattern(term.toLowerCase())}`;

export function vegCondition(type: 'all' | 'veg' | 'non_veg'): SQL | undefined {
  if (type === 'veg') return eq(s.items.veg, true);
  if (type === 'non_veg') return eq(s.items.veg, false);
  return undefined;
}

/** Store discount in force today, as a percent (0 when none). */
export function activeStoreDiscount(row: Pick<ProductRow, 'storeDiscountPercent' | 'storeDiscountStart' | 'storeDiscountEnd'>, today: string): number {
  return storeDiscountInForce({ percent: row.storeDiscountPercent, startDate: row.storeDiscountStart, endDate: row.storeDiscountEnd }, today);
}

export type FlashLine = typeof s.flashSaleItems.$inferSelect & { flashSaleEnd: Date };

/** Running flash-sale lines for these items, keyed by item id. */
export async function runningFlashLines(ctx: RequestContext, itemIds: number[]): Promise<Map<number, FlashLine>> {
  if (!itemIds.length) return new Map();
  const rows = await ctx.db
    .select({ line: s.flashSaleItems, end: s.flashSales.endDate })
    .from(s.flashSaleItems)
    .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleItems.flashSaleId))
    .where(
      and(
        inArray(s.flashSaleItems.itemId, itemIds),
        eq(s.flashSaleItems.status, true),
        eq(s.flashSales.isPublish, true),
        lte(s.flashSales.startDate, ctx.now),
        gte(s.flashSales.endDate, ctx.now),
        sql`${s.flashSaleItems.stock} > ${s.flashSaleItems.sold}`,
      ),
    );
  return new Map(rows.map((r) => [r.line.itemId, { ...r.line, flashSaleEnd: r.end }]));
}

const deliveryBounds = (text: string) => {
  const [min, max] = text.replace(/[^0-9-]/g, '').split('-').map(Number);
  return { min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : Number.isFinite(min) ? min : 0 };
};

type ProductSource = Omit<ProductRow, 'item'> & {
  item: Omit<typeof s.items.$inferSelect, 'brandId' | 'commonConditionId' | 'recommended' | 'orderCount' | 'avgRating' | 'ratingCount' | 'wishlistCount'> &
    Partial<Pick<typeof s.items.$inferSelect, 'brandId' | 'commonConditionId' | 'recommended' | 'orderCount' | 'avgRating' | 'ratingCount' | 'wishlistCount'>> & {
      startDate?: string;
      endDate?: string;
      title?: string;
    };
};

/** Format a page of products: three batched lookups whatever the page size. */
export async function formatProducts(ctx: RequestContext, rows: ProductSource[], options: { campaign?: boolean } = {}) {
  if (!rows.length) return [];
  const categoryIds = [...new Set(rows.flatMap((r) => r.item.categoryIds.map((c) => c.id)))];
  const addOnIds = [...new Set(rows.flatMap((r) => r.item.addOnIds))];
  const [categoryRows, addOnRows, flash] = await Promise.all([
    ctx.db.select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug }).from(s.categories).where(inArray(s.categories.id, categoryIds)),
    addOnIds.length
      ? ctx.db.select().from(s.addOns).where(and(inArray(s.addOns.id, addOnIds), eq(s.addOns.status, true)))
      : Promise.resolve([] as Array<typeof s.addOns.$inferSelect>),
    options.campaign ? Promise.resolve(new Map<number, FlashLine>()) : runningFlashLines(ctx, rows.map((r) => r.item.id)),
  ]);
  const categoryName = new Map(categoryRows.map((c) => [c.id, c]));
  const addOnById = new Map(addOnRows.map((a) => [a.id, a]));
  const clock = localClock(ctx.now, BUSINESS_TIME_ZONE);
  return rows.map((r) => formatProduct(ctx, r, { categoryName, addOnById, flash: flash.get(r.item.id), clock, campaign: options.campaign }));
}

function formatProduct(
  ctx: RequestContext,
  r: ProductSource,
  deps: {
    categoryName: Map<number, { id: number; name: string; slug: string }>;
    addOnById: Map<number, typeof s.addOns.$inferSelect>;
    flash?: FlashLine;
    clock: ReturnType<typeof localClock>;
    campaign?: boolean;
  },
) {
  const it = r.item;
  const flash = deps.flash;
  const storeDiscount = flash ? 0 : activeStoreDiscount(r, ctx.today);
  const bounds = deliveryBounds(r.storeDeliveryTime);
  const image = mediaUrl(ctx.origin, it.image);
  return {
    id: it.id,
    name: it.name,
    slug: it.slug,
    description: it.description,
    image: it.image,
    image_full_url: image,
    images: it.images,
    images_full_url: it.images.map((p) => mediaUrl(ctx.origin, p)),
    category_id: it.categoryId,
    category_ids: it.categoryIds.map((c) => ({
      id: String(c.id),
      position: c.position,
      name: deps.categoryName.get(c.id)?.name ?? '',
      slug: deps.categoryName.get(c.id)?.slug ?? '',
    })),
    price: it.price,
    tax: r.storeTax,
    tax_type: it.taxType,
    discount: flash ? flash.discount : it.discount,
    discount_type: flash ? flash.discountType : it.discountType,
    store_discount: storeDiscount,
    restaurant_discount: storeDiscount,
    flash_sale: flash ? 1 : 0,
    flash_sale_end_date: flash ? flash.flashSaleEnd.toISOString() : null,
    available_time_starts: it.availableTimeStarts.slice(0, 5),
    available_time_ends: it.availableTimeEnds.slice(0, 5),
    is_available: isWithinDailyWindow(it.availableTimeStarts, it.availableTimeEnds, deps.clock),
    ...(deps.campaign
      ? { available_date_starts: it.startDate ?? null, available_date_ends: it.endDate ?? null, title: it.title ?? it.name }
      : {}),
    veg: it.veg ? 1 : 0,
    status: it.status ? 1 : 0,
    store_id: it.storeId,
    store_name: r.storeName,
    store_slug: r.storeSlug,
    module_id: it.moduleId,
    module_type: r.moduleType,
    module: { id: it.moduleId, module_type: r.moduleType },
    zone_id: it.zoneId,
    is_campaign: deps.campaign ? 1 : 0,
    order_count: it.orderCount ?? 0,
    avg_rating: Number((it.avgRating ?? 0).toFixed(2)),
    rating_count: it.ratingCount ?? 0,
    wishlist_count: it.wishlistCount ?? 0,
    stock: flash ? flash.stock - flash.sold : it.stock,
    available_stock: flash ? flash.stock - flash.sold : it.stock,
    sold: flash ? flash.sold : 0,
    maximum_cart_quantity: it.maximumCartQuantity,
    unit_id: it.unitId,
    unit_type: r.unit,
    unit: r.unit ? { id: it.unitId, unit: r.unit } : null,
    food_variations: it.foodVariations.length ? it.foodVariations : ('' as const),
    choice_options: it.choiceOptions,
    attributes: it.choiceOptions.map((_, i) => i + 1),
    variations: it.variations,
    add_ons: it.addOnIds
      .map((id) => deps.addOnById.get(id))
      .filter((a): a is typeof s.addOns.$inferSelect => Boolean(a))
      .map((a) => ({ id: a.id, name: a.name, price: a.price, store_id: a.storeId, status: a.status ? 1 : 0 })),
    tags: it.tags.map((tag, i) => ({ id: i + 1, tag })),
    organic: it.organic ? 1 : 0,
    is_halal: it.isHalal ? 1 : 0,
    halal_tag_status: r.storeHalal ? 1 : 0,
    is_prescription_required: it.isPrescriptionRequired ? 1 : 0,
    is_basic: it.isBasic ? 1 : 0,
    generic_name: it.genericName ? [it.genericName] : [],
    common_condition_id: it.commonConditionId ?? null,
    brand_id: it.brandId ?? null,
    recommended: it.recommended ? 1 : 0,
    schedule_order: r.storeScheduleOrder,
    delivery_time: r.storeDeliveryTime,
    min_delivery_time: bounds.min,
    max_delivery_time: bounds.max,
    free_delivery: r.storeFreeDelivery ? 1 : 0,
    nutritions_name: [],
    allergies_name: [],
    created_at: it.createdAt.toISOString(),
    updated_at: it.updatedAt.toISOString(),
  };
}

export type Product = Awaited<ReturnType<typeof formatProducts>>[number];
