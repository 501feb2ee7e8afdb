/** A guest's cart comes along at sign-in under cart/add's rules (issue 15 B.1): one store, the stock, the item's maximum; what does not fit stays and is named. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { call, KTM, testDatabase } from './harness';
import { auth, from, post, verifiedCustomer } from './auth-helpers';
import { createOrderStore, newGuest, type OrderStore } from './order-store';

let storeA: OrderStore;
let storeB: OrderStore;
beforeAll(async () => {
  storeA = await createOrderStore('Merge A');
  storeB = await createOrderStore('Merge B');
});
afterAll(async () => {
  await storeA.remove();
  await storeB.remove();
});

const add = (owner: Record<string, string | number>, itemId: number, quantity: number) =>
  call('customer/cart/add', {
    method: 'POST',
    headers: { ...KTM, ...(owner.token ? auth(String(owner.token)) : {}) },
    body: { ...(owner.guest ? { guest_id: owner.guest } : {}), item_id: itemId, quantity, model: 'Item' },
  });
const signInWith = (phone: string, guestId: number) => post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12', guest_id: guestId });
const linesOf = async (userId: number, isGuest: boolean) => {
  const { db } = await testDatabase();
  return db
    .select({ itemId: s.cartLines.itemId, quantity: s.cartLines.quantity })
    .from(s.cartLines)
    .where(and(eq(s.cartLines.userId, userId), eq(s.cartLines.isGuest, isGuest)));
};
const customerId = async (phone: string) => {
  const { db } = await testDatabase();
  return (await db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.phone, phone)))[0].id;
};

describe('signing in brings the guest cart under the cart rules', () => {
  it("another store's lines stay with the guest, and the answer says so", async () => {
    const { token, phone } = await verifiedCustomer();
    expect((await add({ token }, storeA.plainItem, 1)).status).toBe(200);
    const guest = await newGuest();
    expect((await add({ guest }, storeB.plainItem, 2)).status).toBe(200);
    const answer = await signInWith(phone, guest);
    expect(answer.status).toBe(200);
    expect(answer.body.cart_left).toEqual([{ name: expect.stringContaining('Merge B'), quantity: 2 }]);
    expect(answer.body.message).toMatch(/^Logged in\. Not all of your cart came along: 2 × .*Merge B/);
    expect(await linesOf(await customerId(phone), false)).toEqual([{ itemId: storeA.plainItem, quantity: 1 }]);
    expect(await linesOf(guest, true)).toEqual([{ itemId: storeB.plainItem, quantity: 2 }]);
  });

  it('a line the customer has takes only what the stock allows; the rest stays with the guest', async () => {
    const { token, phone } = await verifiedCustomer();
    // the scarce item has 10 in stock
    expect((await add({ token }, storeA.scarceItem, 8)).status).toBe(200);
    const guest = await newGuest();
    expect((await add({ guest }, storeA.scarceItem, 5)).status).toBe(200);
    const answer = await signInWith(phone, guest);
    expect(answer.body.cart_left).toEqual([{ name: expect.any(String), quantity: 3 }]);
    expect(await linesOf(await customerId(phone), false)).toEqual([{ itemId: storeA.scarceItem, quantity: 10 }]);
    expect(await linesOf(guest, true)).toEqual([{ itemId: storeA.scarceItem, quantity: 3 }]);
  });

  it("the item's maximum counts over the merged cart; a cart that fits comes whole with the usual message", async () => {
    const { db } = await testDatabase();
    await db.update(s.items).set({ maximumCartQuantity: 6 }).where(eq(s.items.id, storeA.plainItem));
    try {
      const { token, phone } = await verifiedCustomer();
      expect((await add({ token }, storeA.plainItem, 4)).status).toBe(200);
      const guest = await newGuest();
      expect((await add({ guest }, storeA.plainItem, 5)).status).toBe(200);
      const answer = await signInWith(phone, guest);
      expect(answer.body.cart_left).toEqual([{ name: expect.any(String), quantity: 3 }]);
      expect(await linesOf(await customerId(phone), false)).toEqual([{ itemId: storeA.plainItem, quantity: 6 }]);
    } finally {
      await db.update(s.items).set({ maximumCartQuantity: null }).where(eq(s.items.id, storeA.plainItem));
    }
    const { phone } = await verifiedCustomer();
    const guest = await newGuest();
    expect((await add({ guest }, storeA.plainItem, 2)).status).toBe(200);
    const whole = await signInWith(phone, guest);
    expect(whole.body).not.toHaveProperty('cart_left');
    expect(whole.body.message).toBe('Logged in successfully');
    expect(await linesOf(await customerId(phone), false)).toEqual([{ itemId: storeA.plainItem, quantity: 2 }]);
    expect(await linesOf(guest, true)).toEqual([]);
  });

  it("a browser holding the server's guest cookie for one guest cannot take another guest's cart", async () => {
    const { phone } = await verifiedCustomer();
    const victim = await newGuest();
    expect((await add({ guest: victim }, storeA.plainItem, 2)).status).toBe(200);
    const own = await newGuest();
    const answer = await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12', guest_id: victim }, { ...from(), cookie: `guest_id=${own}` });
    expect(answer.status).toBe(200);
    expect(await linesOf(victim, true)).toEqual([{ itemId: storeA.plainItem, quantity: 2 }]);
    expect(await linesOf(await customerId(phone), false)).toEqual([]);
    // the browser's own guest id still brings its cart
    expect((await add({ guest: own }, storeA.plainItem, 1)).status).toBe(200);
    await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12', guest_id: own }, { ...from(), cookie: `guest_id=${own}` });
    expect(await linesOf(await customerId(phone), false)).toEqual([{ itemId: storeA.plainItem, quantity: 1 }]);
  });
});

describe("hunting for another guest's cart", () => {
  it('an address that keeps naming guest ids that do not exist is refused any lookup for a while', async () => {
    const hunter = from();
    const miss = (id: number) => call(`customer/cart/list?guest_id=${id}`, { headers: { ...KTM, ...hunter } });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await miss(1_000_000 + i)).status);
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
    // even a real guest id is not looked up from there now: a hit would tell the hunter it found one
    const real = await newGuest();
    const refused = await call(`customer/cart/list?guest_id=${real}`, { headers: { ...KTM, ...hunter } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // the real guest, from their own address, is not affected
    expect((await call(`customer/cart/list?guest_id=${real}`, { headers: { ...KTM, ...from() } })).status).toBe(200);
  });
});
