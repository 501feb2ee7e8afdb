/** Item lists, details, related items, reviews and search. Lists take a filter and a page; routes map them to the wire. */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../../db/schema';
import { idOrSlug, requireZone, type Paged, type RequestContext } from '../../core/context';
import { notFound, orFail } from '../../core/errors';
import { t } from '../../core/messages';
import { PAGE_SIZE } from '../../../lib/constants';
import { campaignProducts } from './campaigns';
import { itemAvailableSql } from './open-now-sql';
import { categoriesOfItems, categoriesOfStore, requireCategory, type CategorySummary } from './categories';
import { COUNT, countRows, page, pagedProducts, pagedProductsWithCategories, type PageInput, type SortKey } from './listing';
import { keptList, listKey } from '../../cache/list-cache';
import { builtOnce } from '../../db/built-once';
import { itemRows } from '../../cache/reference-cache';
import { formatProducts, inCategories, lowerOf, itemSuggestRank, itemSuggests, nameMatches, productQuery, productQueryOn, rankedItems, textMatches, textRank, vegCondition, visibleItems, type Product, type ProductRow } from './products';
import { distanceSql, formatStores, requireStoreRow, storeDiscountRunningSql, storeRowById, storeIdByRef, storeOpenNowSql, storeQuery, visibleStores, type Store, type StoreRow } from './stores';
import { nameSearchResults } from './name-search';

export type VegType = 'all' | 'veg' | 'non_veg';

export interface ItemFilter {
  type?: VegType;
  categoryIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  /** a store id or slug */
  store?: string;
}

/** Conditions for a module's item list; an unknown store is a 404. */
async function listWhere(ctx: RequestContext, filter: ItemFilter, moduleId: number): Promise<{ where: SQL[]; storeId?: number }> {
  const where = visibleItems(requireZone(ctx), moduleId);
  const veg = vegCondition(filter.type ?? 'all');
  if (veg) where.push(veg);
  const cats = inCategories(filter.categoryIds ?? []);
  if (cats) where.push(cats);
  if (filter.minPrice !== undefined) where.push(gte(s.items.price, filter.minPrice));
  if (filter.maxPrice !== undefined) where.push(lte(s.items.price, filter.maxPrice));
  if (!filter.store) return { where };
  const storeId = await storeIdByRef(ctx, filter.store);
  where.push(eq(s.items.storeId, storeId));
  return { where, storeId };
}

/** Items of some categories and their children, most ordered first; one category named alone must exist (404). */
export async function categoryItems(ctx: RequestContext, ids: number[], moduleId: number | null, type: VegType, page: PageInput): Promise<Paged<Product>> {
  const zoneIds = requireZone(ctx);
  if (ids.length === 1) await requireCategory(ctx, ids[0]);
  // kept a few seconds for everyone who asks the same, as the home's other rails (src/server/cache/list-cache.ts)
  return keptList(ctx.db, listKey(ctx, 'categoryItems', ids, moduleId, type, page), () => readCategoryItems(ctx, zoneIds, ids, moduleId, type, page));
}

function readCategoryItems(ctx: RequestContext, zoneIds: number[], ids: number[], moduleId: number | null, type: VegType, page: PageInput): Promise<Paged<Product>> {
  const where = [...visibleItems(zoneIds, moduleId), ids.length ? inCategories(ids)! : sql`false`];
  const veg = vegCondition(type);
  if (veg) where.push(veg);
  return pagedProducts(ctx, where, [desc(s.items.orderCount), asc(s.items.id)], page, PAGE_SIZE.categoryItems);
}

/** A store's newest items with the categories they fall in. */
export async function latestItems(ctx: RequestContext, filter: ItemFilter, moduleId: number, page: PageInput): Promise<{ page: Paged<Product>; categories: CategorySummary[] }> {
  // kept a few seconds for everyone who asks the same (src/server/cache/list-cache.ts)
  return keptList(ctx.db, listKey(ctx, 'latestItems', filter, moduleId, page), () => readLatestItems(ctx, filter, moduleId, page));
}

