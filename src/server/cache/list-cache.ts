/**
 * Catalogue lists kept a few seconds in each server process and shared by every shopper who asks
 * the same question: a module home's rails (popular, best reviewed, new arrivals, discounted, the
 * flash sale's lines, the rails' category tabs, the running coupons), a category's items and a
 * product's related items and reviews. They hold nothing
 * personal (the key is the question: language, origin, zones, position and the list's own
 * arguments), and a signed-in shopper's page, which no page cache may keep, reads them too.
 *
 * Bounded by time (LIST_TTL_MS, 5 s by default, as fresh as the anonymous page cache keeps a page;
 * 0 turns it off), so it is as correct with several processes as the time allows: items change with
 * every order (stock, order counts), and a change notice on items would empty it on every order.
 * Any change to the reference data (a store renamed or closed, a category, a zone) empties it at
 * once. Prices and stock are read afresh wherever they count: the product page, the cart, checkout.
 * Concurrent readers share one read; a failed read is not kept. At most LIST_CACHE_MAX entries. What
 * is kept is frozen: every reader gets the same objects.
 */
import { cacheCounter } from '../observability/metrics';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../../lib/deep-freeze';
import { referenceCacheOf } from './reference-cache';
import { env } from '../core/env';
import { lifetimeMs } from './policy';

/** its reads on /metrics */
const countLists = cacheCounter('catalogue lists');

const DEFAULT_TTL_MS = 5_000;
const MAX_ENTRIES = env().LIST_CACHE_MAX;

/** read each time, so a test can turn it off or on for the process */
export function listTtlMs(): number {
  const raw = process.env.LIST_TTL_MS;
  const ms = raw === undefined || raw === '' ? DEFAULT_TTL_MS : Number(raw);
  return Number.isFinite(ms) && ms > 0 ? lifetimeMs(ms) : 0;
}

const caches = new WeakMap<object, LRUCache<string, Promise<unknown>>>();

function cacheOf(db: object): LRUCache<string, Promise<unknown>> {
  const kept = caches.get(db);
  if (kept) return kept;
  const cache = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES });
  caches.set(db, cache);
  // a store, category, zone or setting changed (or the notices were lost): nothing kept is trusted
  referenceCacheOf(db)?.watch(() => cache.clear());
  return cache;
}

/** The question a list answers, for its key: what every list depends on besides its own arguments. */
export const listKey = (ctx: { locale: string; origin: string; zoneIds: number[] | null; lat: number | null; lng: number | null; today: string }, name: string, ...args: unknown[]) => [
  name,
  ctx.locale,
  ctx.origin,
  ctx.zoneIds,
  ctx.lat,
  ctx.lng,
  ctx.today,
  ...args,
];

/** The list under `key` (listKey), read by `load` when absent or older than LIST_TTL_MS. */
export function keptList<T>(db: object, key: unknown[], load: () => Promise<T>): Promise<T> {
  const ttl = listTtlMs();
  if (!ttl) return load();
  const cache = cacheOf(db);
  const id = JSON.stringify(key);
  const hit = cache.get(id);
  countLists(hit !== undefined);
  if (hit) return hit as Promise<T>;
  return keep(cache, id, load().then(deepFreeze), ttl);
}

/** Keep a read under way for `ttl`; a failed read is not kept. */
function keep<T>(cache: LRUCache<string, Promise<unknown>>, id: string, value: Promise<T>, ttl: number): Promise<T> {
  cache.set(id, value, { ttl });
  value.catch(() => {
    if (cache.get(id) === value) cache.delete(id);
  });
  return value;
}

/**
 * Several lists at once, each kept under its own key (keptList): the ones not kept are read together
 * by one call of `load`, given their places in `keys`, which answers their values in that order.
 * For lists asked in sets that differ from shopper to shopper (the best items of the stores a
 * customer ordered from): each list is shared by everyone who asks for it, and a set costs at most
 * one read.
 */
export function keptLists<T>(db: object, keys: unknown[][], load: (missing: number[]) => Promise<T[]>): Promise<T[]> {
  const ttl = listTtlMs();
  if (!ttl) return load(keys.map((_, i) => i));
  const cache = cacheOf(db);
  const ids = keys.map((key) => JSON.stringify(key));
  const found = ids.map((id) => cache.get(id) as Promise<T> | undefined);
  const missing = found.flatMap((hit, i) => (hit ? [] : [i]));
  for (let i = 0; i < found.length; i++) countLists(found[i] !== undefined);
  if (missing.length) {
    const loading = load(missing).then(deepFreeze);
    missing.forEach((i, n) => (found[i] = keep(cache, ids[i], loading.then((values) => values[n]), ttl)));
  }
  return Promise.all(found as Array<Promise<T>>);
}
