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
import type { WishlistLabels } from './WishlistDrawer';

const WishlistDrawer = lazy(() => import('./WishlistDrawer'));

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
      el.setAttribute('aria-label', (on ? labels.removeFromWishlist : labels.addToWishlist).replace('{{name}}', heart.name));
    }
  }, [list]);

  useEffect(() => {
    const onClick = async (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-wishlist]');
      const heart = el && heartOf(el);
      if (!heart) return;
      e.preventDefault();
      if (!token.get()) return showToast(labels.loginRequired, { id: 'error', type: 'error' });
      await attempt(async () => {
        await loadWishlist();
        showToast(await toggleWishlist(heart.kind, heart.id), { type: 'success' });
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" aria-label={labels.open} onClick={() => (signedIn ? setOpen(true) : showToast(labels.loginRequired, { id: 'error', type: 'error' }))}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.5-9.1C1 8.3 3.4 4.5 7.1 4.5c2 0 3.4 1 4.9 2.8 1.5-1.8 2.9-2.8 4.9-2.8 3.7 0 6.1 3.8 4.6 7.4C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <WishlistDrawer labels={labels} money={money} food={food} storeBase={storeBase} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
