/**
 * Every cache of the storefront, in one table, and the switches that turn them off (issue 44.2).
 * "Why is this page stale?" is answered here: each row says what a cache keeps, its key, how long,
 * what empties it and on which database. docs/caching.md is this table for readers
 * (tests/unit/cache-policy.test.ts keeps the two the same).
 *
 * CACHE=off turns every layer off at once: the reference, personal and item rows, the lists and
 * counts, the parsed answers the pages share, the page cache, and the browser's and shared caches'
 * Cache-Control (every answer says no-store). The finer switches stay for the benchmarks that
 * measure one layer: REFERENCE_CACHE=off, PAGE_CACHE=off, LIST_TTL_MS=0, COUNTS_TTL_MS=0.
 */
import { env } from '../core/env';

export interface CacheEntry {
  name: string;
  /** what it keeps */
  keeps: string;
  key: string;
  lifetime: string;
  /** what empties it before its lifetime ends */
  emptiedBy: string;
  databases: string;
  where: string;
  /** the finer switch, besides CACHE=off */
  switch: string;
}

export const CACHES: readonly CacheEntry[] = [
  {
    name: 'reference data',
    keeps: 'settings, zones, modules, zone rates, vehicles, categories, flash sales, stores and hours, banners, campaigns, module content, translations',
    key: 'the table set a reader names',
    lifetime: 'until a change to one of its tables',
    emptiedBy: 'the change notice of any of its tables (NOTIFY reference_data, migration triggers)',
    databases: 'both',
    where: 'src/server/cache/reference-cache.ts',
    switch: 'REFERENCE_CACHE=off',
  },
  {
    name: "shoppers' own rows",
    keeps: "a session with its customer, an order count, a cart's lines, visit-again stores",
    key: "the session token, the customer or guest id; on PostgreSQL a customer's rows only, under their version (migration 0035)",
    lifetime: 'until a change to those rows; at most PERSONAL_CACHE_MAX rows',
    emptiedBy: "the row's own notice (migrations 0028, 0029); on PostgreSQL also a new version, raised in the writing transaction",
    databases: 'embedded; PostgreSQL: order counts, cart lines and visit-again of a signed-in customer (the session is read each time)',
    where: 'src/server/db/client.ts (withReferenceCache)',
    switch: 'REFERENCE_CACHE=off',
  },
  {
    name: 'items',
    keeps: 'the item row a product page reads, by id or slug',
    key: 'the item id or slug',
    lifetime: 'until a change to that item, its store or units; at most ITEM_CACHE_MAX',
    emptiedBy: "the item's own notice (migration 0030), a change to stores or modules",
    databases: 'embedded only',
    where: 'src/server/db/client.ts (withReferenceCache)',
    switch: 'REFERENCE_CACHE=off',
  },
  {
    name: 'catalogue lists',
    keeps: "a home rail, related items, a store's items and reviews, a store page's extras, running coupons",
    key: 'the list and its arguments, language, origin, zones, position, day (listKey)',
    lifetime: 'LIST_TTL_MS (5 s); at most LIST_CACHE_MAX',
    emptiedBy: 'any reference-data change',
    databases: 'both',
    where: 'src/server/cache/list-cache.ts',
    switch: 'LIST_TTL_MS=0',
  },
  {
    name: 'counts',
    keeps: 'item counts per module, category, store and zone',
    key: 'a fixed name from the code',
    lifetime: 'COUNTS_TTL_MS (60 s)',
    emptiedBy: 'nothing: a count a minute late misleads no one',
    databases: 'both',
    where: 'src/server/cache/timed-read.ts',
    switch: 'COUNTS_TTL_MS=0',
  },
  {
    name: 'shared, item and personal answers',
    keeps: "the pages' parsed in-process answers: config, modules, landing data, lists; an item's details; a shopper's header answers, and their places in a page as filled (the name and menu, the cart count, Visit Again)",
    key: "the whole address and headers (and the token or guest id for the personal ones; on PostgreSQL a signed-in customer's, with their session and version); a shopper's places by the same session and version (or guest id), language, the zone, module, position and location cookies and the places the page has",
    lifetime: 'as long as a list (LIST_TTL_MS), while change notices are heard; a read again that says the same is kept as the answer it replaces, so what was made of it (its parse, the markup of its cards) is not made again',
    emptiedBy: 'any reference-data change; an item, shopper row or order change for their own',
    databases: "both (item: embedded only; personal on PostgreSQL: a signed-in customer's)",
    where: 'src/server/cache/shared-answers.ts',
    switch: 'LIST_TTL_MS=0',
  },
  {
    name: 'pages',
    keeps: 'catalogue pages as everyone sees them (a signed-in shopper gets theirs with their own places filled in: src/lib/personal-slots.ts), compressed once (brotli, gzip, and for gzip the parts between the places); a fresh one is answered before Astro (src/server/cache/front-hit.ts)',
    key: 'scheme, origin, method, path and query, zone, module and position cookies (pageCacheKey)',
    lifetime: 'PAGE_CACHE_FRESH_MS (5 s) fresh, then served stale for up to 60 s while a render behind the answers makes the next (a render that comes out the same keeps the compressed forms made before)',
    emptiedBy: 'any reference-data change; stores nothing while change notices are not heard (so REFERENCE_CACHE=off stops it storing too)',
    databases: 'both',
    where: 'src/server/cache/page-cache.ts, src/server/cache/front-hit.ts, src/middleware.ts',
    switch: 'PAGE_CACHE=off',
  },
  {
    name: "shoppers' places' markup",
    keeps: "the HTML of a shopper's own places in a page: the cart link, the account menu, the session mark, the drawer's logout, the review prompt's host; Visit Again beside the shopper's kept list of stores; each place's bytes for a gzip answer (stored, or deflated when long) with their CRC",
    key: 'everything it is made of: the language, the cart count, the name and photo, the menu switches of the config; for Visit Again the list object, the language, money and module type; for the gzip bytes the markup itself',
    lifetime: 'until the bound (MARKUP_CACHE_MAX, 2,000; PIECE_CACHE_BYTES, 8 MiB, for the gzip bytes) pushes it out; Visit Again goes with its list',
    emptiedBy: 'nothing needs to: a change to any fact it is made of is another key',
    databases: 'both',
    where: 'src/server/cache/markup-cache.ts, src/components/cards/markup.ts',
    switch: 'CACHE=off',
  },
  {
    name: "browsers' and shared caches",
    keeps: 'public catalogue pages and API answers (max-age 60, stale-while-revalidate 300), robots and sitemap (1 h), hashed assets and uploads (a year)',
    key: "the browser's own (Vary: Cookie; the API's headers)",
    lifetime: 'as Cache-Control says',
    emptiedBy: 'nothing the server can reach: what they keep expires',
    databases: 'both',
    where: 'src/server/cache/policy.ts (publicCacheControl), src/middleware.ts, src/server/api/app.ts, scripts/serve.mjs',
    switch: 'PAGE_CACHE=off (pages), CACHE=off (all)',
  },
];