async function readLatestItems(ctx: RequestContext, filter: ItemFilter, moduleId: number, page: PageInput): Promise<{ page: Paged<Product>; categories: CategorySummary[] }> {
  const { where, storeId } = await listWhere(ctx, filter, moduleId);
  const [result, categories] = await Promise.all([pagedProducts(ctx, where, [desc(s.items.createdAt), desc(s.items.id)], page, PAGE_SIZE.categoryItems), categoriesOfStore(ctx, storeId!)]);
  return { page: result, categories };
}

export type ItemListKind = 'popular' | 'most-reviewed' | 'new-arrival' | 'recommended' | 'basic' | 'common-conditions' | 'discounted';

const LISTS: Record<ItemListKind, { order: (ctx: RequestContext) => Array<SQL | PgColumn>; limit: number; extra?: (ctx: RequestContext) => SQL[] }> = {
  popular: { order: () => [desc(s.items.orderCount)], limit: PAGE_SIZE.popularItems },
  'most-reviewed': { order: () => [desc(s.items.ratingCount), desc(s.items.avgRating)], limit: PAGE_SIZE.bestReviewed, extra: () => [gt(s.items.ratingCount, 0)] },
  'new-arrival': { order: () => [desc(s.items.createdAt)], limit: PAGE_SIZE.newArrivals },
  recommended: { order: () => [desc(s.items.orderCount)], limit: PAGE_SIZE.recommended, extra: () => [eq(s.items.recommended, true)] },
  basic: { order: () => [desc(s.items.orderCount)], limit: PAGE_SIZE.popularItems, extra: () => [eq(s.items.isBasic, true)] },
  'common-conditions': { order: () => [desc(s.items.orderCount)], limit: PAGE_SIZE.commonConditionProducts, extra: () => [isNotNull(s.items.commonConditionId)] },
  discounted: {
    order: () => [desc(s.items.discount)],
    limit: PAGE_SIZE.discounted,
    extra: (ctx) => [
      or(
        gt(s.items.discount, 0),
        sql`exists (select 1 from ${s.flashSaleItems} fsi join ${s.flashSales} fs on fs.id = fsi.flash_sale_id where fsi.item_id = ${s.items.id} and fsi.status and fs.is_publish and fs.start_date <= ${ctx.now.toISOString()} and fs.end_date >= ${ctx.now.toISOString()})`,
        storeDiscountRunningSql(ctx.today),
      )!,
    ],
  },
};
export const ITEM_LISTS = Object.keys(LISTS) as ItemListKind[];

/** A module's list of a kind (kept a few seconds for everyone who asks the same: src/server/cache/list-cache.ts). */
export async function itemList(ctx: RequestContext, kind: ItemListKind, filter: ItemFilter, moduleId: number, page: PageInput): Promise<Paged<Product>> {
  return keptList(ctx.db, listKey(ctx, 'itemList', kind, filter, moduleId, page), async () => {
    const list = LISTS[kind];
    const { where } = await listWhere(ctx, filter, moduleId);
    if (list.extra) where.push(...list.extra(ctx));
    return pagedProducts(ctx, where, [...list.order(ctx), asc(s.items.id)], page, list.limit);
  });
}

/** The categories a list's items are in, whatever category the page picked: the list's category tabs. */
export async function itemListCategories(ctx: RequestContext, kind: ItemListKind, filter: ItemFilter, moduleId: number): Promise<CategorySummary[]> {
  return keptList(ctx.db, listKey(ctx, 'itemListCategories', kind, { ...filter, categoryIds: [] }, moduleId), async () => {
    const list = LISTS[kind];
    const { where } = await listWhere(ctx, { ...filter, categoryIds: [] }, moduleId);
    if (list.extra) where.push(...list.extra(ctx));
    return categoriesOfItems(ctx, where);
  });
}

/** An item or item campaign by id or slug, with its store. */
/** an item for its own page, by id or by slug: every product page reads one, so built once */
const itemById = builtOnce('item_by_id', (db, name) =>
  productQueryOn(db)
    .where(and(eq(s.items.id, sql.placeholder('id')), eq(s.items.status, true)))
    .limit(1)
    .prepare(name),
);
const itemBySlug = builtOnce('item_by_slug', (db, name) =>
  productQueryOn(db)
    .where(and(eq(s.items.slug, sql.placeholder('slug')), eq(s.items.status, true)))
    .limit(1)
    .prepare(name),
);

