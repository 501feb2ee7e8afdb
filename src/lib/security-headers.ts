/**
 * The security headers every page and API answer carries (issue 15 D.10): no MIME sniffing, the
 * referrer only as an origin to other sites, never framed by another site (clickjacking), and HSTS
 * when the shopper came over HTTPS. The pages' script and style policy is Astro's (security.csp in
 * astro.config.mjs); frame-ancestors joins it.
 */
export interface HeaderTarget {
  has(name: string): boolean;
  get(name: string): string | null;
  set(name: string, value: string): void;
}

export function addSecurityHeaders(headers: HeaderTarget, options: { https: boolean }): void {
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  set('x-content-type-options', 'nosniff');
  set('referrer-policy', 'strict-origin-when-cross-origin');
  set('x-frame-options', 'DENY');
  // never framed by another site: added to the page's own policy (Astro's script and style hashes) or alone
  const policy = headers.get('content-security-policy');
  if (!policy) headers.set('content-security-policy', "frame-ancestors 'none'");
  else if (!/frame-ancestors/.test(policy)) headers.set('content-security-policy', `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`);
  if (options.https) set('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** Whether the shopper's request came over HTTPS: the URL's scheme, or what a trusted proxy in front says. */
export function cameOverHttps(url: URL, headers: { get(name: string): string | null }, trustProxy: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return trustProxy && headers.get('x-forwarded-proto')?.split(',').pop()?.trim() === 'https';
}
