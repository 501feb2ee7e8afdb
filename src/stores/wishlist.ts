/** The customer's wishlist ids (items and stores), loaded once per page when signed in. */
import { atom } from 'nanostores';
import * as api from '../lib/api/browser/wishlist';
import { token } from './auth';
import { wishlistMirror } from './wishlist-mirror';

export const wishlist = atom<{ items: number[]; stores: number[]; loaded: boolean }>({ items: [], stores: [], loaded: false });

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
  loading ??= api.wishlist
    .list()
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
  const answer = await (has ? api.wishlist.remove(kind, id) : api.wishlist.add(kind, id));
  const now = wishlist.get();
  wishlist.set({ ...now, [key]: has ? now[key].filter((x) => x !== id) : [...now[key], id] });
  return answer.message;
}
