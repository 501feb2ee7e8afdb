/**
 * Stores on the wire (wire format 4.5). `open` comes from the weekly schedule in the zone's local
 * time; `distance` (metres) from the latitude/longitude headers. A page costs a constant number of
 * statements: the store rows, their schedules, and (for get-stores) their categories.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { idOrSlug, type RequestContext } from '../../core/context';
import { notFound, orFail } from '../../core/errors';
import { t } from '../../core/messages';
import type { Db } from '../../db/client';
import { referenceData } from '../../cache/reference-cache';
import { timedRead } from '../../cache/timed-read';
import { keptList } from '../../cache/list-cache';
import { allModules, allZones } from '../reference-data';
import * as s from '../../db/schema';
import { distanceMeters } from '../../../lib/geo';
import { storeDiscountInForce } from '../../../lib/pricing';
import { currentOpeningTime, isOpenAt, localClock, type ScheduleSlot } from '../../../lib/schedule';
import { mediaUrl } from './media';
import type { Store as DomainStore } from '../../../lib/domain/store';

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
  return ctx.db.select(storeShape).from(s.stores).innerJoin(s.zones, eq(s.zones.id, s.stores.zoneId)).innerJoin(s.modules, eq(s.modules.id, s.stores.moduleId));
}

export function visibleStores(zoneIds: number[] | null, moduleId: number | null): SQL[] {
  const where: SQL[] = [eq(s.stores.status, true)];
  if (zoneIds) where.push(inArray(s.stores.zoneId, zoneIds));
  if (moduleId) where.push(eq(s.stores.moduleId, moduleId));
  return where;
}

/** `visibleStores` for a store read from memory (`allStoreRows` holds switched-on stores only). */
export const storeVisible = (store: { zoneId: number; moduleId: number }, zoneIds: number[] | null, moduleId: number | null) =>
  (!zoneIds || zoneIds.includes(store.zoneId)) && (!moduleId || store.moduleId === moduleId);

/** A store row from memory as lists show it, with its item count (`itemCountsByStore`). */
export const withItemCount = (row: Omit<StoreRow, 'totalItems' | 'total'>, itemCounts: ReadonlyMap<number, number>): StoreRow => ({ ...row, totalItems: itemCounts.get(row.store.id) ?? 0 });

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

export async function formatStores(ctx: RequestContext, rows: StoreRow[], options: FormatStoreOptions = {}): Promise<Store[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.store.id);
  const [schedules, categories] = await Promise.all([
    allStoreSchedules(ctx.db),
    options.categories
      ? // which categories a store has items in changes with its items: kept a few seconds, like the catalogue lists
        keptList(ctx.db, ['storeCategoryIds', ids], () =>
          // one index probe per (store, parent category of its module), not a scan of the store's items
          ctx.db
            .select({ storeId: sql<number>`st.id`.mapWith(Number), categoryId: sql<number>`c.id`.mapWith(Number) })
            .from(sql`${s.stores} st join ${s.categories} c on c.module_id = st.module_id and c.parent_id = 0 and c.status`)
            .where(sql`st.id in ${ids} and exists (select 1 from ${s.items} i where i.store_id = st.id and i.status and ((i.category_ids->0->>'id')::int) = c.id)`),
        )
      : Promise.resolve([] as Array<{ storeId: number; categoryId: number }>),
  ]);
  const catsByStore = new Map<number, number[]>();
  for (const row of categories) catsByStore.set(row.storeId, [...(catsByStore.get(row.storeId) ?? []), row.categoryId]);
  return rows.map((r) => formatStore(ctx, r, schedules.get(r.store.id) ?? [], options.categories ? (catsByStore.get(r.store.id) ?? []).sort((a, b) => a - b) : undefined));
}

