/** The page cache for anonymous catalogue pages (issue 16): keys, bypass rules, freshness, coalescing and invalidation. */
import { describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bypassesPageCache, hasPersonalCookie, PageCache, pageCacheKey, type PageRequest } from '../../src/server/cache/page-cache';
import { partsBetween, personalSlot } from '../../src/lib/personal-slots';
import { splicedGzip } from '../../src/lib/gzip-splice';
import { pickEncoding } from '../../src/lib/compress-page';

function request(path: string, cookies: Record<string, string> = {}, over: Partial<PageRequest> = {}): PageRequest {
  return { method: 'GET', url: new URL(`http://shop.test${path}`), origin: 'http://shop.test', https: false, cookie: (name) => cookies[name], header: () => null, ...over };
}

const page = (body: string, headers: Record<string, string> = { 'cache-control': 'public, max-age=60' }, status = 200) => new Response(body, { status, headers });
const isPublic = (r: Response) => r.status === 200 && (r.headers.get('cache-control') ?? '').startsWith('public');

describe('page cache keys and bypass', () => {
  it('keys on path, query, scheme and the cookies that choose zone, module and position, not on others', () => {
    const a = pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}' }));
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}', _ga: 'tracker' }))).toBe(a);
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[2]', module: '{"id":1}' }))).not.toBe(a);
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":2}' }))).not.toBe(a);
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}', currentLatLng: '{"lat":1,"lng":2}' }))).not.toBe(a);
    expect(pageCacheKey(request('/store/asan?x=2', { zoneid: '[1]', module: '{"id":1}' }))).not.toBe(a);
    expect(pageCacheKey(request('/ne/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}' }))).not.toBe(a);
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}' }, { https: true }))).not.toBe(a);
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}' }, { method: 'HEAD' }))).toBe(a);
    // a page written for another origin is another page (issue 43.8)
    expect(pageCacheKey(request('/store/asan?x=1', { zoneid: '[1]', module: '{"id":1}' }, { origin: 'https://shop.example' }))).not.toBe(a);
  });

  it('is bypassed by the cart flash, an Authorization header or a write; a session or a guest cart has places to fill instead (issue 48)', () => {
    expect(bypassesPageCache(request('/store/asan'))).toBe(false);
    expect(bypassesPageCache(request('/store/asan', { token: 'abc' }))).toBe(false);
    expect(bypassesPageCache(request('/store/asan', { guest_id: '123456789' }))).toBe(false);
    expect(hasPersonalCookie(request('/store/asan', { token: 'abc' }))).toBe(true);
    expect(hasPersonalCookie(request('/store/asan', { guest_id: '123456789' }))).toBe(true);
    expect(hasPersonalCookie(request('/store/asan', { zoneid: '[1]', 'cart-flash': 'added' }))).toBe(false);
    expect(bypassesPageCache(request('/store/asan', { 'cart-flash': 'added' }))).toBe(true);
    expect(bypassesPageCache(request('/store/asan', {}, { header: (n) => (n === 'authorization' ? 'Bearer x' : null) }))).toBe(true);
    expect(bypassesPageCache(request('/store/asan', {}, { method: 'POST' }))).toBe(true);
  });
});

