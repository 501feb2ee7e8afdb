/**
 * Fresh kept pages answered before Astro (issue 48.4, src/server/cache/front-hit.ts): the same key,
 * headers and bytes as the middleware's own answer from the cache, and nothing answered that the
 * middleware must see (a shopper's own page, a write, a stale page, anything not a page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { PageCache, pageCacheKey, type FreshPlain, type PageRequest } from '../../src/server/cache/page-cache';
import { frontHit, type FrontScope } from '../../src/server/cache/front-hit';
import { publicOrigin } from '../../src/lib/public-origin';
import { withRequestNote, type RequestNote } from '../../src/server/observability/request-note';

let now = 0;
const cache = new PageCache({ freshMs: 5_000, staleMs: 60_000, clock: () => now });
let hits = 0;
/** what the personal answer was asked with, and what it does next */
const asked: Array<{ scope: FrontScope; page: FreshPlain; acceptEncoding: string | null }> = [];
let personalMode: 'answer' | 'cannot' | 'fails' = 'answer';
const answer = frontHit(cache, {
  trustProxy: false,
  counted: (hit) => void (hit && hits++),
  personal: (scope, page, acceptEncoding) => {
    asked.push({ scope, page, acceptEncoding });
    if (personalMode === 'cannot') return null;
    if (personalMode === 'fails') return Promise.reject(new Error('places failed'));
    const headers = { ...Object.fromEntries(page.headers), 'cache-control': 'private, no-store' };
    // written as the parts they come in
    const body = new TextEncoder().encode(`for ${scope.cookies.value('token') ?? scope.cookies.value('guest_id')} in ${scope.locals.locale}`);
    return Promise.resolve({ status: page.status, headers, chunks: [body.subarray(0, 3), body.subarray(3)] });
  },
});
const notes: RequestNote[] = [];
let server: Server;
let base = '';
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const note: RequestNote = { id: 'test', shopper: 'anonymous' };
    notes.push(note);
    // what Astro would have been handed
    const passOn = () => {
      res.writeHead(599, { 'x-passed-on': '1' });
      res.end();
    };
    withRequestNote(note, () => answer(req, res, passOn) || passOn());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = origin;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MODULE = '{"id":1,"module_type":"grocery"}';
/** the page request as the middleware builds it from Astro's context (cookies decoded) */
const asTheMiddlewareSees = (path: string, cookies: Record<string, string>): PageRequest => ({
  method: 'GET',
  url: new URL(`${origin}${path}`),
  origin: publicOrigin(origin),
  https: false,
  cookie: (name) => cookies[name],
  header: () => null,
});
const page = new Response('<!doctype html><title>Fuji apples</title>', {
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'Cookie', 'content-security-policy': "script-src 'self'" },
});
const isPublic = (r: Response) => r.status === 200;

async function keep(path: string, cookies: Record<string, string>) {
  const kept = await cache.serve(pageCacheKey(asTheMiddlewareSees(path, cookies)), async () => page.clone(), isPublic, null, '/product/[slug]');
  expect(kept.outcome).toBe('miss');
}

const cookieHeader = `zoneid=${encodeURIComponent('[1]')}; module=${encodeURIComponent(MODULE)}; _ga=tracker`;