/** CACHE=off: every layer off */
export const cachingOff = (): boolean => env().CACHE === 'off';

/** the reference, personal and item rows (REFERENCE_CACHE) */
export const referenceCacheOn = (): boolean => !cachingOff() && env().REFERENCE_CACHE !== 'off';

/** the page cache (PAGE_CACHE) */
export const pageCacheOn = (): boolean => !cachingOff() && env().PAGE_CACHE !== 'off';

/** a lifetime under CACHE=off: none */
export const lifetimeMs = (ms: number): number => (cachingOff() ? 0 : ms);

/**
 * The Cache-Control of an answer anyone may keep: `public` with this lifetime, or no-store when
 * caching is off (CACHE=off, or PAGE_CACHE=off for pages): a page the server renders every time must
 * not be served stale by a browser either.
 */
export function publicCacheControl(value: string, kind: 'page' | 'other' = 'other'): string {
  if (cachingOff() || (kind === 'page' && !pageCacheOn())) return 'no-store';
  return value;
}

/** The table as Markdown, as docs/caching.md shows it. */
export function cacheTableMarkdown(): string {
  const cell = (v: string) => v.replace(/\|/g, '\\|');
  const rows = CACHES.map((c) => `| ${[c.name, c.keeps, c.key, c.lifetime, c.emptiedBy, c.databases, c.switch, `\`${c.where}\``].map(cell).join(' | ')} |`);
  return ['| cache | keeps | key | lifetime | emptied by | databases | its own switch | where |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}
