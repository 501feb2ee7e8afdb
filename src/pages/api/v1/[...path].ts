import type { APIRoute } from 'astro';
import { handleApiRequest } from '../../../server/api/app';

export const prerender = false;

/** Hands every /api/v1 request to the API app (src/server/api). */
export const ALL: APIRoute = ({ request }) => handleApiRequest(request);
