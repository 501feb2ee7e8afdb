/** The wishlist heart for an item or a store; a guest gets the login-required message. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import HeartIcon from '../../components/icons/HeartIcon';
import { token } from '../../stores/auth';
import { loadWishlist, wishlist } from '../../stores/wishlist';
import { toggleHeart } from './WishlistButton';
import { heartLabel, type HeartLabels } from '../../lib/hearts';

export default function WishlistHeart({ kind, id, name, labels }: { kind: 'item' | 'store'; id: number; name: string; labels: HeartLabels }) {
  const signedIn = Boolean(useStore(token));
  const list = useStore(wishlist);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (signedIn) void loadWishlist();
  }, [signedIn]);
  const on = (kind === 'item' ? list.items : list.stores).includes(id);
  async function toggle() {
    setBusy(true);
    await toggleHeart(kind, id, labels);
    setBusy(false);
  }
  return (
    <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-pressed={on} disabled={busy} aria-label={heartLabel(on, name, labels)} onClick={toggle}>
      <HeartIcon size={20} className={on ? 'fill-error stroke-error' : undefined} />
    </button>
  );
}
