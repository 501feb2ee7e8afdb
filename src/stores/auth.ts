/**
 * Who the shopper is: `token` for customers, `guest_id` for guests (spec browser keys). Server pages
 * know a signed-in shopper by the session cookie the sign-in answer itself writes, HttpOnly, out of
 * scripts' reach (src/server/api/session-cookie.ts); signing out (auth/logout) clears it.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

export const token = persistentAtom<string>('token', '');
export const guestId = persistentAtom<string>('guest_id', '');
export const isSignedIn = computed(token, (t) => t.length > 0);

export function setToken(value: string) {
  token.set(value);
}

/** Forget the session on this device (the server side is revoked by auth/logout). */
export function clearSession() {
  token.set('');
}
