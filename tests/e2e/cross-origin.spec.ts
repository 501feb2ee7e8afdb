/**
 * Clients that are not our pages (issue 15 A.1-2): a 6amMart-compatible web app on another origin,
 * or a mobile app that sends no Origin, use /api/v1 through the real server, writes included; the
 * pages' own forms still refuse posts from other sites, and accept the shop's origin behind a proxy.
 */
import { expect, test } from './test';

const OTHER = 'http://other.example';
const MODULE = { zoneId: '[1]', moduleId: '1' };

test('another origin, or none, writes to the API: a guest id with no payload, a DELETE with a query, CORS answered', async ({ request }) => {
  const preflight = await request.fetch('/api/v1/customer/cart/remove', {
    method: 'OPTIONS',
    headers: { origin: OTHER, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'zoneid,moduleid,authorization,x-localization' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  expect(preflight.headers()['access-control-allow-headers']).toMatch(/moduleId/);

  const guest = await request.post('/api/v1/auth/guest/request', { headers: { origin: OTHER } });
  expect(guest.status()).toBe(200);
  expect(guest.headers()['access-control-allow-origin']).toBe('*');
  const { guest_id } = await guest.json();
  // a mobile app: no Origin at all, and an empty JSON body
  expect((await request.post('/api/v1/auth/guest/request', { headers: { 'content-type': 'application/json' }, data: Buffer.alloc(0) })).status()).toBe(200);

  const cleared = await request.delete(`/api/v1/customer/cart/remove?guest_id=${guest_id}`, { headers: { ...MODULE, origin: OTHER } });
  expect(cleared.status()).toBe(200);
  // a multipart write from another origin reaches the API (which answers for itself)
  const review = await request.post('/api/v1/items/reviews/submit', { headers: { origin: OTHER }, multipart: { item_id: '1', order_id: '1', rating: '5' } });
  expect(review.status()).toBe(401);
  expect((await review.json()).errors).toBeTruthy();
});

test("the pages' forms refuse another site's post, and take the shop's own, behind a proxy too", async ({ request, baseURL }) => {
  const form = { email: 'csrf@example.com' };
  const evil = await request.post('/newsletter', { form, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(evil.status()).toBe(403);
  expect((await request.post('/newsletter', { form, maxRedirects: 0 })).status()).toBe(403);
  const own = await request.post('/newsletter', { form, headers: { origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect(own.status()).toBe(303);
  // the shop served over HTTPS by a proxy (the e2e server trusts one): the shopper's origin is https
  const proxied = await request.post('/newsletter', { form, headers: { origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' }, maxRedirects: 0 });
  expect(proxied.status()).toBe(303);
});

test('an API path the page router cannot take still answers in the API error shape', async ({ request }) => {
  const res = await request.get('/api/v1/items%0d%0a/latest', { headers: MODULE });
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).errors[0].code).toBe('not_found');
});
