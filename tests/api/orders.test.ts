import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as s from '../../src/server/db/schema';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, KTM, noticesHeard, secondProcess, testDatabase, type ApiResponse, type CallInit } from './harness';
import { createOrderStore, newGuest, orderBody as sharedOrderBody, ORDER_POINT, type OrderStore } from './order-store';
import { cancellable, ORDER_STATUSES } from '../../src/lib/order-status';
import { localClock } from '../../src/lib/schedule';

let storeId = 0;
let plainItem = 0;
let scarceItem = 0;
const POINT = ORDER_POINT;
let store: OrderStore;

beforeAll(async () => {
  store = await createOrderStore('Order Test');
  ({ storeId, plainItem, scarceItem } = store);
});
// other files count the catalogue's stores: leave it as it was
afterAll(() => store.remove());

const guest = newGuest;
const addToCart = (guestId: number, itemId: number, quantity: number) =>
  call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: guestId, item_id: itemId, quantity, model: 'Item' } });
const orderBody = (over: Record<string, unknown> = {}) => sharedOrderBody(storeId, over);
const place = (body: Record<string, unknown>, headers: Record<string, string> = {}) => call('customer/order/place', { method: 'POST', headers: { ...KTM, ...headers }, body });

describe('order/place', () => {
  it('a guest orders the cart with cash on delivery; the server prices it and empties the cart', async () => {
    const g = await guest();
    expect((await addToCart(g, plainItem, 2)).status).toBe(200);
    const res = await place(orderBody({ guest_id: g, order_amount: 1, coupon_discount_amount: 999 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order placed successfully', status: 'pending', user_id: g });
    expect(res.body.order_id).toBeGreaterThanOrEqual(100001);
    const { db } = await testDatabase();
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, res.body.order_id));
    // 2 × 120 = 240, tax 10% excluded = 24, delivery from the zone rates, service charge from the settings
    expect(order.totalTaxAmount).toBe(24);
    expect(order.orderAmount).toBe(res.body.total_ammount);
    expect(order.orderAmount).toBe(240 + 24 + order.deliveryCharge + order.additionalCharge);
    expect(order.isGuest).toBe(true);
    expect(order.otp).toMatch(/^\d{4}$/);
    const details = await db.select().from(s.orderDetails).where(eq(s.orderDetails.orderId, order.id));
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ itemId: plainItem, price: 120, quantity: 2 });
    expect((details[0].itemDetails as { name: string }).name).toBe('Order Test Rice');
    expect((await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body).toEqual([]);
  });

  it('refuses what the rules refuse, with the wire codes, and writes nothing', async () => {
    const g = await guest();
    const { db } = await testDatabase();
    const before = (await db.select().from(s.orders)).length;
    expect((await place(orderBody({ guest_id: g }))).body.errors[0]).toMatchObject({ code: 'cart', message: 'Your cart is empty.' });
    await addToCart(g, plainItem, 1);
    const small = await place(orderBody({ guest_id: g }));
    expect(small.status).toBe(406);
    expect(small.body.errors[0].code).toBe('minimum_order');
    await call('customer/cart/update', { method: 'POST', headers: KTM, body: { guest_id: g, cart_id: (await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body[0].id, quantity: 3 } });
    const outside = await place(orderBody({ guest_id: g, latitude: 27.9881, longitude: 86.925 }));
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe('coordinates');
    const past = await place(orderBody({ guest_id: g, schedule_at: '2020-01-01T10:00:00Z' }));
    expect(past.body.errors[0].code).toBe('schedule_at');
    const wallet = await place(orderBody({ guest_id: g, payment_method: 'wallet' }));
    expect(wallet.body.errors[0]).toMatchObject({ code: 'payment_method', message: 'Sign in to pay from the wallet.' });
    const bad = await place(orderBody({ guest_id: g, order_type: 'teleport', contact_person_name: '' }));
    expect(bad.status).toBe(403);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'order_type', message: 'The order_type field is invalid.' },
        { code: 'contact_person_name', message: 'Name is required' },
      ]),
    );
    expect((await db.select().from(s.orders)).length).toBe(before);
    expect((await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body).toHaveLength(1);
  });

  it('a customer pays from the wallet: confirmed and paid at once, the balance debited; too little is a 203', async () => {
    const { token } = await verifiedCustomer();
    const customer = { ...auth(token) };
    await call('customer/cart/add', { method: 'POST', headers: { ...KTM, ...customer }, body: { item_id: plainItem, quantity: 2, model: 'Item' } });
    const short = await place(orderBody({ payment_method: 'wallet' }), customer);
    expect(short.status).toBe(203);
    expect(short.body.errors[0].code).toBe('payment_method');
    const { db } = await testDatabase();
    const info = await call('customer/info', { headers: customer });
    await db.update(s.customers).set({ walletBalance: 1000 }).where(eq(s.customers.id, info.body.id));
    const paid = await place(orderBody({ payment_method: 'wallet' }), customer);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('confirmed');
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, paid.body.order_id));
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed', isGuest: false });
    const [last] = await db
      .select()
      .from(s.walletTransactions)
      .where(eq(s.walletTransactions.transactionId, `order-${order.id}`));
    expect(last.balance).toBe(Math.round((1000 - order.orderAmount) * 100) / 100);
    // the profile shows the debited balance
    expect((await call('customer/info', { headers: customer })).body.wallet_balance).toBe(last.balance);
  });

  it('the same Idempotency-Key answers the same order; another body with it is a 422', async () => {
    const g = await guest();
    await addToCart(g, plainItem, 2);
    const key = { 'Idempotency-Key': `k-${Date.now()}` };
    const first = await place(orderBody({ guest_id: g }), key);
    expect(first.status).toBe(200);
    const again = await place(orderBody({ guest_id: g }), key);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);
    const other = await place(orderBody({ guest_id: g, order_note: 'ring twice' }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe('idempotency_key');
  });

  it('buy now orders one line and leaves the cart alone', async () => {
    const g = await guest();
    await addToCart(g, plainItem, 1);
    const res = await place(orderBody({ guest_id: g, is_buy_now: 1, cart: JSON.stringify([{ item_id: plainItem, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] }]) }));
    expect(res.status).toBe(200);
    expect((await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body).toHaveLength(1);
  });

  it('a flash-sale item sells no more than its flash sale holds; a short one refuses the whole order', async () => {
    const { db } = await testDatabase();
    const [rice] = await db.select().from(s.items).where(eq(s.items.id, plainItem));
    const { id: _id, slug, ...copy } = rice;
    const [honey] = await db.insert(s.items).values({ ...copy, name: 'Order Test Honey', slug: `${slug}-honey`, price: 200, stock: 100 }).returning({ id: s.items.id });
    const [sale] = await db
      .insert(s.flashSales)
      .values({ title: 'Order Test Flash', moduleId: 1, startDate: new Date(Date.now() - 3600_000), endDate: new Date(Date.now() + 3600_000) })
      .returning({ id: s.flashSales.id });
    await db.insert(s.flashSaleItems).values({ flashSaleId: sale.id, itemId: honey.id, stock: 3, sold: 0, discountType: 'percent', discount: 10 });
    const buy = async (itemId: number, quantity: number) =>
      place(orderBody({ guest_id: await guest(), is_buy_now: 1, cart: JSON.stringify([{ item_id: itemId, quantity, variation: [], add_on_ids: [], add_on_qtys: [] }]) }));
    const sold = async () => (await db.select({ sold: s.flashSaleItems.sold }).from(s.flashSaleItems).where(eq(s.flashSaleItems.itemId, honey.id)))[0].sold;
    try {
      // a cart filled while 3 were left, with another item beside it
      const g = await guest();
      expect((await addToCart(g, honey.id, 2)).status).toBe(200);
      expect((await addToCart(g, plainItem, 2)).status).toBe(200);
      // meanwhile someone buys 2
      expect((await buy(honey.id, 2)).status).toBe(200);
      expect(await sold()).toBe(2);
      // the cart's 2 do not fit the 1 left: the whole order is refused and nothing is taken
      const short = await place(orderBody({ guest_id: g }));
      expect(short.status).toBe(403);
      expect(short.body.errors[0].code).toBe('stock');
      expect(await sold()).toBe(2);
      const [{ stock }] = await db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, honey.id));
      expect(stock).toBe(98);
      // the last one, asked by 6 shoppers at once: the pre-checks may all pass, the count in the transaction lets one through
      // at the flash price; a shopper who asks once the sale has run out buys at the catalogue price (PostgreSQL serves them side by side)
      const answers = await Promise.all(Array.from({ length: 6 }, () => buy(honey.id, 1)));
      const placed = answers.filter((a) => a.status === 200).map((a) => a.body.order_id as number);
      const lines = await db.select({ price: s.orderDetails.price, discount: s.orderDetails.discountOnItem }).from(s.orderDetails).where(inArray(s.orderDetails.orderId, placed));
      expect(lines.filter((l) => l.discount > 0)).toHaveLength(1);
      expect(lines.filter((l) => l.discount === 0).every((l) => l.price === 200)).toBe(true);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errors[0].code === 'stock')).toBe(true);
      expect(await sold()).toBe(3);
    } finally {
      await db.delete(s.flashSales).where(eq(s.flashSales.id, sale.id));
    }
  });

  it('200 shoppers at once for an item with stock 10: exactly 10 orders, stock 0, no oversell', async () => {
    const guests = await Promise.all(Array.from({ length: 200 }, guest));
    const line = (qty: number) => JSON.stringify([{ item_id: scarceItem, quantity: qty, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const answers = await Promise.all(guests.map((g) => place(orderBody({ guest_id: g, is_buy_now: 1, cart: line(1), payment_method: 'cash_on_delivery', distance: 1 }))));
    // the minimum order is 200 and one saffron costs 250: every refusal is for stock
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 406 && a.body.errors[0].code === 'stock')).toBe(true);
    const { db } = await testDatabase();
    const [item] = await db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, scarceItem));
    expect(item.stock).toBe(0);
    const rows = await db.select().from(s.orderDetails).where(eq(s.orderDetails.itemId, scarceItem));
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(10);
  }, 120_000);

  it('the same cart placed twice at once makes one order; the other is told the cart changed (or is empty)', async () => {
    const g = await guest();
    expect((await addToCart(g, plainItem, 2)).status).toBe(200);
    const answers = await Promise.all([place(orderBody({ guest_id: g })), place(orderBody({ guest_id: g }))]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const other = answers.find((a) => a.status !== 200)!;
    expect([`409 cart ${'Your cart changed while the order was being placed. Please check it and place the order again.'}`, '403 cart Your cart is empty.']).toContain(
      `${other.status} ${other.body.errors[0].code} ${other.body.errors[0].message}`,
    );
    const { db } = await testDatabase();
    expect(await db.select().from(s.orders).where(and(eq(s.orders.userId, g), eq(s.orders.isGuest, true)))).toHaveLength(1);
  });

  /** Hold the guest's cart rows (or the rows `hold` locks) in another transaction, start placing, and once the placement waits on them run `meanwhile`. */
  async function placeWhileCartHeld(
    g: number,
    meanwhile: (tx: Parameters<Parameters<Awaited<ReturnType<typeof testDatabase>>['db']['transaction']>[0]>[0]) => Promise<void>,
    hold = sql`SELECT id FROM cart_lines WHERE user_id = ${g} AND is_guest FOR UPDATE`,
  ) {
    const { db } = await testDatabase();
    let answer: Promise<Awaited<ReturnType<typeof place>>> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(hold);
      answer = place(orderBody({ guest_id: g }));
      // the placement has priced the cart and waits to take its lines
      await vi.waitFor(
        async () => {
          const waiting = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'with taken as (delete from cart_lines%'`);
          expect((waiting as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await meanwhile(tx);
    });
    return answer!;
  }

  it.runIf(inject('dbKind') === 'postgres')('a line changed while the order is placed fails the order and stays in the cart as changed', async () => {
    const g = await guest();
    expect((await addToCart(g, plainItem, 2)).status).toBe(200);
    const res = await placeWhileCartHeld(g, (tx) => tx.execute(sql`UPDATE cart_lines SET quantity = 5 WHERE user_id = ${g} AND is_guest`).then(() => {}));
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ code: 'cart', message: 'Your cart changed while the order was being placed. Please check it and place the order again.' });
    const cart = (await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body;
    expect(cart.map((l: { quantity: number }) => l.quantity)).toEqual([5]);
  });

  it.runIf(inject('dbKind') === 'postgres')('a line added while the order is placed stays in the cart, unordered', async () => {
    const g = await guest();
    expect((await addToCart(g, plainItem, 2)).status).toBe(200);
    const { db } = await testDatabase();
    const [priced] = await db.select().from(s.cartLines).where(and(eq(s.cartLines.userId, g), eq(s.cartLines.isGuest, true)));
    const res = await placeWhileCartHeld(g, async () => {
      // another tab adds a line (its own connection, committed at once)
      await db.insert(s.cartLines).values({ ...priced, id: undefined, itemId: scarceItem, price: 250, quantity: 1 });
    });
    expect(res.status).toBe(200);
    const details = await db.select().from(s.orderDetails).where(eq(s.orderDetails.orderId, res.body.order_id));
    expect(details.map((d) => d.itemId)).toEqual([plainItem]);
    const cart = (await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body;
    expect(cart.map((l: { item_id: number }) => l.item_id)).toEqual([scarceItem]);
  });

  it.runIf(inject('dbKind') === 'postgres')('an item sold out while the order is written refuses the whole order: no stock taken, no order, the cart kept', async () => {
    const g = await guest();
    const { db } = await testDatabase();
    const [plain] = await db.select().from(s.items).where(eq(s.items.id, plainItem));
    const [last] = await db
      .insert(s.items)
      .values({ ...plain, id: undefined, name: 'Last Jar of Ghee', slug: `last-jar-${Date.now()}`, stock: 5, orderCount: 0 })
      .returning({ id: s.items.id });
    try {
      expect((await addToCart(g, plainItem, 2)).status).toBe(200);
      expect((await addToCart(g, last.id, 1)).status).toBe(200);
      const stockOf = async (id: number) => (await db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, id)))[0].stock;
      const plainBefore = await stockOf(plainItem);
      // the order is priced while the jar is in stock; another checkout takes the last ones before this one writes
      const res = await placeWhileCartHeld(g, (tx) => tx.execute(sql`UPDATE items SET stock = 0 WHERE id = ${last.id}`).then(() => {}), sql`SELECT id FROM items WHERE id = ${last.id} FOR UPDATE`);
      expect(res.status).toBe(406);
      expect(res.body.errors[0]).toMatchObject({ code: 'stock', message: expect.stringContaining('Last Jar of Ghee') });
      expect(await stockOf(plainItem)).toBe(plainBefore);
      expect(await db.select().from(s.orders).where(and(eq(s.orders.userId, g), eq(s.orders.isGuest, true)))).toHaveLength(0);
      const cart = (await call(`customer/cart/list?guest_id=${g}`, { headers: KTM })).body;
      expect(cart.map((l: { item_id: number }) => l.item_id).sort()).toEqual([plainItem, last.id].sort());
    } finally {
      await db.delete(s.cartLines).where(and(eq(s.cartLines.userId, g), eq(s.cartLines.isGuest, true)));
      await db.delete(s.items).where(eq(s.items.id, last.id));
    }
  });

  it('lists, details, tracks and cancels: each shopper sees only their own orders; cancelling gives the stock back', async () => {
    // saffron stock is 0 after the concurrency test: give it some back for this one
    const { db } = await testDatabase();
    await db.update(s.items).set({ stock: 5 }).where(eq(s.items.id, scarceItem));
    const g = await guest();
    expect((await addToCart(g, scarceItem, 1)).status).toBe(200);
    const placed = await place(orderBody({ guest_id: g }));
    expect(placed.status).toBe(200);
    const id = placed.body.order_id;
    const [{ stock: after }] = await db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, scarceItem));
    expect(after).toBe(4);

    const running = await call(`customer/order/running-orders?guest_id=${g}&limit=10&offset=1`, { headers: KTM });
    expect(running.body).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
    expect(running.body.orders[0]).toMatchObject({ id, order_status: 'pending', payment_method: 'cash_on_delivery', details_count: 1, module_type: 'grocery', is_guest: 1 });
    expect(running.body.orders[0].store.name).toBe('Order Test Mart');
    expect((await call(`customer/order/list?guest_id=${g}`, { headers: KTM })).body.total_size).toBe(0);

    const details = await call(`customer/order/details?order_id=${id}&guest_id=${g}`, { headers: KTM });
    expect(details.body).toHaveLength(1);
    expect(details.body[0]).toMatchObject({ order_id: id, item_id: scarceItem, quantity: 1, price: 250, is_guest: 1 });
    expect(details.body[0].item_details).toMatchObject({ id: scarceItem, name: 'Order Test Saffron', store_id: storeId });

    // another guest, or the right guest with the wrong phone, gets a 404 as if there were no such order
    const other = await guest();
    expect((await call(`customer/order/details?order_id=${id}&guest_id=${other}`, { headers: KTM })).status).toBe(404);
    expect((await call(`customer/order/track?order_id=${id}&guest_id=${g}&contact_number=9800000000`, { headers: KTM })).status).toBe(404);
    const tracked = await call(`customer/order/track?order_id=${id}&guest_id=${g}&contact_number=9779811111111`, { headers: KTM });
    expect(tracked.status).toBe(200);
    expect(tracked.body.delivery_address.contact_person_number).toBe('+9779811111111');

    expect((await call('customer/order/cancel', { method: 'PUT', headers: KTM, body: { order_id: id, guest_id: other, reason: 'x' } })).status).toBe(404);
    const canceled = await call('customer/order/cancel', { method: 'PUT', headers: KTM, body: { order_id: id, guest_id: g, reason: 'Order payment canceled' } });
    expect(canceled.body.message).toBe('Order canceled successfully');
    const [{ stock: back }] = await db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, scarceItem));
    expect(back).toBe(5);
    const history = await call(`customer/order/list?guest_id=${g}`, { headers: KTM });
    expect(history.body.orders[0]).toMatchObject({ id, order_status: 'canceled', cancellation_reason: 'Order payment canceled', canceled_by: 'customer' });
    const again = await call('customer/order/cancel', { method: 'PUT', headers: KTM, body: { order_id: id, guest_id: g } });
    expect(again.status).toBe(403);
  });

  it('a database that already held orders (seeded before the sequence) gets ids after them (migration 0006)', async () => {
    const { db } = await testDatabase();
    const [{ max }] = await db.select({ max: sql<number>`max(${s.orders.id})`.mapWith(Number) }).from(s.orders);
    const taken = max + 500;
    await db.insert(s.orders).values({ id: taken, userId: 1, moduleId: 1, orderType: 'delivery', orderAmount: 1, paymentMethod: 'cash_on_delivery', otp: '0000', orderStatus: 'delivered' });
    const migration = readFileSync(new URL('../../src/server/db/migrations/0006_order_id_sequence_past_existing.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration));
    const g = await guest();
    await addToCart(g, plainItem, 2);
    const res = await place(orderBody({ guest_id: g }));
    expect(res.status).toBe(200);
    expect(res.body.order_id).toBe(taken + 1);
    await db.delete(s.orders).where(eq(s.orders.id, taken));
  });

  it('a guest places a prescription order with images (multipart); no images, too many, or not an image are refused', async () => {
    const { db } = await testDatabase();
    const [pharmacy] = await db.select().from(s.modules).where(eq(s.modules.moduleType, 'pharmacy'));
    const [template] = await db
      .select()
      .from(s.stores)
      .where(and(eq(s.stores.moduleId, pharmacy.id), eq(s.stores.zoneId, 1)))
      .limit(1);
    const { id: _id, slug: _slug, ...copy } = template;
    const [store] = await db
      .insert(s.stores)
      .values({ ...copy, name: 'Prescription Test Pharmacy', slug: `rx-test-${Date.now()}`, active: true, status: true, delivery: true, prescriptionOrder: true })
      .returning();
    await db.insert(s.storeSchedules).values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId: store.id, day, openingTime: '00:00:00', closingTime: '23:59:59' })));
    const g = await guest();
    const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)])], { type: 'image/png' });
    const form = (files: Blob[]) => {
      const f = new FormData();
      const fields = {
        guest_id: String(g),
        store_id: String(store.id),
        distance: '2',
        address: 'Thamel Marg, Kathmandu',
        latitude: String(POINT.latitude),
        longitude: String(POINT.longitude),
        contact_person_name: 'Asha Rai',
        contact_person_number: '+9779811111111',
        order_note: 'Twice a day',
      };
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      files.forEach((file, i) => f.append('order_attachment[]', file, `rx-${i}.png`));
      return f;
    };
    const headers = { ...KTM, moduleId: String(pharmacy.id) };
    const send = (files: Blob[]) => call('customer/order/prescription/place', { method: 'POST', headers, raw: form(files) });
    try {
      expect((await send([])).body.errors[0]).toEqual({ code: 'order_attachment', message: 'Please upload your prescription image' });
      expect((await send([png(), png(), png(), png()])).body.errors[0]).toEqual({ code: 'order_attachment', message: 'Maximum 3 images can be send at a time.' });
      expect((await send([new Blob(['not an image'], { type: 'text/plain' })])).body.errors[0].code).toBe('order_attachment');
      const placed = await send([png(), png()]);
      expect(placed.status).toBe(200);
      const [order] = await db.select().from(s.orders).where(eq(s.orders.id, placed.body.order_id));
      expect(order).toMatchObject({ prescriptionOrder: true, isGuest: true, userId: g, orderStatus: 'pending', paymentMethod: 'cash_on_delivery', orderNote: 'Twice a day' });
      expect(order.orderAttachment).toHaveLength(2);
      expect(order.orderAmount).toBe(order.deliveryCharge + order.dmTips);

      // closed now, it takes a prescription order scheduled for a time it is open, as order/place does (issue 45.1)
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.id));
      await db.insert(s.storeSchedules).values({ storeId: store.id, day: localClock(tomorrow, 'Asia/Kathmandu').day, openingTime: '00:00:00', closingTime: '23:59:59' });
      await db.update(s.stores).set({ scheduleOrder: true }).where(eq(s.stores.id, store.id));
      await noticesHeard();
      expect((await send([png()])).body.errors[0]).toMatchObject({ code: 'store', message: 'The store is closed now. Schedule the order for a time it is open.' });
      const scheduledForm = form([png()]);
      scheduledForm.append('schedule_at', tomorrow.toISOString());
      const scheduled = await call('customer/order/prescription/place', { method: 'POST', headers, raw: scheduledForm });
      expect(scheduled.status).toBe(200);
      const [later] = await db.select().from(s.orders).where(eq(s.orders.id, scheduled.body.order_id));
      expect(later).toMatchObject({ scheduled: true, prescriptionOrder: true });
      expect(Math.abs(later.scheduleAt!.getTime() - tomorrow.getTime())).toBeLessThan(1000);
      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.id));
      await db.insert(s.storeSchedules).values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId: store.id, day, openingTime: '00:00:00', closingTime: '23:59:59' })));
      await noticesHeard();

      // its delivery is priced as order/place prices it (issue 44.1): the store's own rates when it
      // delivers itself, else the zone's with the vehicle class's extra
      const [templateItem] = await db.select().from(s.items).where(eq(s.items.storeId, template.id)).limit(1);
      const { id: _iid, slug: _islug, search: _search, ...itemCopy } = templateItem;
      const [item] = await db.insert(s.items).values({ ...itemCopy, storeId: store.id, slug: `rx-item-${Date.now()}`, price: 500, discount: 0, stock: 100, isPrescriptionRequired: false, variations: [], foodVariations: [] }).returning();
      const [van] = await db.insert(s.deliveryVehicles).values({ type: 'Rx van', startingCoverageKm: 0, maximumCoverageKm: 0.5, extraCharges: 0 }).returning();
      const buyNow = JSON.stringify([{ item_id: item.id, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] }]);
      const quoted = async () =>
        (await call('customer/order/quote', { method: 'POST', headers, body: sharedOrderBody(store.id, { guest_id: g, distance: 2, is_buy_now: 1, cart: buyNow }) })).body.original_delivery_charge as number;
      const prescribed = async () => {
        const again = await send([png()]);
        expect(again.status).toBe(200);
        const [row] = await db.select().from(s.orders).where(eq(s.orders.id, again.body.order_id));
        return row.originalDeliveryCharge;
      };
      try {
        await db.update(s.deliveryVehicles).set({ extraCharges: 33 }).where(eq(s.deliveryVehicles.id, van.id));
        await db.update(s.stores).set({ selfDeliverySystem: true, perKmShippingCharge: 17, minimumShippingCharge: 61, maximumShippingCharge: null }).where(eq(s.stores.id, store.id));
        await noticesHeard();
        const own = await quoted();
        expect(await prescribed()).toBe(own);
        await db.update(s.stores).set({ selfDeliverySystem: false, freeDelivery: false }).where(eq(s.stores.id, store.id));
        await noticesHeard();
        const marketplace = await quoted();
        expect(marketplace).not.toBe(own);
        expect(await prescribed()).toBe(marketplace);
      } finally {
        await db.delete(s.deliveryVehicles).where(eq(s.deliveryVehicles.id, van.id));
        await db.delete(s.items).where(eq(s.items.id, item.id));
      }
    } finally {
      await db.delete(s.orders).where(eq(s.orders.storeId, store.id));
      await db.delete(s.storeSchedules).where(eq(s.storeSchedules.storeId, store.id));
      await db.delete(s.stores).where(eq(s.stores.id, store.id));
    }
  });
});

describe('a coupon with a use limit, under simultaneous orders (issue 43.6)', () => {
  async function limitedCoupon(limit: number): Promise<string> {
    const { db } = await testDatabase();
    const code = `LIMIT${limit}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    await db.insert(s.coupons).values({ title: `Limit ${limit}`, code, startDate: '2000-01-01', expireDate: '2999-12-31', discount: 10, discountType: 'amount', couponType: 'default', limit, moduleId: 1 });
    return code;
  }
  const buyNow = JSON.stringify([{ item_id: 0, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] }]);

  /** `tries` placements at once by one new customer, spread over one or two server processes; the discounted ones */
  async function race(limit: number, tries: number, processes: 1 | 2): Promise<{ discounted: number; refused: number; used: number }> {
    const { token } = await verifiedCustomer();
    const code = await limitedCoupon(limit);
    const second = processes === 2 ? await secondProcess() : null;
    const callers: Array<(path: string, init: CallInit) => Promise<ApiResponse>> = [call, ...(second ? [second.call] : [])];
    const body = orderBody({ coupon_code: code, is_buy_now: 1, cart: buyNow.replace('"item_id":0', `"item_id":${plainItem}`) });
    try {
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, i) => callers[i % callers.length]('customer/order/place', { method: 'POST', headers: { ...KTM, ...auth(token) }, body })),
      );
      const refused = answers.filter((a) => a.status === 403 && a.body.errors?.[0]?.code === 'coupon').length;
      expect(answers.filter((a) => a.status !== 200 && !(a.status === 403 && a.body.errors?.[0]?.code === 'coupon')).map((a) => a.status)).toEqual([]);
      const { db } = await testDatabase();
      const rows = await db.select({ discount: s.orders.couponDiscountAmount }).from(s.orders).where(eq(s.orders.couponCode, code));
      return { discounted: rows.filter((r) => r.discount > 0).length, refused, used: rows.length };
    } finally {
      await second?.close();
    }
  }

  it('20 at once with a limit-1 coupon: exactly one discounted order, the rest refused with coupon_limit', async () => {
    expect(await race(1, 20, 1)).toEqual({ discounted: 1, refused: 19, used: 1 });
  });

  it('on two server processes too (PostgreSQL: two pools), and a limit of 2 gives 2', async () => {
    expect(await race(1, 20, 2)).toEqual({ discounted: 1, refused: 19, used: 1 });
    expect(await race(2, 8, 2)).toEqual({ discounted: 2, refused: 6, used: 2 });
  });
});

