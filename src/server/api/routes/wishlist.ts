/**
 * The wishlist (customer/wish-list): items and stores a customer keeps. A token is required; a
 * duplicate add answers 409 and changes nothing. Counts on items follow adds and removals.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../../db/schema';
import { formatProducts, productQuery, visibleItems } from '../../services/catalogue/products';
import { formatStores, storeQuery, visibleStores } from '../../services/catalogue/stores';
import { json, type Router } from '../app';
import { requireCustomer } from '../auth-guard';
import { ApiError, parseWith, readBody } from '../http';

const target = z
  .object({
    item_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    store_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((v) => Boolean(v.item_id) !== Boolean(v.store_id), { message: 'Send item_id or store_id.', path: ['item_id'] });

export function registerWishlistRoutes(app: Router) {
  app.get(
    '/customer/wish-list',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const rows = await ctx.db.select().from(s.wishlists).where(eq(s.wishlists.userId, customer.id)).orderBy(desc(s.wishlists.id));
      const itemIds = rows.flatMap((r) => (r.itemId ? [r.itemId] : []));
      const storeIds = rows.flatMap((r) => (r.storeId ? [r.storeId] : []));
      const [items, stores] = await Promise.all([
        itemIds.length ? productQuery(ctx).where(and(inArray(s.items.id, itemIds), ...visibleItems(ctx.zoneIds, null))).then((r) => formatProducts(ctx, r)) : [],
        storeIds.length ? storeQuery(ctx).where(and(inArray(s.stores.id, storeIds), ...visibleStores(ctx.zoneIds, null))).then((r) => formatStores(ctx, r)) : [],
      ]);
      const itemOrder = new Map(itemIds.map((id, i) => [id, i]));
      const storeOrder = new Map(storeIds.map((id, i) => [id, i]));
      return {
        item: items.sort((a, b) => (itemOrder.get(a.id) ?? 0) - (itemOrder.get(b.id) ?? 0)),
        store: stores.sort((a, b) => (storeOrder.get(a.id) ?? 0) - (storeOrder.get(b.id) ?? 0)),
      };
    }),
  );

  app.post(
    '/customer/wish-list/add',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const input = parseWith(target, await readBody(c.req));
      if (input.item_id) {
        const [item] = await ctx.db.select({ id: s.items.id }).from(s.items).where(and(eq(s.items.id, input.item_id), eq(s.items.status, true))).limit(1);
        if (!item) throw new ApiError(404, [{ code: 'item_id', message: 'Item not found.' }]);
      } else {
        const [store] = await ctx.db.select({ id: s.stores.id }).from(s.stores).where(and(eq(s.stores.id, input.store_id!), eq(s.stores.status, true))).limit(1);
        if (!store) throw new ApiError(404, [{ code: 'store_id', message: 'Store not found.' }]);
      }
      const added = await ctx.db
        .insert(s.wishlists)
        .values({ userId: customer.id, itemId: input.item_id ?? null, storeId: input.store_id ?? null })
        .onConflictDoNothing()
        .returning({ id: s.wishlists.id });
      if (!added.length) throw new ApiError(409, [{ code: 'wishlist', message: 'Already in your wishlist.' }]);
      if (input.item_id) await ctx.db.update(s.items).set({ wishlistCount: sql`${s.items.wishlistCount} + 1` }).where(eq(s.items.id, input.item_id));
      return { message: 'Added to your wishlist.' };
    }),
  );

  app.delete(
    '/customer/wish-list/remove',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const input = parseWith(target, await readBody(c.req));
      const removed = await ctx.db
        .delete(s.wishlists)
        .where(and(eq(s.wishlists.userId, customer.id), input.item_id ? eq(s.wishlists.itemId, input.item_id) : eq(s.wishlists.storeId, input.store_id!)))
        .returning({ id: s.wishlists.id });
      if (!removed.length) throw new ApiError(404, [{ code: 'wishlist', message: 'Not in your wishlist.' }]);
      if (input.item_id) await ctx.db.update(s.items).set({ wishlistCount: sql`greatest(${s.items.wishlistCount} - 1, 0)` }).where(eq(s.items.id, input.item_id));
      return { message: 'Removed from your wishlist.' };
    }),
  );
}