export async function productDetails(ctx: RequestContext, ref: string, campaign: boolean): Promise<{ product: Product; store: Store }> {
  const key = idOrSlug(ref);
  let product: Product | undefined;
  if (campaign) {
    [product] = await campaignProducts(ctx, ['id' in key ? eq(s.itemCampaigns.id, key.id) : eq(s.itemCampaigns.slug, key.slug)], 1);
  } else {
    // kept by the process until the item changes (src/server/cache/reference-cache.ts itemRows): by slug, the
    // item's id is known once it is read, and its notice drops the entry too
    const rows = (
      'id' in key
        ? await itemRows(ctx.db, `item:${key.id}`, ['units', `items:${key.id}`], () => itemById(ctx.db, { id: key.id }))
        : await itemRows(ctx.db, `item-slug:${key.slug}`, (found: ProductRow[]) => ['units', ...found.map((r) => `items:${r.item.id}` as const)], () => itemBySlug(ctx.db, { slug: key.slug }) as Promise<ProductRow[]>)
    ) as ProductRow[];
    [product] = await formatProducts(ctx, rows);
  }
  const found = orFail(product, () => notFound('product-001', t(ctx.locale, 'product_not_found')));
  // the store from memory (reference data), as its own page reads it
  const storeRow = await storeRowById(ctx, found.storeId);
  const [store] = await formatStores(ctx, storeRow ? [storeRow] : []);
  return { product: found, store };
}

/** Other items of the same store or category, most ordered first (kept a few seconds: src/server/cache/list-cache.ts). */
export async function relatedItems(ctx: RequestContext, id: number, by: 'store' | 'category', limit: number): Promise<Product[]> {
  const zoneIds = requireZone(ctx);
  return keptList(ctx.db, listKey(ctx, 'relatedItems', id, by, limit), () => readRelatedItems(ctx, zoneIds, id, by, limit));
}

async function readRelatedItems(ctx: RequestContext, zoneIds: number[], id: number, by: 'store' | 'category', limit: number): Promise<Product[]> {
  const [item] = await ctx.db.select({ storeId: s.items.storeId, categoryId: s.items.categoryId, moduleId: s.items.moduleId }).from(s.items).where(eq(s.items.id, id)).limit(1);
  const found = orFail(item, () => notFound('product-001', t(ctx.locale, 'product_not_found')));
  const rows = (await productQuery(ctx)
    .where(and(...visibleItems(zoneIds, found.moduleId), ne(s.items.id, id), by === 'store' ? eq(s.items.storeId, found.storeId) : eq(s.items.categoryId, found.categoryId)))
    .orderBy(desc(s.items.orderCount), asc(s.items.id))
    .limit(limit)) as ProductRow[];
  return formatProducts(ctx, rows);
}

/** A store's most ordered items. */
export async function storePopularItems(ctx: RequestContext, ref: string): Promise<Product[]> {
  const row = await requireStoreRow(ctx, ref);
  const rows = (await productQuery(ctx)
    .where(and(...visibleItems(null, null), eq(s.items.storeId, row.store.id)))
    .orderBy(desc(s.items.orderCount), asc(s.items.id))
    .limit(10)) as ProductRow[];
  return formatProducts(ctx, rows);
}

export interface ItemReview {
  review: typeof s.reviews.$inferSelect;
  fName: string;
  lName: string;
  image: string | null;
}

/** An item's reviews, a page of them (kept a few seconds; a new review's rating change empties them: src/server/cache/list-cache.ts). */
export async function itemReviews(ctx: RequestContext, id: number, input: PageInput): Promise<Paged<ItemReview>> {
  return keptList(ctx.db, listKey(ctx, 'itemReviews', id, input), () => readItemReviews(ctx, id, input));
}

