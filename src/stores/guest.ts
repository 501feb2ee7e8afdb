/**
 * A guest's id, asked for once, the first time a guest's call needs one (spec: guests are identified
 * by guest_id); one the server already gave this browser (guest_id cookie) is kept, so its cart stays.
 */
import { guestId, token } from './auth';
import * as api from '../lib/api/browser/auth';

let asking: Promise<void> | null = null;

/** The id the server gave this browser when it added to the cart without JavaScript (src/pages/cart/add.ts). */
function serverGuestId(): string {
  return /(?:^|;\s*)guest_id=(\d{1,16})(?:;|$)/.exec(typeof document === 'undefined' ? '' : document.cookie)?.[1] ?? '';
}

export function ensureGuest(): Promise<void> {
  if (token.get() || guestId.get()) return Promise.resolve();
  const adopted = serverGuestId();
  if (adopted) {
    guestId.set(adopted);
    return Promise.resolve();
  }
  asking ??= api.auth
    .guestId()
    .then((id) => guestId.set(id))
    .catch((error) => {
      asking = null;
      console.error('guest id request failed', error); // spec: only logged
    });
  return asking;
}
