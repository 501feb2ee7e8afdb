/**
 * The search results' filters as URL state (issue 17): every filtered view is a link. Read from the
 * page's query, written back to it, and turned into the API's query (spec section 7: filter as a
 * JSON list, rating_count, min_price and max_price from 0 to 20000, sort_by).
 */
import { PRICE_RANGE_DEFAULT } from './constants';

export const PRICE_MIN = PRICE_RANGE_DEFAULT.min;
export const PRICE_MAX = PRICE_RANGE_DEFAULT.max;
export const SEARCH_FLAGS = ['veg', 'non_veg', 'currently_available', 'discounted'] as const;
export type SearchFlag = (typeof SEARCH_FLAGS)[number];

/** the rating choices, in 0.5 steps (0: any) */
export const RATING_STEPS = [0, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export interface SearchFilters {
  sort: 'a_to_z' | 'z_to_a' | null;
  flags: SearchFlag[];
  minPrice: number | null;
  maxPrice: number | null;
  /** 0.5 steps, 0 for any */
  rating: number;
}

const price = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n))) : null;
};

export function readSearchFilters(q: URLSearchParams, food: boolean): SearchFilters {
  const sortRaw = q.get('sort_by');
  const flags = new Set(q.getAll('filter').flatMap((f) => f.split(',')));
  let minPrice = price(q.get('min_price'));
  let maxPrice = price(q.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  // the whole range (a slider at rest) narrows nothing
  if (minPrice === PRICE_MIN) minPrice = null;
  if (maxPrice === PRICE_MAX) maxPrice = null;
  const rating = Math.min(5, Math.max(0, Math.round(Number(q.get('rating_count') ?? 0) * 2) / 2 || 0));
  return {
    sort: sortRaw === 'a_to_z' || sortRaw === 'z_to_a' ? sortRaw : null,
    // veg and non-veg only mean something in the food module
    flags: SEARCH_FLAGS.filter((f) => flags.has(f) && (food || (f !== 'veg' && f !== 'non_veg'))),
    minPrice,
    maxPrice,
    rating,
  };
}

/** Whether any filter narrows or reorders the results (such a view is not indexed). */
export const filtersChosen = (f: SearchFilters) => Boolean(f.sort || f.flags.length || f.minPrice !== null || f.maxPrice !== null || f.rating);

/** The API's query for these filters (items/search). */
export function searchFilterQuery(f: SearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.sort) query.sort_by = f.sort;
  if (f.flags.length) query.filter = JSON.stringify(f.flags);
  if (f.minPrice !== null) query.min_price = String(f.minPrice);
  if (f.maxPrice !== null) query.max_price = String(f.maxPrice);
  if (f.rating) query.rating_count = String(f.rating);
  return query;
}

/** The page's query without any filter (Clear All Filter), keeping the search itself. */
export function withoutFilters(q: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(q);
  for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
  return next;
}

/* ------------------------------------------------ the first search page (/home with a data_type) */

