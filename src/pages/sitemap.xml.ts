import type { APIRoute } from 'astro';
import { getDatabase } from '../server/db/client';
import { sitemapEntries } from '../server/services/sitemap';
import { localizedPath } from '../lib/i18n';
import { publicOrigin } from '../lib/public-origin';
import { publicCacheControl } from '../server/cache/policy';

export const prerender = false;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ url }) => {
  const origin = publicOrigin(url.origin);
  const { db } = await getDatabase();
  const entries = await sitemapEntries(db);
  const urls = entries.map((e) => {
    const en = esc(`${origin}${localizedPath('en', e.path)}`);
    const ne = esc(`${origin}${localizedPath('ne', e.path)}`);
    return `<url><loc>${en}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="ne" href="${ne}"/></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': publicCacheControl('public, max-age=3600') } });
};
