/**
 * Whether this process hears of changes to the reference data (stores, zones, modules, categories,
 * settings, flash sales...), and a way to be told of each: what the page cache needs to keep pages
 * only while a change would reach it. With API_BASE_URL the data lives elsewhere and nothing is
 * heard: the page cache's short freshness is then the only bound.
 */
import { apiBaseUrl } from './api/api-base';
import { getDatabase } from './db/client';
import { itemCacheOf, referenceCacheOf, type ReferenceCache } from './db/reference-cache';

export interface ReferenceWatch {
  /** true while changes are heard (or there is no database of ours to hear from) */
  heard(): boolean;
}

/**
 * A process-wide cache that keeps only while changes are heard and is emptied by each: `make` gets
 * the check to pass as its "may keep" (the page cache, the shared answers).
 */
export function emptiedOnChange<T extends { clear(): void }>(make: (heard: () => boolean) => T): T {
  let watch: ReferenceWatch = { heard: () => false };
  const cache = make(() => watch.heard());
  watch = watchReferenceData(() => cache.clear());
  return cache;
}

export function watchReferenceData(onChange: () => void): ReferenceWatch {
  if (apiBaseUrl()) return { heard: () => true };
  let cache: ReferenceCache | undefined;
  getDatabase().then(
    (database) => {
      cache = referenceCacheOf(database.db);
      cache?.watch(onChange);
    },
    (error: unknown) => console.error('[page-cache] no database to watch: pages are not kept', error),
  );
  return { heard: () => cache?.active ?? false };
}

/**
 * The same for copies made of an item the process keeps until it changes (src/server/db/reference-cache.ts
 * itemRows, on the embedded database only): kept while changes to both the reference data and the
 * items are heard, emptied by either. Where items are not kept (PostgreSQL, another backend) nothing is.
 */
export function emptiedOnItemChange<T extends { clear(): void }>(make: (heard: () => boolean) => T): T {
  let reference: ReferenceCache | undefined;
  let items: { active: boolean } | undefined;
  const cache = make(() => Boolean(reference?.active && items?.active));
  if (apiBaseUrl()) return cache;
  getDatabase().then(
    (database) => {
      reference = referenceCacheOf(database.db);
      const kept = itemCacheOf(database.db);
      items = kept;
      reference?.watch(() => cache.clear());
      kept?.watch(() => cache.clear());
    },
    (error: unknown) => console.error('[item-answers] no database to watch: item answers are not kept', error),
  );
  return cache;
}
