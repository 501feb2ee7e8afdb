/**
 * Search that finds (issue 17): relevance (name over tags over description), typos, Nepali, stores
 * by name, suggestions ranked the same way, and a constant number of statements.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { FULL_RANK_CANDIDATES } from '../../src/server/services/catalogue/products';
import { FOOD, get, KTM, testDatabase } from './harness';
import { createOrderStore, type OrderStore } from './order-store';
import { auth, verifiedCustomer } from './auth-helpers';

type Products = { total_size: number; products: Array<{ id: number; name: string }> };
const names = (body: Products) => body.products.map((p) => p.name);

let store: OrderStore;
let ids: number[] = [];
beforeAll(async () => {
  const { db } = await testDatabase();
  store = await createOrderStore('Zephyr Search');
  // the store's two items become the cases: a name in Nepali, and a word found only in the tags
  const [nepali, tagged] = [store.plainItem, store.scarceItem];
  await db.update(s.items).set({ name: 'इलामको चिया', tags: [], description: 'Hill tea' }).where(eq(s.items.id, nepali));
  await db
    .update(s.items)
    .set({ name: 'Zephyr Crunch Bar', tags: ['quinoa'], description: 'A bar.' })
    .where(eq(s.items.id, tagged));
  ids = [nepali, tagged];
});
afterAll(async () => {
  const { db } = await testDatabase();
  await db.update(s.items).set({ tags: [] }).where(inArray(s.items.id, ids));
  await store.remove();
});

describe('item search', () => {
  it('a typo still finds: "chiken" finds chicken first, above names that merely look alike', async () => {
    const { body } = await get<Products>('items/search?name=chiken&limit=50', KTM);
    expect(body.total_size).toBeGreaterThan(0);
    const found = names(body);
    const lastChicken = found.map((n) => /chicken/i.test(n)).lastIndexOf(true);
    expect(lastChicken).toBeGreaterThanOrEqual(0);
    expect(found.slice(0, lastChicken + 1).every((n) => /chicken/i.test(n))).toBe(true);
  });

  it('a word being typed finds by its start, and the name that is the term comes first', async () => {
    const { body } = await get<Products>('items/search?name=momo&limit=50', FOOD);
    expect(body.total_size).toBeGreaterThan(1);
    // "Veg Steam Momo"-like names all hold the word; none ranks below one that merely resembles it
    expect(
      names(body)
        .slice(0, 3)
        .every((n) => /momo/i.test(n)),
    ).toBe(true);
    const partial = await get<Products>('items/search?name=mom&limit=50', FOOD);
    expect(names(partial.body)).toEqual(expect.arrayContaining(names(body).slice(0, 3)));
  });

  it('the name counts over the tags over the description', async () => {
    const { body } = await get<Products>('items/search?name=quinoa&limit=50', KTM);
    expect(names(body)).toContain('Zephyr Crunch Bar');
    // a word of the description finds too (bananas are "sold by the dozen")
    expect(names((await get<Products>('items/search?name=dozen&limit=50', KTM)).body)).toContain('Bananas (Dozen)');
    // "Bananas (Dozen)" has the word in its name; an item with it only in the description ranks below
    const dozen = names((await get<Products>('items/search?name=dozen&limit=50', KTM)).body);
    expect(dozen[0]).toBe('Bananas (Dozen)');
  });

  it('Nepali names are found by a word and by its start', async () => {
    expect(names((await get<Products>(`items/search?name=${encodeURIComponent('चिया')}&limit=50`, KTM)).body)).toContain('इलामको चिया');
    expect(names((await get<Products>(`items/search?name=${encodeURIComponent('इलाम')}&limit=50`, KTM)).body)).toContain('इलामको चिया');
  });

  it('punctuation alone finds what holds it, and an unknown word finds nothing, in the same statements', async () => {
    const nothing = await get<Products>('items/search?name=qqxqzv&limit=12', KTM);
    expect(nothing.body.total_size).toBe(0);
    const apple = await get<Products>('items/search?name=apple&limit=12', KTM);
    expect(apple.body.total_size).toBeGreaterThan(0);
    expect(nothing.statements).toBe(apple.statements);
    expect((await get<Products>(`items/search?name=${encodeURIComponent('&|!')}&limit=12`, KTM)).status).toBe(200);
  });
});

describe('typos, looked up in the words of the names (search_words)', () => {
  let quokka: OrderStore;
  beforeAll(async () => {
    const { db } = await testDatabase();
    quokka = await createOrderStore('Quokka');
    // a renamed item's words reach the dictionary too (the rename trigger)
    await db.update(s.items).set({ name: 'Quokka Breakfast Plate' }).where(eq(s.items.id, quokka.scarceItem));
  });
  afterAll(() => quokka.remove());

  it("a new item's and a renamed item's words are found by a typo, every typed word counting", async () => {
    expect(names((await get<Products>('items/search?name=quoka&limit=50', KTM)).body)).toEqual(expect.arrayContaining(['Quokka Rice', 'Quokka Breakfast Plate']));
    expect(names((await get<Products>('items/search?name=brekfast%20quoka&limit=50', KTM)).body)).toContain('Quokka Breakfast Plate');
    expect(names((await get<Products>('items/search?name=quoka%20zzqqv&limit=50', KTM)).body)).toEqual([]);
  });

  it('a word does not find names that merely share letters with it: bread is not breakfast', async () => {
    const bread = names((await get<Products>('items/search?name=bread&limit=200', KTM)).body);
    expect(bread.length).toBeGreaterThan(0);
    expect(bread).not.toContain('Quokka Breakfast Plate');
  });

  it('a word matching more names than get the full rank pages through all of them once, the name that is the term first', async () => {
    const { db } = await testDatabase();
    const [template] = await db.select().from(s.items).where(eq(s.items.id, quokka.plainItem));
    const { id: _id, slug: _slug, ...copy } = template;
    await db.insert(s.items).values(
      Array.from({ length: FULL_RANK_CANDIDATES + 30 }, (_, i) => ({ ...copy, name: `Quokka Snack ${i}`, slug: `quokka-snack-${quokka.storeId}-${i}`, orderCount: i % 7 })),
    );
    await db.update(s.items).set({ name: 'Quokka' }).where(eq(s.items.id, quokka.plainItem));
    const seen: string[] = [];
    const totals = new Set<number>();
    for (let offset = 1; ; offset++) {
      const { body } = await get<Products>(`items/search?name=quokka&limit=50&offset=${offset}`, KTM);
      totals.add(body.total_size);
      if (!body.products.length) break;
      seen.push(...body.products.map((p) => String(p.id)));
    }
    expect(totals.size).toBe(1);
    const [total] = totals;
    expect(total).toBeGreaterThan(FULL_RANK_CANDIDATES);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe(String(quokka.plainItem));
  });
});

describe("a search by name alone reads the items' narrow copy (issue 48.2)", () => {
  const ids = (body: Products) => body.products.map((p) => p.id);

  it('ranks, counts and pages as the search with filters does', async () => {
    for (const name of ['momo', 'chicken', 'chiken', 'a']) {
      for (const offset of [1, 2, 5]) {
        const plain = await get<Products & { categories: Array<{ id: number }> }>(`items/search?name=${name}&limit=20&offset=${offset}`, FOOD);
        // a filter every item passes sends the search the other way, over items
        const filtered = await get<Products & { categories: Array<{ id: number }> }>(`items/search?name=${name}&limit=20&offset=${offset}&min_price=0`, FOOD);
        expect(plain.body.total_size, `${name} page ${offset}`).toBe(filtered.body.total_size);
        expect(ids(plain.body), `${name} page ${offset}`).toEqual(ids(filtered.body));
        expect(plain.body.categories.map((c) => c.id).sort()).toEqual(filtered.body.categories.map((c) => c.id).sort());
      }
    }
  });

  it('follows the item: switched off, moved to another module, removed', async () => {
    const { db } = await testDatabase();
    const [template] = await db.select().from(s.items).where(eq(s.items.id, store.plainItem));
    const { id: _id, slug: _slug, ...copy } = template;
    const [added] = await db
      .insert(s.items)
      .values({ ...copy, name: 'Wombat Tonic', slug: `wombat-tonic-${store.storeId}` })
      .returning({ id: s.items.id, moduleId: s.items.moduleId });
    const module = { ...KTM, moduleId: String(added.moduleId) };
    const found = async () => ids((await get<Products>('items/search?name=wombat', module)).body);
    expect(await found()).toEqual([added.id]);
    await db.update(s.items).set({ status: false }).where(eq(s.items.id, added.id));
    expect(await found()).toEqual([]);
    await db.update(s.items).set({ status: true, moduleId: added.moduleId === 1 ? 2 : 1 }).where(eq(s.items.id, added.id));
    expect(await found()).toEqual([]);
    await db.update(s.items).set({ moduleId: added.moduleId }).where(eq(s.items.id, added.id));
    expect(await found()).toEqual([added.id]);
    await db.delete(s.items).where(eq(s.items.id, added.id));
    expect(await found()).toEqual([]);
    expect(await db.select().from(s.itemSearch).where(eq(s.itemSearch.itemId, added.id))).toEqual([]);
  });
});

describe('stores and suggestions', () => {
  it('"Mart" finds stores, and a typo of a store name finds it', async () => {
    const mart = await get<{ total_size: number; stores: Array<{ name: string }> }>('stores/search?name=Mart&limit=50', KTM);
    expect(mart.body.total_size).toBeGreaterThan(0);
    const typo = await get<{ stores: Array<{ name: string }> }>('stores/search?name=zephir%20search&limit=50', KTM);
    expect(typo.body.stores.map((st) => st.name)).toContain('Zephyr Search Mart');
  });

  it('suggestions rank the best answer first, for items and stores', async () => {
    const { body } = await get<{ items: Array<{ name: string }>; stores: Array<{ name: string }> }>('items/search-suggestion?name=zephyr', KTM);
    expect(body.items[0].name).toBe('Zephyr Crunch Bar');
    expect(body.stores[0].name).toBe('Zephyr Search Mart');
    const typo = await get<{ items: Array<{ name: string }> }>('items/search-suggestion?name=chiken', KTM);
    expect(typo.body.items.length).toBeGreaterThan(0);
  });

  it('a name sold by several stores is suggested once', async () => {
    const [one, two] = [await createOrderStore('Wombat'), await createOrderStore('Wombat')];
    try {
      const { body } = await get<{ items: Array<{ name: string }> }>('items/search-suggestion?name=wombat', KTM);
      expect(body.items.map((i) => i.name).sort()).toEqual(['Wombat Rice', 'Wombat Saffron']);
    } finally {
      await one.remove();
      await two.remove();
    }
  });

  it('the item-or-store search finds both by a typo', async () => {
    const { body } = await get<{ items: Array<{ name: string }>; stores: Array<{ name: string }> }>('items/item-or-store-search?name=zephir', KTM);
    expect(body.items.map((i) => i.name)).toContain('Zephyr Crunch Bar');
    expect(body.stores.map((st) => st.name)).toContain('Zephyr Search Mart');
  });
});

describe('filters with a name', () => {
  type Full = { total_size: number; products: Array<{ id: number; name: string; price: number; veg: number; avg_rating: number; discount: number }> };
  it('price, rating, veg, discounted and a name sort combine, in the same statements as a plain search', async () => {
    const plain = await get<Full>('items/search?name=momo&limit=50', FOOD);
    const path = `items/search?name=momo&limit=50&filter=${encodeURIComponent('["veg"]')}&min_price=100&max_price=400&rating_count=0&sort_by=z_to_a`;
    const { body, statements } = await get<Full>(path, FOOD);
    expect(statements).toBe(plain.statements);
    expect(body.total_size).toBeGreaterThan(0);
    expect(body.total_size).toBeLessThan(plain.body.total_size);
    for (const p of body.products) {
      expect(p.veg).toBe(1);
      expect(p.price).toBeGreaterThanOrEqual(100);
      expect(p.price).toBeLessThanOrEqual(400);
    }
    const names = body.products.map((p) => p.name.toLowerCase());
    expect([...names].sort().reverse()).toEqual(names);
    const discounted = await get<Full>(`items/search?name=a&limit=50&filter=${encodeURIComponent('["discounted"]')}&rating_count=1`, KTM);
    for (const p of discounted.body.products) {
      expect(p.discount).toBeGreaterThan(0);
      expect(p.avg_rating).toBeGreaterThanOrEqual(1);
    }
  });

  it('a page past the last is empty and keeps the total and the categories', async () => {
    type WithCategories = Full & { categories: Array<{ id: number; name: string }> };
    const first = await get<WithCategories>('items/search?name=momo&limit=5&offset=1', FOOD);
    const pages = Math.ceil(first.body.total_size / 5);
    const last = await get<WithCategories>(`items/search?name=momo&limit=5&offset=${pages}`, FOOD);
    expect(last.body.products.length).toBe(first.body.total_size - (pages - 1) * 5);
    const past = await get<WithCategories>(`items/search?name=momo&limit=5&offset=${pages + 1}`, FOOD);
    expect(past.body.products).toEqual([]);
    expect(past.body.total_size).toBe(first.body.total_size);
    for (const page of [last, past]) expect(page.body.categories).toEqual(first.body.categories);
    // the categories are every match's, not the page's: one item's page lists them all
    type Primary = { total_size: number; products: Array<{ category_ids: Array<{ id: string }> }>; categories: Array<{ id: number }> };
    const one = await get<Primary>('items/search?name=a&limit=1&offset=1', FOOD);
    const primary = new Set<number>();
    for (let offset = 1; offset <= Math.ceil(one.body.total_size / 50); offset++) {
      const { body } = await get<Primary>(`items/search?name=a&limit=50&offset=${offset}`, FOOD);
      for (const p of body.products) primary.add(Number(p.category_ids[0].id));
    }
    expect(primary.size).toBeGreaterThan(1);
    expect(one.body.categories.map((c) => c.id).sort()).toEqual([...primary].sort());
  });
});

describe("the first search page's filters, with no name", () => {
  type Wire = { total_size: number; products: Array<{ id: number; name: string; brand_id: number | null; category_ids: Array<{ id: string }>; category_id?: number }> };
  const q = (query: Record<string, unknown>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

  it("a category's search holds its subcategories' items, and a subcategory's is a part of it (the side list)", async () => {
    const { db } = await testDatabase();
    const [child] = await db.select({ id: s.categories.id, parent: s.categories.parentId }).from(s.categories).where(and(eq(s.categories.moduleId, 1), gt(s.categories.parentId, 0))).limit(1);
    const parent = await get<Wire>(`items/search?${q({ data_type: 'category', category_ids: [child.parent], limit: 50 })}`);
    const sub = await get<Wire>(`items/search?${q({ data_type: 'category', category_ids: [child.id], limit: 50 })}`);
    const both = await get<Wire>(`items/search?${q({ data_type: 'category', category_ids: [child.parent, child.id], limit: 50 })}`);
    expect(sub.body.total_size).toBeGreaterThan(0);
    expect(sub.body.total_size).toBeLessThan(parent.body.total_size);
    expect(both.body.total_size).toBe(parent.body.total_size);
    for (const p of parent.body.products) expect(p.category_ids.map((c) => Number(c.id))).toContain(child.parent);
  });

  it('currently_open keeps items whose store is open now, and nearby puts the nearest store first, in the same statements', async () => {
    const { db } = await testDatabase();
    const near = await createOrderStore('Quokka Alpha');
    const far = await createOrderStore('Quokka Beta');
    try {
      // Beta three kilometres north of the shopper
      await db.update(s.stores).set({ latitude: 27.7423, longitude: 85.3123 }).where(eq(s.stores.id, far.storeId));
      await db.update(s.stores).set({ latitude: Number(KTM.latitude), longitude: Number(KTM.longitude) }).where(eq(s.stores.id, near.storeId));
      const plain = await get<Wire>(`items/search?${q({ name: 'quokka', limit: 10 })}`);
      const nearby = await get<Wire>(`items/search?${q({ name: 'quokka', filter: ['nearby'], limit: 10 })}`);
      expect(nearby.statements).toBe(plain.statements);
      expect(nearby.body.products.slice(0, 2).map((p) => p.name).sort()).toEqual(['Quokka Alpha Rice', 'Quokka Alpha Saffron']);
      const fromBeta = await get<Wire>(`items/search?${q({ name: 'quokka', filter: ['nearby'], limit: 10 })}`, { ...KTM, latitude: '27.7423' });
      expect(fromBeta.body.products.slice(0, 2).map((p) => p.name).sort()).toEqual(['Quokka Beta Rice', 'Quokka Beta Saffron']);

      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, far.storeId));
      const open = await get<Wire>(`items/search?${q({ name: 'quokka', filter: ['currently_open'], limit: 10 })}`);
      expect(open.statements).toBe(plain.statements);
      expect(open.body.products.map((p) => p.name).sort()).toEqual(['Quokka Alpha Rice', 'Quokka Alpha Saffron']);
      expect(plain.body.total_size).toBe(4);
    } finally {
      await near.remove();
      await far.remove();
    }
  });
});

describe("a 6amMart client's search page and suggestions (issue 45.1)", () => {
  it('get-combined-data and stores/get-data answer as items/search or stores/search by list_type', async () => {
    const items = await get('items/search?name=apple&offset=1&limit=12');
    const stores = await get('stores/search?name=mart&offset=1&limit=12');
    expect(items.body.products.length).toBeGreaterThan(0);
    expect(stores.body.stores.length).toBeGreaterThan(0);
    for (const path of ['get-combined-data', 'stores/get-data']) {
      const asItems = await get(`${path}?name=apple&offset=1&limit=12&list_type=item`);
      expect(asItems.status, path).toBe(200);
      expect(asItems.body.products.map((p: { id: number }) => p.id)).toEqual(items.body.products.map((p: { id: number }) => p.id));
      const asStores = await get(`${path}?name=mart&offset=1&limit=12&list_type=store`);
      expect(asStores.body.stores.map((st: { id: number }) => st.id)).toEqual(stores.body.stores.map((st: { id: number }) => st.id));
      expect((await get(`${path}?name=apple&offset=1&limit=12`)).body.products).toBeDefined();
    }
  });

  it('items/suggested lists a store\'s items (recommended ones when asked); customer/suggested-items needs a customer', async () => {
    const suggested = await get('items/suggested?store_id=asan-fresh-mart');
    expect(suggested.status).toBe(200);
    expect(suggested.body.length).toBeGreaterThan(0);
    expect(suggested.body.every((p: { store_name: string }) => p.store_name === 'Asan Fresh Mart')).toBe(true);
    const recommended = await get('items/suggested?store_id=asan-fresh-mart&recommended=1');
    expect(recommended.status).toBe(200);
    expect((await get('customer/suggested-items')).status).toBe(401);
    const { token } = await verifiedCustomer();
    const mine = await get('customer/suggested-items', { ...KTM, ...auth(token) });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.length).toBeLessThanOrEqual(5);
  });
});
