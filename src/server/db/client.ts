/**
 * Opens the database: PGlite in DATA_DIR (default ./data) or PostgreSQL when DATABASE_URL is set.
 * Migrations are applied on open, so a fresh directory or database is ready to use.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listen } from './listen';
import { attachReferenceCache, ITEM_CHANNEL, PERSONAL_CHANNEL, ReferenceCache, type ItemTable, type PersonalTable } from '../cache/reference-cache';
import * as schema from './schema';
import { openEmbedded, SEARCH_SETTINGS } from './embedded';
import { dumpEmbedded } from './backup';
import { env } from '../core/env';
import { referenceCacheOn } from '../cache/policy';
import { onShutdown } from '../observability/lifecycle';
import { timeEmbeddedStatements, timePoolStatements, timeRemoteStatements } from '../observability/statement-timer';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type { Listen };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on its own connection (PostgreSQL) or on the embedded database's one session (PGlite) */
  listen: Listen;
  /** a consistent backup of the embedded database, gzipped (src/server/db/backup.ts); PostgreSQL has none here (pg_dump) */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** Run pending migrations (default true). */
  migrate?: boolean;
}

/** Counts SQL statements per request (benchmarks and tests read it); a count inside another (a page's in-process API call) adds to both. */
interface Counter {
  count: number;
  parent: Counter | undefined;
}
const statementCounter = new AsyncLocalStorage<Counter>();
export function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const box: Counter = { count: 0, parent: statementCounter.getStore() };
  return statementCounter.run(box, async () => ({ result: await fn(), statements: box.count }));
}
export function currentStatementCount(): number | undefined {
  return statementCounter.getStore()?.count;
}
const traceSql = process.env.SQL_TRACE;
const logger = {
  logQuery(query: string, params: unknown[]) {
    for (let box = statementCounter.getStore(); box; box = box.parent) box.count++;
    // SQL_TRACE=1: every statement on stderr, in the order it runs (finding the statements a request costs);
    // SQL_TRACE=full: whole, with its parameters (to EXPLAIN it)
    if (traceSql === 'full') console.error(`[sql] ${query} -- ${JSON.stringify(params)}`);
    else if (traceSql === '1') console.error(`[sql] ${query.replace(/\s+/g, ' ').slice(0, 160)}`);
  },
};

export function migrationsFolder(): string {
  // Works from src/ (tsx, vitest) and from the built server, which sets MIGRATIONS_DIR via start.mjs.
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (here.includes(`${path.sep}src${path.sep}server${path.sep}db`)) return path.join(here, 'migrations');
  return path.resolve(process.cwd(), 'src/server/db/migrations');
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const runMigrations = options.migrate ?? true;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = timePoolStatements(new pg.Pool({ connectionString: databaseUrl, max: env().PG_POOL_SIZE, options: SEARCH_SETTINGS.map(([k, v]) => `-c ${k}=${v}`).join(' ') }));
    // numeric stays a string in pg; drizzle's numeric(mode:number) converts it.
    const db = drizzle({ client: pool, schema, logger }) as unknown as Db;
    if (runMigrations) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder: migrationsFolder() });
    }
    const listen: Listen = async (channel, onPayload, onEnd) => {
      // a connection of its own, outside the pool: it holds the LISTEN for as long as it lives
      const client = new pg.Client({ connectionString: databaseUrl });
      let ended = false;
      const end = (error: unknown) => {
        if (ended) return;
        ended = true;
        client.end().catch(() => {});
        onEnd?.(error);
      };
      client.on('error', end);
      client.on('end', () => end(new Error('listen connection closed')));
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        ended = true;
        await client.end();
      };
    };
    return withReferenceCache({ db, kind: 'postgres', listen, close: () => pool.end() });
  }
  // a server process of several (scripts/start.mjs): the cluster's primary holds the embedded database
  if (!options.dataDir && process.env.EMBEDDED_DB_HOST === 'primary') {
    const [{ drizzle }, { RemoteEmbedded, processLink }] = await Promise.all([import('drizzle-orm/pglite'), import('./embedded-remote')]);
    const remote = timeRemoteStatements(new RemoteEmbedded(processLink()));
    const db = drizzle({ client: remote as unknown as PGlite, schema, logger }) as unknown as Db;
    return withReferenceCache({ db, kind: 'pglite', listen: remote.listen, dump: () => remote.dump(), close: () => remote.close() });
  }
  const dataDir = path.resolve(options.dataDir ?? process.env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = timeEmbeddedStatements(await openEmbedded(dataDir));
  const db = drizzle({ client, schema, logger }) as unknown as Db;
  if (runMigrations) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
  }
  const listen: Listen = async (channel, onPayload) => client.listen(channel, onPayload);
  return withReferenceCache({ db, kind: 'pglite', listen, dump: () => dumpEmbedded(client), close: () => client.close() });
}

