import type { APIRoute } from 'astro';
import { handleApiRequest } from '../../../server/api/app';
import { remoteAddress } from '../../../lib/remote-address';

export const prerender = false;

/** Hands every /api/v1 request to the API app (src/server/api), with the connection's address. */
export const ALL: APIRoute = (context) => handleApiRequest(context.request, remoteAddress(context));
