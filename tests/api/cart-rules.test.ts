/** The cart holds to its rules however a line gets there (issue 15 B.2): the zone, a store switched off, and the maximum per item. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { call, KTM, seenAfterChange, testDatabase } from './harness';
import { createOrderStore, newGuest, type OrderStore } from './order-store';

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Cart Rules');
  const { db } = await testDatabase();
  await db.update(s.items).set({ zoneId: 1 }).where(eq(s.items.storeId, store.storeId));
});
afterAll(() => store.remove());

const add = (g: number, body: Record<string, unknown>, headers: Record<string, string> = KTM) =>
  call('customer/cart/add', { method: 'POST', headers, body: { guest_id: g, model: 'Item', quantity: 1, ...body } });
const firstError = (r: { body: { errors?: Array<{ code: string; message: string }> } }) => r.body.errors?.[0];

describe('cart/add and cart/update check what an order would', () => {
  it('refuses an item of a zone the request does not name', async () => {
    const res = await add(await newGuest(), { item_id: store.plainItem }, { ...KTM, zoneId: '[2]' });
    expect(res.status).toBe(403);
    expect(firstError(res)).toEqual({ code: 'zoneId', message: 'This item is not delivered to your area.' });
    expect((await add(await newGuest(), { item_id: store.plainItem })).status).toBe(200);
  });

  it('refuses a store switched off', async () => {
    const { db } = await testDatabase();
    try {
      await db.update(s.stores).set({ active: false }).where(eq(s.stores.id, store.storeId));
      // stores are kept in memory until they change (reference cache): the change is seen at once on PGlite, a moment later on PostgreSQL
      await seenAfterChange(async () => {
        const off = await add(await newGuest(), { item_id: store.plainItem });
        expect(off.status).toBe(403);
        expect(firstError(off)).toEqual({ code: 'store', message: 'The store is closed now. Schedule the order for a time it is open.' });
      });
    } finally {
      await db.update(s.stores).set({ active: true }).where(eq(s.stores.id, store.storeId));
    }
    await seenAfterChange(async () => expect((await add(await newGuest(), { item_id: store.plainItem })).status).toBe(200));
  });

  it('counts the maximum per item over all its lines (one a variation)', async () => {
    const { db } = await testDatabase();
    await db
      .update(s.items)
      .set({ maximumCartQuantity: 5, variations: [{ type: 'small', price: 120, stock: 100 }, { type: 'large', price: 200, stock: 100 }] })
      .where(eq(s.items.id, store.plainItem));
    try {
      const g = await newGuest();
      expect((await add(g, { item_id: store.plainItem, quantity: 3, variation: [{ type: 'small' }] })).status).toBe(200);
      const over = await add(g, { item_id: store.plainItem, quantity: 3, variation: [{ type: 'large' }] });
      expect(over.status).toBe(403);
      expect(firstError(over)?.code).toBe('cart_item_limit');
      const fits = await add(g, { item_id: store.plainItem, quantity: 2, variation: [{ type: 'large' }] });
      expect(fits.status).toBe(200);
      const large = (fits.body as Array<{ id: number; variation: Array<{ type: string }> }>).find((l) => l.variation[0]?.type === 'large')!;
      const raise = await call('customer/cart/update', { method: 'POST', headers: KTM, body: { guest_id: g, cart_id: large.id, quantity: 3 } });
      expect(raise.status).toBe(403);
      expect(firstError(raise)?.code).toBe('cart_item_limit');
    } finally {
      await db.update(s.items).set({ maximumCartQuantity: null, variations: [] }).where(eq(s.items.id, store.plainItem));
    }
  });
});
