import type { APIRoute } from 'astro';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const origin = process.env.APP_URL ?? url.origin;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /newsletter', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
};
