/**
 * The origin the shop writes into absolute URLs (canonical, hreflang, JSON-LD, image_full_url,
 * payment returns), issue 43.8. The Host header is the client's word: one request with
 * `Host: evil.example` must not put evil.example into a page that a cache then hands to everyone.
 * So an absolute URL uses:
 * - `APP_URL` when it is set (a real deployment sets it);
 * - else the origin asked for, when it is one the operator named (`ALLOWED_ORIGINS`, a comma list)
 *   or this server itself on the loopback (`localhost`, `127.0.0.1`, `[::1]` at its own `PORT`);
 * - else `http://localhost:PORT` (the demo's address), never the foreign host.
 * Caches that keep what depends on the origin key by this origin (src/server/cache/page-cache.ts; the API's
 * kept answers key by the whole address, which the pages build from it).
 */
export interface OriginPolicy {
  appUrl: string | null;
  allowed: ReadonlySet<string>;
  fallback: string;
}

const trimmed = (origin: string) => origin.trim().replace(/\/+$/, '');

export function originPolicy(env: Record<string, string | undefined> = process.env): OriginPolicy {
  const appUrl = env.APP_URL ? trimmed(env.APP_URL) : null;
  const port = env.PORT && env.PORT !== '80' ? `:${env.PORT}` : '';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}${port}`);
  const named = (env.ALLOWED_ORIGINS ?? '').split(',').map(trimmed).filter(Boolean);
  return { appUrl, allowed: new Set([...loopback, ...named]), fallback: loopback[0] };
}

let processPolicy: OriginPolicy | undefined;

/** The origin for absolute URLs of a request asked on `requestOrigin` (a URL's `.origin`). */
export function publicOrigin(requestOrigin: string, policy: OriginPolicy = (processPolicy ??= originPolicy())): string {
  if (policy.appUrl) return policy.appUrl;
  return policy.allowed.has(requestOrigin) ? requestOrigin : policy.fallback;
}
