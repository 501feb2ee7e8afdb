/** The cart holds to its rules however a line gets there (issue 15 B.2): the zone, a store switched off or closed, the item's daily window, and the maximum per item. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { call, KTM, seenAfterChange, testDatabase } from './harness';
import { createOrderStore, newGuest, orderBody, type OrderStore } from './order-store';
import { BUSINESS_TIME_ZONE } from '../../src/lib/constants';
import { clockTime, localClock } from '../../src/lib/schedule';

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
      .set({
        maximumCartQuantity: 5,
        variations: [
          { type: 'small', price: 120, stock: 100 },
          { type: 'large', price: 200, stock: 100 },
        ],
      })
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

  describe('the clock: a store that takes no scheduled orders must be open, and the item inside its window', () => {
    /** a daily window that starts `from` minutes from now and lasts an hour (the business clock) */
    const windowFromNow = (from: number) => {
      const now = localClock(new Date(), BUSINESS_TIME_ZONE).minutes;
      const at = (m: number) => clockTime({ day: 0, minutes: (((now + m) % 1440) + 1440) % 1440 });
      return { availableTimeStarts: at(from), availableTimeEnds: at(from + 60) };
    };
    const allDay = { availableTimeStarts: '00:00:00', availableTimeEnds: '23:59:59' };
    const openAllWeek = () => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId: store.storeId, day, openingTime: '00:00:00', closingTime: '23:59:59' }));

    it('refuses an item of a closed store that takes no orders for later, keeps it for one that does, and lets a line shrink', async () => {
      const { db } = await testDatabase();
      const g = await newGuest();
      const line = (await add(g, { item_id: store.plainItem, quantity: 2 })).body as Array<{ id: number }>;
      try {
        await db.update(s.stores).set({ scheduleOrder: false }).where(eq(s.stores.id, store.storeId));
        await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.storeId));
        await seenAfterChange(async () => {
          const closed = await add(await newGuest(), { item_id: store.plainItem });
          expect(closed.status).toBe(403);
          expect(firstError(closed)).toEqual({ code: 'store', message: 'The store is closed now and does not take orders for later. Add this item when it opens.' });
        });
        const up = await call('customer/cart/update', { method: 'POST', headers: KTM, body: { guest_id: g, cart_id: line[0].id, quantity: 3 } });
        expect(firstError(up)?.code).toBe('store');
        // taking away is always allowed
        expect((await call('customer/cart/update', { method: 'POST', headers: KTM, body: { guest_id: g, cart_id: line[0].id, quantity: 1 } })).status).toBe(200);
        await db.update(s.stores).set({ scheduleOrder: true }).where(eq(s.stores.id, store.storeId));
        await seenAfterChange(async () => expect((await add(await newGuest(), { item_id: store.plainItem })).status).toBe(200));
      } finally {
        await db.update(s.stores).set({ scheduleOrder: true }).where(eq(s.stores.id, store.storeId));
        await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.storeId));
        await db.insert(s.storeSchedules).values(openAllWeek());
      }
      await seenAfterChange(async () => expect((await add(await newGuest(), { item_id: store.plainItem })).status).toBe(200));
    });

    it('refuses an item outside its daily window unless the store schedules, and the order checks the window at its time', async () => {
      const { db } = await testDatabase();
      await db.update(s.items).set(windowFromNow(120)).where(eq(s.items.id, store.plainItem));
      try {
        // the store schedules: the line may wait, but an order for now is refused, one inside the window is taken
        const g = await newGuest();
        expect((await add(g, { item_id: store.plainItem, quantity: 2 })).status).toBe(200);
        const now = await call('customer/order/place', { method: 'POST', headers: KTM, body: orderBody(store.storeId, { guest_id: g }) });
        expect(now.status).toBe(403);
        expect(firstError(now)?.code).toBe('item');
        expect(firstError(now)?.message).toMatch(/^Cart Rules Rice is not available at the time of this order\. It can be ordered from \d\d:\d\d to \d\d:\d\d\.$/);
        const later = new Date(Date.now() + 150 * 60_000).toISOString();
        const scheduled = await call('customer/order/place', { method: 'POST', headers: KTM, body: orderBody(store.storeId, { guest_id: g, schedule_at: later }) });
        expect(scheduled.status).toBe(200);

        await db.update(s.stores).set({ scheduleOrder: false }).where(eq(s.stores.id, store.storeId));
        await seenAfterChange(async () => {
          const outside = await add(await newGuest(), { item_id: store.plainItem });
          expect(outside.status).toBe(403);
          expect(firstError(outside)?.code).toBe('item');
          expect(firstError(outside)?.message).toMatch(/^This item is not available right now\. It can be ordered from \d\d:\d\d to \d\d:\d\d\.$/);
        });
        await db.update(s.items).set(windowFromNow(-30)).where(eq(s.items.id, store.plainItem));
        expect((await add(await newGuest(), { item_id: store.plainItem })).status).toBe(200);
      } finally {
        await db.update(s.items).set(allDay).where(eq(s.items.id, store.plainItem));
        await db.update(s.stores).set({ scheduleOrder: true }).where(eq(s.stores.id, store.storeId));
      }
    });
  });
});
