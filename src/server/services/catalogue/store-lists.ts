/** Store lists (directory, home rails, search, by category), one store's details and its reviews. */
import { and, asc, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import * as s from '../../db/schema';
import { requireZone, type Paged, type RequestContext } from '../../core/context';
import { PAGE_SIZE } from '../../../lib/constants';
import { categoriesOfStore, type CategorySummary } from './categories';
import { pagedStores, type PageInput } from './listing';
import { firstCategoryId, lowerOf, nameMatches, textMatches, textRank } from './products';
import {
  allStoreRows,
  allStoreSchedules,
  distanceSql,
  formatStores,
  itemCountsByStore,
  requireStoreRow,
  storeDiscountActive,
  storeDiscountRunningSql,
  storeOpenNowSql,
  storeVisible,
  visibleStores,
  withItemCount,
  type Store,
  type StoreSchedule,
} from './stores';
import { distanceMeters } from '../../../lib/geo';
import { echo, parsePage } from '../../../lib/pagination';
import { keptList, listKey } from '../../cache/list-cache';
import { couponAtStore, couponForEveryone, couponRunning } from '../../../lib/coupons';
import { runningCouponSql } from '../promotions';

/* ------------------------------------------------------------------ lists */

export type StoreVeg = 'all' | 'veg' | 'non_veg';

function vegStores(type: StoreVeg | undefined): SQL | undefined {
  if (type === 'veg') return eq(s.stores.veg, true);
  if (type === 'non_veg') return eq(s.stores.nonVeg, true);
  return undefined;
}

function nearestFirst(ctx: RequestContext): SQL[] {
  return ctx.lat !== null && ctx.lng !== null ? [sql`${distanceSql(ctx.lat, ctx.lng)} asc`] : [];
}

/** Stores selling at least one active item of these categories (primary or direct). */
function sellsCategories(ids: number[]): SQL {
  return sql`exists (select 1 from ${s.items} where ${s.items.storeId} = ${s.stores.id} and ${s.items.status} and (${firstCategoryId} in ${ids} or ${s.items.categoryId} in ${ids}))`;
}

export interface StoreFilter {
  /** all, delivery, take_away */
  serve: 'all' | 'delivery' | 'take_away';
  type?: StoreVeg;
  storeType?: 'all' | 'newly_joined' | 'popular' | 'top_rated';
  featured?: boolean;
  categoryIds?: number[];
}

/** The stores page: open and featured first, then nearest. */
export function storeDirectory(ctx: RequestContext, moduleId: number | null, f: StoreFilter, page: PageInput): Promise<Paged<Store>> {
  const where = visibleStores(requireZone(ctx), moduleId);
  if (f.serve === 'delivery') where.push(eq(s.stores.delivery, true));
  if (f.serve === 'take_away') where.push(eq(s.stores.takeAway, true));
  if (f.featured) where.push(eq(s.stores.featured, true));
  const veg = vegStores(f.type);
  if (veg) where.push(veg);
  if (f.categoryIds?.length) where.push(sellsCategories(f.categoryIds));
  const order: SQL[] = [];
  if (f.storeType === 'newly_joined') order.push(sql`${s.stores.createdAt} desc`);
  if (f.storeType === 'popular') order.push(sql`${s.stores.orderCount} desc`);
  if (f.storeType === 'top_rated') {
    where.push(gt(s.stores.ratingCount, 0));
    order.push(sql`${s.stores.avgRating} desc`);
  }
  order.push(sql`${s.stores.active} desc`, sql`${s.stores.featured} desc`, ...nearestFirst(ctx), sql`${s.stores.id} asc`);
  return pagedStores(ctx, where, order, page, PAGE_SIZE.storesPage, { categories: true });
}

export type StoreListKind = 'latest' | 'popular' | 'top-rated' | 'recommended' | 'discounted';
type ListedStore = typeof s.stores.$inferSelect;
/** Each home rail: which stores it keeps and their order (ties by id), made in memory from the stores kept as reference data. */
const LISTS: Record<StoreListKind, { keep?: (st: ListedStore, ctx: RequestContext) => boolean; order: (ctx: RequestContext) => Array<(st: ListedStore) => number> }> = {
  latest: { order: () => [(st) => -st.createdAt.getTime()] },
  popular: { order: (ctx) => [(st) => -st.orderCount, ...nearestFirstKey(ctx)] },
  'top-rated': { keep: (st) => st.ratingCount > 0, order: () => [(st) => -st.avgRating, (st) => -st.ratingCount] },
  recommended: { keep: (st) => st.recommended, order: () => [(st) => -st.orderCount] },
  discounted: { keep: (st, ctx) => storeDiscountActive(st, ctx.today), order: () => [(st) => -(st.discountPercent ?? 0)] },
};
export const STORE_LISTS = Object.keys(LISTS) as StoreListKind[];

function nearestFirstKey(ctx: RequestContext): Array<(st: ListedStore) => number> {
  const { lat, lng } = ctx;
  return lat !== null && lng !== null ? [(st) => distanceMeters(lat, lng, st.latitude, st.longitude)] : [];
}

/** A home rail of stores: no statement once warm (the stores and their hours are reference data, item counts are counted once a minute). */
export async function storeList(ctx: RequestContext, kind: StoreListKind, moduleId: number, type: StoreVeg | undefined, input: PageInput): Promise<Paged<Store>> {
  const zoneIds = requireZone(ctx);
  const list = LISTS[kind];
  const [rows, itemCounts] = await Promise.all([allStoreRows(ctx.db), itemCountsByStore(ctx.db)]);
  const keys = [...list.order(ctx), (st: ListedStore) => st.id];
  const picked = rows
    .filter(({ store: st }) => storeVisible(st, zoneIds, moduleId) && (type !== 'veg' || st.veg) && (type !== 'non_veg' || st.nonVeg) && (!list.keep || list.keep(st, ctx)))
    .sort((a, b) => {
      for (const key of keys) {
        const d = key(a.store) - key(b.store);
        if (d) return d;
      }
      return 0;
    });
  const p = parsePage(input.limit, input.offset, PAGE_SIZE.homeStores);
  const pageRows = picked.slice(p.skip, p.skip + p.limit).map((r) => withItemCount(r, itemCounts));
  return { total: picked.length, limit: echo(input.limit, p.limit), offset: echo(input.offset, p.offset), rows: await formatStores(ctx, pageRows) };
}

export interface StoreSearch {
  /** the text the names contain; absent: every store (a search by category, say) */
  name?: string;
  type?: StoreVeg;
  categoryIds?: number[];
  /** the search page's filters: nearby, currently_open, top_rated, discounted, popular */
  filters?: string[];
  /** at least this average rating */
  minRating?: number;
  sortBy?: 'asc' | 'dsc' | 'a_to_z' | 'z_to_a';
}

/** The search page's stores: the name and the filters it sends (spec section 7), nearest first unless sorted. */
export function searchStores(ctx: RequestContext, q: StoreSearch, moduleId: number, page: PageInput): Promise<Paged<Store>> {
  const where = visibleStores(requireZone(ctx), moduleId);
  if (q.name) where.push(textMatches(lowerOf(s.stores.name), q.name) ?? nameMatches(lowerOf(s.stores.name), q.name));
  const veg = vegStores(q.type);
  if (veg) where.push(veg);
  if (q.categoryIds?.length) where.push(sellsCategories(q.categoryIds));
  if (q.minRating) where.push(gte(s.stores.avgRating, q.minRating));
  const filters = new Set((q.filters ?? []).map((f) => f.toLowerCase()));
  if (filters.has('discounted')) where.push(storeDiscountRunningSql(ctx.today));
  if (filters.has('currently_open')) where.push(storeOpenNowSql(ctx.now));
  const order: SQL[] = [];
  if (q.sortBy === 'asc' || q.sortBy === 'a_to_z') order.push(sql`lower(${s.stores.name}) asc`);
  if (q.sortBy === 'dsc' || q.sortBy === 'z_to_a') order.push(sql`lower(${s.stores.name}) desc`);
  if (filters.has('nearby')) order.push(...nearestFirst(ctx));
  if (filters.has('top_rated')) order.push(sql`${s.stores.avgRating} desc`);
  if (filters.has('popular')) order.push(sql`${s.stores.orderCount} desc`);
  // the best answer to the name first, then nearest
  if (q.name) order.push(sql`${textRank(lowerOf(s.stores.name), q.name)} desc`);
  order.push(...nearestFirst(ctx), sql`${s.stores.orderCount} desc`, sql`${s.stores.id} asc`);
  return pagedStores(ctx, where, order, page, PAGE_SIZE.search);
}

/** Stores selling a category's items (404 for an unknown category is the caller's). */
/** Stores selling in some categories. */
export function storesOfCategory(ctx: RequestContext, categoryIds: number[], moduleId: number | null, page: PageInput): Promise<Paged<Store>> {
  const where = [...visibleStores(requireZone(ctx), moduleId), categoryIds.length ? sellsCategories(categoryIds) : sql`false`];
  return pagedStores(ctx, where, [desc(s.stores.featured), asc(s.stores.id)], page, PAGE_SIZE.homeStores, { categories: true });
}

/* ------------------------------------------------------------------ details */

export interface StoreDetails {
  store: Store;
  schedules: StoreSchedule[];
  campaigns: Array<typeof s.campaigns.$inferSelect>;
  coupons: Array<typeof s.coupons.$inferSelect>;
  priceRange: { min: number; max: number };
  categories: CategorySummary[];
}

export async function storeDetails(ctx: RequestContext, ref: string): Promise<StoreDetails> {
  const row = await requireStoreRow(ctx, ref);
  const id = row.store.id;
  const today = ctx.today;
  // what the store page lists besides the store: kept a few seconds for everyone (src/server/cache/list-cache.ts)
  const extras = keptList(ctx.db, listKey(ctx, 'storeExtras', id), async () => {
    const [campaignRows, coupons, priceRange, categories] = await Promise.all([
      ctx.db
        .select({ campaign: s.campaigns })
        .from(s.campaignStores)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.campaignStores.campaignId))
        .where(and(eq(s.campaignStores.storeId, id), eq(s.campaigns.status, true), sql`${s.campaigns.startDate} <= ${today}`, sql`${s.campaigns.endDate} >= ${today}`)),
      // the store's own coupons that run today and are for everyone (src/lib/coupons.ts): never one given to a single customer
      ctx.db
        .select()
        .from(s.coupons)
        .where(and(eq(s.coupons.storeId, id), runningCouponSql(today)))
        .then((rows) => rows.filter((c) => couponRunning(c, today) && couponForEveryone(c) && couponAtStore(c, id))),
      ctx.db
        .select({ min: sql<number>`coalesce(min(${s.items.price}), 0)`.mapWith(Number), max: sql<number>`coalesce(max(${s.items.price}), 0)`.mapWith(Number) })
        .from(s.items)
        .where(and(eq(s.items.storeId, id), eq(s.items.status, true))),
      categoriesOfStore(ctx, id),
    ]);
    return { campaigns: campaignRows.map((r) => r.campaign), coupons, priceRange: priceRange[0], categories };
  });
  const [[store], schedules, kept] = await Promise.all([formatStores(ctx, [row], { categories: true }), allStoreSchedules(ctx.db).then((all) => [...(all.get(id) ?? [])]), extras]);
  return { store, schedules, ...kept };
}

