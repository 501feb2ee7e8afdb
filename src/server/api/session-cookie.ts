/**
 * The session cookie the storefront's own pages read (issue 15 D.11). The API authenticates by
 * bearer token only; but when the shop's own pages (same origin) sign in through it, the answer also
 * writes the token as a cookie no script can read: HttpOnly, SameSite=Lax, Secure over HTTPS. Signing
 * out, removing the account and any 401 to a request that carried the cookie clear it. Other
 * origins and apps (no Sec-Fetch-Site: same-origin, no shop Origin) never get a cookie.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { configuredOrigins, shopOrigins } from '../../lib/csrf';
import { cameOverHttps } from '../../lib/security-headers';
import { trustedProxyHops } from '../core/client-address';
import { sessionLifetime } from '../services/auth/sessions';
import type { Env } from './context';

export const SESSION_COOKIE = 'token';

/** the session cookie's attributes, wherever it is written (the API's answer, or a page form: src/loaders/session.ts) */
export const sessionCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'Lax' as const, secure, maxAge: Math.floor(sessionLifetime().maxMs / 1000) });

/** the calls after which the session is over */
const ENDS_SESSION = new Set(['/api/v1/auth/logout', '/api/v1/customer/remove-account']);

function fromShop(c: Context<Env>, trustProxy: boolean, allowed: string): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const origin = c.req.header('origin');
  return Boolean(origin) && shopOrigins(new URL(c.req.url), c.req.raw.headers, { trustProxy, allowed }).includes(origin!);
}

export function sessionCookie(options: { trustProxy?: boolean; allowed?: string } = {}): MiddlewareHandler<Env> {
  const trustProxy = options.trustProxy ?? trustedProxyHops() > 0;
  const allowed = options.allowed ?? configuredOrigins();
  return async (c, next) => {
    await next();
    const carried = Boolean(getCookie(c, SESSION_COOKIE));
    const secure = cameOverHttps(new URL(c.req.url), c.req.raw.headers, trustProxy);
    if (carried && (c.res.status === 401 || (ENDS_SESSION.has(c.req.path) && c.res.status === 200))) {
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
      return;
    }
    if (!c.req.path.startsWith('/api/v1/auth/') || c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return;
    if (!fromShop(c, trustProxy, allowed)) return;
    const answer = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { token?: unknown } | null;
    if (typeof answer?.token !== 'string' || !answer.token) return;
    setCookie(c, SESSION_COOKIE, answer.token, sessionCookieOptions(secure));
  };
}
