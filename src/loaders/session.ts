/**
 * A session started by one of the shop's own pages (the /auth forms without JavaScript): the same
 * HttpOnly cookie the API writes when the shop's scripts sign in through it (src/server/api/session-cookie.ts).
 */
import type { AstroCookies } from 'astro';
import { SESSION_HANDOFF_COOKIE } from '../lib/constants';
import { cameOverHttps } from '../lib/security-headers';
import { SESSION_COOKIE } from '../server/api/session-cookie';
import { trustedProxyHops } from '../server/core/client-address';
import { sessionLifetime } from '../server/services/auth/sessions';

export function startSession(cookies: AstroCookies, token: string, request: Request, url: URL): void {
  cookies.set(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cameOverHttps(url, request.headers, trustedProxyHops() > 0),
    maxAge: Math.floor(sessionLifetime().maxMs / 1000),
  });
  // the page's scripts, when they run, keep it as a modal sign-in would (src/scripts/header.ts)
  cookies.set(SESSION_HANDOFF_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: 300, secure: cameOverHttps(url, request.headers, trustedProxyHops() > 0) });
}