/** most of the shoppers' own rows a process keeps (sessions, order counts, cart lines: small; 10,000 are a few MiB) */
const MAX_KEPT_PERSONAL_ROWS = env().PERSONAL_CACHE_MAX;
/** most items a process keeps for their own pages (a row with its store's names: about 2 KiB) */
const MAX_KEPT_ITEM_ROWS = env().ITEM_CACHE_MAX;
/** the reference tables an item's row carries columns of: a change to one empties the kept items */
const ITEM_ROW_SOURCES = new Set(['stores', 'modules']);

/**
 * Keep the reference tables in memory for this database, and on the embedded one the shoppers' own
 * rows every signed-in page reads, until it closes (REFERENCE_CACHE=off: read through).
 */
function withReferenceCache(database: Database): Database {
  if (!referenceCacheOn()) return database;
  const cache = new ReferenceCache(database.listen);
  // Only the embedded database tells of a change before the writing statement returns, so the very next
  // request (the one after a sign-out, say) sees it. PostgreSQL tells a moment after the commit: a
  // token would still work for that moment after its sign-out. There the session stays a statement,
  // which PostgreSQL's own processes plan and run.
  const personal = database.kind === 'pglite' ? new ReferenceCache<PersonalTable>(database.listen, { channel: PERSONAL_CHANNEL, maxEntries: MAX_KEPT_PERSONAL_ROWS }) : undefined;
  // on PostgreSQL a customer's cart lines and orders are kept under the version their session's statement
  // reads (reference-cache.ts, personalData): a change is a new version, whichever process made it
  const personalByVersion = database.kind === 'pglite' ? undefined : new ReferenceCache<PersonalTable>(database.listen, { channel: PERSONAL_CHANNEL, maxEntries: MAX_KEPT_PERSONAL_ROWS });
  // the same for the item a product page reads: its price and stock, fresh on the next request after a change
  const items = database.kind === 'pglite' ? new ReferenceCache<ItemTable>(database.listen, { channel: ITEM_CHANNEL, maxEntries: MAX_KEPT_ITEM_ROWS }) : undefined;
  if (items) cache.watch((table) => (table === null || ITEM_ROW_SOURCES.has(table)) && items.clear());
  // on PostgreSQL no item is kept, but the header's answers kept under a customer's version hold their cart's items: an item's notice empties them
  const itemWatch = database.kind === 'pglite' ? undefined : new ReferenceCache<ItemTable>(database.listen, { channel: ITEM_CHANNEL });
  attachReferenceCache(database.db, { reference: cache, personal, personalByVersion, items, itemWatch });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await Promise.all([cache.stop(), personal?.stop(), personalByVersion?.stop(), items?.stop(), itemWatch?.stop()]);
      await close();
    },
  };
}

/* One shared database per server process. */
let shared: Promise<Database> | undefined;
export function getDatabase(): Promise<Database> {
  if (!shared) {
    shared = openDatabase();
    // a server process that stops closes its database cleanly (scripts/serve.mjs; issue 47.4)
    const opened = shared;
    onShutdown(async () => (await opened).close());
  }
  return shared;
}
export function setDatabase(database: Database): void {
  shared = Promise.resolve(database);
}
