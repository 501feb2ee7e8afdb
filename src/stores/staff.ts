/** The content editor's sign-in (issue 49): a staff token, kept for the browser tab only (sessionStorage), apart from the shopper's. */
import { atom } from 'nanostores';

const KEY = 'staff-token';
const read = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export const staffToken = atom<string | null>(typeof sessionStorage === 'undefined' ? null : read());

staffToken.listen((token) => {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // a browser without storage keeps the sign-in for the page only
  }
});
