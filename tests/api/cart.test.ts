/** Cart and wishlist: prices from the catalogue, every refusal, ownership, concurrency, guests and customers. */
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { auth, from, post, verifiedCustomer } from './auth-helpers';
import { call, expectErrorShape, FOOD, KTM, seenAfterChange, testDatabase } from './harness';
import ne_ from '../../src/lib/i18n/ne.json';

const headers = (m: { zoneId: string; moduleId: string; latitude: string; longitude: string }, extra: Record<string, string> = {}) => ({ zoneId: m.zoneId, moduleId: m.moduleId, latitude: m.latitude, longitude: m.longitude, ...from(), ...extra });
const newGuest = async () => (await post('auth/guest/request', {})).body.guest_id as number;
const add = (body: Record<string, unknown>, h: Record<string, string>) => call('customer/cart/add', { method: 'POST', headers: h, body });

let food: typeof s.items.$inferSelect;
let otherFood: typeof s.items.$inferSelect;
let grocery: typeof s.items.$inferSelect;
let campaign: typeof s.itemCampaigns.$inferSelect;

function foodSelection(item: typeof s.items.$inferSelect) {
  return item.foodVariations.filter((g) => g.required === 'on').map((g) => ({ name: g.name, values: { label: g.values.slice(0, Math.max(1, g.min)).map((v) => v.label) } }));
}

beforeAll(async () => {
  const { db } = await testDatabase();
  // stores that keep a line for later, so the cart takes it whatever the hour (cart-rules tests the clock)
  const anyHour = and(eq(s.stores.status, true), eq(s.stores.active, true), eq(s.stores.scheduleOrder, true));
  const withRequired = await db
    .select()
    .from(s.items)
    .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
    .where(and(eq(s.items.moduleId, 2), eq(s.items.status, true), anyHour, eq(s.items.zoneId, 1), sql`jsonb_array_length(${s.items.addOnIds}) > 0`, sql`${s.items.foodVariations} @> '[{"required":"on"}]'`))
    .limit(50);
  food = withRequired[0].items;
  otherFood = withRequired.find((r) => r.items.storeId !== food.storeId)!.items;
  [grocery] = (
    await db
      .select()
      .from(s.items)
      .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
      .where(and(eq(s.items.moduleId, 1), eq(s.items.status, true), anyHour, gt(s.items.stock, 3), isNotNull(s.items.maximumCartQuantity), sql`${s.items.variations} = '[]'::jsonb`, sql`${s.items.id} not in (select item_id from flash_sale_items)`))
      .limit(1)
  ).map((r) => r.items);
  [campaign] = await db.select().from(s.itemCampaigns).where(eq(s.itemCampaigns.status, true)).limit(1);
});

describe('calls with no payload', () => {
  it('auth/guest/request answers a guest id with no body, and with an empty JSON body', async () => {
    const bare = await call('auth/guest/request', { method: 'POST' });
    expect(bare.status).toBe(200);
    expect(bare.body.guest_id).toEqual(expect.any(Number));
    const empty = await call('auth/guest/request', { method: 'POST', headers: { 'content-type': 'application/json' }, raw: '' });
    expect(empty.status).toBe(200);
    expect(empty.body.guest_id).toEqual(expect.any(Number));
  });
});

