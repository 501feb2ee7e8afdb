/**
 * A session a page form started without the scripts (the /auth pages, src/loaders/session.ts) becomes
 * this device's token, once, as a sign-in through the modal would have kept it. Loaded by the header
 * script only when the hand-off cookie is there.
 */
import { SESSION_HANDOFF_COOKIE } from '../lib/constants';
import { setToken } from '../stores/auth';
import { writeCookie } from '../stores/cookies';

export function adoptHandedSession(): void {
  const handed = new RegExp(`(?:^|;\\s*)${SESSION_HANDOFF_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
  writeCookie(SESSION_HANDOFF_COOKIE, '', 0);
  if (handed) setToken(decodeURIComponent(handed));
}
