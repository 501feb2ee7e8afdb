/**
 * Language routing, cache policy and the cross-site form check for pages.
 * - /ne/... renders the same page in Nepali (a rewrite, so each URL has one page file).
 * - Catalogue pages are cacheable by shared caches, varying on the cookies that pick zone, module
 *   and language; the answer to a signed-in shopper (token cookie) or a guest whose cart the server
 *   knows (guest_id cookie, set by the purchase form without JavaScript) is never cacheable.
 * - A catalogue page is rendered as anyone's, whoever asks (getShopper(Astro, 'catalogue') reads no
 *   session cookie), so a signed-in shopper's page comes from the page cache like everyone's; their
 *   own places in it (name, cart count, Visit Again, the review prompt: src/lib/personal-slots.ts)
 *   are rendered alone and put in (`personalAnswer`, issue 48). Any other page gets its header's
 *   places filled the same way.
 * - A page a loader had to render without some of its data (locals.degraded, src/loaders/degrade.ts)
 *   is never publicly cached either, so a cache does not keep serving the thinner page; nor is one
 *   that sets a cookie.
 * - Every answer carries the security headers (src/lib/security-headers.ts).
 * - Catalogue pages come from the page cache (src/server/cache/page-cache.ts) for a few seconds;
 *   a change to the reference data empties it (src/server/cache/reference-watch.ts). PAGE_CACHE=off renders
 *   every request; PAGE_CACHE_FRESH_MS sets how long a page is served as it is (default 5000).
 * - Every other page is read whole and compressed in one call (src/lib/compress-page.ts), not chunk
 *   by chunk as it streams: that halved the throughput of a small page.
 * - API_SQL_COUNT=1 (benchmarks): each page answer says how many SQL statements it cost
 *   (x-sql-statements), the in-process API calls included.
 */
import { defineMiddleware } from 'astro:middleware';
import { GUEST_COOKIE } from './loaders/guest-cookie';
import { configuredOrigins, crossSiteWrite, shopOrigins } from './lib/csrf';
import { addSecurityHeaders, cameOverHttps } from './lib/security-headers';
import { handleApiRequest } from './server/api/app';
import { getRequestListener } from '@hono/node-server';
import { openApiFront } from './server/api/api-front';
import { SESSION_COOKIE } from './server/api/session-cookie';
import { remoteAddress } from './lib/remote-address';
import { pathLocale } from './lib/i18n';
import { publicOrigin } from './lib/public-origin';
import { trustedProxyHops } from './server/core/client-address';
import { bypassesPageCache, hasPersonalCookie, NOT_A_PAGE, PageCache, pageCacheKey, type PlainPage } from './server/cache/page-cache';
import { frontPersonalAnswer, frontSplices, isPlainHtml, personalHeaders, splicedPersonalAnswer, splicesFor } from './loaders/personal-answer';
import { frontHit } from './server/cache/front-hit';
import { openFront } from './server/cache/front-pages';
import { compressedAnswer, compressedPage } from './lib/compress-page';
import { fillSlots, findSlots, type FoundSlot } from './lib/personal-slots';
import { personalFills } from './loaders/personal';
import { emptiedOnChange } from './server/cache/reference-watch';
import { countStatements } from './server/db/client';
import { pageCacheOn, publicCacheControl } from './server/cache/policy';
import { env } from './server/core/env';
import { noteRoute, requestNote } from './server/observability/request-note';
import { cacheCounter } from './server/observability/metrics';

const TRUST_PROXY = trustedProxyHops() > 0;
const ALLOWED_ORIGINS = configuredOrigins();
const COUNT_SQL = process.env.API_SQL_COUNT === '1';
/** the page cache's reads on /metrics */
const countPages = cacheCounter('pages');

function startPageCache(): PageCache | null {
  if (!pageCacheOn()) return null;
  return emptiedOnChange((heard) => new PageCache({ freshMs: env().PAGE_CACHE_FRESH_MS, canStore: heard }));
}
const pageCache = startPageCache();
const slotNames = (slots: FoundSlot[]) => new Set(slots.map((slot) => slot.name));
// fresh kept pages are answered before Astro (scripts/serve.mjs, src/server/cache/front-hit.ts): as
// kept, or with a signed-in shopper's or a guest's places filled in as here (`personalAnswer`)
openFront(
  pageCache
    ? frontHit(pageCache, {
        trustProxy: TRUST_PROXY,
        counted: countPages,
        personal: (scope, page, acceptEncoding) => (frontSplices(page, acceptEncoding) ? personalFills(scope, slotNames(page.personal.slots)).then((fills) => frontPersonalAnswer(page, fills)) : null),
      })
    : null,
);

// /api/v1 is answered before Astro (scripts/serve.mjs, src/server/api/api-front.ts), by Hono's Node
// listener: the connection's address as Astro gives it (the socket's; no allowed domains are set)
openApiFront(getRequestListener((request, { incoming }) => handleApiRequest(request, incoming.socket.remoteAddress), { overrideGlobalObjects: false }));

