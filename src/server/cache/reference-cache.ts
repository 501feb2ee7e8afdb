/**
 * Reference data kept in the server process's memory: small tables that change rarely and that
 * nearly every request reads (settings, landing blocks, zones, modules, zone rates, delivery
 * vehicles, category names, flash sales, stores by id). One read serves every request until the
 * table changes.
 *
 * Correct with several server processes: a statement trigger on each of these tables (migrations
 * 0011, 0014 and 0016) sends `pg_notify('reference_data', <table>)`, which PostgreSQL delivers on commit to every
 * process that LISTENs, whoever made the change (the app, the seed, an operator's psql). On the
 * embedded database the notice arrives before the writing statement returns, so the next request
 * sees the change; on PostgreSQL it arrives on the LISTEN connection a moment after the commit.
 *
 * Nothing is cached while the LISTEN is not up (before it starts, after its connection is lost):
 * reads go to the database. Each entry also lives at most `ttlMs` (60 s), a bound should a notice
 * ever be missed. A failed load is never kept. Values are frozen: callers share them.
 */
import { cacheCounter } from '../observability/metrics';
import type { Listen } from '../db/listen';
import { deepFreeze } from '../../lib/deep-freeze';
import { loggerFor } from '../observability/logger';

const log = loggerFor('reference-cache');

export const REFERENCE_CHANNEL = 'reference_data';

/**
 * The channel of the shoppers' own rows that every signed-in request reads: their sessions and
 * customer rows (migration 0028: a change names the table), their orders' counts and their cart
 * lines (0029: a change names the table and the owner, `cart_lines:12`, a guest's `cart_lines:g12`).
 * Kept apart from the reference data, whose every change empties the page cache: a sign-in must not.
 */
export const PERSONAL_CHANNEL = 'personal_data';
export type PersonalTable = 'sessions' | 'customers' | 'orders' | 'cart_lines' | `orders:${string}` | `cart_lines:${string}`;

/**
 * The channel of the items' own rows that a product page reads by id or slug (migration 0030): a change
 * to an item names it (`items:7`), a TRUNCATE of items or any change to units names the table.
 */
export const ITEM_CHANNEL = 'item_data';
export type ItemTable = 'items' | 'units' | `items:${number}`;

/** the notice's name for one owner's rows of a table (migration 0029) */
export const ownRows = (table: 'orders' | 'cart_lines', owner: { userId: number; isGuest: boolean }): PersonalTable => `${table}:${owner.isGuest ? 'g' : ''}${owner.userId}`;

/** The tables whose changes the triggers announce. */
export type ReferenceTable =
  | 'business_settings'
  | 'landing_blocks'
  | 'zones'
  | 'modules'
  | 'zone_modules'
  | 'delivery_vehicles'
  | 'categories'
  | 'flash_sales'
  | 'flash_sale_items'
  | 'guests'
  | 'stores'
  | 'store_schedules'
  | 'banners'
  | 'campaigns'
  | 'module_contents'
  | 'translations';

/** The most ids a remembered set holds before it starts again. */
const MAX_REMEMBERED = 100_000;

interface Entry {
  /** the tables whose change drops the entry; for tables known only from the value, none until it has come */
  tables: readonly string[];
  value: Promise<unknown>;
  expires: number;
}

export interface ReferenceCacheOptions {
  ttlMs?: number;
  /** the channel whose notices name the changed tables (default REFERENCE_CHANNEL) */
  channel?: string;
  /** the most entries kept; the oldest goes first (default: no bound, for the reference data's few keys) */
  maxEntries?: number;
  /** wait before trying a failed LISTEN again */
  retryMs?: number;
  clock?: () => number;
}

export class ReferenceCache<Table extends string = ReferenceTable> {
  private readonly entries = new Map<string, Entry>();
  /** the keys of the entries read from each table: a notice drops its table's entries without looking at the others */
  private readonly byTable = new Map<string, Set<string>>();
  private readonly sets = new Map<string, { tables: readonly string[]; ids: Set<number> }>();
  /** counts changes, so a check under way when its table changed is not remembered */
  private changes = 0;
  private state: 'off' | 'starting' | 'on' = 'off';
  private retryAt = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly clock: () => number;
  /** its hits and misses on /metrics, under its row of the cache table */
  private readonly countRead: (hit: boolean) => void;
  private readonly channel: string;
  private readonly maxEntries: number;
  private readonly watchers = new Set<(table: string | null) => void>();

