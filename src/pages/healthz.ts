import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness (issue 47.1): 200 for as long as the process lives and answers, stopping or not. */
export const GET: APIRoute = () => Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
