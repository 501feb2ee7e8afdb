/**
 * Whether this process hears of changes to the reference data (stores, zones, modules, categories,
 * settings, flash sales...), and a way to be told of each: what the page cache needs to keep pages
 * only while a change would reach it. With API_BASE_URL the data lives elsewhere and nothing is
 * heard: the page cache's short freshness is then the only bound.
 */
import { apiBaseUrl } from './api/api-base';
import { getDatabase } from './db/client';
import { itemCacheOf, personalCacheOf, referenceCacheOf, type ReferenceCache } from './db/reference-cache';

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

/** A cache whose changes can be heard (src/server/db/reference-cache.ts). */
interface Heard {
  readonly active: boolean;
  watch(onChange: (table: string | null) => void): () => void;
}

/**
 * The same for copies made of rows the process keeps until a notice names them (the items, the
 * shoppers' own rows: on the embedded database only): kept while changes to every one of `sources`
 * are heard, emptied by a change to any. Where one of them is not kept (PostgreSQL, another backend), nothing is.
 */
export function emptiedOnChangeTo<T extends { clear(): void }>(name: string, sources: (db: object) => Array<Heard | undefined>, make: (heard: () => boolean) => T): T {
  let watched: Array<Heard | undefined> = [];
  const cache = make(() => watched.length > 0 && watched.every((source) => source?.active));
  if (apiBaseUrl()) return cache;
  getDatabase().then(
    (database) => {
      watched = sources(database.db);
      for (const source of watched) source?.watch(() => cache.clear());
    },
    (error: unknown) => console.error(`[${name}] no database to watch: nothing is kept`, error),
  );
  return cache;
}

/** Copies made of an item the process keeps (itemRows): emptied by any item's or reference table's change. */
export const emptiedOnItemChange = <T extends { clear(): void }>(make: (heard: () => boolean) => T): T =>
  emptiedOnChangeTo('item-answers', (db) => [referenceCacheOf(db), itemCacheOf(db)], make);

/** Copies made of a shopper's own rows (personalData) and of the items in their cart: emptied by a change to any of those, or to reference data. */
export const emptiedOnPersonalChange = <T extends { clear(): void }>(make: (heard: () => boolean) => T): T =>
  emptiedOnChangeTo('personal-answers', (db) => [referenceCacheOf(db), itemCacheOf(db), personalCacheOf(db)], make);
