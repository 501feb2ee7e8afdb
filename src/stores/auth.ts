/** Who the shopper is: `token` for customers, `guest_id` for guests (spec browser keys). */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

export const token = persistentAtom<string>('token', '');
export const guestId = persistentAtom<string>('guest_id', '');
export const isSignedIn = computed(token, (t) => t.length > 0);