describe('a fresh kept page in front of Astro', () => {
  it('is answered with the middleware’s headers and bytes, under the key the middleware keeps it by', async () => {
    now = 0;
    await keep('/product/fuji?x=1', { zoneid: '[1]', module: MODULE });
    now = 2_000;
    const before = hits;
    const front = await fetch(`${base}/product/fuji?x=1`, { headers: { cookie: cookieHeader, 'accept-encoding': 'gzip' } });
    expect(front.status).toBe(200);
    expect(front.headers.get('x-passed-on')).toBeNull();
    expect(hits).toBe(before + 1);
    expect(notes.at(-1)?.route).toBe('/product/[slug]');
    // the middleware's own answer from the cache for the same page, at the same moment
    const middleware = (await cache.serve(pageCacheKey(asTheMiddlewareSees('/product/fuji?x=1', { zoneid: '[1]', module: MODULE })), async () => page.clone(), isPublic, 'gzip')).response;
    const own = (h: Headers) => [...h].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
    expect(own(front.headers)).toEqual(own(middleware.headers));
    expect(front.headers.get('x-page-cache')).toBe('hit');
    expect(front.headers.get('age')).toBe('2');
    expect(front.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    // fetch decodes gzip: the page as kept
    expect(await front.text()).toBe(await page.clone().text());
    expect(gunzipSync(new Uint8Array(await middleware.arrayBuffer())).toString()).toBe(await page.clone().text());
  });

  it('answers HEAD with the headers alone', async () => {
    now = 1_000;
    await keep('/product/head', { zoneid: '[1]', module: MODULE });
    const head = await fetch(`${base}/product/head`, { method: 'HEAD', headers: { cookie: cookieHeader } });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('passes on what the middleware must see: a shopper’s own page, a cart message, an Authorization, a write, another key, a stale page, the API', async () => {
    now = 10_000;
    await keep('/product/mine', { zoneid: '[1]', module: MODULE });
    now = 11_000;
    const passedOn = async (path: string, init: RequestInit) => (await fetch(`${base}${path}`, init)).headers.get('x-passed-on') === '1';
    expect(await passedOn('/product/mine', { headers: { cookie: cookieHeader } })).toBe(false);
    expect(await passedOn('/product/mine', { headers: { cookie: `${cookieHeader}; token=` } })).toBe(true);
    expect(await passedOn('/product/mine', { headers: { cookie: `${cookieHeader}; cart-flash=added` } })).toBe(true);
    expect(await passedOn('/product/mine', { headers: { cookie: cookieHeader, authorization: 'Bearer x' } })).toBe(true);
    expect(await passedOn('/product/mine', { method: 'POST', headers: { cookie: cookieHeader }, body: 'a=1' })).toBe(true);
    // another zone is another page
    expect(await passedOn('/product/mine', { headers: { cookie: `zoneid=${encodeURIComponent('[2]')}; module=${encodeURIComponent(MODULE)}` } })).toBe(true);
    expect(await passedOn('/api/v1/product/mine', { headers: { cookie: cookieHeader } })).toBe(true);
    // stale: the middleware answers it and renders it again
    now = 16_000;
    expect(await passedOn('/product/mine', { headers: { cookie: cookieHeader } })).toBe(true);
  });

  it('answers a shopper’s own page through the personal answer, read with their cookies, and passes on what it cannot make', async () => {
    now = 20_000;
    await keep('/product/shared', { zoneid: '[1]', module: MODULE });
    await keep('/ne/product/shared', { zoneid: '[1]', module: MODULE });
    await keep('/product/shared?module_id=2', { zoneid: '[1]', module: MODULE });
    now = 21_000;
    personalMode = 'answer';
    asked.length = 0;
    const signedIn = await fetch(`${base}/product/shared`, { headers: { cookie: `${cookieHeader}; token=${encodeURIComponent('sita token')}`, 'accept-encoding': 'gzip' } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toBe('for sita token in en');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(asked[0].acceptEncoding).toBe('gzip');
    expect(asked[0].page.body.byteLength).toBeGreaterThan(0);
    expect(notes.at(-1)).toMatchObject({ route: '/product/[slug]', shopper: 'customer' });
    const guest = await fetch(`${base}/ne/product/shared`, { headers: { cookie: `${cookieHeader}; guest_id=123456789` } });
    expect(await guest.text()).toBe('for 123456789 in ne');
    expect(notes.at(-1)?.shopper).toBe('guest');
    // not kept fresh, a module chosen by link (it sets a cookie), an answer it cannot make, one that fails: the middleware's
    const passedOn = async (path: string, cookie: string) => (await fetch(`${base}${path}`, { headers: { cookie } })).headers.get('x-passed-on') === '1';
    expect(await passedOn('/product/unkept', `${cookieHeader}; token=abc`)).toBe(true);
    expect(await passedOn('/product/shared?module_id=2', `${cookieHeader}; token=abc`)).toBe(true);
    personalMode = 'cannot';
    expect(await passedOn('/product/shared', `${cookieHeader}; token=abc`)).toBe(true);
    personalMode = 'fails';
    expect(await passedOn('/product/shared', `${cookieHeader}; token=abc`)).toBe(true);
  });
});
