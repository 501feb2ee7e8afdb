import type { APIRoute } from 'astro';
import { readiness } from '../server/services/readiness';
import { apiBaseUrl } from '../server/api/api-base';

export const prerender = false;

/**
 * Readiness (issue 47.1): 200 while this process should be sent shoppers; 503 naming the failing
 * checks (draining, database, migrations, listen) otherwise. A load balancer or proxy reads it.
 */
export const GET: APIRoute = async () => {
  const { ready, checks } = await readiness(!apiBaseUrl());
  const failing = checks.filter((c) => !c.ok).map((c) => c.name);
  return Response.json(ready ? { status: 'ready', checks } : { status: 'not ready', failing, checks }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
};
