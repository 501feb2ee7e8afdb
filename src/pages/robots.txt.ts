import type { APIRoute } from 'astro';
import { publicOrigin } from '../lib/public-origin';
import { publicCacheControl } from '../server/cache/policy';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const origin = publicOrigin(url.origin);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /newsletter', 'Disallow: /admin/', 'Disallow: /ne/admin/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': publicCacheControl('public, max-age=3600') } });
};
