/**
 * Whether this process hears of changes to the reference data (stores, zones, modules, categories,
 * settings, flash sales...), and a way to be told of each: what the page cache needs to keep pages
 * only while a change would reach it. With API_BASE_URL the data lives elsewhere and nothing is
 * heard: the page cache's short freshness is then the only bound.
 */
import { apiBaseUrl } from '../api/api-base';
import { getDatabase } from '../db/client';
import { itemCacheOf, itemNoticesOf, personalByVersionOf, personalCacheOf, referenceCacheOf } from './reference-cache';
import { loggerFor } from '../observability/logger';

const log = loggerFor('reference-watch');

export interface ReferenceWatch {
  /** true while changes are heard (or there is no database of ours to hear from) */
  heard(): boolean;
}

/** A cache whose changes can be heard (src/server/cache/reference-cache.ts). */
interface Heard {
  readonly active: boolean;
  watch(onChange: (table: string | null) => void): () => void;
}

/**
 * A process-wide cache that keeps only while changes to every one of `sources` (this database's
 * caches) are heard, and is emptied by a change to any: `make` gets the check to pass as its "may
 * keep". Where a source is not kept (the items and shoppers' rows on PostgreSQL), nothing is. With
 * API_BASE_URL the data lives elsewhere and nothing is heard: `remote` says whether the cache then
 * keeps by its own short lifetime alone.
 */
export function emptiedOnChangeTo<T extends { clear(): void }>(name: string, sources: (db: object) => Array<Heard | undefined>, make: (heard: () => boolean) => T, remote = false): T {
  const elsewhere = Boolean(apiBaseUrl());
  let watched: Array<Heard | undefined> = [];
  const cache = make(() => (elsewhere ? remote : watched.length > 0 && watched.every((source) => source?.active)));
  if (elsewhere) return cache;
  getDatabase().then(
    (database) => {
      watched = sources(database.db);
      for (const source of watched) source?.watch(() => cache.clear());
    },
    (error: unknown) => log.error({ err: error, cache: name }, 'no database to watch: nothing is kept'),
  );
  return cache;
}

/** Copies of reference data (the page cache, the answers kept for everyone): emptied by any change to it; with another backend, kept by their lifetime alone. */
export const emptiedOnChange = <T extends { clear(): void }>(make: (heard: () => boolean) => T): T =>
  emptiedOnChangeTo('reference-watch', (db) => [referenceCacheOf(db)], make, true);

/** Copies made of an item the process keeps (itemRows): emptied by any item's or reference table's change. */
export const emptiedOnItemChange = <T extends { clear(): void }>(make: (heard: () => boolean) => T): T =>
  emptiedOnChangeTo('item-answers', (db) => [referenceCacheOf(db), itemCacheOf(db)], make);

/**
 * Copies made of a shopper's own rows (personalData) and of the items in their cart: emptied by a change to any of those, or to reference data.
 * On PostgreSQL the rows are kept under their version (personalByVersionOf), and so are these copies (src/server/api/in-process.ts).
 */
export const emptiedOnPersonalChange = <T extends { clear(): void }>(make: (heard: () => boolean) => T): T => emptiedOnChangeTo('personal-answers', personalChangeSources, make);

/** What copies of a shopper's own rows hear their changes from: reference data, items, and the shoppers' rows (on PostgreSQL, kept under their version). */
export const personalChangeSources = (db: object) => [referenceCacheOf(db), itemNoticesOf(db), personalCacheOf(db) ?? personalByVersionOf(db)];

/** Whether this process's database keeps the customers' own rows under their version (PostgreSQL: reference-cache.ts, personalData). */
export async function personalRowsKeptByVersion(): Promise<boolean> {
  return Boolean(personalByVersionOf((await getDatabase()).db));
}
