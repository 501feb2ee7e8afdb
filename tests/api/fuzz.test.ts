/**
 * Malformed requests of every kind against every route: wrong types, huge and negative numbers,
 * missing and broken headers, unicode, oversized bodies. None may answer 5xx, and every error
 * answer must carry the `{errors:[{code,message}]}` shape.
 */
import { describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './harness';

/** Deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const getPaths = [
  'config', 'module', 'zone/list', 'zone/check', 'config/get-zone-id', 'config/place-api-autocomplete', 'config/place-api-details',
  'config/geocode-api', 'config/distance-api', 'utils/deliverytime', 'banners', 'other-banners', 'other-banners/video-content',
  'other-banners/why-choose', 'react-landing-page', 'categories', 'categories/childes/{id}', 'categories/items/{id}',
  'categories/stores/{id}', 'items/latest', 'items/popular', 'items/most-reviewed', 'items/discounted', 'items/new-arrival',
  'items/recommended', 'items/details/{id}', 'items/related-store-items/{id}', 'items/common-conditions', 'items/reviews/{id}',
  'items/rating/{id}', 'items/search', 'items/item-or-store-search', 'items/search-suggestion', 'stores/get-stores/{id}',
  'stores/latest', 'stores/popular', 'stores/top-rated', 'stores/discounted', 'stores/details/{id}', 'stores/reviews',
  'stores/search', 'stores/popular-items/{id}', 'brand', 'brand/items/{id}', 'campaigns/item', 'campaigns/basic',
  'campaigns/basic-campaign-details', 'flash-sales', 'flash-sales/items', 'coupon/list', 'cashback/list', 'cashback/getCashback',
  'parcel-category', 'common-condition', 'common-condition/items/{id}', 'most-tips', 'offline_payment_method_list',
  'about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'shipping-policy', 'cancelation',
];
const postPaths = ['newsletter/subscribe', 'auth/guest/request', 'utils/deliverytime', 'auth/sign-up', 'auth/login', 'auth/verify-phone', 'auth/forgot-password', 'auth/update-info', 'customer/update-profile'];

const nasty = [
  '', ' ', '-1', '0', '1', '2', '3', '1.5', '-99999999999', '99999999999999999999', '1e308', 'NaN', 'Infinity', 'null', 'undefined', 'true',
  '[]', '{}', '[1,"a"]', '["x"]', '[-1]', '[1,2,3]', '%', '_', "'; drop table items; --", '\\', '../../etc/passwd',
  'नेपाली', '🍕🍕🍕', '\u0000', 'a'.repeat(5000), '<script>alert(1)</script>', '2147483648', '-0', '0x10', '١٢٣',
];
const params = ['limit', 'offset', 'name', 'lat', 'lng', 'zone_id', 'store_id', 'category_id', 'category_ids', 'type', 'filter', 'min_price',
  'max_price', 'rating_count', 'search_text', 'placeid', 'origin_lat', 'origin_lng', 'destination_lat', 'destination_lng', 'mode',
  'flash_sale_id', 'basic_campaign_id', 'amount', 'featured', 'store_type', 'sort_by', 'brand_ids', 'product_type'];
const headerNames = ['zoneId', 'moduleId', 'latitude', 'longitude', 'X-localization'];

describe('fuzz', () => {
  it('answers a few thousand malformed requests without a 5xx, errors always in the error shape', async () => {
    const rnd = prng(Number(process.env.FUZZ_SEED ?? 42));
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
    const failures: string[] = [];
    const N = 3000;
    for (let i = 0; i < N; i++) {
      const isPost = rnd() < 0.15;
      const path = (isPost ? pick(postPaths) : pick(getPaths)).replace('{id}', encodeURIComponent(pick(nasty) || 'x'));
      const query = new URLSearchParams();
      const count = Math.floor(rnd() * 5);
      for (let q = 0; q < count; q++) query.set(pick(params), pick(nasty));
      const headers: Record<string, string> = {};
      for (const h of headerNames) {
        const r = rnd();
        if (r < 0.35) headers[h] = h === 'zoneId' ? pick(['[1]', '[1,2,3]', '2']) : h === 'moduleId' ? pick(['1', '2', '3', '4', '5']) : pick(['27.7', '85.3', 'en', 'ne']);
        // header values must be printable ASCII: control characters and beyond become '?'
        // eslint-disable-next-line no-control-regex
        else if (r < 0.6) headers[h] = pick(nasty).replace(/[\u0000-\u001f\u007f-\uffff]/g, '?');
      }
      let raw: BodyInit | undefined;
      if (isPost) {
        const kind = rnd();
        if (kind < 0.25) {
          headers['content-type'] = 'application/json';
          raw = JSON.stringify({ email: pick(nasty), fcm_token: pick(nasty), ds_latitude: pick(nasty), login_type: pick(['manual', 'otp', 'social', pick(nasty)]), email_or_phone: pick(nasty), password: pick(nasty), phone: pick(nasty), otp: pick(nasty), name: pick(nasty), guest_id: pick(nasty), _method: pick(['put', 'delete', 'x', '']) });
        } else if (kind < 0.4) {
          headers['content-type'] = 'application/json';
          raw = pick(['{', '[1,2]', 'null', '"str"', '{"email":', '\u0000']);
        } else if (kind < 0.55) {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          raw = `email=${encodeURIComponent(pick(nasty))}&_method=${pick(['put', 'patch', 'zz'])}`;
        } else if (kind < 0.6) {
          headers['content-type'] = 'application/json';
          raw = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
        } else if (kind < 0.7) {
          headers['content-type'] = 'multipart/form-data; boundary=zzz';
          raw = '--zzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbad\r\n--zzz--\r\n';
        }
      }
      const url = `${path}${query.size ? `?${query}` : ''}`;
      const res = await call(url, { method: isPost ? 'POST' : 'GET', headers, raw });
      if (res.status >= 500) failures.push(`${res.status} ${isPost ? 'POST' : 'GET'} ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 200)}`);
      else if (res.status >= 400) {
        try {
          expectErrorShape(res.body);
        } catch (e) {
          failures.push(`${res.status} bad shape ${url.slice(0, 200)}: ${(e as Error).message.slice(0, 200)}`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('a body nested thousands deep, on every route that reads a body, is a 4xx in the error shape', async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const deepList = (n: number) => JSON.stringify({ guest_id: 1, item_id: 1, quantity: 1 }).replace(/}$/, `,"variation":${'['.repeat(n)}${']'.repeat(n)}}`);
    const failures: string[] = [];
    for (const path of [...postPaths, 'customer/cart/add', 'customer/order/place', 'customer/address/add']) {
      for (const raw of [deep(5000), deepList(5000), deep(17)]) {
        const res = await call(path, { method: 'POST', headers: { 'content-type': 'application/json', zoneId: '[1]', moduleId: '1' }, raw });
        if (res.status >= 500 || res.status < 400) failures.push(`${res.status} ${path}`);
        else expectErrorShape(res.body);
      }
    }
    expect(failures).toEqual([]);
    // what the contract sends (food variations are 4 deep) still goes through
    expect((await call('auth/guest/request', { method: 'POST', body: { a: { b: { c: { d: [1] } } } } })).status).toBe(200);
  });

  it('a chunked body with no Content-Length is held to the same limit as it streams: 413, never read whole', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 40 MB if anyone read it all; the limit is 1 MB
        if (sent >= 40 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await call('auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, raw: endless });
    expect(res.status).toBe(413);
    expectErrorShape(res.body);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });
});
