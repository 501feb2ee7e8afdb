/** The customer's wishlist ids (items and stores), loaded once per page when signed in. */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { request } from '../islands/shared/api';
import { messageSchema } from '../lib/api/auth-schemas';
import { token } from './auth';
import { wishlistMirror } from './wishlist-mirror';

export const wishlist = atom<{ items: number[]; stores: number[]; loaded: boolean }>({ items: [], stores: [], loaded: false });

const listSchema = z.object({ item: z.array(z.looseObject({ id: z.number() })), store: z.array(z.looseObject({ id: z.number() })) });
let loading: Promise<void> | null = null;

// a session that ends (logout, an expired token, a deleted account) takes its wishlist with it
token.listen((value) => {
  if (value) return;
  wishlist.set({ items: [], stores: [], loaded: false });
  wishlistMirror.set({ items: [], stores: [] });
  loading = null;
});

// the device remembers the ids, so the hearts are right on the next page before this store loads
wishlist.listen(({ items, stores, loaded }) => {
  if (loaded) wishlistMirror.set({ items, stores });
});

export function loadWishlist(): Promise<void> {
  loading ??= request('GET', 'customer/wish-list', listSchema)
    .then((w) => wishlist.set({ items: w.item.map((i) => i.id), stores: w.store.map((s) => s.id), loaded: true }))
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** Add or remove (by default: whichever changes it); answers the server's message. */
export async function toggleWishlist(kind: 'item' | 'store', id: number, want?: 'add' | 'remove'): Promise<string> {
  const key = kind === 'item' ? 'items' : 'stores';
  const has = want ? want === 'remove' : wishlist.get()[key].includes(id);
  const body = kind === 'item' ? { item_id: id } : { store_id: id };
  const answer = await request(has ? 'DELETE' : 'POST', has ? 'customer/wish-list/remove' : 'customer/wish-list/add', messageSchema, { body });
  const now = wishlist.get();
  wishlist.set({ ...now, [key]: has ? now[key].filter((x) => x !== id) : [...now[key], id] });
  return answer.message;
}
