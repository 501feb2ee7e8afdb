/**
 * A token this page's server did not vouch for (no cookie, or the server found it expired): ask for
 * the profile once; a 401 runs the shared expired-session flow (sign out, the session message on
 * /home). And a session a page form started without the scripts (the /auth pages,
 * src/loaders/session.ts): it becomes this device's token, once, as a sign-in through the modal would
 * have kept it. Loaded only when a token is stored or handed over, so guests never download it.
 */
import * as api from '../lib/api/browser/account';
import { SESSION_HANDOFF_COOKIE } from '../lib/constants';
import { setToken } from '../stores/auth';
import { writeCookie } from '../stores/cookies';

export function adoptHandedSession(): void {
  const handed = new RegExp(`(?:^|;\\s*)${SESSION_HANDOFF_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
  writeCookie(SESSION_HANDOFF_COOKIE, '', 0);
  if (handed) setToken(decodeURIComponent(handed));
}

export async function checkSession(): Promise<void> {
  await api.account.profile().catch(() => undefined);
}
