/**
 * A read kept for a while in each server process: for counts over tables that change with every
 * order (items' stock and order counts), where a change notice would empty every cache on every
 * order and a count a minute late misleads no one. Bounded by time only, so it is as correct with
 * several processes as the time allows. Concurrent readers share one read; a failed read is not kept.
 * Keys are fixed strings from the code (not from requests), so the entries stay few.
 */
import { env } from '../core/env';
import { lifetimeMs } from '../cache/policy';

export const COUNTS_TTL_MS = lifetimeMs(env().COUNTS_TTL_MS);

const kept = new WeakMap<object, Map<string, { expires: number; value: Promise<unknown> }>>();

export function timedRead<T>(db: object, key: string, load: () => PromiseLike<T>, ttlMs = COUNTS_TTL_MS): Promise<T> {
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const entry = entries.get(key);
  if (entry && entry.expires > Date.now()) return entry.value as Promise<T>;
  if (ttlMs <= 0) return Promise.resolve(load());
  // a real promise: a query builder is a thenable that runs again each time it is awaited
  const value = Promise.resolve(load());
  const fresh = { expires: Date.now() + ttlMs, value };
  entries.set(key, fresh);
  value.catch(() => {
    if (entries.get(key) === fresh) entries.delete(key);
  });
  return value;
}
