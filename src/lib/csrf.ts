/**
 * Cross-site form posts (CSRF) on the storefront's own pages: a write that a browser can send from
 * another site without asking (a form: urlencoded, multipart, text/plain, or no body type) must come
 * from one of the shop's origins. The shop's origins are the URL it was asked on, the one a trusted
 * proxy says the shopper used (X-Forwarded-Proto and -Host, with TRUST_PROXY=1), and any configured
 * (ALLOWED_ORIGINS, a comma list). The API is not here: it never authenticates by cookie, so another
 * origin gains nothing by posting to it, and CORS answers for it.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export interface WriteRequest {
  method: string;
  contentType: string | null;
  origin: string | null;
}

/** Whether this is a form-like write from outside the shop's origins (refuse it); the origins are worked out only for such a write. */
export function crossSiteWrite(req: WriteRequest, shopOrigins: () => readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const type = req.contentType?.toLowerCase() ?? null;
  // a JSON (or other) body cannot cross sites without a CORS preflight, which pages do not grant
  if (type !== null && !FORM_TYPES.some((t) => type.includes(t))) return false;
  return !req.origin || !shopOrigins().includes(req.origin);
}

/** The origins a page of the shop may be posted from. */
export function shopOrigins(url: URL, headers: { get(name: string): string | null }, options: { trustProxy: boolean; allowed: string }): string[] {
  const origins = new Set([url.origin]);
  if (options.trustProxy) {
    // the proxy's own values: the last of a comma list is what the nearest proxy appended
    const last = (name: string) => headers.get(name)?.split(',').pop()?.trim() || null;
    const proto = last('x-forwarded-proto');
    const host = last('x-forwarded-host') ?? headers.get('host');
    if (proto && host && /^https?$/.test(proto)) origins.add(`${proto}://${host}`);
  }
  for (const o of options.allowed.split(',')) if (o.trim()) origins.add(o.trim().replace(/\/$/, ''));
  return [...origins];
}

/** The shop's public address (APP_URL) and any others it is served on (ALLOWED_ORIGINS, a comma list), as `shopOrigins` takes them. */
export const configuredOrigins = (env: Record<string, string | undefined> = process.env): string => [env.APP_URL, env.ALLOWED_ORIGINS].filter(Boolean).join(',');
