/**
 * The content editor's sign-in (issue 49): a staff token kept for the browser tab only
 * (sessionStorage), apart from the shopper's. Plain functions, not a store: only the editor's
 * islands read it, and the shop's pages share no code with them.
 */
const KEY = 'staff-token';

export function staffToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // a browser without storage keeps the sign-in for the page only
  }
}
