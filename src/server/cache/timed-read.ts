/**
 * A read kept for a while in each server process: for counts over tables that change with every
 * order (items' stock and order counts), where a change notice would empty every cache on every
 * order and a count a minute late misleads no one. Bounded by time only, so it is as correct with
 * several processes as the time allows. Concurrent readers share one read; a failed read is not kept.
 * Keys are fixed strings from the code (not from requests), so the entries stay few. Kept on
 * lru-cache, with each entry's own lifetime, as the other caches are (src/server/cache/policy.ts).
 */
import { LRUCache } from 'lru-cache';
import { cacheCounter } from '../observability/metrics';
import { env } from '../core/env';
import { lifetimeMs } from './policy';

/** its reads on /metrics */
const countCounts = cacheCounter('counts');

export const COUNTS_TTL_MS = lifetimeMs(env().COUNTS_TTL_MS);

const kept = new WeakMap<object, LRUCache<string, Promise<unknown>>>();

export function timedRead<T>(db: object, key: string, load: () => PromiseLike<T>, ttlMs = COUNTS_TTL_MS): Promise<T> {
  // a real promise: a query builder is a thenable that runs again each time it is awaited
  if (ttlMs <= 0) return Promise.resolve(load());
  let entries = kept.get(db);
  // the wall clock, as before: a lifetime of a minute needs no finer one (and tests can move it)
  if (!entries) kept.set(db, (entries = new LRUCache<string, Promise<unknown>>({ max: 1_000, perf: { now: () => Date.now() } })));
  const hit = entries.get(key);
  countCounts(hit !== undefined);
  if (hit) return hit as Promise<T>;
  const value = Promise.resolve(load());
  entries.set(key, value, { ttl: ttlMs });
  value.catch(() => {
    if (entries.get(key) === value) entries.delete(key);
  });
  return value;
}
