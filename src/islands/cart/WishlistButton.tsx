/**
 * The wishlist, hydrated on use (`client:interact` with TRIGGERS.wishlist): the header's wishlist
 * button (server-rendered, `data-wishlist-open`) opens the drawer (loaded only then), and the hearts
 * the server put on cards and the store page (`data-wishlist`, shown once JavaScript runs) reflect
 * the wishlist and toggle it. A guest gets the login-required message.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MoneyFormat } from '../../lib/format';
import { token } from '../../stores/auth';
import { showToast } from '../../stores/toast';
import { loadWishlist, toggleWishlist, wishlist } from '../../stores/wishlist';
import { attempt } from '../shared/attempt';
import { useIslandReady } from '../shared/ready';
import type { WishlistLabels } from './WishlistDrawer';
import { heartOf, paintHearts, type HeartLabels } from '../../lib/hearts';
import { withLabels } from '../shared/with-labels';

const WishlistDrawer = lazy(() => import('./WishlistDrawer'));

/** A heart's click (the popup's heart and the hearts on the page): a guest is told to sign in; otherwise it toggles and says the server's message. */
export async function toggleHeart(kind: 'item' | 'store', id: number, labels: HeartLabels): Promise<void> {
  if (!token.get()) return showToast(labels.loginRequired, { id: 'error', type: 'error' });
  await attempt(async () => {
    await loadWishlist();
    showToast(await toggleWishlist(kind, id), { type: 'success' });
  });
}

export interface WishlistButtonProps {
  labels: WishlistLabels & Record<'open' | 'loginRequired' | 'addToWishlist' | 'removeFromWishlist', string>;
  money: MoneyFormat;
  food: boolean;
  storeBase: string;
}

function WishlistButton({ labels, money, food, storeBase }: WishlistButtonProps) {
  const signedIn = Boolean(useStore(token));
  const list = useStore(wishlist);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (signedIn) void loadWishlist();
  }, [signedIn]);

  // the hearts on the page follow the wishlist (labels and signedIn are fixed for the page's life)
  useEffect(() => {
    if (list.loaded || !signedIn) paintHearts(list, labels);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  useEffect(() => {
    const onClick = async (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.('[data-wishlist-open]')) {
        e.preventDefault();
        return token.get() ? setOpen(true) : showToast(labels.loginRequired, { id: 'error', type: 'error' });
      }
      const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-wishlist]');
      const heart = el && heartOf(el);
      if (!heart) return;
      e.preventDefault();
      await toggleHeart(heart.kind, heart.id, labels);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
    // one page-wide listener; the labels are fixed for the page's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
      {open && (
        <Suspense fallback={null}>
          <WishlistDrawer labels={labels} money={money} food={food} storeBase={storeBase} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** on the page: its strings come from the island labels (src/islands/shared/with-labels.tsx) */
export default withLabels(WishlistButton, (all) => ({ labels: all.wishlist }));
