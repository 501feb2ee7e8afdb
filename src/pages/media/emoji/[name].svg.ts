import type { APIRoute } from 'astro';
import { emojiSvg } from '../../../server/services/emoji';
import { publicCacheControl } from '../../../server/cache/policy';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const svg = emojiSvg(params.name ?? '');
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': publicCacheControl('public, max-age=31536000, immutable') },
  });
};
