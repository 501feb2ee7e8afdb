import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import * as s from '../../src/server/db/schema';
import { call, get, KTM, seenAfterChange, testDatabase } from './harness';
import { createOrderStore, newGuest, orderBody, type OrderStore } from './order-store';

/** a new guest with two of the store's plain item in the cart */
async function guestWithCart(store: OrderStore): Promise<number> {
  const g = await newGuest();
  await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
  return g;
}
const placeFor = (store: OrderStore, g: number) => call('customer/order/place', { method: 'POST', headers: KTM, body: orderBody(store.storeId, { guest_id: g, payment_method: 'cash_on_delivery' }) });

/** Reference data (settings, landing, zones, modules, zone rates, vehicles, stores) is kept in memory until its table changes. */
describe('reference data kept in memory', () => {
  it('config costs no statement once warm, and a settings change shows on the next request', async () => {
    const { db } = await testDatabase();
    // the cache keeps reads once its LISTEN is up (the first requests start it)
    await vi.waitFor(async () => expect((await get('config')).statements).toBe(0), { timeout: 5_000, interval: 20 });
    const [saved] = await db.select().from(s.businessSettings).where(eq(s.businessSettings.key, 'business_name'));
    const name = 'Reference Test Bazaar';
    await db
      .insert(s.businessSettings)
      .values({ key: 'business_name', value: name })
      .onConflictDoUpdate({ target: s.businessSettings.key, set: { value: name } });
    try {
      await seenAfterChange(async () => expect((await get('config')).body.business_name).toBe(name));
    } finally {
      if (saved) await db.update(s.businessSettings).set({ value: saved.value }).where(eq(s.businessSettings.key, 'business_name'));
      else await db.delete(s.businessSettings).where(eq(s.businessSettings.key, 'business_name'));
    }
    await seenAfterChange(async () => expect((await get('config')).body.business_name).not.toBe(name));
  });

  it('a zone switched off stops serving its point on the next request, and serves again when on', async () => {
    const { db } = await testDatabase();
    const zoneAt = () => get(`config/get-zone-id?lat=${KTM.latitude}&lng=${KTM.longitude}`, {});
    expect((await zoneAt()).status).toBe(200);
    await db.update(s.zones).set({ status: false }).where(eq(s.zones.id, 1));
    try {
      await seenAfterChange(async () => expect((await zoneAt()).status).toBe(403));
    } finally {
      await db.update(s.zones).set({ status: true }).where(eq(s.zones.id, 1));
    }
    await seenAfterChange(async () => expect((await zoneAt()).status).toBe(200));
  });

  // the embedded database tells of a change before the statement returns, so "cold" is exact there
  it.runIf(inject('dbKind') === 'pglite')('placing an order reads none of the reference tables once warm', async () => {
    const { db } = await testDatabase();
    const store = await createOrderStore('Reference Test');
    try {
      const filledCart = () => guestWithCart(store);
      const place = (g: number) => placeFor(store, g);
      const coldCart = await filledCart();
      // a change that touches no row still tells every process the table changed: nothing is kept
      const tables = { business_settings: 'key', modules: 'id', zones: 'id', zone_modules: 'zone_id', delivery_vehicles: 'id', stores: 'id', store_schedules: 'id' };
      for (const [table, column] of Object.entries(tables)) await db.execute(sql.raw(`UPDATE "${table}" SET "${column}" = "${column}" WHERE false`));
      const cold = await place(coldCart);
      expect(cold.status).toBe(200);
      const warm = await place(await filledCart());
      expect(warm.status).toBe(200);
      // settings, module, zone, zone rates, vehicle and the store with its hours are no longer read per order
      expect(warm.statements).toBeLessThanOrEqual(cold.statements - 5);
    } finally {
      await store.remove();
    }
  });

  it("a store's hours and switch are read again once they change: closed refuses the order, open takes it", async () => {
    const { db } = await testDatabase();
    const store = await createOrderStore('Reference Hours');
    try {
      const placeNew = async () => placeFor(store, await guestWithCart(store));
      expect((await placeNew()).status).toBe(200);
      const hours = await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.storeId)).returning();
      await seenAfterChange(async () => expect((await placeNew()).body.errors?.[0]?.code).toBe('store'));
      await db.insert(s.storeSchedules).values(hours.map((h) => ({ ...h, id: undefined })));
      await seenAfterChange(async () => expect((await placeNew()).status).toBe(200));
      await db.update(s.stores).set({ status: false }).where(eq(s.stores.id, store.storeId));
      await seenAfterChange(async () => expect((await placeNew()).status).toBe(404));
    } finally {
      await store.remove();
    }
  });

  it('a list of stores reads their hours from memory, and a change of hours shows on the next request', async () => {
    const { db } = await testDatabase();
    const store = await createOrderStore('Reference List Hours');
    try {
      const details = () => call(`stores/details/${store.storeId}`, { headers: KTM });
      // its categories, campaigns, coupons, price range and category list: the store, its hours and item count come from memory (it was 8);
      // on PostgreSQL the notices of the store just made arrive a moment later, emptying what was kept
      await vi.waitFor(
        async () => {
          const warm = await details();
          expect(warm.body.schedules).toHaveLength(7);
          expect(warm.body.open).toBe(1);
          expect(warm.statements).toBeLessThanOrEqual(5);
        },
        { timeout: 5_000, interval: 20 },
      );
      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.storeId));
      await seenAfterChange(async () => {
        const closed = await details();
        expect(closed.body.schedules).toEqual([]);
        expect(closed.body.open).toBe(0);
      });
      await db.insert(s.storeSchedules).values([{ storeId: store.storeId, day: 3, openingTime: '00:00:00', closingTime: '23:59:59' }]);
      await seenAfterChange(async () => expect((await details()).body.schedules.map((h: { day: number }) => h.day)).toEqual([3]));
    } finally {
      await store.remove();
    }
  });

  it('the module list costs no statement once warm; a new store counts on the next request', async () => {
    const grocery = async () => ((await get('module', { zoneId: '[1]' })).body as Array<{ id: number; stores_count: number; items_count: number }>).find((m) => m.id === 1)!;
    await vi.waitFor(async () => expect((await get('module', { zoneId: '[1]' })).statements).toBe(0), { timeout: 5_000, interval: 20 });
    const before = await grocery();
    expect(before.items_count).toBeGreaterThan(0);
    const store = await createOrderStore('Reference Count');
    try {
      await seenAfterChange(async () => expect((await grocery()).stores_count).toBe(before.stores_count + 1));
    } finally {
      await store.remove();
    }
    await seenAfterChange(async () => expect((await grocery()).stores_count).toBe(before.stores_count));
  });

  it('banners, campaigns, module content and the category list cost no statement once warm, and a change shows on the next request (migration 0016)', async () => {
    const { db } = await testDatabase();
    for (const path of ['other-banners', 'campaigns/basic', 'categories']) {
      await vi.waitFor(async () => expect((await get(path)).statements, path).toBe(0), { timeout: 5_000, interval: 20 });
    }
    // the banners and their stores from memory; only an item banner's item is read (items are not reference data)
    await vi.waitFor(async () => expect((await get('banners')).statements).toBeLessThanOrEqual(1), { timeout: 5_000, interval: 20 });
    const [campaign] = await db.select().from(s.campaigns).where(eq(s.campaigns.moduleId, 1)).limit(1);
    const listed = async () => ((await get('campaigns/basic')).body as Array<{ id: number; title: string }>).find((c) => c.id === campaign.id)?.title;
    expect(await listed()).toBe(campaign.title);
    await db.update(s.campaigns).set({ title: 'Reference Campaign' }).where(eq(s.campaigns.id, campaign.id));
    try {
      await seenAfterChange(async () => expect(await listed()).toBe('Reference Campaign'));
    } finally {
      await db.update(s.campaigns).set({ title: campaign.title }).where(eq(s.campaigns.id, campaign.id));
    }
    await seenAfterChange(async () => expect(await listed()).toBe(campaign.title));
  });

  it("a store's items found by its slug or id from memory; a new slug works on the next request and the old one is gone", async () => {
    const { db } = await testDatabase();
    const store = await createOrderStore('Reference Slug');
    const [{ slug }] = await db.select({ slug: s.stores.slug }).from(s.stores).where(eq(s.stores.id, store.storeId));
    const items = (ref: string | number) => get(`items/latest?store_id=${ref}&category_id=0&limit=10&offset=1`);
    try {
      expect((await items(slug)).body.products.map((p: { id: number }) => p.id)).toContain(store.plainItem);
      expect((await items(store.storeId)).status).toBe(200);
      await db
        .update(s.stores)
        .set({ slug: `${slug}-moved` })
        .where(eq(s.stores.id, store.storeId));
      await seenAfterChange(async () => {
        expect((await items(`${slug}-moved`)).status).toBe(200);
        expect((await items(slug)).status).toBe(404);
      });
    } finally {
      await store.remove();
    }
    await seenAfterChange(async () => expect((await items(store.storeId)).status).toBe(404));
  });

  it('the home rails of stores cost no statement once warm, and a store renamed shows on the next request', async () => {
    const { db } = await testDatabase();
    for (const kind of ['latest', 'popular', 'top-rated', 'recommended', 'discounted']) {
      await vi.waitFor(async () => expect((await get(`stores/${kind}?limit=20&offset=1`)).statements, kind).toBe(0), { timeout: 5_000, interval: 20 });
    }
    const latest = async () => (await get('stores/latest?limit=50&offset=1')).body as { total_size: number; stores: Array<{ id: number; name: string }> };
    const before = await latest();
    const store = await createOrderStore('Reference Rail');
    try {
      const named = async () => (await latest()).stores.find((st) => st.id === store.storeId)?.name;
      await seenAfterChange(async () => expect(await named()).toBe('Reference Rail Mart'));
      expect((await latest()).total_size).toBe(before.total_size + 1);
      await db.update(s.stores).set({ name: 'Reference Rail Renamed' }).where(eq(s.stores.id, store.storeId));
      await seenAfterChange(async () => expect(await named()).toBe('Reference Rail Renamed'));
    } finally {
      await store.remove();
    }
    await seenAfterChange(async () => expect((await latest()).total_size).toBe(before.total_size));
  });
});
