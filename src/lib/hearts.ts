/** The wishlist hearts the server puts on cards and the store page (`data-wishlist`): their label and pressed state. */

export interface HeartLabels {
  addToWishlist: string;
  removeFromWishlist: string;
  loginRequired: string;
}

export interface Heart {
  kind: 'item' | 'store';
  id: number;
  name: string;
}

/** What a heart says: add or remove, with the item's or store's name. */
export const heartLabel = (on: boolean, name: string, labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>) =>
  (on ? labels.removeFromWishlist : labels.addToWishlist).replace('{{name}}', name);

export function heartOf(el: HTMLElement): Heart | null {
  try {
    return JSON.parse(el.dataset.wishlist ?? '') as Heart;
  } catch {
    return null;
  }
}

/** Press and label every heart in `root` from the wishlist's ids (read from the device: anything else than a list counts as empty). */
export function paintHearts(list: { items: unknown; stores: unknown }, labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>, root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-wishlist]')) {
    const heart = heartOf(el);
    if (!heart) continue;
    const ids = heart.kind === 'item' ? list.items : list.stores;
    const on = Array.isArray(ids) && ids.includes(heart.id);
    el.setAttribute('aria-pressed', String(on));
    el.setAttribute('aria-label', heartLabel(on, heart.name, labels));
  }
}
