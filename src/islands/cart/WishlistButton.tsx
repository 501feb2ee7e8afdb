/**
 * The header's wishlist button (opens the drawer, loaded only then) and the hearts the server put
 * on cards and the store page (`data-wishlist`): they stay hidden without JavaScript, and here they
 * show, reflect the wishlist and toggle it. A guest gets the login-required message.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MoneyFormat } from '../../lib/format';
import { token } from '../../stores/auth';
import { showToast } from '../../stores/toast';
import { loadWishlist, toggleWishlist, wishlist } from '../../stores/wishlist';
import { attempt } from '../shared/api';
import HeartIcon from '../../components/icons/HeartIcon';
import type { WishlistLabels } from './WishlistDrawer';

const WishlistDrawer = lazy(() => import('./WishlistDrawer'));

export interface HeartLabels {
  addToWishlist: string;
  removeFromWishlist: string;
  loginRequired: string;
}

/** What a heart says: add or remove, with the item's or store's name. */
export const heartLabel = (on: boolean, name: string, labels: HeartLabels) => (on ? labels.removeFromWishlist : labels.addToWishlist).replace('{{name}}', name);

/** A heart's click (the popup's heart and the hearts on the page): a guest is told to sign in; otherwise it toggles and says the server's message. */
export async function toggleHeart(kind: 'item' | 'store', id: number, labels: HeartLabels): Promise<void> {
  if (!token.get()) return showToast(labels.loginRequired, { id: 'error', type: 'error' });
  await attempt(async () => {
    await loadWishlist();
    showToast(await toggleWishlist(kind, id), { type: 'success' });
  });
}

interface Heart {
  kind: 'item' | 'store';
  id: number;
  name: string;
}

export interface WishlistButtonProps {
  labels: WishlistLabels & Record<'open' | 'loginRequired' | 'addToWishlist' | 'removeFromWishlist', string>;
  money: MoneyFormat;
  food: boolean;
  storeBase: string;
}

const heartOf = (el: HTMLElement): Heart | null => {
  try {
    return JSON.parse(el.dataset.wishlist ?? '') as Heart;
  } catch {
    return null;
  }
};

export default function WishlistButton({ labels, money, food, storeBase }: WishlistButtonProps) {
  const signedIn = Boolean(useStore(token));
  const list = useStore(wishlist);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (signedIn) void loadWishlist();
  }, [signedIn]);

  // the hearts on the page follow the wishlist
  useEffect(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-wishlist]')) {
      const heart = heartOf(el);
      if (!heart) continue;
      const on = (heart.kind === 'item' ? list.items : list.stores).includes(heart.id);
      el.hidden = false;
      el.setAttribute('aria-pressed', String(on));
      el.setAttribute('aria-label', heartLabel(on, heart.name, labels));
    }
  }, [list]);

  useEffect(() => {
    const onClick = async (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-wishlist]');
      const heart = el && heartOf(el);
      if (!heart) return;
      e.preventDefault();
      await toggleHeart(heart.kind, heart.id, labels);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" aria-label={labels.open} onClick={() => (signedIn ? setOpen(true) : showToast(labels.loginRequired, { id: 'error', type: 'error' }))}>
        <HeartIcon size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <WishlistDrawer labels={labels} money={money} food={food} storeBase={storeBase} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
