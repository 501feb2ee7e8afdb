import type { APIRoute } from 'astro';
import { handleApiRequest } from '../server/api/app';

export const prerender = false;

/** The 6amMart clients send shoppers to `<backend>/payment-mobile`: the API's payment entry answers it. */
export const GET: APIRoute = ({ request }) => {
  const url = new URL(request.url);
  return handleApiRequest(new Request(`${url.origin}/api/v1/payment-mobile${url.search}`, { headers: request.headers }));
};
