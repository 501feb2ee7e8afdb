/** The wishlist (customer/wish-list): a token is required. */
import { z } from 'zod';
import { addToWishlist, removeFromWishlist, wishlist, type WishTarget } from '../../services/wishlist';
import { MAX_ID, type RequestContext } from '../../core/context';
import { parseWith } from '../../core/errors';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { readBody } from '../body';
import { json, type Router } from '../route';

function target(ctx: RequestContext, body: Record<string, unknown>): WishTarget {
  const input = parseWith(
    z
      .object({
        item_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
        store_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
      })
      .refine((v) => Boolean(v.item_id) !== Boolean(v.store_id), { message: t(ctx.locale, 'wishlist_target'), path: ['item_id'] }),
    body,
  );
  return input.item_id ? { itemId: input.item_id } : { storeId: input.store_id! };
}

export function registerWishlistRoutes(app: Router) {
  app.get(
    '/customer/wish-list',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const { items, stores } = await wishlist(ctx, customer.id);
      return { item: items, store: stores };
    }),
  );

  app.post(
    '/customer/wish-list/add',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      await addToWishlist(ctx, customer.id, target(ctx, await readBody(c.req)));
      return { message: t(ctx.locale, 'wishlist_added') };
    }),
  );

  app.delete(
    '/customer/wish-list/remove',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      await removeFromWishlist(ctx, customer.id, target(ctx, await readBody(c.req)));
      return { message: t(ctx.locale, 'wishlist_removed') };
    }),
  );
}