describe('page cache', () => {
  it('serves a kept page while fresh, then the stale copy at once while one render behind it makes the next (issue 48.4)', async () => {
    let now = 0;
    const cache = new PageCache({ freshMs: 5_000, staleMs: 60_000, clock: () => now });
    let renders = 0;
    const render = async () => page(`v${++renders}`);
    const first = await cache.serve('k', render, isPublic);
    expect(first.outcome).toBe('miss');
    expect(await first.response.text()).toBe('v1');
    now = 4_000;
    const hit = await cache.serve('k', render, isPublic);
    expect(hit.outcome).toBe('hit');
    expect(await hit.response.text()).toBe('v1');
    expect(hit.response.headers.get('age')).toBe('4');

    now = 6_000;
    let release: () => void = () => {};
    let slowRenders = 0;
    const slow = () => new Promise<Response>((resolve) => (slowRenders++, (release = () => resolve(page(`v${++renders}`)))));
    // the request that finds it stale is not kept waiting for the render it started
    const finder = await cache.serve('k', slow, isPublic);
    expect(finder.outcome).toBe('stale');
    expect(await finder.response.text()).toBe('v1');
    const meanwhile = await cache.serve('k', slow, isPublic);
    expect(meanwhile.outcome).toBe('stale');
    expect(await meanwhile.response.text()).toBe('v1');
    expect(slowRenders).toBe(1);
    release();
    await vi.waitFor(async () => expect((await cache.serve('k', render, isPublic)).outcome).toBe('hit'));
    expect(await (await cache.serve('k', render, isPublic)).response.text()).toBe('v2');
    expect(renders).toBe(2);
  });

  it('keeps what it made of a stale copy when the new render is the same, and makes it anew when not', async () => {
    let now = 0;
    const cache = new PageCache({ freshMs: 5_000, staleMs: 60_000, clock: () => now });
    let body = 'the same page';
    const render = async () => page(body);
    await cache.serve('k', render, isPublic);
    const first = cache.freshAnswer('k', 'br')!.body;
    now = 6_000;
    expect((await cache.serve('k', render, isPublic)).outcome).toBe('stale');
    await vi.waitFor(() => expect(cache.freshAnswer('k', 'br')).toBeDefined());
    // the same bytes: the brotli made for the stale copy, not a new one
    expect(cache.freshAnswer('k', 'br')!.body).toBe(first);
    expect(cache.freshAnswer('k', 'br')!.headers.age).toBe('0');

    now = 12_000;
    body = 'a changed page';
    expect((await cache.serve('k', render, isPublic)).outcome).toBe('stale');
    await vi.waitFor(() => expect(cache.freshAnswer('k', 'br')).toBeDefined());
    const changed = cache.freshAnswer('k', 'br')!.body;
    expect(changed).not.toBe(first);
    expect(brotliDecompressSync(changed).toString()).toBe('a changed page');
  });

  it('drops a stale copy whose new render it would not keep, and keeps it through a failed one', async () => {
    let now = 0;
    const cache = new PageCache({ freshMs: 5_000, staleMs: 60_000, clock: () => now });
    await cache.serve('k', async () => page('v1'), isPublic);
    now = 6_000;
    // the page is gone now (a 404): the stale copy is not served any longer
    const gone = async () => page('not found', { 'cache-control': 'private, no-store' }, 404);
    expect((await cache.serve('k', gone, isPublic)).outcome).toBe('stale');
    await vi.waitFor(() => expect(cache.size).toBe(0));
    const next = await cache.serve('k', gone, isPublic);
    expect(next.outcome).toBe('uncacheable');
    expect(next.response.status).toBe(404);

    await cache.serve('j', async () => page('v1'), isPublic);
    now = 12_000;
    let failed = false;
    const failing = async () => {
      failed = true;
      throw new Error('database down');
    };
    expect((await cache.serve('j', failing, isPublic)).outcome).toBe('stale');
    await vi.waitFor(() => expect(failed).toBe(true));
    const after = await cache.serve('j', async () => page('v2'), isPublic);
    expect(after.outcome).toBe('stale');
    expect(await after.response.text()).toBe('v1');
  });

  it('renders once for concurrent misses', async () => {
    const cache = new PageCache();
    let renders = 0;
    let release: () => void = () => {};
    const render = () => new Promise<Response>((resolve) => (release = () => resolve(page(`v${++renders}`))));
    const answers = [cache.serve('k', render, isPublic), cache.serve('k', render, isPublic), cache.serve('k', render, isPublic)];
    release();
    const done = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(done.map((d) => d.outcome).sort()).toEqual(['miss', 'shared', 'shared']);
    expect(await Promise.all(done.map((d) => d.response.text()))).toEqual(['v1', 'v1', 'v1']);
  });

  it('never keeps an error, a private page or one that sets a cookie; each waiter then renders its own', async () => {
    const cache = new PageCache();
    for (const answer of [
      page('oops', { 'cache-control': 'public' }, 500),
      page('mine', { 'cache-control': 'private, no-store' }),
      page('chosen', { 'cache-control': 'public', 'set-cookie': 'module=2' }),
    ]) {
      let renders = 0;
      const render = async () => {
        renders++;
        return answer.clone();
      };
      const [a, b] = await Promise.all([cache.serve('k', render, isPublic), cache.serve('k', render, isPublic)]);
      expect([a.outcome, b.outcome]).toEqual(['uncacheable', 'uncacheable']);
      expect(renders).toBe(2);
      expect(cache.size).toBe(0);
    }
  });

  it('a failed render is not kept, and the next request renders', async () => {
    const cache = new PageCache();
    await expect(cache.serve('k', () => Promise.reject(new Error('down')), isPublic)).rejects.toThrow('down');
    expect((await cache.serve('k', async () => page('up'), isPublic)).outcome).toBe('miss');
  });

  it('clear() forgets every page, and a render that began before it is not kept', async () => {
    const cache = new PageCache();
    await cache.serve('a', async () => page('old'), isPublic);
    cache.clear();
    expect(cache.size).toBe(0);
    let release: () => void = () => {};
    const pending = cache.serve('a', () => new Promise<Response>((resolve) => (release = () => resolve(page('during')))), isPublic);
    cache.clear(); // the data changed while the page rendered
    release();
    expect(await (await pending).response.text()).toBe('during');
    expect((await cache.serve('a', async () => page('new'), isPublic)).outcome).toBe('miss');
  });

  it('keeps nothing while changes could go unheard', async () => {
    let heard = false;
    const cache = new PageCache({ canStore: () => heard });
    await cache.serve('a', async () => page('x'), isPublic);
    expect(cache.size).toBe(0);
    heard = true;
    await cache.serve('a', async () => page('x'), isPublic);
    expect((await cache.serve('a', async () => page('y'), isPublic)).outcome).toBe('hit');
  });

  it('is bounded in bytes', async () => {
    const cache = new PageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 20; i++) await cache.serve(`k${i}`, async () => page('x'.repeat(2_000)), isPublic);
    expect(cache.size).toBeLessThanOrEqual(5);
  });
});