function formatStore(ctx: RequestContext, r: StoreRow, schedules: readonly StoreSchedule[], categoryIds: number[] | undefined) {
  const st = r.store;
  const clock = localClock(ctx.now, r.timezone);
  const open = st.active && isOpenAt(schedules, clock);
  const distance = ctx.lat !== null && ctx.lng !== null ? distanceMeters(ctx.lat, ctx.lng, st.latitude, st.longitude) : null;
  const [min, max] = st.deliveryTime
    .replace(/[^0-9-]/g, '')
    .split('-')
    .map(Number);
  const ratings = st.ratings;
  const positive = st.ratingCount ? Math.round(((ratings[0] + ratings[1]) / st.ratingCount) * 100) : 0;
  const store: Store = {
    id: st.id,
    name: st.name,
    slug: st.slug,
    phone: st.phone,
    email: st.email,
    logo: mediaUrl(ctx.origin, st.logo),
    logoPath: st.logo,
    coverPhoto: mediaUrl(ctx.origin, st.coverPhoto),
    coverPhotoPath: st.coverPhoto,
    latitude: st.latitude,
    longitude: st.longitude,
    address: st.address,
    footerText: st.footerText,
    minimumOrder: st.minimumOrder,
    scheduleOrder: st.scheduleOrder,
    status: st.status,
    freeDelivery: st.freeDelivery,
    delivery: st.delivery,
    takeAway: st.takeAway,
    itemSection: st.itemSection,
    reviewsSection: st.reviewsSection,
    tax: st.tax,
    zoneId: st.zoneId,
    moduleId: st.moduleId,
    moduleType: r.moduleType,
    active: st.active,
    open,
    currentOpeningTime: open ? st.deliveryTime : currentOpeningTime(st.active ? schedules : [], clock),
    offDay: st.offDay,
    selfDelivery: st.selfDeliverySystem,
    posSystem: st.posSystem,
    minimumShippingCharge: st.minimumShippingCharge,
    maximumShippingCharge: st.maximumShippingCharge,
    perKmShippingCharge: st.perKmShippingCharge,
    deliveryTime: st.deliveryTime,
    minDeliveryTime: Number.isFinite(min) ? min : 0,
    maxDeliveryTime: Number.isFinite(max) ? max : 0,
    veg: st.veg,
    nonVeg: st.nonVeg,
    orderCount: st.orderCount,
    totalOrder: st.totalOrder,
    featured: st.featured,
    prescriptionOrder: st.prescriptionOrder,
    cutlery: st.cutlery,
    halalTags: st.halalTagStatus,
    extraPackaging: { on: st.extraPackagingStatus, amount: st.extraPackagingAmount },
    orderPlaceToScheduleInterval: st.orderPlaceToScheduleInterval,
    announcement: st.announcement ? st.announcementMessage : null,
    announcementOn: st.announcement,
    announcementMessage: st.announcementMessage,
    metaTitle: st.metaTitle,
    metaDescription: st.metaDescription,
    ratings,
    avgRating: Number(st.avgRating.toFixed(2)),
    ratingCount: st.ratingCount,
    positiveRating: positive,
    totalItems: r.totalItems,
    recommended: st.recommended,
    distance,
    discount: storeDiscountActive(st, ctx.today)
      ? { percent: st.discountPercent ?? 0, minPurchase: st.discountMinPurchase ?? 0, maxDiscount: st.discountMaxDiscount ?? 0, startDate: st.discountStartDate, endDate: st.discountEndDate }
      : null,
    categoryIds: categoryIds ?? null,
    createdAt: st.createdAt.toISOString(),
    updatedAt: st.updatedAt.toISOString(),
  };
  return store;
}

/** A store as the catalogue services answer it: the shared domain store with what only the wire needs. */
export interface Store extends DomainStore {
  logoPath: string;
  coverPhotoPath: string;
  status: boolean;
  itemSection: boolean;
  reviewsSection: boolean;
  offDay: string;
  selfDelivery: boolean;
  posSystem: boolean;
  minimumShippingCharge: number;
  maximumShippingCharge: number | null;
  perKmShippingCharge: number;
  totalOrder: number;
  orderPlaceToScheduleInterval: number;
  announcementOn: boolean;
  announcementMessage: string | null;
  updatedAt: string;
}

/* ------------------------------------------------------------------ lookups */

/** The id of a store named by id or slug (any status); 404 when there is none. */
export async function storeIdByRef(ctx: RequestContext, ref: string): Promise<number> {
  const key = idOrSlug(ref);
  // from memory: the store's record by id, or the id of its slug (reference data, read again when a store changes);
  // a slug not in memory is looked up (a store made a moment ago, whose notice is still on its way)
  const id = 'id' in key ? (await storeRecord(ctx.db, key.id))?.store.id : ((await storeIdsBySlug(ctx.db)).get(key.slug) ?? (await storeIdOfSlug(ctx.db, key.slug)));
  return orFail(id, () => notFound('store', t(ctx.locale, 'store_not_found')));
}

async function storeIdOfSlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: s.stores.id }).from(s.stores).where(eq(s.stores.slug, slug)).limit(1);
  return row?.id;
}

function storeIdsBySlug(db: Db): Promise<ReadonlyMap<string, number>> {
  return referenceData(db, 'store-ids-by-slug', ['stores'], async () => new Map((await db.select({ id: s.stores.id, slug: s.stores.slug }).from(s.stores)).map((r) => [r.slug, r.id])));
}

/** An active store by id or slug; 404 when there is none. */
export async function requireStoreRow(ctx: RequestContext, ref: string): Promise<StoreRow> {
  const row = await storeRowById(ctx, await storeIdByRef(ctx, ref));
  if (!row?.store.status) throw notFound('store', t(ctx.locale, 'store_not_found'));
  return row;
}

/**
 * A store by id, switched on or not (an item's page names its store), or null: from memory, its
 * record, its zone and module (reference data) and its item count (counted once a minute).
 */
