/**
 * The wishlist's ids, mirrored on this device (`wishlist-ids`), so the hearts on a page show the
 * shopper's wishlist before the wishlist island loads (src/scripts/header.ts paints them). The
 * wishlist store keeps it and empties it when the session ends.
 */
import { persistentJson } from './persistent';

export interface WishlistIds {
  items: number[];
  stores: number[];
}

export const wishlistMirror = persistentJson<WishlistIds>('wishlist-ids', { items: [], stores: [] });
