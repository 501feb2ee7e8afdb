/** Paged product and store lists in the wire envelope `{total_size, limit, offset, products|stores}`. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../api/context';
import { echo, parsePage } from '../../../lib/pagination';
import { formatProducts, productQuery, type ProductRow } from './products';
import { formatStores, storeQuery, type FormatStoreOptions, type StoreRow } from './stores';
import * as s from '../../db/schema';

export interface PageInput {
  limit?: unknown;
  offset?: unknown;
}

type Order = SQL | PgColumn;

async function totalFor(rows: Array<{ total?: number }>, skip: number, count: () => Promise<number>) {
  if (rows.length) return rows[0].total ?? rows.length;
  return skip > 0 ? count() : 0;
}

export async function pagedProducts(ctx: RequestContext, where: SQL[], order: Order[], input: PageInput, defaultLimit: number) {
  const page = parsePage(input.limit, input.offset, defaultLimit);
  const rows = (await productQuery(ctx)
    .where(and(...where))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip)) as ProductRow[];
  const total = await totalFor(rows, page.skip, async () => {
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.items)
      .innerJoin(s.stores, sql`${s.stores.id} = ${s.items.storeId}`)
      .where(and(...where));
    return r.n;
  });
  return {
    total_size: total,
    limit: echo(input.limit, page.limit),
    offset: echo(input.offset, page.offset),
    products: await formatProducts(ctx, rows),
  };
}

export async function pagedStores(
  ctx: RequestContext,
  where: SQL[],
  order: Order[],
  input: PageInput,
  defaultLimit: number,
  options: FormatStoreOptions = {},
) {
  const page = parsePage(input.limit, input.offset, defaultLimit);
  const rows = (await storeQuery(ctx)
    .where(and(...where))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.skip)) as StoreRow[];
  const total = await totalFor(rows, page.skip, async () => {
    // joined like the row query, so column references in `where` stay table-qualified
    const [r] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.stores)
      .innerJoin(s.zones, sql`${s.zones.id} = ${s.stores.zoneId}`)
      .where(and(...where));
    return r.n;
  });
  return {
    total_size: total,
    limit: echo(input.limit, page.limit),
    offset: echo(input.offset, page.offset),
    stores: await formatStores(ctx, rows, options),
  };
}
