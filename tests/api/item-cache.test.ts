/**
 * The item a product page reads, kept by the process (issue 16, migration 0030): on the embedded
 * database an item met again by id or slug costs no statement; on PostgreSQL it is read each time.
 * Either way a change to the item (its price, stock, name, slug or status, by the API or straight in
 * the database), to its store or to units is seen by the next request, and another item's change
 * leaves it kept.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../src/server/db/client';
import { items, stores, units } from '../../src/server/db/schema';
import { contextFor } from '../../src/server/core/context';
import { productDetails } from '../../src/server/services/catalogue/items';
import { call, seenAfterChange, testDatabase } from './harness';

const keptCost = async () => ((await testDatabase()).kind === 'pglite' ? 0 : 1);
/** the statements of reading the item alone (its store and the rest come from memory) */
const details = async (ref: string) => {
  const { db } = await testDatabase();
  return countStatements(() => productDetails(contextFor(db, { moduleIdHeader: '1' }), ref, false));
};
const headers = { moduleId: '1', zoneId: '[1]' };

async function anItem() {
  const { db } = await testDatabase();
  const [item] = await db.select().from(items).where(and(eq(items.moduleId, 1), eq(items.status, true))).orderBy(items.id).limit(1);
  const [other] = await db.select().from(items).where(and(eq(items.moduleId, 1), eq(items.status, true), ne(items.id, item.id))).orderBy(items.id).limit(1);
  return { db, item, other };
}

describe('kept item rows (migration 0030)', () => {
  it('reads an item once by id and once by slug; an item changed straight in the database is seen by the next request', async () => {
    const { db, item, other } = await anItem();
    for (const ref of [String(item.id), item.slug]) {
      await expect.poll(async () => (await details(ref)).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
      expect((await details(ref)).result.product.id).toBe(item.id);
    }
    // another item's change (an order taking its stock) leaves this one kept
    await db.update(items).set({ stock: other.stock + 1 }).where(eq(items.id, other.id));
    expect((await details(String(item.id))).statements).toBe(await keptCost());
    expect((await details(item.slug)).statements).toBe(await keptCost());
    // its own price: the page by id and by slug shows it at once
    try {
      await db.update(items).set({ price: item.price + 7 }).where(eq(items.id, item.id));
      await seenAfterChange(async () => expect((await call(`items/details/${item.id}`, { headers })).body.price).toBe(item.price + 7));
      await seenAfterChange(async () => expect((await call(`items/details/${item.slug}`, { headers })).body.price).toBe(item.price + 7));
    } finally {
      await db.update(items).set({ price: item.price, stock: item.stock }).where(eq(items.id, item.id));
      await db.update(items).set({ stock: other.stock }).where(eq(items.id, other.id));
    }
  });

  it('forgets an item whose slug changes or that is switched off, and one whose store is renamed', async () => {
    const { db, item } = await anItem();
    await expect.poll(async () => (await details(item.slug)).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    const [store] = await db.select().from(stores).where(eq(stores.id, item.storeId));
    try {
      await db.update(stores).set({ name: `${store.name} Renamed` }).where(eq(stores.id, store.id));
      await seenAfterChange(async () => expect((await call(`items/details/${item.slug}`, { headers })).body.store_name).toBe(`${store.name} Renamed`));
      await db.update(items).set({ slug: `${item.slug}-moved` }).where(eq(items.id, item.id));
      await seenAfterChange(async () => expect((await call(`items/details/${item.slug}`, { headers })).status).toBe(404));
      expect((await call(`items/details/${item.slug}-moved`, { headers })).body.id).toBe(item.id);
      await db.update(items).set({ status: false }).where(eq(items.id, item.id));
      await seenAfterChange(async () => expect((await call(`items/details/${item.id}`, { headers })).status).toBe(404));
      await seenAfterChange(async () => expect((await call(`items/details/${item.slug}-moved`, { headers })).status).toBe(404));
    } finally {
      await db.update(items).set({ slug: item.slug, status: true }).where(eq(items.id, item.id));
      await db.update(stores).set({ name: store.name }).where(eq(stores.id, store.id));
    }
  });

  it("shows a unit renamed, and reads through inside a transaction", async () => {
    const { db, item } = await anItem();
    const withUnit = item.unitId ? item : (await db.select().from(items).where(and(eq(items.status, true), eq(items.moduleId, 1))).then((rows) => rows.find((r) => r.unitId)))!;
    const [unit] = await db.select().from(units).where(eq(units.id, withUnit.unitId!));
    await expect.poll(async () => (await details(String(withUnit.id))).statements, { timeout: 5_000, interval: 20 }).toBe(await keptCost());
    try {
      await db.update(units).set({ unit: `${unit.unit}x` }).where(eq(units.id, unit.id));
      await seenAfterChange(async () => expect((await call(`items/details/${withUnit.id}`, { headers })).body.unit_type).toBe(`${unit.unit}x`));
    } finally {
      await db.update(units).set({ unit: unit.unit }).where(eq(units.id, unit.id));
    }
    await db.transaction(async (tx) => {
      expect((await countStatements(() => productDetails(contextFor(tx as typeof db, { moduleIdHeader: '1' }), String(withUnit.id), false))).statements).toBeGreaterThan(0);
    });
  });
});
