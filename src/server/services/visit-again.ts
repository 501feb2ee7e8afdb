/** customer/visit-again: up to 20 stores the customer has ordered from (latest first), each with up to 5 items. */
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import type { RequestContext } from '../core/context';
import { formatProducts, productQuery, visibleItems, type Product } from './catalogue/products';
import { allStoreRows, formatStores, itemCountsByStore, storeVisible, withItemCount, type Store } from './catalogue/stores';

export const VISIT_AGAIN_STORES = 20;
export const VISIT_AGAIN_ITEMS = 5;

export async function visitAgain(ctx: RequestContext, userId: number, moduleId: number | null): Promise<Array<{ store: Store; items: Product[] }>> {
  const recent = await ctx.db
    .select({ storeId: s.orders.storeId, last: max(s.orders.createdAt) })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), eq(s.orders.isGuest, false), sql`${s.orders.storeId} is not null`, moduleId ? eq(s.orders.moduleId, moduleId) : undefined))
    .groupBy(s.orders.storeId)
    .orderBy(desc(max(s.orders.createdAt)))
    .limit(VISIT_AGAIN_STORES);
  const ids = recent.map((r) => r.storeId!);
  if (!ids.length) return [];
  // the stores from memory (reference data, item counts counted once a minute), as the home's store rails
  const [storeRows, itemCounts] = await Promise.all([allStoreRows(ctx.db), itemCountsByStore(ctx.db)]);
  const wanted = new Set(ids);
  const stores = await formatStores(
    ctx,
    storeRows.filter(({ store }) => wanted.has(store.id) && storeVisible(store, ctx.zoneIds, moduleId)).map((r) => withItemCount(r, itemCounts)),
  );
  // up to five items per store, read whole in the same statement
  const ranked = ctx.db
    .select({ id: s.items.id, rank: sql<number>`row_number() over (partition by ${s.items.storeId} order by ${s.items.orderCount} desc, ${s.items.id})`.as('rank') })
    .from(s.items)
    .where(and(inArray(s.items.storeId, ids), eq(s.items.status, true)))
    .as('ranked');
  const best = ctx.db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} <= ${VISIT_AGAIN_ITEMS}`);
  // `= any(array(...))`, not `in (...)`: an id list the planner reads by primary key (with `in`, PostgreSQL chose a scan of every item)
  const items = await formatProducts(ctx, await productQuery(ctx).where(and(sql`${s.items.id} = any(array(${best}))`, ...visibleItems(null, null))));
  const order = new Map(ids.map((id, i) => [id, i]));
  return stores
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((store) => ({ store, items: items.filter((i) => i.storeId === store.id) }));
}
