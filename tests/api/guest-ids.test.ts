/** Guest ids are random up to 2^53 - 1 (issue 15 B.1): issued across that range, and every guest call works at its top. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { call, KTM, testDatabase } from './harness';
import { post, verifiedCustomer } from './auth-helpers';
import { createOrderStore, newGuest, orderBody, type OrderStore } from './order-store';

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Big Guest');
});
afterAll(() => store.remove());

/** a guest whose id is `id`, as auth/guest/request would have made it */
async function guestWithId(id: number): Promise<number> {
  const { db } = await testDatabase();
  await db.delete(s.guests).where(eq(s.guests.id, id));
  await db.insert(s.guests).values({ id, ipAddress: '127.0.0.1' });
  return id;
}

describe('guest ids', () => {
  it('are issued across 53 bits, not 31', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => newGuest()));
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(100_000_000);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // the chance that 12 draws from 2^53 all fall below 2^31 is 2^-264
    expect(ids.some((id) => id > 2 ** 31)).toBe(true);
  });

  it('at 2^53 - 1 a guest fills a cart, orders, and signs in with the rest', async () => {
    const big = await guestWithId(Number.MAX_SAFE_INTEGER);
    const added = await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: big, item_id: store.plainItem, quantity: 2, model: 'Item' } });
    expect(added.status).toBe(200);
    expect((added.body as Array<{ user_id: number }>)[0].user_id).toBe(Number.MAX_SAFE_INTEGER);
    // the query form (as a string of digits) finds the same cart
    const listed = await call(`customer/cart/list?guest_id=${big}`, { headers: KTM });
    expect((listed.body as unknown[]).length).toBe(1);
    const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: orderBody(store.storeId, { guest_id: big }) });
    expect(placed.status).toBe(200);
    expect(placed.body.user_id).toBe(Number.MAX_SAFE_INTEGER);
    const mine = await call(`customer/order/running-orders?guest_id=${big}&limit=10&offset=1`, { headers: KTM });
    expect((mine.body.orders as Array<{ id: number }>).map((o) => o.id)).toContain(placed.body.order_id);

    // a new line, then sign-in moves it to the customer
    expect((await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: big, item_id: store.plainItem, quantity: 3, model: 'Item' } })).status).toBe(200);
    const { phone } = await verifiedCustomer();
    const signedIn = await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12', guest_id: big });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.cart_left ?? []).toEqual([]);
    const cart = await call('customer/cart/list', { headers: { ...KTM, Authorization: `Bearer ${signedIn.body.token}` } });
    expect((cart.body as Array<{ quantity: number }>).map((l) => l.quantity)).toEqual([3]);
  });

  it('an id past 2^53 - 1, or one not spelled as digits, is no guest', async () => {
    for (const guest_id of ['9007199254740992', '1e9', '0x10', 0]) {
      const res = await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id, item_id: store.plainItem, quantity: 1, model: 'Item' } });
      expect(res.status, String(guest_id)).toBe(403);
      expect(res.body.errors[0].code).toBe('guest_id');
    }
  });
});
