/**
 * One language's island labels (src/loaders/island-labels.ts). The page links them with `?v=` their
 * hash: that address is kept for a year; any other (no version, an old one) for a minute.
 */
import type { APIRoute } from 'astro';
import { LOCALES, type Locale } from '../../lib/i18n';
import { islandLabels } from '../../loaders/island-labels';
import { publicCacheControl } from '../../server/cache/policy';

export const prerender = false;

export const GET: APIRoute = ({ params, url }) => {
  const locale = params.locale as Locale;
  if (!LOCALES.includes(locale)) return new Response('Not found', { status: 404 });
  const { json, version } = islandLabels(locale);
  const cache = publicCacheControl(url.searchParams.get('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache } });
};
