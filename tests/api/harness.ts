/** In-process API for tests: one database connection per test process, shared by every file. */
import { expect, inject, vi } from 'vitest';
import { applyMethodOverride, createApiApp } from '../../src/server/api/app';
import { check as checkAgainstDocument, readDocumentOnce } from './contract-hook';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { REFERENCE_CHANNEL, referenceCacheOf } from '../../src/server/cache/reference-cache';
import { personalChangeSources } from '../../src/server/cache/reference-watch';

let database: Promise<Database> | undefined;
export function testDatabase(): Promise<Database> {
  database ??= inject('dbKind') === 'postgres' ? openDatabase({ databaseUrl: inject('databaseUrl'), migrate: false }) : openDatabase({ dataDir: inject('dataDir'), migrate: false });
  return database;
}

let app: ReturnType<typeof createApiApp> | undefined;
function api() {
  app ??= createApiApp({ db: async () => (await testDatabase()).db, countSql: true, listen: async () => (await testDatabase()).listen });
  return app;
}

/** Kathmandu zone, grocery module, at Thamel. */
export const KTM = { zoneId: '[1]', moduleId: '1', latitude: '27.7153', longitude: '85.3123' };
export const FOOD = { ...KTM, moduleId: '2' };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  statements: number;
}

export type CallInit = { method?: string; headers?: Record<string, string>; body?: unknown; raw?: BodyInit };

export function call<T = any>(path: string, init: CallInit = {}): Promise<ApiResponse<T>> {
  return callApp(api(), path, init);
}

/**
 * On PostgreSQL: a call through a second API app with its own database pool, as a second server
 * process (or machine) would make it; null on the embedded database, which one process holds.
 * `close` ends its pool.
 */
export async function secondProcess(): Promise<{ call: <T = any>(path: string, init?: CallInit) => Promise<ApiResponse<T>>; close: () => Promise<void> } | null> {
  if (inject('dbKind') !== 'postgres') return null;
  const other = await openDatabase({ databaseUrl: inject('databaseUrl'), migrate: false });
  const app = createApiApp({ db: async () => other.db, countSql: true, listen: async () => other.listen });
  return { call: (path, init = {}) => callApp(app, path, init), close: () => other.close() };
}

/** The raw answer to a call, its body unread (an event stream never ends: the caller cancels it). */
export function exchange(path: string, init: CallInit = {}): Promise<Response> {
  return exchangeWith(api(), path, init);
}

async function callApp<T = any>(app: ReturnType<typeof createApiApp>, path: string, init: CallInit): Promise<ApiResponse<T>> {
  const res = await exchangeWith(app, path, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text, tests assert on it
  }
  return { status: res.status, body: parsed as T, headers: res.headers, statements: Number(res.headers.get('x-sql-statements') ?? -1) };
}

async function exchangeWith(app: ReturnType<typeof createApiApp>, path: string, init: CallInit): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...(init.headers ?? {}) };
  let body: BodyInit | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  // as on the wire: a body of known size declares its length; a stream goes chunked, with none
  if (typeof body === 'string') headers['content-length'] ??= String(Buffer.byteLength(body));
  else if (body instanceof Uint8Array || body instanceof ArrayBuffer) headers['content-length'] ??= String(body.byteLength);
  const request = new Request(`http://localhost/api/v1/${path.replace(/^\//, '')}`, { method: init.method ?? 'GET', headers, body, duplex: 'half' } as RequestInit);
  await readDocumentOnce(async () => (await app.fetch(new Request('http://localhost/api/v1/openapi.json'))).json());
  const response = await app.fetch(await applyMethodOverride(request.clone() as Request));
  checkAgainstDocument(request, response);
  return response;
}

export const get = <T = any>(path: string, headers: Record<string, string> = KTM) => call<T>(path, { headers });

/** Assert the wire error shape. */
export function expectErrorShape(body: any) {
  if (!body || !Array.isArray(body.errors) || body.errors.length === 0) throw new Error(`not an error body: ${JSON.stringify(body)}`);
  for (const e of body.errors) {
    if (typeof e.code !== 'string' || typeof e.message !== 'string' || !e.message) throw new Error(`bad error entry: ${JSON.stringify(e)}`);
  }
}

/** The raw response, for what is read as it comes (an event stream). */
export async function open(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return api().fetch(new Request(`http://localhost/api/v1/${path.replace(/^\//, '')}`, { headers }));
}

/**
 * Assert what the next request sees after a change to a reference table (settings, zones, modules,
 * zone rates, vehicles), which the server keeps in memory until told of the change. The embedded
 * database tells before the writing statement returns: the very next request must see it. PostgreSQL
 * tells on the LISTEN connection a moment after the commit: the check is tried again, briefly.
 */
export async function seenAfterChange(check: () => Promise<void>): Promise<void> {
  if ((await testDatabase()).kind === 'pglite') return check();
  await vi.waitFor(check, { timeout: 5_000, interval: 20 });
}

let sentinels = 0;
/**
 * Wait until the server has heard every change notice sent so far. On PostgreSQL a notice arrives
 * on the LISTEN connection a moment after its commit, so a change made just before (a test's
 * fixtures) may still empty the kept lists later. Notices arrive in commit order: once a notice sent
 * now is heard, every earlier one has been. Needs the LISTEN up (any request starts it).
 */
export async function noticesHeard(): Promise<void> {
  const { db } = await testDatabase();
  const cache = referenceCacheOf(db);
  if (!cache) return;
  const mark = `sentinel-${process.pid}-${++sentinels}`;
  let heard = false;
  const stop = cache.watch((table) => void (table === mark && (heard = true)));
  try {
    await vi.waitFor(() => expect(cache.active).toBe(true), { timeout: 5_000, interval: 20 });
    await db.execute(sql`select pg_notify(${REFERENCE_CHANNEL}, ${mark})`);
    await vi.waitFor(() => expect(heard).toBe(true), { timeout: 5_000, interval: 20 });
  } finally {
    stop();
  }
}

/**
 * Wait until the copies of a shopper's own rows (their header answers, their filled places) are kept:
 * every source of their change notices is heard, and every notice sent so far has arrived.
 */
export async function personalNoticesHeard(): Promise<void> {
  const { db } = await testDatabase();
  await vi.waitFor(() => expect(personalChangeSources(db).every((source) => source?.active)).toBe(true), { timeout: 5_000, interval: 20 });
  await noticesHeard();
}