describe('the cart as the contract words it', () => {
  it('without a moduleId the list holds every module, and POST customer/cart/remove clears it (the spec) as DELETE does (the reference)', async () => {
    const guest_id = await newGuest();
    expect((await add({ guest_id, item_id: food.id, model: 'Item', quantity: 1, variation: foodSelection(food), add_on_ids: [], add_on_qtys: [] }, headers(FOOD))).status).toBe(200);
    expect((await add({ guest_id, item_id: grocery.id, model: 'Item', quantity: 1 }, headers(KTM))).status).toBe(200);
    const { moduleId: _m, ...noModule } = KTM;
    const all = await call(`customer/cart/list?guest_id=${guest_id}`, { headers: noModule });
    expect(all.status).toBe(200);
    expect(all.body.map((l: { item_id: number; module_id: number }) => [l.item_id, l.module_id])).toEqual([
      [food.id, 2],
      [grocery.id, 1],
    ]);
    expect(all.body.every((l: { item: unknown }) => l.item !== null)).toBe(true);
    // one module's cart with its header
    const cleared = await call('customer/cart/remove', { method: 'POST', headers: headers(FOOD), body: { guest_id } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual([]);
    expect((await call(`customer/cart/list?guest_id=${guest_id}`, { headers: noModule })).body.map((l: { item_id: number }) => l.item_id)).toEqual([grocery.id]);
  });
});

describe('categories/items/list and categories/stores/list', () => {
  it('take several categories (category_ids) instead of reading "list" as an id', async () => {
    const { db } = await testDatabase();
    const cats = await db.select({ id: s.categories.id }).from(s.categories).where(and(eq(s.categories.moduleId, 1), eq(s.categories.parentId, 0))).limit(2);
    const ids = cats.map((c) => c.id);
    const one = await call(`categories/items/${ids[0]}?limit=50&offset=1`, { headers: KTM });
    const two = await call(`categories/items/${ids[1]}?limit=50&offset=1`, { headers: KTM });
    const both = await call(`categories/items/list?category_ids=${encodeURIComponent(JSON.stringify(ids))}&limit=50&offset=1`, { headers: KTM });
    expect(both.status).toBe(200);
    expect(both.body.total_size).toBe(one.body.total_size + two.body.total_size);
    const stores = await call(`categories/stores/list?category_ids=${ids.join(',')}&limit=50&offset=1`, { headers: KTM });
    expect(stores.status).toBe(200);
    expect(stores.body.total_size).toBeGreaterThan(0);
    expect(stores.body.stores.length).toBeGreaterThan(0);
  });
});

describe('cart for a guest', () => {
  it('adds with the catalogue price (a tampered price is ignored) and answers the full cart', async () => {
    const guest_id = await newGuest();
    const h = headers(FOOD);
    const selection = foodSelection(food);
    const res = await add({ guest_id, item_id: food.id, model: 'Item', price: 0.01, quantity: 2, variation: selection, add_on_ids: [food.addOnIds[0]], add_on_qtys: [3] }, h);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const line = res.body[0];
    const optionPrice = selection.reduce((sum, g) => sum + g.values.label.reduce((x, l) => x + Number(food.foodVariations.find((f) => f.name === g.name)!.values.find((v) => v.label === l)!.optionPrice), 0), 0);
    expect(line.price).toBeCloseTo(food.price + optionPrice, 2);
    expect(line).toMatchObject({ quantity: 2, is_guest: true, item_id: food.id, add_on_ids: [food.addOnIds[0]], add_on_qtys: [3], item_type: 'App\\Models\\Item' });
    expect(line.item.addons.find((a: any) => a.id === food.addOnIds[0])).toMatchObject({ isChecked: true, quantity: 3 });
    const chosen = line.item.food_variations.flatMap((g: any) => g.values.filter((v: any) => v.isSelected).map((v: any) => v.label));
    expect(chosen.sort()).toEqual(selection.flatMap((g) => g.values.label).sort());
    const list = await call('customer/cart/list', { headers: h, body: undefined, method: 'GET' as const }).then(() => call(`customer/cart/list?guest_id=${guest_id}`, { headers: h }));
    expect(list.body).toHaveLength(1);
  });

  it('refuses bad quantities, variations, add-ons and a second store; the same line twice', async () => {
    const guest_id = await newGuest();
    const h = headers(FOOD);
    const ok = { guest_id, item_id: food.id, quantity: 1, variation: foodSelection(food) };
    for (const quantity of [0, -3, 1_000_000, 1.5]) {
      const res = await add({ ...ok, quantity }, h);
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    }
    const required = food.foodVariations.find((g) => g.required === 'on')!;
    const missing = await add({ ...ok, variation: [] }, h);
    expect(missing.body.errors[0]).toEqual({ code: 'variation', message: `Variation ${required.name} can not remain without selection.` });
    const unknownLabel = await add({ ...ok, variation: [{ name: required.name, values: { label: ['No such option'] } }] }, h);
    expect(unknownLabel.body.errors[0].code).toBe('variation');
    const strangeAddOn = await add({ ...ok, add_on_ids: [999999], add_on_qtys: [1] }, h);
    expect(strangeAddOn.body.errors[0].code).toBe('add_on_ids');
    const unevenAddOns = await add({ ...ok, add_on_ids: [food.addOnIds[0]], add_on_qtys: [] }, h);
    expect(unevenAddOns.body.errors[0].code).toBe('add_on_qtys');

    expect((await add(ok, h)).status).toBe(200);
    const again = await add(ok, h);
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe('cart_item');
    const otherStore = await add({ guest_id, item_id: otherFood.id, quantity: 1, variation: foodSelection(otherFood) }, h);
    expect(otherStore.status).toBe(403);
    expect(otherStore.body.errors[0].code).toBe('store');
    // after clearing (the shopper said yes), the other store's item goes in
    const cleared = await call(`customer/cart/remove?guest_id=${guest_id}`, { method: 'DELETE', headers: h });
    expect(cleared.body).toEqual([]);
    expect((await add({ guest_id, item_id: otherFood.id, quantity: 1, variation: foodSelection(otherFood) }, h)).status).toBe(200);
  });

  it('stock and maximum cart quantity, on add and on update', async () => {
    const guest_id = await newGuest();
    const h = headers(KTM);
    const max = grocery.maximumCartQuantity!;
    const over = await add({ guest_id, item_id: grocery.id, quantity: max + 1 }, h);
    expect(over.body.errors[0]).toEqual({ code: 'cart_item_limit', message: `You can order at most ${max} of this item.` });
    const res = await add({ guest_id, item_id: grocery.id, quantity: 1 }, h);
    const cartId = res.body[0].id;
    const up = await call('customer/cart/update', { method: 'POST', headers: h, body: { guest_id, cart_id: cartId, quantity: max, price: 1 } });
    expect(up.body[0].quantity).toBe(max);
    expect(up.body[0].price).toBe(grocery.price);
    const tooMany = await call('customer/cart/update', { method: 'POST', headers: h, body: { guest_id, cart_id: cartId, quantity: max + 1 } });
    expect(tooMany.body.errors[0].code).toBe('cart_item_limit');
    const { db } = await testDatabase();
    await db.update(s.items).set({ stock: 1 }).where(eq(s.items.id, grocery.id));
    try {
      const stock = await call('customer/cart/update', { method: 'POST', headers: h, body: { guest_id, cart_id: cartId, quantity: 2 } });
      expect(stock.body.errors[0]).toEqual({ code: 'stock', message: 'Only 1 left in stock.' });
    } finally {
      await db.update(s.items).set({ stock: grocery.stock }).where(eq(s.items.id, grocery.id));
    }
  });

  it("another shopper's cart_id is not found; a guest_id must have been issued", async () => {
    const a = await newGuest();
    const b = await newGuest();
    const h = headers(KTM);
    const res = await add({ guest_id: a, item_id: grocery.id, quantity: 1 }, h);
    const cartId = res.body[0].id;
    for (const attempt of [
      call('customer/cart/update', { method: 'POST', headers: h, body: { guest_id: b, cart_id: cartId, quantity: 2 } }),
      call('customer/cart/remove-item', { method: 'DELETE', headers: h, body: { guest_id: b, cart_id: cartId } }),
    ]) {
      const r = await attempt;
      expect(r.status).toBe(404);
      expect(r.body.errors[0].code).toBe('cart_id');
    }
    expect((await call(`customer/cart/list?guest_id=${a}`, { headers: h })).body[0].quantity).toBe(1);
    expect((await add({ guest_id: 12, item_id: grocery.id, quantity: 1 }, h)).body.errors[0].code).toBe('guest_id');
    expect((await add({ item_id: grocery.id, quantity: 1 }, h)).body.errors[0].code).toBe('guest_id');
    // guest ids are not sequential
    expect(Math.abs(b - a)).toBeGreaterThan(1);
    const removed = await call('customer/cart/remove-item', { method: 'DELETE', headers: h, body: { guest_id: a, cart_id: cartId } });
    expect(removed.body).toEqual([]);
  });

  it('two concurrent adds of the same item make one line', async () => {
    const guest_id = await newGuest();
    const h = headers(KTM);
    const results = await Promise.all([add({ guest_id, item_id: grocery.id, quantity: 1 }, h), add({ guest_id, item_id: grocery.id, quantity: 1 }, h)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect((await call(`customer/cart/list?guest_id=${guest_id}`, { headers: h })).body).toHaveLength(1);
  });

  it('a campaign item needs a token', async () => {
    const guest_id = await newGuest();
    const h = headers({ ...KTM, moduleId: String(campaign.moduleId) });
    const res = await add({ guest_id, item_id: campaign.id, model: 'ItemCampaign', quantity: 1 }, h);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'campaign', message: 'Sign in to order a campaign item.' });
    const { token } = await verifiedCustomer();
    const variation = campaign.variations.length ? [{ type: campaign.variations[0].type }] : campaign.foodVariations.filter((g) => g.required === 'on').map((g) => ({ name: g.name, values: { label: [g.values[0].label] } }));
    const signed = await add({ item_id: campaign.id, model: 'ItemCampaign', quantity: 1, variation }, { ...h, authorization: `Bearer ${token}` });
    expect(signed.status).toBe(200);
    expect(signed.body[0]).toMatchObject({ item_type: 'App\\Models\\ItemCampaign', item: { is_campaign: 1 } });
  });
});

describe('cart for a customer', () => {
  it('the guest cart moves at sign-in and the customer keeps it', async () => {
    const { email } = await verifiedCustomer();
    const guest_id = await newGuest();
    const h = headers(KTM);
    await add({ guest_id, item_id: grocery.id, quantity: 2 }, h);
    const login = await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12', guest_id });
    const mine = await call('customer/cart/list', { headers: { ...h, ...auth(login.body.token) } });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ item_id: grocery.id, quantity: 2, is_guest: false });
    expect((await call(`customer/cart/list?guest_id=${guest_id}`, { headers: h })).body).toEqual([]);
  });
});

