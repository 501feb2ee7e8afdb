/**
 * The wishlist's ids, mirrored on this device (`wishlist-ids`), so the hearts on a page show the
 * shopper's wishlist before the wishlist island loads (src/scripts/header.ts paints them). The
 * wishlist store keeps it and empties it when the session ends.
 */
import { persistentAtom } from '@nanostores/persistent';

export interface WishlistIds {
  items: number[];
  stores: number[];
}

export const wishlistMirror = persistentAtom<WishlistIds>(
  'wishlist-ids',
  { items: [], stores: [] },
  {
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        const v = JSON.parse(raw) as Partial<WishlistIds>;
        return { items: Array.isArray(v.items) ? v.items.filter(Number.isInteger) : [], stores: Array.isArray(v.stores) ? v.stores.filter(Number.isInteger) : [] };
      } catch {
        return { items: [], stores: [] };
      }
    },
  },
);
