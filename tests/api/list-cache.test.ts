/**
 * Catalogue lists kept a few seconds and shared by everyone who asks the same (issue 16:
 * src/server/cache/list-cache.ts): the module home's rails and a product's related items cost no
 * statement on the next request, whoever asks; a change to the reference data shows on the next
 * request; LIST_TTL_MS=0 turns it off.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as s from '../../src/server/db/schema';
import { get, KTM, noticesHeard, testDatabase } from './harness';
import { createOrderStore } from './order-store';

// long enough that only a change notice can explain a fresh read
beforeEach(() => void vi.stubEnv('LIST_TTL_MS', '60000'));
afterEach(() => void vi.unstubAllEnvs());

type List = { total_size: number; products: Array<{ id: number; price: number; store_name: string }> };

describe('catalogue lists kept a few seconds', () => {
  it('the same list costs no statement on the next request, for any shopper; another question reads again', async () => {
    await testDatabase();
    const path = 'items/discounted?limit=7&offset=1';
    const first = await get<List>(path);
    expect(first.statements).toBeGreaterThan(0);
    // the module and zone come from the reference data once its LISTEN is up (the first requests start it)
    await vi.waitFor(async () => expect((await get<List>(path)).statements).toBe(0), { timeout: 5_000, interval: 20 });
    // no earlier test's late notice may empty the kept list below
    await noticesHeard();
    expect((await get<List>(path)).body).toEqual(first.body);
    // a signed-in shopper's request asks the same question: it shares the answer
    expect((await get<List>(path, { ...KTM, authorization: 'Bearer not-a-real-token-but-a-header' })).statements).toBe(0);
    // another language, page or zone is another question
    expect((await get<List>(path, { ...KTM, 'X-localization': 'ne' })).statements).toBeGreaterThan(0);
    expect((await get<List>('items/discounted?limit=7&offset=2')).statements).toBeGreaterThan(0);
    expect((await get<List>(path, { ...KTM, zoneId: '[1,2]' })).statements).toBeGreaterThan(0);
  });

  it('an item change waits out the time; a store renamed shows on the next request', async () => {
    const { db } = await testDatabase();
    const store = await createOrderStore('List Cache');
    try {
      const path = `items/popular?limit=10&offset=1&store_id=${store.storeId}`;
      const line = async () => (await get<List>(path)).body.products.find((p) => p.id === store.plainItem);
      // the new store's own notices (PostgreSQL: a moment after its commit) must not empty the list below
      await noticesHeard();
      expect(await line()).toMatchObject({ price: 120, store_name: 'List Cache Mart' });
      // items change with every order: no notice, the list is kept for its time
      await db.update(s.items).set({ price: 135 }).where(eq(s.items.id, store.plainItem));
      expect(await line()).toMatchObject({ price: 120 });
      // a store is reference data: its notice empties every kept list
      await db.update(s.stores).set({ name: 'List Cache Renamed' }).where(eq(s.stores.id, store.storeId));
      await vi.waitFor(async () => expect(await line()).toMatchObject({ price: 135, store_name: 'List Cache Renamed' }), { timeout: 5_000, interval: 20 });
    } finally {
      await store.remove();
    }
  });

  it("a store's page costs no statement on the next request: its details, with the categories it has items in", async () => {
    await testDatabase();
    const path = 'stores/details/1';
    const first = await get<{ category_ids: number[] }>(path);
    expect(first.body.category_ids.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await get(path)).statements).toBe(0), { timeout: 5_000, interval: 20 });
    expect((await get<{ category_ids: number[] }>(path)).body.category_ids).toEqual(first.body.category_ids);
  });

  it("a category's items and the running coupons, which a module home shows, cost no statement on the next request", async () => {
    await testDatabase();
    const parent = (await get<Array<{ id: number }>>('categories')).body[0];
    for (const path of [`categories/items/${parent.id}?limit=12&offset=1&type=all`, 'coupon/list']) {
      await get(path);
      await vi.waitFor(async () => expect((await get(path)).statements, path).toBe(0), { timeout: 5_000, interval: 20 });
    }
  });

  it('LIST_TTL_MS=0 reads every time', async () => {
    await testDatabase();
    vi.stubEnv('LIST_TTL_MS', '0');
    const path = 'items/new-arrival?limit=5&offset=1';
    await get(path);
    expect((await get(path)).statements).toBeGreaterThan(0);
  });
});