describe('page cache encodings', () => {
  it('picks brotli, else gzip, else none, minding q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe(null);
    expect(pickEncoding(null)).toBe(null);
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity, *;q=0')).toBe(null);
  });

  it('compresses a kept page once and answers each browser in the encoding it takes', async () => {
    const cache = new PageCache();
    const html = '<!doctype html><title>x</title>' + '<p>catalogue</p>'.repeat(500);
    const first = await cache.serve('k', async () => page(html, { 'cache-control': 'public', 'content-length': String(html.length) }), isPublic, 'br');
    expect(first.response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await first.response.arrayBuffer())).toString()).toBe(html);
    const gz = await cache.serve('k', async () => page('other'), isPublic, 'gzip, deflate');
    expect(gz.outcome).toBe('hit');
    expect(gz.response.headers.get('vary')).toContain('Accept-Encoding');
    const zipped = Buffer.from(await gz.response.arrayBuffer());
    expect(Number(gz.response.headers.get('content-length'))).toBe(zipped.byteLength);
    expect(gunzipSync(zipped).toString()).toBe(html);
    const plain = await cache.serve('k', async () => page('other'), isPublic, null);
    expect(plain.response.headers.get('content-encoding')).toBe(null);
    expect(await plain.response.text()).toBe(html);
  });
});

describe('a kept page for a shopper with places of their own (issue 48)', () => {
  const html = `<header>${personalSlot('account', '<a>Sign In</a>')}</header><main>${'<p>shared text</p>'.repeat(200)}</main>`;

  it('hands out the plain bytes and the parts between the places, compressed once, and the same page to everyone', async () => {
    const cache = new PageCache();
    const render = async () => page(html, { 'cache-control': 'public, max-age=60', 'content-type': 'text/html' });
    const first = await cache.servePlain('k', render, isPublic);
    expect(first.outcome).toBe('miss');
    if (first.outcome === 'uncacheable') throw new Error('kept');
    expect(new TextDecoder().decode(first.page.body)).toBe(html);
    expect(first.page.personal?.slots.map((slot) => slot.name)).toEqual(['account']);
    const kept = first.page.personal!;
    // the parts compressed beforehand around a shopper's own markup are one gzip member of the filled page
    const parts = partsBetween(first.page.body, kept.slots);
    const mine = new TextEncoder().encode('<b>Sita</b>');
    const gzip = splicedGzip([{ plain: parts[0], deflated: kept.parts[0].deflated }, { plain: mine }, { plain: parts[1], deflated: kept.parts[1].deflated, closes: true }]);
    expect(gunzipSync(gzip).toString()).toBe(html.replace(personalSlot('account', '<a>Sign In</a>'), '<b>Sita</b>'));
    // an anonymous shopper is served the very page kept, places as everyone sees them
    const anonymous = await cache.serve('k', render, isPublic, 'gzip');
    expect(anonymous.outcome).toBe('hit');
    expect(gunzipSync(new Uint8Array(await anonymous.response.arrayBuffer())).toString()).toBe(html);
  });

  it('keeps nothing to splice for a page without places, and hands back an answer it would not keep', async () => {
    const cache = new PageCache();
    const plain = await cache.servePlain('p', async () => page('<p>no places</p>'), isPublic);
    expect(plain.outcome === 'miss' && plain.page.personal).toBeNull();
    const refused = await cache.servePlain('q', async () => page('mine', { 'cache-control': 'private, no-store' }), isPublic);
    expect(refused.outcome).toBe('uncacheable');
    expect(refused.outcome === 'uncacheable' && (await refused.response.text())).toBe('mine');
  });
});