async function readItemReviews(ctx: RequestContext, id: number, input: PageInput): Promise<Paged<ItemReview>> {
  const visible = and(eq(s.reviews.itemId, id), eq(s.reviews.status, true));
  const { rows, envelope } = await page(
    input,
    PAGE_SIZE.reviews,
    (p) =>
      ctx.db
        .select({ review: s.reviews, fName: s.customers.fName, lName: s.customers.lName, image: s.customers.image, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(s.reviews)
        .innerJoin(s.customers, eq(s.customers.id, s.reviews.userId))
        .where(visible)
        .orderBy(desc(s.reviews.createdAt), desc(s.reviews.id))
        .limit(p.limit)
        .offset(p.skip),
    () => countRows(ctx.db.select(COUNT).from(s.reviews).where(visible)),
  );
  return { ...envelope, rows };
}

export async function itemRating(ctx: RequestContext, id: number): Promise<number> {
  const [row] = await ctx.db.select({ avg: s.items.avgRating }).from(s.items).where(eq(s.items.id, id)).limit(1);
  return Number(orFail(row, () => notFound('product-001', t(ctx.locale, 'product_not_found'))).avg.toFixed(2));
}

export interface ItemSearch extends ItemFilter {
  /** the text the names contain; absent: every item (a search by category, brand, discount or newness) */
  name?: string;
  /** newest first (the search page's data_type=new) */
  newestFirst?: boolean;
  /** discounted, veg, non_veg, currently_available, currently_open, nearby, top_rated, popular, high, low (and the app's aliases) */
  filters?: string[];
  sortBy?: 'asc' | 'dsc' | 'a_to_z' | 'z_to_a';
  minRating?: number;
  brandIds?: number[];
}

export async function searchItems(ctx: RequestContext, q: ItemSearch, moduleId: number, page: PageInput): Promise<{ page: Paged<Product>; categories: CategorySummary[] }> {
  if (q.name && byNameAlone(q)) {
    const storeId = q.store ? await storeIdByRef(ctx, q.store) : undefined;
    return nameSearchResults(ctx, { term: q.name, zoneIds: requireZone(ctx), moduleId, storeId }, page, PAGE_SIZE.search);
  }
  const { where } = await listWhere(ctx, q, moduleId);
  if (q.name) where.push(itemMatches(q.name));
  const filters = new Set((q.filters ?? []).map((f) => f.toLowerCase()));
  const order: SortKey[] = [];
  if (q.newestFirst) order.push({ by: s.items.createdAt, dir: 'desc' });
  if (filters.has('discounted') || filters.has('discountedfoods')) where.push(gt(s.items.discount, 0));
  if (filters.has('veg')) where.push(eq(s.items.veg, true));
  if (filters.has('non_veg') || filters.has('nonveg')) where.push(eq(s.items.veg, false));
  if (filters.has('currently_available') || filters.has('currentavailablefoods')) {
    where.push(itemAvailableSql(ctx.now));
  }
  // the first search page's store filters: its store open now, its store nearest the shopper first
  if (filters.has('currently_open')) where.push(storeOpenNowSql(ctx.now));
  if (q.minRating) where.push(gte(s.items.avgRating, q.minRating));
  if (q.brandIds?.length) where.push(inArray(s.items.brandId, q.brandIds));
  if (filters.has('nearby') && ctx.lat !== null && ctx.lng !== null) order.push({ by: distanceSql(ctx.lat, ctx.lng), dir: 'asc' });
  if (filters.has('top_rated')) order.push({ by: s.items.avgRating, dir: 'desc' });
  if (filters.has('popular')) order.push({ by: s.items.orderCount, dir: 'desc' });
  if (filters.has('high')) order.push({ by: s.items.price, dir: 'desc' });
  if (filters.has('low')) order.push({ by: s.items.price, dir: 'asc' });
  if (q.sortBy === 'asc' || q.sortBy === 'a_to_z') order.push({ by: s.items.name, dir: 'asc' });
  if (q.sortBy === 'dsc' || q.sortBy === 'z_to_a') order.push({ by: s.items.name, dir: 'desc' });
  // after any order the shopper chose: the best answer to the name first
  if (q.name) order.push({ by: itemRank(q.name), dir: 'desc' });
  order.push({ by: s.items.orderCount, dir: 'desc' }, { by: s.items.id, dir: 'asc' });
  return pagedProductsWithCategories(ctx, where, order, page, PAGE_SIZE.search);
}

/** A search by name, perhaps in one store, with nothing else that narrows or orders it (name-search.ts answers it). */
const byNameAlone = (q: ItemSearch) =>
  !q.newestFirst && !q.filters?.length && !q.sortBy && !q.minRating && !q.brandIds?.length && !q.categoryIds?.length && q.minPrice === undefined && q.maxPrice === undefined && (q.type ?? 'all') === 'all';

/** Items whose name, tags or description answer the term (products.ts, textMatches); a term with no word matches its text as typed. */
const itemMatches = (term: string) => textMatches(lowerOf(s.items.name), term, s.items.search) ?? nameMatches(lowerOf(s.items.name), term);
const itemRank = (term: string) => rankedItems(term);
const storeMatches = (term: string) => textMatches(lowerOf(s.stores.name), term) ?? nameMatches(lowerOf(s.stores.name), term);

export interface Suggestions {
  items: Array<{ id: number; name: string; slug: string; image: string | null }>;
  stores: Array<{ id: number; name: string; slug: string; logo: string | null }>;
}

/** how many suggestions of each kind */
const SUGGESTIONS = 5;

/** Up to five item names (each name once) and five store names that answer the text as it is typed. */
export async function searchSuggestions(ctx: RequestContext, name: string, moduleId: number): Promise<Suggestions> {
  const zoneIds = requireZone(ctx);
  const [items, stores] = await Promise.all([
    ctx.db
      .select({ id: s.items.id, name: s.items.name, slug: s.items.slug, image: s.items.image })
      .from(s.items)
      .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
      .where(and(...visibleItems(zoneIds, moduleId), itemSuggests(name) ?? nameMatches(lowerOf(s.items.name), name)))
      .orderBy(desc(itemSuggestRank(name)), desc(s.items.orderCount), asc(s.items.id))
      // the same name sold by several stores is one suggestion: room for the repeats
      .limit(SUGGESTIONS * 4),
    ctx.db
      .select({ id: s.stores.id, name: s.stores.name, slug: s.stores.slug, logo: s.stores.logo })
      .from(s.stores)
      .where(and(...visibleStores(zoneIds, moduleId), storeMatches(name)))
      .orderBy(desc(textRank(lowerOf(s.stores.name), name)), desc(s.stores.orderCount), asc(s.stores.id))
      .limit(SUGGESTIONS),
  ]);
  const seen = new Set<string>();
  const distinct = items.filter((i) => !seen.has(i.name.toLowerCase()) && seen.add(i.name.toLowerCase()));
  return { items: distinct.slice(0, SUGGESTIONS), stores };
}

/** Items and stores whose names contain the text; stores nearest first when the position is known. */
export async function itemOrStoreSearch(ctx: RequestContext, name: string, moduleId: number): Promise<{ items: Product[]; stores: Store[] }> {
  const zoneIds = requireZone(ctx);
  const order = ctx.lat !== null && ctx.lng !== null ? [distanceSql(ctx.lat, ctx.lng)] : [desc(s.stores.orderCount)];
  const [itemRows, storeRows] = await Promise.all([
    productQuery(ctx)
      .where(and(...visibleItems(zoneIds, moduleId), itemMatches(name)))
      .orderBy(desc(itemRank(name)), desc(s.items.orderCount), asc(s.items.id))
      .limit(25) as Promise<ProductRow[]>,
    storeQuery(ctx)
      .where(and(...visibleStores(zoneIds, moduleId), storeMatches(name)))
      .orderBy(desc(textRank(lowerOf(s.stores.name), name)), ...order, asc(s.stores.id))
      .limit(25) as Promise<StoreRow[]>,
  ]);
  const [items, stores] = await Promise.all([formatProducts(ctx, itemRows), formatStores(ctx, storeRows)]);
  return { items, stores };
}

/** The operator sets an item's stock (`npm run ops -- item <id> stock <n>`): the product page and the cart read it afresh. */
/** The operator sets an item's stock or price; its page, the lists and the cart read it afresh (the items trigger). */
export async function updateItem(ctx: RequestContext, id: number, change: { stock?: number; price?: number }): Promise<{ id: number; name: string; stock: number; price: number }> {
  const [row] = await ctx.db
    .update(s.items)
    .set({ ...(change.stock !== undefined ? { stock: change.stock } : {}), ...(change.price !== undefined ? { price: change.price } : {}), updatedAt: ctx.now })
    .where(eq(s.items.id, id))
    .returning({ id: s.items.id, name: s.items.name, stock: s.items.stock, price: s.items.price });
  return orFail(row, () => notFound('product-001', t(ctx.locale, 'product_not_found')));
}