/** A copy of the answer with the security headers (src/lib/security-headers.ts). */
function secured(response: Response, https: boolean): Response {
  const copy = new Response(response.body, response);
  addSecurityHeaders(copy.headers, { https });
  return copy;
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  const https = cameOverHttps(context.url, context.request.headers, TRUST_PROXY);
  // the log line's route: the page's file (the API names its own routes); a page's shopper by its cookies
  if (!pathname.startsWith('/api/')) {
    noteRoute(context.routePattern);
    const note = requestNote();
    if (note) note.shopper = context.cookies.has(SESSION_COOKIE) ? 'customer' : context.cookies.has(GUEST_COOKIE) ? 'guest' : 'anonymous';
  }
  if (NOT_A_PAGE.test(pathname)) {
    let response = await next();
    // an /api/v1 path the page router could not take (control characters, say) still gets the API's answer, not the HTML 404 page
    if (pathname.startsWith('/api/v1') && response.status === 404 && !(response.headers.get('content-type') ?? '').includes('json'))
      response = await handleApiRequest(context.request, remoteAddress(context));
    return secured(response, https);
  }
  // the pages' own forms (newsletter, interests, add to cart) take posts from the shop only (src/lib/csrf.ts)
  const { request } = context;
  const write = { method: request.method, contentType: request.headers.get('content-type'), origin: request.headers.get('origin') };
  if (crossSiteWrite(write, () => shopOrigins(context.url, request.headers, { trustProxy: TRUST_PROXY, allowed: ALLOWED_ORIGINS }))) {
    return new Response('Cross-site form submissions are forbidden', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  const asked = pathLocale(pathname);
  // a page's rewrite (to /404, say) passes here again with the rewritten path: it keeps the request's language (issue 46.20)
  context.locals.locale = asked.locale === 'ne' ? 'ne' : (context.locals.locale ?? 'en');
  const render = async () => {
    const rendered = asked.locale === 'ne' ? await next(`${asked.path}${search}`) : await next();
    // some responses (Response.redirect) have immutable headers: copy before changing them
    return withCachePolicy(context, secured(rendered, https));
  };
  const counted = COUNT_SQL
    ? async () => {
        // the body renders as it is read: read it inside the count
        const { result, statements } = await countStatements(async () => {
          const rendered = await render();
          return new Response(await rendered.arrayBuffer(), rendered);
        });
        result.headers.set('x-sql-statements', String(statements));
        return result;
      }
    : render;
  const page = { method: request.method, url: context.url, origin: publicOrigin(context.url.origin), https, cookie: (name: string) => context.cookies.get(name)?.value, header: (name: string) => request.headers.get(name) };
  const acceptEncoding = request.headers.get('accept-encoding');
  const personal = hasPersonalCookie(page);
  const cacheable = (r: Response) => r.status === 200 && (r.headers.get('cache-control') ?? '').startsWith('public');
  if (personal) {
    // a shopper's own page: the page as everyone gets it, kept or rendered now, with their places filled in
    if (!pageCache || bypassesPageCache(page)) return personalAnswer(context, await counted(), acceptEncoding);
    const found = await pageCache.servePlain(pageCacheKey(page), counted, cacheable, context.routePattern);
    countPages(found.outcome === 'hit' || found.outcome === 'stale' || found.outcome === 'shared');
    return personalAnswer(context, found.outcome === 'uncacheable' ? found.response : found.page, acceptEncoding);
  }
  if (!pageCache || bypassesPageCache(page)) return compressedAnswer(await counted(), acceptEncoding);
  const { response, outcome } = await pageCache.serve(pageCacheKey(page), counted, cacheable, acceptEncoding, context.routePattern);
  countPages(outcome === 'hit' || outcome === 'stale' || outcome === 'shared');
  // the cache answers with its own compressed copy; what it would not keep is compressed here
  return outcome === 'uncacheable' ? compressedAnswer(response, acceptEncoding) : response;
});

/**
 * A page for a shopper with a session or a guest cart: the page as everyone gets it (kept, or just
 * rendered), with their own places filled in (src/loaders/personal.ts), for them alone.
 */
async function personalAnswer(context: Parameters<Parameters<typeof defineMiddleware>[0]>[0], page: Response | PlainPage, acceptEncoding: string | null): Promise<Response> {
  // only a page has places of the shopper's: anything else (robots, labels, a redirect) goes as it is
  if (!isPlainHtml(page.headers)) return page instanceof Response ? page : new Response(page.body as Uint8Array<ArrayBuffer>, { status: page.status, headers: page.headers });
  // a kept page's parts were compressed once: gzip is put together around the shopper's places, not compressed again
  if (!(page instanceof Response) && splicesFor(page, acceptEncoding)) {
    const answer = splicedPersonalAnswer(page, await personalFills(context, slotNames(page.personal.slots)));
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  }
  const shared = page instanceof Response ? new Uint8Array(await page.arrayBuffer()) : page.body;
  const slots = (page instanceof Response ? null : page.personal?.slots) ?? findSlots(shared);
  const fills = slots.length ? await personalFills(context, slotNames(slots)) : {};
  const init = { status: page.status, statusText: page instanceof Response ? page.statusText : undefined, headers: personalHeaders(page.headers) };
  return compressedPage(slots.length ? fillSlots(shared, fills, slots) : shared, init, acceptEncoding);
}

/**
 * Who may keep the page: shared caches for a catalogue page anyone would get, else nobody. A page
 * rendered as anyone's for a signed-in shopper (locals.shared) is such a page: the page cache keeps it
 * as everyone's, and the shopper's own answer is made private (`personalAnswer`).
 */
function withCachePolicy(context: Parameters<Parameters<typeof defineMiddleware>[0]>[0], response: Response): Response {
  if (!response.headers.has('cache-control')) {
    const personal = hasPersonalCookie({ cookie: (name) => context.cookies.get(name)?.value });
    // an answer that sets a cookie (the module a link chose, say) is that browser's alone
    const setsCookie = !context.cookies.headers().next().done;
    if (context.locals.cache === 'catalogue' && (!personal || context.locals.shared) && !setsCookie && !context.locals.degraded && response.status === 200) {
      response.headers.set('cache-control', publicCacheControl('public, max-age=60, stale-while-revalidate=300', 'page'));
      response.headers.set('vary', 'Cookie');
    } else {
      response.headers.set('cache-control', 'private, no-store');
    }
  }
  return response;
}
