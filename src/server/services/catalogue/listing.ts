/** Paged product and store lists: one page of rows and the total (the wire envelope is the route's). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Paged, RequestContext } from '../../core/context';
import { echo, parsePage, type Page } from '../../../lib/pagination';
import { formatProducts, productQuery, productShape, type Product, type ProductRow } from './products';
import { categorySummaries, type CategorySummary } from './categories';
import { formatStores, storeQuery, type FormatStoreOptions, type Store, type StoreRow } from './stores';
import * as s from '../../db/schema';

export interface PageInput {
  limit?: unknown;
  offset?: unknown;
}

type Order = SQL | PgColumn;

/**
 * One page of rows and the total. Rows carry `count(*) over()`, so the total costs no extra
 * statement unless the page is past the end.
 */
export async function page<R extends { total?: number }>(input: PageInput, defaultLimit: number, rowsFor: (p: Page) => Promise<R[]>, count: () => Promise<number>) {
  const p = parsePage(input.limit, input.offset, defaultLimit);
  const rows = await rowsFor(p);
  const total = rows.length ? (rows[0].total ?? rows.length) : p.skip > 0 ? await count() : 0;
  return { rows, envelope: { total, limit: echo(input.limit, p.limit), offset: echo(input.offset, p.offset) } };
}

/** A page of one table's whole rows (`where`, in `order`) and the total: ledgers, conversations, messages. */
export async function pagedTable<T extends PgTable>(db: Db, table: T, where: SQL | undefined, order: Order[], input: PageInput, defaultLimit: number): Promise<Paged<T['$inferSelect']>> {
  const from: PgTable = table;
  const { rows, envelope } = await page(
    input,
    defaultLimit,
    (p) =>
      db
        .select({ row: from, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(from)
        .where(where)
        .orderBy(...order)
        .limit(p.limit)
        .offset(p.skip),
    () => countRows(db.select(COUNT).from(from).where(where)),
  );
  return { ...envelope, rows: rows.map((r) => r.row as T['$inferSelect']) };
}

/** The count a `page` needs past the end: `countRows(db.select(COUNT).from(...).where(...))`. */
export const countRows = async (query: PromiseLike<Array<{ n: number }>>) => (await query)[0].n;
export const COUNT = { n: sql<number>`count(*)`.mapWith(Number) };

export async function pagedProducts(ctx: RequestContext, where: SQL[], order: Order[], input: PageInput, defaultLimit: number): Promise<Paged<Product>> {
  const { rows, envelope } = await page(
    input,
    defaultLimit,
    (p) => productQuery(ctx, { total: true }).where(and(...where)).orderBy(...order).limit(p.limit).offset(p.skip) as Promise<ProductRow[]>,
    () => countRows(ctx.db.select(COUNT).from(s.items).innerJoin(s.stores, sql`${s.stores.id} = ${s.items.storeId}`).where(and(...where))),
  );
  return { ...envelope, rows: await formatProducts(ctx, rows) };
}

/** A sort key of `pagedProductsWithCategories`: an expression over items and stores, and its direction. */
export interface SortKey {
  by: SQL | PgColumn;
  dir: 'asc' | 'desc';
}

/**
 * A page of products, the total and the primary categories of every product the query selects, in
 * one statement. The matches are counted, their categories gathered (the keys of one small JSON
 * object: `array_agg(distinct ...)` is not allowed as a window) and the page picked over narrow rows
 * (`hits`: the id and the sort keys); only the page's rows are then read whole and joined with their
 * store, module and unit. A page past the last has no row to carry the total and the categories: the
 * first match brings them, in the count's statement.
 */
export async function pagedProductsWithCategories(ctx: RequestContext, where: SQL[], keys: SortKey[], input: PageInput, defaultLimit: number): Promise<{ page: Paged<Product>; categories: CategorySummary[] }> {
  const sortKeys = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql`${k.by}`.as(`k${i}`)]));
  const hitsOf = (limit: number, skip: number) =>
    ctx.db
      .select({
        id: s.items.id,
        total: sql<number>`count(*) over()`.mapWith(Number).as('hit_total'),
        categoryIds: sql<Record<string, number>>`jsonb_object_agg((${s.items.categoryIds}->0->>'id'), 1) over()`.as('hit_categories'),
        ...sortKeys,
      })
      .from(s.items)
      .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
      .where(and(...where))
      .orderBy(...keys.map((k, i) => sql.raw(`"k${i}" ${k.dir}`)))
      .limit(limit)
      .offset(skip)
      .as('hits');
  type Head = { total: number; categoryIds: Record<string, number> };
  let first: Head | undefined;
  const { rows, envelope } = await page(
    input,
    defaultLimit,
    (p) => {
      const hits = hitsOf(p.limit, p.skip);
      return ctx.db
        .select({ ...productShape, total: hits.total, categoryIds: hits.categoryIds })
        .from(hits)
        .innerJoin(s.items, eq(s.items.id, hits.id))
        .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
        .innerJoin(s.modules, eq(s.modules.id, s.items.moduleId))
        .leftJoin(s.units, eq(s.units.id, s.items.unitId))
        .orderBy(...keys.map((k, i) => sql.raw(`"hits"."k${i}" ${k.dir}`))) as Promise<Array<ProductRow & Head>>;
    },
    async () => {
      const hits = hitsOf(1, 0);
      [first] = await ctx.db.select({ total: hits.total, categoryIds: hits.categoryIds }).from(hits);
      return first?.total ?? 0;
    },
  );
  const head = rows[0] ?? first;
  const [products, categories] = await Promise.all([formatProducts(ctx, rows), categorySummaries(ctx, Object.keys(head?.categoryIds ?? {}).map(Number))]);
  return { page: { ...envelope, rows: products }, categories };
}

export async function pagedStores(ctx: RequestContext, where: SQL[], order: Order[], input: PageInput, defaultLimit: number, options: FormatStoreOptions = {}): Promise<Paged<Store>> {
  const { rows, envelope } = await page(
    input,
    defaultLimit,
    (p) => storeQuery(ctx).where(and(...where)).orderBy(...order).limit(p.limit).offset(p.skip) as Promise<StoreRow[]>,
    // joined like the row query, so column references in `where` stay table-qualified
    () => countRows(ctx.db.select(COUNT).from(s.stores).innerJoin(s.zones, sql`${s.zones.id} = ${s.stores.zoneId}`).where(and(...where))),
  );
  return { ...envelope, rows: await formatStores(ctx, rows, options) };
}