export interface StoreReview {
  id: number;
  /** null for a review of the store itself (issue 46.9) */
  itemId: number | null;
  itemName: string | null;
  itemImage: string | null;
  rating: number;
  comment: string;
  reply: string | null;
  createdAt: Date;
  fName: string;
  lName: string;
}

const STORE_REVIEWS_SHOWN = 50;

/** The newest 50 reviews of a store: of its items and of the store itself, newest first. */
export async function storeReviews(ctx: RequestContext, ref: string): Promise<StoreReview[]> {
  const row = await requireStoreRow(ctx, ref);
  const id = row.store.id;
  // a new review changes the store's rating: its notice empties the kept lists (src/server/cache/list-cache.ts)
  return keptList(ctx.db, listKey(ctx, 'storeReviews', id), async () => {
    const [ofItems, ofStore] = await Promise.all([
      ctx.db
        .select({ id: s.reviews.id, itemId: s.reviews.itemId, itemName: s.items.name, itemImage: s.items.image, rating: s.reviews.rating, comment: s.reviews.comment, reply: s.reviews.reply, createdAt: s.reviews.createdAt, fName: s.customers.fName, lName: s.customers.lName })
        .from(s.reviews)
        .innerJoin(s.items, eq(s.items.id, s.reviews.itemId))
        .innerJoin(s.customers, eq(s.customers.id, s.reviews.userId))
        .where(and(eq(s.reviews.storeId, id), eq(s.reviews.status, true)))
        .orderBy(desc(s.reviews.createdAt), desc(s.reviews.id))
        .limit(STORE_REVIEWS_SHOWN),
      ctx.db
        .select({ id: s.storeReviews.id, rating: s.storeReviews.rating, comment: s.storeReviews.comment, createdAt: s.storeReviews.createdAt, fName: s.customers.fName, lName: s.customers.lName })
        .from(s.storeReviews)
        .innerJoin(s.customers, eq(s.customers.id, s.storeReviews.userId))
        .where(and(eq(s.storeReviews.storeId, id), eq(s.storeReviews.status, true)))
        .orderBy(desc(s.storeReviews.createdAt), desc(s.storeReviews.id))
        .limit(STORE_REVIEWS_SHOWN),
    ]);
    const all: StoreReview[] = [...ofItems, ...ofStore.map((r) => ({ ...r, itemId: null, itemName: null, itemImage: null, reply: null }))];
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, STORE_REVIEWS_SHOWN);
  });
}