describe('wishlist', () => {
  it('needs a token; add, duplicate, list, remove', async () => {
    expect((await post('customer/wish-list/add', { item_id: grocery.id })).status).toBe(401);
    const { token } = await verifiedCustomer();
    const h = { ...headers(KTM), ...auth(token) };
    const first = await call('customer/wish-list/add', { method: 'POST', headers: h, body: { item_id: grocery.id } });
    expect(first.body).toEqual({ message: 'Added to your wishlist.' });
    const dup = await call('customer/wish-list/add', { method: 'POST', headers: h, body: { item_id: grocery.id } });
    expect(dup.status).toBe(409);
    await call('customer/wish-list/add', { method: 'POST', headers: h, body: { store_id: grocery.storeId } });
    const list = await call('customer/wish-list', { headers: h });
    expect(list.body.item.map((i: any) => i.id)).toEqual([grocery.id]);
    expect(list.body.store.map((x: any) => x.id)).toEqual([grocery.storeId]);
    expect((await call('customer/wish-list/add', { method: 'POST', headers: h, body: { item_id: grocery.id, store_id: 1 } })).status).toBe(403);
    expect((await call('customer/wish-list/remove', { method: 'DELETE', headers: h, body: { item_id: grocery.id } })).body).toEqual({ message: 'Removed from your wishlist.' });
    expect((await call('customer/wish-list/remove', { method: 'DELETE', headers: h, body: { item_id: grocery.id } })).status).toBe(404);
    expect((await call('customer/wish-list', { headers: h })).body.item).toEqual([]);
  });
});