describe('one rule for the order statuses (issue 44.1)', () => {
  it('the server lets the shopper cancel in exactly the statuses the pages offer Cancel in (src/lib/order-status.ts)', async () => {
    const { db } = await testDatabase();
    const allowed: string[] = [];
    for (const status of ORDER_STATUSES) {
      const g = await guest();
      const placed = await place(orderBody({ guest_id: g, is_buy_now: 1, cart: JSON.stringify([{ item_id: plainItem, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] }]) }));
      expect(placed.status).toBe(200);
      await db.update(s.orders).set({ orderStatus: status }).where(eq(s.orders.id, placed.body.order_id));
      const res = await call('customer/order/cancel', { method: 'PUT', headers: KTM, body: { order_id: placed.body.order_id, guest_id: g, reason: 'Changed my mind' } });
      if (res.status === 200) allowed.push(status);
    }
    expect(allowed).toEqual(ORDER_STATUSES.filter((st) => cancellable(st)));
    expect(allowed).toEqual(['pending', 'failed']);
  });
});

describe('one rule for a running coupon (issue 44.1)', () => {
  it("a coupon given to one customer is on no list and no store page, and order/place takes it from that customer only", async () => {
    const { db } = await testDatabase();
    const owner = await verifiedCustomer();
    const ownerId = (await call('customer/info', { headers: auth(owner.token) })).body.id as number;
    const other = await verifiedCustomer();
    const code = `MINE${Date.now().toString(36)}`.toUpperCase();
    const everyone = `ALL${Date.now().toString(36)}`.toUpperCase();
    await db.insert(s.coupons).values([
      { title: 'Just for you', code, startDate: '2000-01-01', expireDate: '2999-12-31', discount: 10, discountType: 'amount', couponType: 'store_wise', data: [storeId], storeId, moduleId: 1, customerId: [ownerId] },
      { title: 'For everyone', code: everyone, startDate: '2000-01-01', expireDate: '2999-12-31', discount: 10, discountType: 'amount', couponType: 'store_wise', data: [storeId], storeId, moduleId: 1 },
      { title: 'Not yet', code: `${everyone}X`, startDate: '2999-01-01', expireDate: '2999-12-31', discount: 10, discountType: 'amount', couponType: 'default', storeId, moduleId: 1 },
    ]);
    await noticesHeard();
    const details = (await call(`stores/details/${storeId}`, { headers: KTM })).body;
    const listed = (details.activeCoupons as Array<{ code: string }>).map((c) => c.code);
    expect(listed).toContain(everyone);
    expect(listed).not.toContain(code);
    expect(listed).not.toContain(`${everyone}X`);
    for (const who of [KTM, { ...KTM, ...auth(owner.token) }]) {
      const list = (await call('coupon/list', { headers: who })).body as Array<{ code: string }>;
      expect(list.map((c) => c.code)).not.toContain(code);
      expect(list.map((c) => c.code)).toContain(everyone);
    }
    const line = JSON.stringify([{ item_id: plainItem, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] }]);
    const order = (token: string, coupon: string) => place(orderBody({ coupon_code: coupon, is_buy_now: 1, cart: line }), auth(token));
    expect((await order(other.token, code)).body.errors?.[0]).toMatchObject({ code: 'coupon', message: 'This coupon is not valid.' });
    expect((await order(owner.token, `${everyone}X`)).body.errors?.[0]).toMatchObject({ code: 'coupon', message: 'This coupon has expired.' });
    expect((await order(owner.token, code)).status).toBe(200);
    expect((await order(other.token, everyone)).status).toBe(200);
    // the store is removed after the file: its coupons first
    await db.delete(s.coupons).where(eq(s.coupons.storeId, storeId));
  });
});

describe("the demo customer's history (issue 46.11)", () => {
  it("every seeded past order has its lines, and its amount is theirs with the delivery charge", async () => {
    const login = await call('auth/login', { method: 'POST', body: { login_type: 'manual', email_or_phone: 'sita@example.com', password: '12345678' }, headers: { 'x-forwarded-for': '10.9.46.11' } });
    const h = { ...KTM, ...auth(login.body.token) };
    const list = await call('customer/order/list?limit=50&offset=1', { headers: h });
    const delivered = (list.body.orders as Array<{ id: number; order_status: string; details_count: number; order_amount: number; delivery_charge: number }>).filter((o) => o.order_status === 'delivered');
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    for (const order of delivered) {
      expect(order.details_count).toBeGreaterThan(0);
      const details = await call(`customer/order/details?order_id=${order.id}`, { headers: h });
      expect(details.body).toHaveLength(order.details_count);
      const lines = (details.body as Array<{ price: number; quantity: number }>).reduce((sum, d) => sum + d.price * d.quantity, 0);
      expect(lines + order.delivery_charge).toBeCloseTo(order.order_amount, 2);
    }
  });
});
