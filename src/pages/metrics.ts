import type { APIRoute } from 'astro';
import { remoteAddress } from '../lib/remote-address';
import { metricsAllowed } from '../server/observability/metrics-access';
import { METRICS_CONTENT_TYPE, metricsText } from '../server/observability/metrics';

export const prerender = false;

/**
 * Prometheus's text (issue 47.3), for a scraper holding METRICS_TOKEN (as a bearer token) or asking
 * from an address in METRICS_ALLOW_FROM; closed to anyone else, and to everyone when neither is set.
 */
export const GET: APIRoute = async (context) => {
  const allowed = metricsAllowed({ authorization: context.request.headers.get('authorization'), forwardedFor: context.request.headers.get('x-forwarded-for'), socketAddress: remoteAddress(context) });
  if (!allowed) return new Response('Forbidden: send METRICS_TOKEN as a bearer token, or ask from an address in METRICS_ALLOW_FROM\n', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  return new Response(await metricsText(), { headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' } });
};