describe('visit again', () => {
  it("lists the stores of a customer's orders, latest first, with up to 5 items; nothing for guests or new customers", async () => {
    const login = await post('auth/login', { login_type: 'manual', email_or_phone: 'sita@example.com', password: '12345678' });
    const h = { ...headers(FOOD), ...auth(login.body.token) };
    const res = await call('customer/visit-again', { headers: h });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const store of res.body) {
      expect(store.module_id).toBe(2);
      expect(store.items.length).toBeGreaterThan(0);
      expect(store.items.length).toBeLessThanOrEqual(5);
      expect(store.items.every((i: any) => i.store_id === store.id)).toBe(true);
    }
    const { db } = await testDatabase();
    const [sita] = await db.select().from(s.customers).where(eq(s.customers.email, 'sita@example.com'));
    const ordered = await db.select({ storeId: s.orders.storeId }).from(s.orders).where(and(eq(s.orders.userId, sita.id), eq(s.orders.moduleId, 2)));
    expect(res.body.map((x: any) => x.id).sort()).toEqual([...new Set(ordered.map((o) => o.storeId))].sort());
    // the session and the customer's stores (both kept in memory on the embedded database until theirs change; on PostgreSQL
    // the session is read and the stores are kept under the version it reads): the stores come from memory, and each store's
    // best items (one statement for them all, and one for the food items' add-ons) are kept a few seconds like the catalogue
    // lists (polled: a change notice from another test, or the item counts' minute running out, costs one read more)
    const own = (await testDatabase()).kind === 'pglite' ? 0 : 1;
    await expect.poll(async () => (await call('customer/visit-again', { headers: h })).statements).toBe(own);
    expect((await call('customer/visit-again', { headers: h })).body).toEqual(res.body);
    // a new order of the customer's is seen by the next request: its store comes first
    expect(res.body.length).toBeGreaterThan(1);
    const other = ordered.find((o) => o.storeId !== res.body[0].id)!;
    const [latest] = await db.select().from(s.orders).where(and(eq(s.orders.userId, sita.id), eq(s.orders.moduleId, 2), eq(s.orders.storeId, other.storeId!))).limit(1);
    const created = latest.createdAt;
    try {
      await db.update(s.orders).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(s.orders.id, latest.id));
      await seenAfterChange(async () => expect((await call('customer/visit-again', { headers: h })).body[0].id).toBe(other.storeId));
    } finally {
      await db.update(s.orders).set({ createdAt: created }).where(eq(s.orders.id, latest.id));
    }
    expect((await call('customer/visit-again', { headers: headers(FOOD) })).status).toBe(401);
    const fresh = await verifiedCustomer();
    expect((await call('customer/visit-again', { headers: { ...headers(FOOD), ...auth(fresh.token) } })).body).toEqual([]);
  });
});

