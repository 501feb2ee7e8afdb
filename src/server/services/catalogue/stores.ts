/**
 * Stores on the wire (wire format 4.5). `open` comes from the weekly schedule in the zone's local
 * time; `distance` (metres) from the latitude/longitude headers. A page costs a constant number of
 * statements: the store rows, their schedules, and (for get-stores) their categories.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { idOrSlug, type RequestContext } from '../../core/context';
import { notFound, orFail } from '../../core/errors';
import { t } from '../../core/messages';
import * as s from '../../db/schema';
import { distanceMeters } from '../../../lib/geo';
import { storeDiscountInForce } from '../../../lib/pricing';
import { currentOpeningTime, isOpenAt, localClock } from '../../../lib/schedule';
import { mediaUrl } from './media';

export const storeShape = {
  store: s.stores,
  timezone: s.zones.timezone,
  moduleType: s.modules.moduleType,
  totalItems: sql<number>`(select count(*) from items i where i.store_id = "stores"."id" and i.status)`.mapWith(Number),
  total: sql<number>`count(*) over()`.mapWith(Number),
};
export type StoreRow = {
  store: typeof s.stores.$inferSelect;
  timezone: string;
  moduleType: string;
  totalItems: number;
  total?: number;
};

export function storeQuery(ctx: RequestContext) {
  return ctx.db
    .select(storeShape)
    .from(s.stores)
    .innerJoin(s.zones, eq(s.zones.id, s.stores.zoneId))
    .innerJoin(s.modules, eq(s.modules.id, s.stores.moduleId));
}

export function visibleStores(zoneIds: number[] | null, moduleId: number | null): SQL[] {
  const where: SQL[] = [eq(s.stores.status, true)];
  if (zoneIds) where.push(inArray(s.stores.zoneId, zoneIds));
  if (moduleId) where.push(eq(s.stores.moduleId, moduleId));
  return where;
}

/** Great-circle distance from the request's position, in metres, as SQL (for ordering). */
export function distanceSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(6371000 * 2 * asin(sqrt(power(sin(radians(${s.stores.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${s.stores.latitude})) * power(sin(radians(${s.stores.longitude} - ${lng}) / 2), 2))))`;
}

export function storeDiscountActive(store: typeof s.stores.$inferSelect, today: string): boolean {
  return storeDiscountInForce({ percent: store.discountPercent, startDate: store.discountStartDate, endDate: store.discountEndDate }, today) > 0;
}

/** The same rule in SQL, for lists that filter on it. */
export function storeDiscountRunningSql(today: string): SQL {
  return sql`(${s.stores.discountPercent} > 0 and coalesce(${s.stores.discountStartDate}, '0000') <= ${today} and coalesce(${s.stores.discountEndDate}, '9999') >= ${today})`;
}

export interface FormatStoreOptions {
  /** add category_ids (get-stores, details) */
  categories?: boolean;
}

export async function formatStores(ctx: RequestContext, rows: StoreRow[], options: FormatStoreOptions = {}) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.store.id);
  const [schedules, categories] = await Promise.all([
    ctx.db.select().from(s.storeSchedules).where(inArray(s.storeSchedules.storeId, ids)),
    options.categories
      ? // one index probe per (store, parent category of its module), not a scan of the store's items
        ctx.db
          .select({ storeId: sql<number>`st.id`.mapWith(Number), categoryId: sql<number>`c.id`.mapWith(Number) })
          .from(sql`${s.stores} st join ${s.categories} c on c.module_id = st.module_id and c.parent_id = 0 and c.status`)
          .where(
            sql`st.id in ${ids} and exists (select 1 from ${s.items} i where i.store_id = st.id and i.status and ((i.category_ids->0->>'id')::int) = c.id)`,
          )
      : Promise.resolve([] as Array<{ storeId: number; categoryId: number }>),
  ]);
  const byStore = new Map<number, Array<typeof s.storeSchedules.$inferSelect>>();
  for (const row of schedules) byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row]);
  const catsByStore = new Map<number, number[]>();
  for (const row of categories) catsByStore.set(row.storeId, [...(catsByStore.get(row.storeId) ?? []), row.categoryId]);
  return rows.map((r) => formatStore(ctx, r, byStore.get(r.store.id) ?? [], options.categories ? (catsByStore.get(r.store.id) ?? []).sort((a, b) => a - b) : undefined));
}

function formatStore(
  ctx: RequestContext,
  r: StoreRow,
  schedules: Array<typeof s.storeSchedules.$inferSelect>,
  categoryIds: number[] | undefined,
) {
  const st = r.store;
  const clock = localClock(ctx.now, r.timezone);
  const open = st.active && isOpenAt(schedules, clock);
  const distance = ctx.lat !== null && ctx.lng !== null ? distanceMeters(ctx.lat, ctx.lng, st.latitude, st.longitude) : null;
  const [min, max] = st.deliveryTime.replace(/[^0-9-]/g, '').split('-').map(Number);
  const ratings = st.ratings;
  const positive = st.ratingCount ? Math.round(((ratings[0] + ratings[1]) / st.ratingCount) * 100) : 0;
  const discount = storeDiscountActive(st, ctx.today)
    ? {
        discount: st.discountPercent,
        discount_type: 'percent',
        min_purchase: st.discountMinPurchase ?? 0,
        max_discount: st.discountMaxDiscount ?? 0,
        start_date: st.discountStartDate,
        end_date: st.discountEndDate,
        start_time: '00:00',
        end_time: '23:59',
      }
    : null;
  return {
    id: st.id,
    name: st.name,
    slug: st.slug,
    phone: st.phone,
    email: st.email,
    logo: st.logo,
    logo_full_url: mediaUrl(ctx.origin, st.logo),
    cover_photo: st.coverPhoto,
    cover_photo_full_url: mediaUrl(ctx.origin, st.coverPhoto),
    latitude: String(st.latitude),
    longitude: String(st.longitude),
    address: st.address,
    footer_text: st.footerText,
    minimum_order: st.minimumOrder,
    schedule_order: st.scheduleOrder,
    status: st.status ? 1 : 0,
    free_delivery: st.freeDelivery,
    delivery: st.delivery,
    take_away: st.takeAway,
    item_section: st.itemSection,
    reviews_section: st.reviewsSection,
    tax: st.tax,
    zone_id: st.zoneId,
    module_id: st.moduleId,
    module_type: r.moduleType,
    active: st.active,
    open: open ? 1 : 0,
    current_opening_time: open ? st.deliveryTime : currentOpeningTime(st.active ? schedules : [], clock),
    off_day: st.offDay,
    self_delivery_system: st.selfDeliverySystem ? 1 : 0,
    pos_system: st.posSystem,
    minimum_shipping_charge: st.minimumShippingCharge,
    maximum_shipping_charge: st.maximumShippingCharge,
    per_km_shipping_charge: st.perKmShippingCharge,
    delivery_time: st.deliveryTime,
    min_delivery_time: Number.isFinite(min) ? min : 0,
    max_delivery_time: Number.isFinite(max) ? max : 0,
    veg: st.veg ? 1 : 0,
    non_veg: st.nonVeg ? 1 : 0,
    order_count: st.orderCount,
    total_order: st.totalOrder,
    featured: st.featured ? 1 : 0,
    prescription_order: st.prescriptionOrder,
    cutlery: st.cutlery,
    halal_tag_status: st.halalTagStatus ? 1 : 0,
    extra_packaging_status: st.extraPackagingStatus,
    extra_packaging_amount: st.extraPackagingAmount,
    order_place_to_schedule_interval: st.orderPlaceToScheduleInterval,
    announcement: st.announcement ? 1 : 0,
    announcement_message: st.announcementMessage,
    meta_title: st.metaTitle,
    meta_description: st.metaDescription,
    ratings,
    avg_rating: Number(st.avgRating.toFixed(2)),
    rating_count: st.ratingCount,
    positive_rating: positive,
    reviews_count: st.ratingCount,
    orders_count: st.orderCount,
    total_items: r.totalItems,
    total_campaigns: 0,
    is_recommended: st.recommended,
    distance,
    discount,
    discount_status: discount ? 1 : 0,
    gst_status: false,
    gst_code: null,
    ...(categoryIds ? { category_ids: categoryIds } : {}),
    created_at: st.createdAt.toISOString(),
    updated_at: st.updatedAt.toISOString(),
  };
}

export type Store = Awaited<ReturnType<typeof formatStores>>[number];

/* ------------------------------------------------------------------ lookups */

/** The id of a store named by id or slug (any status); 404 when there is none. */
export async function storeIdByRef(ctx: RequestContext, ref: string): Promise<number> {
  const key = idOrSlug(ref);
  const [row] = await ctx.db
    .select({ id: s.stores.id })
    .from(s.stores)
    .where('id' in key ? eq(s.stores.id, key.id) : eq(s.stores.slug, key.slug))
    .limit(1);
  return orFail(row, () => notFound('store', t(ctx.locale, 'store_not_found'))).id;
}

/** An active store by id or slug; 404 when there is none. */
export async function requireStoreRow(ctx: RequestContext, ref: string): Promise<StoreRow> {
  const key = idOrSlug(ref);
  const rows = (await storeQuery(ctx)
    .where(and('id' in key ? eq(s.stores.id, key.id) : eq(s.stores.slug, key.slug), eq(s.stores.status, true)))
    .limit(1)) as StoreRow[];
  return orFail(rows[0], () => notFound('store', t(ctx.locale, 'store_not_found')));
}

