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
  for (const key of ['sort_by', 'filter', 'min_price', 'max_price', 'rating_count', 'page']) next.delete(key);
  return next;
}