  constructor(
    private readonly listen: Listen,
    options: ReferenceCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.retryMs = options.retryMs ?? 10_000;
    this.clock = options.clock ?? Date.now;
    this.channel = options.channel ?? REFERENCE_CHANNEL;
    this.maxEntries = options.maxEntries ?? Infinity;
    this.countRead = cacheCounter(this.channel === PERSONAL_CHANNEL ? "shoppers' own rows" : this.channel === ITEM_CHANNEL ? 'items' : 'reference data');
  }

  /** Whether reads are being kept (the LISTEN is up). */
  get active(): boolean {
    return this.state === 'on';
  }

  /**
   * Hear of every change (the table's name), and of a lost LISTEN (null: changes may have been
   * missed). Copies of these tables kept elsewhere (the page cache) drop what they hold. Starts the
   * LISTEN if it is not up yet. Returns the way to stop hearing.
   */
  watch(onChange: (table: string | null) => void): () => void {
    this.watchers.add(onChange);
    this.start();
    return () => void this.watchers.delete(onChange);
  }

  /**
   * The value under `key`, read by `load` when absent, expired or changed since (concurrent misses
   * share one load). `tables` may be known only from the value (an item looked up by its slug is
   * dropped with its id's notice): then a change heard while it loads keeps it from being kept.
   */
  get<T>(key: string, tables: readonly Table[] | ((value: T) => readonly Table[]), load: () => Promise<T>): Promise<T> {
    if (this.state !== 'on') {
      this.start();
      return load().then(deepFreeze);
    }
    const now = this.clock();
    const hit = this.entries.get(key);
    const kept = hit !== undefined && hit.expires > now;
    this.countRead(kept);
    if (kept) return hit.value as Promise<T>;
    const before = this.changes;
    const entry: Entry = { tables: typeof tables === 'function' ? [] : tables, value: load().then(deepFreeze), expires: now + this.ttlMs };
    if (typeof tables === 'function')
      entry.value.then(
        (value) => {
          if (this.entries.get(key) !== entry) return;
          if (this.changes !== before) return this.drop(key);
          entry.tables = tables(value as T);
          this.index(key, entry.tables);
        },
        () => {},
      );
    // a bounded cache (the shoppers' own rows) lets the oldest entry go for a new one
    this.drop(key);
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    this.index(key, entry.tables);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.drop(key);
    });
    return entry.value as Promise<T>;
  }

  private index(key: string, tables: readonly string[]): void {
    for (const table of tables) {
      let keys = this.byTable.get(table);
      if (!keys) this.byTable.set(table, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const table of entry.tables) {
      const keys = this.byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.byTable.delete(table);
    }
  }

  /**
   * Whether `id` is known to exist, or else `check` says so (and then it is remembered until one of
   * `tables` changes). For rows that are added freely but deleted rarely, such as guests.
   */
  async exists(key: string, tables: readonly Table[], id: number, check: () => Promise<boolean>): Promise<boolean> {
    if (this.state !== 'on') {
      this.start();
      return check();
    }
    let set = this.sets.get(key);
    if (set?.ids.has(id)) return true;
    const before = this.changes;
    const found = await check();
    if (found && this.state === 'on' && this.changes === before) {
      set = this.sets.get(key);
      if (!set || set.ids.size >= MAX_REMEMBERED) this.sets.set(key, (set = { tables, ids: new Set() }));
      set.ids.add(id);
    }
    return found;
  }

  /** A table changed: forget every entry read from it (a load under way is not kept either). */
  changed(table: string): void {
    this.changes++;
    for (const watcher of this.watchers) watcher(table);
    for (const key of [...(this.byTable.get(table) ?? [])]) this.drop(key);
    for (const [key, set] of this.sets) if (set.tables.includes(table)) this.sets.delete(key);
  }

  /** Forget every entry (what they were read with changed elsewhere); a load under way is not kept either. */
  clear(): void {
    this.changes++;
    this.forget();
  }

  async stop(): Promise<void> {
    this.state = 'off';
    this.retryAt = Infinity;
    this.forget();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private start(): void {
    if (this.state !== 'off' || this.clock() < this.retryAt) return;
    this.state = 'starting';
    this.listen(
      this.channel,
      (table) => this.changed(table),
      (error) => this.lost(error),
    ).then(
      (unlisten) => {
        if (this.state !== 'starting') return void unlisten().catch(() => {});
        this.unlisten = unlisten;
        this.state = 'on';
      },
      (error: unknown) => this.lost(error),
    );
  }

  private lost(error: unknown): void {
    if (this.retryAt === Infinity) return; // stopped
    log.error({ err: error, channel: this.channel }, 'no LISTEN: reading through to the database');
    this.state = 'off';
    this.unlisten = null;
    this.forget();
    for (const watcher of this.watchers) watcher(null);
    this.retryAt = this.clock() + this.retryMs;
  }

  private forget(): void {
    this.entries.clear();
    this.byTable.clear();
    this.sets.clear();
  }
}

/* One set of caches per opened database (tests open several; a transaction's handle has none and reads through). */
interface Kept {
  reference: ReferenceCache;
  /** the shoppers' own rows (PERSONAL_CHANNEL), on the embedded database, where a notice comes before the writing statement returns */
  personal?: ReferenceCache<PersonalTable>;
  /**
   * On PostgreSQL, where a notice comes a moment after the commit: a customer's cart lines and
   * orders, kept under the version of them read with their session (`personalData`'s `version`).
   */
  personalByVersion?: ReferenceCache<PersonalTable>;
  /** the items a product page reads (ITEM_CHANNEL), on the embedded database only */
  items?: ReferenceCache<ItemTable>;
  /** on PostgreSQL, where no item rows are kept: the item notices heard, for the copies made of items elsewhere (the header's answers) */
  itemWatch?: ReferenceCache<ItemTable>;
}
const caches = new WeakMap<object, Kept>();

export function attachReferenceCache(db: object, kept: Kept): void {
  caches.set(db, kept);
}

/** The database's reference cache, if it keeps one. */
export function referenceCacheOf(db: object): ReferenceCache | undefined {
  return caches.get(db)?.reference;
}

/** The database's cache of the shoppers' own rows (the embedded database's), if it keeps one. */
export function personalCacheOf(db: object): ReferenceCache<PersonalTable> | undefined {
  return caches.get(db)?.personal;
}

/** On PostgreSQL, the customers' rows kept under their version (`personalData`), if the database keeps them. */
export function personalByVersionOf(db: object): ReferenceCache<PersonalTable> | undefined {
  return caches.get(db)?.personalByVersion;
}

/** Where the item notices are heard: the kept items (the embedded database), or PostgreSQL's watch of them. */
export function itemNoticesOf(db: object): ReferenceCache<ItemTable> | undefined {
  const kept = caches.get(db);
  return kept?.items ?? kept?.itemWatch;
}

/** The database's cache of items (the embedded database's), if it keeps one. */
export function itemCacheOf(db: object): ReferenceCache<ItemTable> | undefined {
  return caches.get(db)?.items;
}

/** Through `cache`, or straight from the database when there is none. */
const through = <T, Table extends string>(cache: ReferenceCache<Table> | undefined, key: string, tables: readonly Table[] | ((value: T) => readonly Table[]), load: () => Promise<T>) =>
  cache ? cache.get(key, tables, load) : load().then(deepFreeze);

/** Read reference data through the database's cache, or straight from it when it has none. */
export function referenceData<T>(db: object, key: string, tables: readonly ReferenceTable[], load: () => Promise<T>): Promise<T> {
  return through(caches.get(db)?.reference, key, tables, load);
}

/**
 * A shopper's own rows that every signed-in request reads (their session with their customer row,
 * their order counts, their cart lines), kept until a notice on PERSONAL_CHANNEL says one of `tables` changed, or straight from the
 * database when it keeps none (a transaction's handle, REFERENCE_CACHE=off).
 *
 * On PostgreSQL a notice comes a moment after the commit, so a change made through one process could
 * be missed by the next request in another. There a customer's cart lines and orders are kept only
 * under `version`, the version of them read with their session in this request (schema.ts,
 * personalVersions: triggers raise it in the writing transaction): a change is a new key. Without a
 * version (the session itself, a guest's cart) they are read each time.
 */
export function personalData<T>(db: object, key: string, tables: readonly PersonalTable[], load: () => Promise<T>, version?: number): Promise<T> {
  const kept = caches.get(db);
  if (kept?.personalByVersion) return version === undefined ? load().then(deepFreeze) : through(kept.personalByVersion, `${key}@${version}`, tables, load);
  return through(kept?.personal, key, tables, load);
}

/**
 * An item's row as its own page reads it (with its store's and module's names, from tables that are
 * reference data), kept until a notice on ITEM_CHANNEL names the item (or the units change), or any
 * reference table changes; straight from the database when it keeps none.
 */
export function itemRows<T>(db: object, key: string, tables: readonly ItemTable[] | ((value: T) => readonly ItemTable[]), load: () => Promise<T>): Promise<T> {
  return through(caches.get(db)?.items, key, tables, load);
}

/** Whether a row exists, remembered through the database's cache (see ReferenceCache.exists). */
export function knownToExist(db: object, key: string, tables: readonly ReferenceTable[], id: number, check: () => Promise<boolean>): Promise<boolean> {
  const cache = caches.get(db)?.reference;
  return cache ? cache.exists(key, tables, id, check) : check();
}
