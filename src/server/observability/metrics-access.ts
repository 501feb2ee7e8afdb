/**
 * Who may read /metrics (issue 47.3): whoever sends METRICS_TOKEN as a bearer token, or asks from an
 * address in METRICS_ALLOW_FROM (addresses or CIDR ranges, IPv4 or IPv6, comma-separated; behind a
 * proxy with TRUST_PROXY, the address the proxy saw). Neither set: nobody.
 */
import { BlockList, isIP } from 'node:net';
import { env } from '../core/env';
import { clientAddress, trustedProxyHops } from '../core/client-address';
import { sameSecret } from '../core/ops-token';

/** METRICS_ALLOW_FROM as a list node:net can check */
export function allowList(setting: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (setting ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** '::ffff:127.0.0.1' is 127.0.0.1 */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

let allowed: BlockList | undefined;

export function metricsAllowed(request: { authorization: string | null; forwardedFor: string | null; socketAddress: string | undefined }): boolean {
  const { METRICS_TOKEN, METRICS_ALLOW_FROM } = env();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')?.[1];
  if (METRICS_TOKEN && bearer && sameSecret(bearer, METRICS_TOKEN)) return true;
  if (!METRICS_ALLOW_FROM) return false;
  allowed ??= allowList(METRICS_ALLOW_FROM);
  const from = plain(clientAddress(request.forwardedFor, request.socketAddress, trustedProxyHops()));
  const family = isIP(from);
  return family !== 0 && allowed.check(from, family === 6 ? 'ipv6' : 'ipv4');
}
