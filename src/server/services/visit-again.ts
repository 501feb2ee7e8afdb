/** customer/visit-again: up to 20 stores the customer has ordered from (latest first), each with up to 5 items. */
import { and, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import * as s from '../db/schema';
import type { RequestContext } from '../core/context';
import { builtOnce } from '../db/built-once';
import { keptLists, listKey } from '../cache/list-cache';
import { ownRows, personalData } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { formatProducts, productQueryOn, visibleItems, type Product, type ProductRow } from './catalogue/products';
import { allStoreRows, formatStores, itemCountsByStore, storeVisible, withItemCount, type Store } from './catalogue/stores';

export const VISIT_AGAIN_STORES = 20;
export const VISIT_AGAIN_ITEMS = 5;

/** the stores of a customer's orders, latest first (in one module, or in all): every signed-in module home asks, so built once */
const recentStoresQuery = (db: Db, name: string, inModule?: SQL) =>
  db
    .select({ storeId: s.orders.storeId, last: max(s.orders.createdAt) })
    .from(s.orders)
    .where(and(eq(s.orders.userId, sql.placeholder('userId')), eq(s.orders.isGuest, false), sql`${s.orders.storeId} is not null`, inModule))
    .groupBy(s.orders.storeId)
    .orderBy(desc(max(s.orders.createdAt)))
    .limit(VISIT_AGAIN_STORES)
    .prepare(name);
const recentStoresInModule = builtOnce('visit_again_stores_in_module', (db, name) => recentStoresQuery(db, name, eq(s.orders.moduleId, sql.placeholder('moduleId'))));
const recentStoresInAll = builtOnce('visit_again_stores', (db, name) => recentStoresQuery(db, name));

/** up to five items of each of these stores, read whole in one statement */
const bestItemsOfStores = builtOnce('visit_again_items', (db, name) => {
  const ranked = db
    .select({ id: s.items.id, rank: sql<number>`row_number() over (partition by ${s.items.storeId} order by ${s.items.orderCount} desc, ${s.items.id})`.as('rank') })
    .from(s.items)
    .where(and(sql`${s.items.storeId} = any(${sql.placeholder('storeIds')})`, eq(s.items.status, true)))
    .as('ranked');
  const best = db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} <= ${VISIT_AGAIN_ITEMS}`);
  // `= any(array(...))`, not `in (...)`: an id list the planner reads by primary key (with `in`, PostgreSQL chose a scan of every item)
  return productQueryOn(db)
    .where(and(sql`${s.items.id} = any(array(${best}))`, ...visibleItems(null, null)))
    .prepare(name);
});

/** `personalVersion`: the version of the customer's rows read with their session (reference-cache.ts, personalData) */
export async function visitAgain(ctx: RequestContext, userId: number, moduleId: number | null, personalVersion?: number): Promise<Array<{ store: Store; items: Product[] }>> {
  // kept by the process until one of the customer's orders changes (migration 0029), as their order counts are
  const recent = await personalData(
    ctx.db,
    `visit-again-stores:${userId}:${moduleId ?? 'all'}`,
    ['orders', ownRows('orders', { userId, isGuest: false })],
    () => (moduleId ? recentStoresInModule(ctx.db, { userId, moduleId }) : recentStoresInAll(ctx.db, { userId })),
    personalVersion,
  );
  const ids = recent.map((r) => r.storeId!);
  if (!ids.length) return [];
  // the stores from memory (reference data, item counts counted once a minute), as the home's store rails
  const [storeRows, itemCounts] = await Promise.all([allStoreRows(ctx.db), itemCountsByStore(ctx.db)]);
  const wanted = new Set(ids);
  const stores = await formatStores(
    ctx,
    storeRows.filter(({ store }) => wanted.has(store.id) && storeVisible(store, ctx.zoneIds, moduleId)).map((r) => withItemCount(r, itemCounts)),
  );
  // each store's best items are a catalogue list: kept a few seconds and shared by every customer who
  // ordered there (src/server/cache/list-cache.ts); the stores not kept are read together, in one statement
  const itemsOfStores = await keptLists(
    ctx.db,
    ids.map((id) => listKey(ctx, 'visitAgainItems', id)),
    async (missing) => {
      const storeIds = missing.map((i) => ids[i]);
      const items = await formatProducts(ctx, (await bestItemsOfStores(ctx.db, { storeIds })) as ProductRow[]);
      return storeIds.map((id) => items.filter((item) => item.storeId === id));
    },
  );
  const itemsOf = new Map(ids.map((id, i) => [id, itemsOfStores[i]]));
  const order = new Map(ids.map((id, i) => [id, i]));
  return stores
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((store) => ({ store, items: itemsOf.get(store.id) ?? [] }));
}
