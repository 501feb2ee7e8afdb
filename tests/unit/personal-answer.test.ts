/**
 * A shopper's gzip answer from a kept page (issue 48): the middleware's (one array, Headers) and the
 * server front's (the parts as they are written, headers as Node takes them) say the same.
 */
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { PageCache } from '../../src/server/cache/page-cache';
import { personalSlot } from '../../src/lib/personal-slots';
import { concatBytes } from '../../src/lib/bytes';
import { frontPersonalAnswer, frontSplices, splicedPersonalAnswer, splicesFor } from '../../src/loaders/personal-answer';

const everyone = { account: '<a href="/sign-in">Sign In</a>', cart: '<a href="/cart">Cart</a>' };
const html = `<header>${personalSlot('account', everyone.account)}${personalSlot('cart', everyone.cart)}</header><main>${'<p>shared text</p>'.repeat(300)}</main>`;
const isPublic = (r: Response) => r.status === 200;

async function kept(headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60', vary: 'Cookie' }) {
  const cache = new PageCache();
  const render = async () => new Response(html, { headers });
  await cache.servePlain('k', render, isPublic);
  // both as a request finds it kept
  const served = await cache.servePlain('k', render, isPublic);
  if (served.outcome !== 'hit') throw new Error('not kept');
  return { plain: served.page, fresh: cache.freshPlain('k')! };
}

describe("a shopper's answer from a kept page", () => {
  it('is the same gzip and the same headers whichever way it is written, with only their places changed', async () => {
    const { plain, fresh } = await kept();
    expect(splicesFor(plain, 'gzip, br')).toBe(true);
    expect(frontSplices(fresh, 'gzip, br')).toBe(true);
    if (!splicesFor(plain, 'gzip') || !frontSplices(fresh, 'gzip')) throw new Error('splices');
    const fills = { account: '<details><summary>Sita</summary></details>' };
    const middle = splicedPersonalAnswer(plain, fills);
    const front = frontPersonalAnswer(fresh, fills);
    const written = concatBytes(front.chunks);
    expect(Buffer.from(written)).toEqual(Buffer.from(middle.body));
    // the account is Sita's, the cart as everyone sees it, comments and all
    expect(gunzipSync(written).toString()).toBe(html.replace(personalSlot('account', everyone.account), fills.account));
    expect(front.headers).toEqual(Object.fromEntries(middle.headers));
    expect(front.headers).toMatchObject({ 'cache-control': 'private, no-store', 'content-encoding': 'gzip', 'content-length': String(written.byteLength), vary: 'Cookie, Accept-Encoding' });
    expect(front.headers.age).toBeUndefined();
  });

  it('is not made for a browser that takes no gzip, nor for what is not plain HTML', async () => {
    const { plain, fresh } = await kept();
    expect(splicesFor(plain, 'br')).toBe(false);
    expect(frontSplices(fresh, 'br')).toBe(false);
    expect(frontSplices(fresh, null)).toBe(false);
    const json = await kept({ 'content-type': 'application/json', 'cache-control': 'public' });
    expect(frontSplices(json.fresh, 'gzip')).toBe(false);
    expect(splicesFor(json.plain, 'gzip')).toBe(false);
  });
});
