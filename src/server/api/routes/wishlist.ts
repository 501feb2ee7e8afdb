/** The wishlist (customer/wish-list): a token is required. */
import { z } from 'zod';
import { numeric } from '../context';
import { addToWishlist, removeFromWishlist, wishlist, type WishTarget } from '../../services/wishlist';
import { MAX_ID } from '../../core/context';
import { t } from '../../core/messages';
import { requireCustomer } from '../auth-guard';
import { messageAnswer, wishlistAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { productWire } from '../wire/product';
import { storeWire } from '../wire/store';

/** an item or a store, never both */
const targetBody = z
  .object({
    item_id: numeric(z.number().int().positive().max(MAX_ID).optional()),
    store_id: numeric(z.number().int().positive().max(MAX_ID).optional()),
  })
  .refine((v) => Boolean(v.item_id) !== Boolean(v.store_id), { message: 'api.wishlist_target', path: ['item_id'] });

const target = (input: z.infer<typeof targetBody>): WishTarget => (input.item_id ? { itemId: input.item_id } : { storeId: input.store_id! });

export function registerWishlistRoutes(app: Router) {
  const api = documented(app, 'Account');
  api.get('/customer/wish-list', { answer: wishlistAnswer, summary: "The customer's saved items and stores", needs: ['customer'] }, async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const { items, stores } = await wishlist(ctx, customer.id);
    return { item: items.map(productWire), store: stores.map(storeWire) };
  });

  api.post('/customer/wish-list/add', { answer: messageAnswer, summary: 'Save an item or a store', body: targetBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    await addToWishlist(ctx, customer.id, target(await input.body()));
    return { message: t(ctx.locale, 'wishlist_added') };
  });

  api.delete('/customer/wish-list/remove', { answer: messageAnswer, summary: 'Forget a saved item or store', body: targetBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    await removeFromWishlist(ctx, customer.id, target(await input.body()));
    return { message: t(ctx.locale, 'wishlist_removed') };
  });
}
