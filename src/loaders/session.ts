/**
 * A session started by one of the shop's own pages (the /auth forms without JavaScript): the same
 * HttpOnly cookie the API writes when the shop's scripts sign in through it (src/server/api/session-cookie.ts).
 */
import type { AstroCookies } from 'astro';
import { SESSION_HANDOFF_COOKIE } from '../lib/constants';
import { cameOverHttps } from '../lib/security-headers';
import { SESSION_COOKIE, sessionCookieOptions } from '../server/api/session-cookie';
import { trustedProxyHops } from '../server/core/client-address';

export function startSession(cookies: AstroCookies, token: string, request: Request, url: URL): void {
  const { sameSite: _hono, ...same } = sessionCookieOptions(cameOverHttps(url, request.headers, trustedProxyHops() > 0));
  cookies.set(SESSION_COOKIE, token, { ...same, sameSite: 'lax' });
  // the page's scripts, when they run, keep it as a modal sign-in would (src/scripts/header.ts)
  cookies.set(SESSION_HANDOFF_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: 300, secure: cameOverHttps(url, request.headers, trustedProxyHops() > 0) });
}
