/** The wishlist heart for an item or a store; a guest gets the login-required message. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { token } from '../../stores/auth';
import { showToast } from '../../stores/toast';
import { loadWishlist, toggleWishlist, wishlist } from '../../stores/wishlist';
import { attempt } from '../shared/api';

export default function WishlistHeart({ kind, id, name, labels }: { kind: 'item' | 'store'; id: number; name: string; labels: { addToWishlist: string; removeFromWishlist: string; loginRequired: string } }) {
  const signedIn = Boolean(useStore(token));
  const list = useStore(wishlist);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (signedIn) void loadWishlist();
  }, [signedIn]);
  const on = (kind === 'item' ? list.items : list.stores).includes(id);
  async function toggle() {
    if (!signedIn) return showToast(labels.loginRequired, { id: 'error', type: 'error' });
    setBusy(true);
    await attempt(async () => showToast(await toggleWishlist(kind, id), { type: 'success' }));
    setBusy(false);
  }
  return (
    <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-pressed={on} disabled={busy} aria-label={(on ? labels.removeFromWishlist : labels.addToWishlist).replace('{{name}}', name)} onClick={toggle}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={on ? 'fill-error stroke-error' : 'fill-none stroke-current'} strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1 8.3 3.4 4.5 7.1 4.5c2 0 3.4 1 4.9 2.8 1.5-1.8 2.9-2.8 4.9-2.8 3.7 0 6.1 3.8 4.6 7.4C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
