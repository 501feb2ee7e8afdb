/**
 * The security headers every page and API answer carries (issue 15 D.10): no MIME sniffing, the
 * referrer only as an origin to other sites, never framed by another site (clickjacking), and HSTS
 * when the shopper came over HTTPS. The pages' script and style policy is Astro's (security.csp in
 * astro.config.mjs); the fixed directives below join it. scripts/front-door.mjs sets them first on
 * every answer, static files and the server's own refusals included.
 */
export interface HeaderTarget {
  has(name: string): boolean;
  get(name: string): string | null;
  set(name: string, value: string): void;
}

/** the policy every answer has, whatever else its own policy says */
const FIXED_DIRECTIVES = (
  [
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ] as const
).map(([name, value]) => ({ said: new RegExp(`(^|;)\\s*${name}\\b`), directive: `${name} ${value}` }));

export function addSecurityHeaders(headers: HeaderTarget, options: { https: boolean }): void {
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  set('x-content-type-options', 'nosniff');
  set('referrer-policy', 'strict-origin-when-cross-origin');
  set('x-frame-options', 'DENY');
  // never framed by another site, no plugins, no <base> or form posts elsewhere (issue 43.11): added
  // to the page's own policy (Astro's script and style hashes) where it does not say them, or alone
  const policy = headers.get('content-security-policy')?.replace(/;\s*$/, '') ?? '';
  const missing = FIXED_DIRECTIVES.filter((d) => !d.said.test(policy)).map((d) => d.directive);
  if (missing.length) headers.set('content-security-policy', [policy, ...missing].filter(Boolean).join('; '));
  if (options.https) set('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** Whether the shopper's request came over HTTPS: the URL's scheme, or what a trusted proxy in front says. */
export function cameOverHttps(url: URL, headers: { get(name: string): string | null }, trustProxy: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return trustProxy && headers.get('x-forwarded-proto')?.split(',').pop()?.trim() === 'https';
}