describe('cart and auth refusals follow X-localization (issue 12: one language source)', () => {
  it('answers in Nepali when asked, in English otherwise', async () => {
    const ne = { ...KTM, 'X-localization': 'ne' };
    const noGuest = await call('customer/cart/add', { method: 'POST', headers: ne, body: { item_id: 1, quantity: 1, model: 'Item' } });
    expect(noGuest.body.errors[0]).toEqual({ code: 'guest_id', message: 'साइन इन गर्नुहोस्, वा auth/guest/request बाट पाएको guest_id पठाउनुहोस्।' });
    const { token } = await verifiedCustomer();
    const missing = await call('customer/cart/update', { method: 'POST', headers: { ...auth(token), ...ne }, body: { cart_id: 2147483000, quantity: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toEqual({ code: 'cart_id', message: 'कार्टको सामान भेटिएन।' });
    const wrong = await post('auth/login', { login_type: 'manual', email_or_phone: 'nobody-here@example.com', password: 'wrong-pass1' }, { 'X-localization': 'ne' });
    expect(wrong.body.errors[0]).toEqual({ code: 'auth-001', message: 'गलत प्रमाण विवरण।' });
    const expired = await call('customer/info', { headers: { Authorization: 'Bearer not-a-token', 'X-localization': 'ne' } });
    expect(expired.body.errors[0]).toEqual({ code: 'auth-001', message: 'प्रमाणीकरण भएको छैन।' });
    const english = await call('customer/cart/add', { method: 'POST', headers: KTM, body: { item_id: 1, quantity: 1, model: 'Item' } });
    expect(english.body.errors[0].message).toBe('Sign in, or send the guest_id from auth/guest/request.');
  });
});

describe('validation and schema messages follow X-localization', () => {
  it('writes the spec validation messages and field messages in Nepali when asked', async () => {
    const ne = { ...from(), 'X-localization': 'ne' };
    const signUpAnswer = await post('auth/sign-up', { name: '', email: 'not-an-email', phone: '', password: '1', confirm_password: '1' }, ne);
    expect(signUpAnswer.status).toBe(403);
    expect(signUpAnswer.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'name', message: ne_.validation.firstNameRequired },
        { code: 'email', message: ne_.validation.emailInvalid },
        { code: 'password', message: ne_.validation.passwordShort },
      ]),
    );
    const english = await post('auth/sign-up', { name: '', email: 'x@y.co', phone: '+9779812345678', password: 'secret12', confirm_password: 'secret12' });
    expect(english.body.errors).toEqual([{ code: 'name', message: 'First name is required' }]);

    const { token } = await verifiedCustomer();
    const half = await call('customer/cart/update', { method: 'POST', headers: { ...auth(token), ...KTM, 'X-localization': 'ne' }, body: { quantity: 1.5 } });
    expect(half.body.errors).toEqual([
      { code: 'cart_id', message: 'cart_id आवश्यक छ।' },
      { code: 'quantity', message: ne_.api.quantity_whole },
    ]);
    const interest = await call('customer/update-interest', { method: 'POST', headers: { ...auth(token), 'X-localization': 'ne' }, body: { interest: [] } });
    expect(interest.body.errors).toEqual([{ code: 'interest', message: ne_.api.interest_required }]);
    const unknown = await call('customer/update-interest', { method: 'POST', headers: { ...auth(token), 'X-localization': 'ne' }, body: { interest: [2147483000] } });
    expect(unknown.body.errors).toEqual([{ code: 'interest', message: ne_.api.interest_unknown }]);
  });
});
