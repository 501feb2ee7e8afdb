/**
 * The address a request came from, for the limits that count per address. Without a trusted proxy
 * it is the connection's own address: any X-Forwarded-For a client writes is ignored. With
 * TRUST_PROXY=N (N proxies in front, 1 for one), it is the entry the outermost trusted proxy
 * appended: the N-th from the right of X-Forwarded-For. Entries further left were written by the
 * client and prove nothing.
 */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | null | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return hops[Math.max(0, hops.length - trustedHops)];
  }
  return socketAddress || 'local';
}

/** TRUST_PROXY as a number of proxies: '1' or 'true' for one, a count for more, anything else none. */
export function trustedProxyHops(value: string | undefined = process.env.TRUST_PROXY): number {
  if (!value) return 0;
  if (value === 'true') return 1;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