export async function storeRowById(ctx: RequestContext, id: number): Promise<StoreRow | null> {
  const [record, zones, modules, itemCounts] = await Promise.all([storeRecord(ctx.db, id), allZones(ctx.db), allModules(ctx.db), itemCountsByStore(ctx.db)]);
  const zone = record && zones.find((z) => z.id === record.store.zoneId);
  const module = record && modules.find((m) => m.id === record.store.moduleId);
  if (!record || !zone || !module) return null;
  return withItemCount({ store: record.store, timezone: zone.timezone, moduleType: module.moduleType }, itemCounts);
}

/** Active items per store, counted at most once a minute per process (src/server/cache/timed-read.ts: items change with every order). */
export function itemCountsByStore(db: Db): Promise<ReadonlyMap<number, number>> {
  return timedRead(db, 'item-counts-by-store', async () =>
    new Map(
      (
        await db
          .select({ storeId: s.items.storeId, n: sql<number>`count(*)`.mapWith(Number) })
          .from(s.items)
          .where(eq(s.items.status, true))
          .groupBy(s.items.storeId)
      ).map((r) => [r.storeId, r.n]),
    ),
  );
}

/** A store's opening hours as one JSON column of a query on `stores` (drizzle writes a lone table's columns unqualified: the store's id is named in full). */
export const storeHoursColumn = sql<ScheduleSlot[]>`coalesce((select json_agg(json_build_object('day', ss.day, 'openingTime', ss.opening_time, 'closingTime', ss.closing_time)) from ${s.storeSchedules} ss where ss.store_id = "stores"."id"), '[]'::json)`;

export type StoreSchedule = typeof s.storeSchedules.$inferSelect;

/**
 * Every store's opening hours by store id, each store's by day: kept in memory until any hours change,
 * so a list of stores costs no statement for its hours. (A week of slots per store: some 300 bytes each.)
 */
export function allStoreSchedules(db: Db): Promise<ReadonlyMap<number, readonly StoreSchedule[]>> {
  return referenceData(db, 'store-schedules', ['store_schedules'], async () => {
    const rows = await db.select().from(s.storeSchedules).orderBy(asc(s.storeSchedules.storeId), asc(s.storeSchedules.day), asc(s.storeSchedules.openingTime));
    const byStore = new Map<number, StoreSchedule[]>();
    for (const row of rows) {
      const list = byStore.get(row.storeId);
      if (list) list.push(row);
      else byStore.set(row.storeId, [row]);
    }
    return byStore;
  });
}

/** A store's own row and opening hours, by id: kept in memory until a store or its hours change (null when there is none). Shared and frozen: read-only. */
export function storeRecord(db: Db, id: number): Promise<{ store: typeof s.stores.$inferSelect; hours: ScheduleSlot[] } | null> {
  return referenceData(db, `store:${id}`, ['stores', 'store_schedules'], async () => {
    const [row] = await db.select({ store: s.stores, hours: storeHoursColumn }).from(s.stores).where(eq(s.stores.id, id)).limit(1);
    return row ?? null;
  });
}

/** Stores switched on and inside their hours at `at` in their zone's clock, as SQL: `storeOpenAt` for a list filter (./open-now-sql.ts). */
export { storeOpenSql as storeOpenNowSql } from './open-now-sql';

/** Whether a store takes orders at `at`: switched on, and inside its hours in its zone's clock. */
export function storeOpenAt(store: { active: boolean }, hours: ScheduleSlot[], timeZone: string, at: Date): boolean {
  return store.active && isOpenAt(hours, localClock(at, timeZone));
}

/**
 * The operator renames a store, switches it on or off, or sets its weekly opening hours (all of them
 * at once: the days not given are closed); every process's copies hear of it (the stores and
 * store_schedules triggers).
 */
export async function updateStore(ctx: RequestContext, id: number, change: { name?: string; active?: boolean; hours?: ScheduleSlot[] }): Promise<typeof s.stores.$inferSelect> {
  const { hours, ...columns } = change;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.stores)
      .set({ ...columns, updatedAt: ctx.now })
      .where(eq(s.stores.id, id))
      .returning();
    if (!row) throw notFound('store', t(ctx.locale, 'store_not_found'));
    if (hours) {
      await tx.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, id));
      if (hours.length) await tx.insert(s.storeSchedules).values(hours.map((h) => ({ storeId: id, day: h.day, openingTime: h.openingTime, closingTime: h.closingTime })));
    }
    return row;
  });
}

/** Every switched-on store with its zone's time zone and its module's type: reference data, so store lists can be made in memory. */
export function allStoreRows(db: Db): Promise<ReadonlyArray<Omit<StoreRow, 'totalItems' | 'total'>>> {
  return referenceData(db, 'store-rows', ['stores', 'zones', 'modules'], () =>
    db
      .select({ store: s.stores, timezone: s.zones.timezone, moduleType: s.modules.moduleType })
      .from(s.stores)
      .innerJoin(s.zones, eq(s.zones.id, s.stores.zoneId))
      .innerJoin(s.modules, eq(s.modules.id, s.stores.moduleId))
      .where(eq(s.stores.status, true))
      .orderBy(asc(s.stores.id)),
  );
}

