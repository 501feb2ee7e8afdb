/** A guest's id, asked for once, the first time a guest's call needs one (spec: guests are identified by guest_id). */
import { guestSchema } from '../../lib/api/auth-schemas';
import { guestId, token } from '../../stores/auth';
import { request } from './api';

let asking: Promise<void> | null = null;

export function ensureGuest(): Promise<void> {
  if (token.get() || guestId.get()) return Promise.resolve();
  asking ??= request('POST', 'auth/guest/request', guestSchema, { body: {} })
    .then((g) => guestId.set(String(g.guest_id)))
    .catch((error) => {
      asking = null;
      console.error('guest id request failed', error); // spec: only logged
    });
  return asking;
}