/** Its filter options (spec section 4): each a checkbox with a label. */
export const LISTING_FLAGS = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];
/** The kinds of listing it shows (spec section 2, the data_type of /home). */
export const LISTING_KINDS = ['searched', 'category', 'new', 'discounted', 'brand'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export interface ListingFilters {
  kind: ListingKind;
  sort: SearchFilters['sort'];
  flags: ListingFlag[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number;
  /**
   * the category side list's choice (category search only): 'all' for every category (its 'All'),
   * none for the listing's own category (which holds its subcategories)
   */
  categoryIds: 'all' | number[];
  brandIds: number[];
}

/** every key a filter writes into the page's query */
const FILTER_KEYS = ['sort_by', 'filter', 'min_price', 'max_price', 'rating_count', 'category_ids', 'brand_ids'];
const MAX_IDS = 50;
/** the side list's 'All', as the page's query writes it */
export const ALL_CATEGORIES = 'all';

const ids = (q: URLSearchParams, key: string): number[] => {
  const list = q.getAll(key).flatMap((v) => v.replace(/[[\]\s]/g, '').split(','));
  const picked = list.map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(picked)].slice(0, MAX_IDS);
};

/**
 * The first search page's filters from its query. A discounted listing has Discounted checked (it is
 * what the listing is); a brand listing starts with its brand picked.
 */
export function readListingFilters(q: URLSearchParams, kind: ListingKind): ListingFilters {
  const common = readSearchFilters(q, false);
  const asked = new Set(q.getAll('filter').flatMap((f) => f.split(',')));
  if (kind === 'discounted') asked.add('discounted');
  const brandIds = ids(q, 'brand_ids');
  const brandOfListing = Number(q.get('brand_id') ?? q.get('id'));
  if (kind === 'brand' && !q.has('brand_ids') && Number.isSafeInteger(brandOfListing) && brandOfListing > 0) brandIds.push(brandOfListing);
  return {
    kind,
    sort: common.sort,
    flags: LISTING_FLAGS.filter((f) => asked.has(f)),
    minPrice: common.minPrice,
    maxPrice: common.maxPrice,
    rating: common.rating,
    categoryIds: kind !== 'category' ? [] : q.getAll('category_ids').includes(ALL_CATEGORIES) ? 'all' : ids(q, 'category_ids'),
    brandIds,
  };
}

/** Whether a filter narrows or reorders the listing beyond what it is (such a view is not indexed). */
export function listingFiltered(f: ListingFilters): boolean {
  const own = f.kind === 'discounted' ? f.flags.filter((x) => x !== 'discounted') : f.flags;
  return Boolean(f.sort || own.length || f.minPrice !== null || f.maxPrice !== null || f.rating || f.categoryIds.length > 0 || (f.kind !== 'brand' && f.brandIds.length) || f.brandIds.length > 1);
}

/**
 * The items/search query for the listing (spec section 7: data_type, category_ids and brand_ids and
 * filter as JSON lists, rating_count, min_price and max_price, sort_by). A category listing with
 * nothing picked asks for its own category, which holds its subcategories; with 'All', for every item.
 */
export function listingQuery(f: ListingFilters, categoryId: number | null): Record<string, string> {
  const query: Record<string, string> = { data_type: f.kind };
  if (f.kind === 'category' && f.categoryIds !== 'all') query.category_ids = JSON.stringify(f.categoryIds.length ? f.categoryIds : categoryId ? [categoryId] : []);
  if (f.brandIds.length) query.brand_ids = JSON.stringify(f.brandIds);
  if (f.flags.length) query.filter = JSON.stringify(f.flags);
  if (f.minPrice !== null) query.min_price = String(f.minPrice);
  if (f.maxPrice !== null) query.max_price = String(f.maxPrice);
  if (f.rating) query.rating_count = String(f.rating);
  if (f.sort) query.sort_by = f.sort;
  return query;
}

/**
 * The price slider's state (spec section 4): two thumbs over [min, max], kept at least `gap` apart,
 * and disabled when the range has no width.
 */
export function priceSlider(low: number | null, high: number | null, bounds: { min: number; max: number } = PRICE_RANGE_DEFAULT, gap = 1) {
  const disabled = bounds.max - bounds.min < gap;
  let from = Math.min(Math.max(low ?? bounds.min, bounds.min), bounds.max);
  let to = Math.min(Math.max(high ?? bounds.max, bounds.min), bounds.max);
  if (!disabled && to - from < gap) {
    if (to + gap <= bounds.max) to = from + gap;
    else from = to - gap;
  }
  return { min: bounds.min, max: bounds.max, from, to, disabled };
}

export interface SideCategory {
  id: number;
  name: string;
  children: Array<{ id: number; name: string }>;
}

/** The side list's checked boxes: a picked category checks its subcategories, 'all' checks every box, nothing picked the listing's own. */
export function sideListChecked(tree: SideCategory[], choice: 'all' | number[], own: number | null): Set<number> {
  if (choice === 'all') return new Set(tree.flatMap((c) => [c.id, ...c.children.map((k) => k.id)]));
  const picked = new Set(choice.length ? choice : own ? [own] : []);
  for (const c of tree) if (picked.has(c.id)) for (const k of c.children) picked.add(k.id);
  return picked;
}

/** the keys that say which listing a /home page is (the rest are its filters and its page) */
const LISTING_KEYS = ['module_id', 'data_type', 'id', 'brand_id', 'name'];

/**
 * A listing's canonical address (its own view: no filters, no page) and whether to keep it out of
 * the index: a search by name and every filter combination are not indexed.
 */
export function listingIndexing(q: URLSearchParams, kind: ListingKind): { path: string; noindex: boolean } {
  const own = new URLSearchParams([...q.entries()].filter(([k]) => LISTING_KEYS.includes(k)));
  const noindex = kind === 'searched' || listingFiltered(readListingFilters(q, kind));
  return { path: `/home?${own}`, noindex };
}
