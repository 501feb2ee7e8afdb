/**
 * Who the shopper is: `token` for customers, `guest_id` for guests (spec browser keys). The token is
 * mirrored to a cookie so server pages know a signed-in shopper and never cache their pages.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { writeCookie } from './cookies';

export const token = persistentAtom<string>('token', '');
export const guestId = persistentAtom<string>('guest_id', '');
export const isSignedIn = computed(token, (t) => t.length > 0);

export function setToken(value: string) {
  token.set(value);
  writeCookie('token', value, 60 * 60 * 24 * 365);
}

/** Forget the session on this device (the server side is revoked by auth/logout). */
export function clearSession() {
  token.set('');
  writeCookie('token', '', 0);
}
