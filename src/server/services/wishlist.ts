/**
 * The wishlist: items and stores a customer keeps. A duplicate add is a 409 and changes nothing;
 * an item's wishlist count follows adds and removals.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import type { RequestContext } from '../core/context';
import { ApiError } from '../core/errors';
import { t } from '../core/messages';
import { formatProducts, productQuery, visibleItems, type Product } from './catalogue/products';
import { formatStores, storeQuery, visibleStores, type Store } from './catalogue/stores';

export type WishTarget = { itemId: number } | { storeId: number };

/** The kept items and stores that are still visible in the request's zones, newest first. */
export async function wishlist(ctx: RequestContext, userId: number): Promise<{ items: Product[]; stores: Store[] }> {
  const rows = await ctx.db.select().from(s.wishlists).where(eq(s.wishlists.userId, userId)).orderBy(desc(s.wishlists.id));
  const itemIds = rows.flatMap((r) => (r.itemId ? [r.itemId] : []));
  const storeIds = rows.flatMap((r) => (r.storeId ? [r.storeId] : []));
  const [items, stores] = await Promise.all([
    itemIds.length ? productQuery(ctx).where(and(inArray(s.items.id, itemIds), ...visibleItems(ctx.zoneIds, null))).then((r) => formatProducts(ctx, r)) : [],
    storeIds.length ? storeQuery(ctx).where(and(inArray(s.stores.id, storeIds), ...visibleStores(ctx.zoneIds, null))).then((r) => formatStores(ctx, r)) : [],
  ]);
  const itemOrder = new Map(itemIds.map((id, i) => [id, i]));
  const storeOrder = new Map(storeIds.map((id, i) => [id, i]));
  return {
    items: items.sort((a, b) => (itemOrder.get(a.id) ?? 0) - (itemOrder.get(b.id) ?? 0)),
    stores: stores.sort((a, b) => (storeOrder.get(a.id) ?? 0) - (storeOrder.get(b.id) ?? 0)),
  };
}

export async function addToWishlist(ctx: RequestContext, userId: number, target: WishTarget): Promise<void> {
  if ('itemId' in target) {
    const [item] = await ctx.db.select({ id: s.items.id }).from(s.items).where(and(eq(s.items.id, target.itemId), eq(s.items.status, true))).limit(1);
    if (!item) throw new ApiError(404, [{ code: 'item_id', message: t(ctx.locale, 'product_not_found') }]);
  } else {
    const [store] = await ctx.db.select({ id: s.stores.id }).from(s.stores).where(and(eq(s.stores.id, target.storeId), eq(s.stores.status, true))).limit(1);
    if (!store) throw new ApiError(404, [{ code: 'store_id', message: t(ctx.locale, 'store_not_found') }]);
  }
  const itemId = 'itemId' in target ? target.itemId : null;
  const added = await ctx.db
    .insert(s.wishlists)
    .values({ userId, itemId, storeId: 'storeId' in target ? target.storeId : null })
    .onConflictDoNothing()
    .returning({ id: s.wishlists.id });
  if (!added.length) throw new ApiError(409, [{ code: 'wishlist', message: t(ctx.locale, 'wishlist_duplicate') }]);
  if (itemId) await ctx.db.update(s.items).set({ wishlistCount: sql`${s.items.wishlistCount} + 1` }).where(eq(s.items.id, itemId));
}

export async function removeFromWishlist(ctx: RequestContext, userId: number, target: WishTarget): Promise<void> {
  const removed = await ctx.db
    .delete(s.wishlists)
    .where(and(eq(s.wishlists.userId, userId), 'itemId' in target ? eq(s.wishlists.itemId, target.itemId) : eq(s.wishlists.storeId, target.storeId)))
    .returning({ id: s.wishlists.id });
  if (!removed.length) throw new ApiError(404, [{ code: 'wishlist', message: t(ctx.locale, 'wishlist_missing') }]);
  if ('itemId' in target) await ctx.db.update(s.items).set({ wishlistCount: sql`greatest(${s.items.wishlistCount} - 1, 0)` }).where(eq(s.items.id, target.itemId));
}
