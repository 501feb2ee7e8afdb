/** The HTTP contract around the routes (issue 15): a wrong method on a path that exists is a 405 with Allow, not a 404 (C.4); the client's address is the trusted proxy's word (D.9). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods } from '../../src/server/api/app';
import * as s from '../../src/server/db/schema';
import { call, KTM, testDatabase } from './harness';
import { createOrderStore, newGuest, type OrderStore } from './order-store';

describe('methods', () => {
  it('a wrong method on an existing path answers 405 with the methods it allows, in the error shape', async () => {
    const put = await call('items/latest?store_id=1&category_id=0&limit=1&offset=1', { method: 'PUT', headers: KTM, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    expect(put.body).toEqual({ errors: [{ code: 'method', message: 'Method not allowed' }] });
    const getAdd = await call('customer/cart/add', { headers: KTM });
    expect(getAdd.status).toBe(405);
    expect(getAdd.headers.get('allow')).toBe('POST');
    const getRemove = await call('customer/cart/remove', { headers: KTM });
    expect(getRemove.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'POST']);
    // a path param matches any one segment, never two
    expect((await call('items/details/7', { method: 'DELETE', headers: KTM })).status).toBe(405);
    expect((await call('items/details/7/more', { method: 'DELETE', headers: KTM })).status).toBe(404);
    // no such path at all: still the 404
    const none = await call('no/such/route', { method: 'PUT', body: {} });
    expect(none.status).toBe(404);
    expect(none.body.errors[0].code).toBe('not_found');
  });

  it('reads route patterns: a parameter is one segment, a star is the rest', () => {
    const routes = [
      { method: 'GET', path: '/api/v1/items/details/:id' },
      { method: 'ALL', path: '/api/v1/*' },
      { method: 'POST', path: '/api/v1/media/*' },
    ];
    expect(allowedMethods(routes, '/api/v1/items/details/12')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(routes, '/api/v1/items/details')).toEqual([]);
    expect(allowedMethods(routes, '/api/v1/media/a/b.png')).toEqual(['POST']);
  });
});

describe('client address (issue 15 D.9)', () => {
  const guestAddress = async (headers: Record<string, string>) => {
    const id = (await call('auth/guest/request', { method: 'POST', headers, body: {} })).body.guest_id as number;
    const { db } = await testDatabase();
    const [row] = await db.select({ ip: s.guests.ipAddress }).from(s.guests).where(eq(s.guests.id, id));
    return row.ip;
  };

  it('behind a trusted proxy, the address it appended counts, not what the client wrote before it', async () => {
    expect(process.env.TRUST_PROXY).toBe('1');
    expect(await guestAddress({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })).toBe('198.51.100.7');
  });

  it('without one, a forwarded address is ignored', async () => {
    const saved = process.env.TRUST_PROXY;
    delete process.env.TRUST_PROXY;
    try {
      expect(await guestAddress({ 'x-forwarded-for': '6.6.6.6' })).toBe('local');
    } finally {
      process.env.TRUST_PROXY = saved;
    }
  });
});

describe('paging (issue 15 A.7)', () => {
  it('echoes the page served, not the page asked: limit=5000 serves and says 200', async () => {
    const res = await call('items/latest?store_id=1&category_id=0&limit=5000&offset=1', { headers: KTM });
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe('200');
    expect(res.body.products.length).toBeLessThanOrEqual(200);
  });
});

describe('numbers are numbers (issue 15 A.7)', () => {
  let store: OrderStore;
  beforeAll(async () => {
    store = await createOrderStore('Typing Test');
  });
  afterAll(() => store.remove());
  const add = (body: Record<string, unknown>) => call('customer/cart/add', { method: 'POST', headers: KTM, body: { model: 'Item', ...body } });
  const firstError = (r: { body: { errors?: Array<{ code: string; message: string }> } }) => r.body.errors?.[0];

  it('refuses a quantity that only loosely reads as one: [2], "0x10", "1e1", true', async () => {
    const guest = await newGuest();
    const item = { id: store.plainItem };
    for (const quantity of [[2], '0x10', '1e1', true, '2 apples']) {
      const res = await add({ guest_id: guest, item_id: item.id, quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(403);
      expect(firstError(res)?.code).toBe('quantity');
    }
    // digits as text are a number: a form post sends every field as text
    const asText = await add({ guest_id: guest, item_id: String(item.id), quantity: '2' });
    expect(asText.status).toBe(200);
    expect(asText.body.find((l: { item_id: number }) => l.item_id === item.id)?.quantity).toBe(2);
  });

  it('says what is wrong: an id out of range is invalid, not missing; a missing one is required', async () => {
    const guest = await newGuest();
    expect(firstError(await add({ guest_id: guest, item_id: 99999999999, quantity: 1 }))).toEqual({ code: 'item_id', message: 'The item_id field is invalid.' });
    expect(firstError(await add({ guest_id: guest, item_id: [70], quantity: 1 }))).toEqual({ code: 'item_id', message: 'The item_id field is invalid.' });
    expect(firstError(await add({ guest_id: guest, quantity: 1 }))).toEqual({ code: 'item_id', message: 'The item_id field is required.' });
  });

  it('a password sent as a number is invalid, not missing', async () => {
    const res = await call('auth/login', { method: 'POST', headers: KTM, body: { email_or_phone: 'someone@example.com', password: 12345678, login_type: 'manual' } });
    expect(res.status).toBe(403);
    expect(firstError(res)).toEqual({ code: 'password', message: 'The password field is invalid.' });
    const missing = await call('auth/login', { method: 'POST', headers: KTM, body: { email_or_phone: 'someone@example.com', login_type: 'manual' } });
    expect(firstError(missing)).toEqual({ code: 'password', message: 'Password is required' });
  });
});

describe('security headers (issue 15 D.10)', () => {
  it('every API answer carries nosniff, a referrer policy and no framing; HSTS only over HTTPS', async () => {
    for (const res of [await call('config'), await call('items/details/99999999', { headers: KTM }), await call('customer/info')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // behind a trusted HTTPS proxy (TRUST_PROXY=1 in the tests)
    expect((await call('config', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});
