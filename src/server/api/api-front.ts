/**
 * /api/v1 answered before Astro (issue 48.4). Astro makes a web Request for every request it
 * takes, with an abort signal; a Request with a signal stays reachable through a young collection
 * (undici's WeakRef to it and its FinalizationRegistry entry are only let go by a full one), so
 * every API answer through Astro promoted its objects: 7 MB a scavenge at 1,500 answers a second.
 * The middleware opens this front with Hono's own Node listener (`@hono/node-server`), whose
 * request makes a signal only when a route asks for one (the order event stream does).
 * It takes the reads (GET, HEAD, OPTIONS): a write's body goes through Hono's body limit, which
 * copies the request into a web Request (that listener's request is not one), so writes stay with
 * Astro's route, as does every API request until the middleware has loaded. scripts/serve.mjs asks it first.
 *
 * Imported by scripts/serve.mjs as it is (Node strips the types), so its imports name their files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { processWide } from '../observability/process-wide.ts';
import { METHODS_WITHOUT_BODY } from '../../lib/http-methods.ts';

/** the API's paths: `/api/v1` and what is under it */
export const API_PATH = /^\/api\/v1(?:[/?#]|$)/;

export type ApiListener = (req: IncomingMessage, res: ServerResponse) => unknown;

const front = processWide('api-front', () => ({ listener: null as ApiListener | null }));

/** `req` answered by the API's listener when it is an API read and the listener is open, else by `next`. */
export function apiOrNext(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (front.listener && METHODS_WITHOUT_BODY.has(req.method ?? 'GET') && API_PATH.test(req.url ?? '')) void front.listener(req, res);
  else next();
}

/** Set what answers /api/v1 in front of Astro (null: Astro's route does). */
export function openApiFront(listener: ApiListener | null): void {
  front.listener = listener;
}
