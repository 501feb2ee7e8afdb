import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, KTM, testDatabase } from './harness';
import { newGuest, ORDER_POINT } from './order-store';

/** the parcel module of the demo data, asked for by the header as a shopper's client does */
async function parcelHeaders(): Promise<Record<string, string>> {
  const { db } = await testDatabase();
  const [module] = await db.select({ id: s.modules.id }).from(s.modules).where(eq(s.modules.moduleType, 'parcel')).limit(1);
  return { ...KTM, moduleId: String(module.id) };
}

async function category(name: string): Promise<typeof s.parcelCategories.$inferSelect> {
  const { db } = await testDatabase();
  const [row] = await db.select().from(s.parcelCategories).where(eq(s.parcelCategories.name, name)).limit(1);
  return row;
}

/** Patan, in the Lalitpur zone */
const PATAN = { latitude: 27.671, longitude: 85.324 };
const receiver = (over: Record<string, unknown> = {}) => ({
  contact_person_name: 'Bikash Shrestha',
  contact_person_number: '+9779822222222',
  address: 'Mangal Bazar, Lalitpur',
  address_type: 'office',
  ...PATAN,
  ...over,
});

/** a parcel from Thamel (the sender: the address fields) to Patan, paid by the sender in cash */
const parcelBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
  order_type: 'parcel',
  parcel_category_id: categoryId,
  payment_method: 'cash_on_delivery',
  charge_payer: 'sender',
  order_amount: 1,
  distance: 0.1,
  dm_tips: 0,
  address: 'Thamel Marg, Kathmandu',
  address_type: 'home',
  ...ORDER_POINT,
  house: '12',
  floor: '2',
  road: 'Thamel Marg',
  contact_person_name: 'Asha Rai',
  contact_person_number: '+9779811111111',
  receiver_details: JSON.stringify(receiver()),
  ...over,
});

const round2 = (n: number) => Math.round(n * 100) / 100;
/** the vehicle the distance calls for (seed: bicycle to 3 km, motorbike to 15 km at 20, car beyond at 60) */
const vehicleExtra = (km: number) => (km <= 3 ? 0 : km <= 15 ? 20 : 60);

describe('parcel orders (issue 19)', () => {
  it('order/parcel-instructions pages the instructions a sender may pick', async () => {
    const first = await call('customer/order/parcel-instructions?limit=2&offset=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_size: 6, limit: '2', offset: '1' });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ id: expect.any(Number), instruction: 'Handle with care: the parcel is fragile' });
    const last = await call('customer/order/parcel-instructions?limit=4&offset=2');
    expect(last.body.data.map((d: { instruction: string }) => d.instruction)).toEqual(['Do not fold or bend', 'Keep it away from water']);
    expect((await call('customer/order/parcel-instructions?limit=4&offset=9')).body).toMatchObject({ total_size: 6, data: [] });
  });

  it("a guest sends a parcel: the server's charge (settings rates, the vehicle's extra) whatever the body says; the order keeps sender, receiver and who pays", async () => {
    const headers = await parcelHeaders();
    const documents = await category('Documents');
    const g = await newGuest();
    const quote = await call('customer/order/quote', { method: 'POST', headers, body: parcelBody(documents.id, { guest_id: g }) });
    expect(quote.status).toBe(200);
    const placed = await call('customer/order/place', { method: 'POST', headers, body: parcelBody(documents.id, { guest_id: g, dm_tips: 15, delivery_charge: 1 }) });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ message: 'Order placed successfully', status: 'pending', user_id: g });
    const { db } = await testDatabase();
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, placed.body.order_id));
    expect(order).toMatchObject({ orderType: 'parcel', storeId: null, isGuest: true, parcelCategoryId: documents.id, chargePayer: 'sender', paymentMethod: 'cash_on_delivery', dmTips: 15 });
    // the road distance of the geo adapter (offline: the straight line × 1.3, about 7 km), not the body's 0.1
    expect(order.distance).toBeGreaterThan(5);
    expect(order.distance).toBeLessThan(9);
    expect(order.deliveryCharge).toBe(round2(Math.max(order.distance * 40, 80) + vehicleExtra(order.distance)));
    expect(order.orderAmount).toBe(round2(order.deliveryCharge + 15));
    expect(quote.body).toMatchObject({ delivery_charge: order.deliveryCharge, order_amount: order.deliveryCharge, item_price: 0 });
    expect(order.receiverDetails).toMatchObject({ contact_person_name: 'Bikash Shrestha', address: 'Mangal Bazar, Lalitpur', latitude: String(PATAN.latitude), zone_id: expect.any(Number) });
    expect(order.deliveryAddress).toMatchObject({ contact_person_name: 'Asha Rai', house: '12', floor: '2', road: 'Thamel Marg' });

    // the guest follows it like any order, by its id and the sender's phone, with the parcel's category
    const tracked = await call(`customer/order/track?order_id=${order.id}&guest_id=${g}&contact_number=${encodeURIComponent('+9779811111111')}`, { headers });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ order_type: 'parcel', store: null, charge_payer: 'sender', parcel_category: { id: documents.id, name: 'Documents' } });
    expect(tracked.body.receiver_details).toMatchObject({ contact_person_name: 'Bikash Shrestha' });
    // and the receiver by theirs
    const byReceiver = await call(`customer/order/track?order_id=${order.id}&contact_number=${encodeURIComponent('9779822222222')}`, { headers });
    expect(byReceiver.status).toBe(200);
    expect((await call(`customer/order/track?order_id=${order.id}&contact_number=9779833333333`, { headers })).status).toBe(404);
    // the tip would become the shop's most given one, which another file reads
    await db.delete(s.orders).where(eq(s.orders.id, order.id));
  });

  it('a retried parcel with its Idempotency-Key is placed once, at once or side by side; another body with the key is a 422', async () => {
    const headers = await parcelHeaders();
    const documents = await category('Documents');
    const g = await newGuest();
    const { db } = await testDatabase();
    const count = async () => (await db.select({ id: s.orders.id }).from(s.orders).where(and(eq(s.orders.userId, g), eq(s.orders.isGuest, true)))).length;
    const key = { ...headers, 'Idempotency-Key': `parcel-${g}` };
    const body = parcelBody(documents.id, { guest_id: g });
    // two at once (a double click that got past the button), then a retry
    const [a, b] = await Promise.all([call('customer/order/place', { method: 'POST', headers: key, body }), call('customer/order/place', { method: 'POST', headers: key, body })]);
    const retry = await call('customer/order/place', { method: 'POST', headers: key, body });
    for (const r of [a, b, retry]) expect(r.status).toBe(200);
    expect(new Set([a.body.order_id, b.body.order_id, retry.body.order_id]).size).toBe(1);
    expect(await count()).toBe(1);
    const other = await call('customer/order/place', { method: 'POST', headers: key, body: parcelBody(documents.id, { guest_id: g, order_note: 'ring twice' }) });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].code).toBe('idempotency_key');
    // without a key, each request is its own parcel
    expect((await call('customer/order/place', { method: 'POST', headers, body })).status).toBe(200);
    expect(await count()).toBe(2);
  });

  it("a category's own rates come first", async () => {
    const headers = await parcelHeaders();
    const electronics = await category('Electronics');
    expect(electronics).toMatchObject({ parcelPerKmShippingCharge: 50, parcelMinimumShippingCharge: 120 });
    const placed = await call('customer/order/place', { method: 'POST', headers, body: parcelBody(electronics.id, { guest_id: await newGuest() }) });
    const { db } = await testDatabase();
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, placed.body.order_id));
    expect(order.deliveryCharge).toBe(round2(Math.max(order.distance * 50, 120) + vehicleExtra(order.distance)));
    // a short parcel pays the category's minimum
    const near = await call('customer/order/quote', {
      method: 'POST',
      headers,
      body: parcelBody(electronics.id, { guest_id: await newGuest(), receiver_details: receiver({ latitude: 27.7155, longitude: 85.3125 }) }),
    });
    expect(near.body.delivery_charge).toBe(120);
  });

  it('refuses a receiver outside the zones, a sender outside them, a receiver-pays parcel paid online, another module and a missing receiver, and writes nothing', async () => {
    const headers = await parcelHeaders();
    const documents = await category('Documents');
    const g = await newGuest();
    const { db } = await testDatabase();
    const count = async () =>
      (
        await db
          .select({ id: s.orders.id })
          .from(s.orders)
          .where(and(eq(s.orders.userId, g), eq(s.orders.isGuest, true)))
      ).length;
    const place = (over: Record<string, unknown>, h = headers) => call('customer/order/place', { method: 'POST', headers: h, body: parcelBody(documents.id, { guest_id: g, ...over }) });

    const far = await place({ receiver_details: receiver({ latitude: 27.9881, longitude: 86.925 }) });
    expect(far.status).toBe(403);
    expect(far.body.errors[0]).toEqual({ code: 'receiver_details', message: "The receiver's address is outside the areas we deliver parcels to. Pick another receiver location." });
    const senderFar = await place({ latitude: 27.9881, longitude: 86.925 });
    expect(senderFar.body.errors[0].code).toBe('coordinates');
    const online = await place({ charge_payer: 'receiver', payment_method: 'digital_payment' });
    expect(online.status).toBe(403);
    expect(online.body.errors[0]).toEqual({ code: 'payment_method', message: 'When the receiver pays, the charge is paid in cash on delivery.' });
    const grocery = await place({}, KTM);
    expect(grocery.body.errors[0].code).toBe('order_type');
    const noReceiver = await place({ receiver_details: undefined });
    expect(noReceiver.body.errors[0]).toEqual({ code: 'receiver_details', message: 'The receiver_details field is required.' });
    const badReceiver = await place({ receiver_details: JSON.stringify(receiver({ contact_person_number: '', latitude: 'north' })) });
    expect(badReceiver.status).toBe(403);
    expect(badReceiver.body.errors.map((e: { code: string }) => e.code)).toEqual(expect.arrayContaining(['receiver_details.contact_person_number', 'receiver_details.latitude']));
    const noCategory = await place({ parcel_category_id: 999999 });
    expect(noCategory.status).toBe(404);
    expect(noCategory.body.errors[0].code).toBe('parcel_category_id');
    expect(await count()).toBe(0);

    // the receiver pays in cash: accepted
    const cash = await place({ charge_payer: 'receiver' });
    expect(cash.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it('a customer pays a parcel from the wallet: confirmed, paid and debited; a grocery order still needs its store', async () => {
    const headers = await parcelHeaders();
    const documents = await category('Documents');
    const { token, phone } = await verifiedCustomer();
    const { db } = await testDatabase();
    const [{ id }] = await db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.phone, phone));
    await db.update(s.customers).set({ walletBalance: 1000 }).where(eq(s.customers.id, id));
    const placed = await call('customer/order/place', { method: 'POST', headers: { ...headers, ...auth(token) }, body: parcelBody(documents.id, { payment_method: 'wallet' }) });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('confirmed');
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, placed.body.order_id));
    expect(order).toMatchObject({ userId: id, isGuest: false, paymentStatus: 'paid', orderStatus: 'confirmed' });
    const [customer] = await db.select({ balance: s.customers.walletBalance }).from(s.customers).where(eq(s.customers.id, id));
    expect(customer.balance).toBe(round2(1000 - order.orderAmount));
    const list = await call('customer/order/running-orders?limit=10&offset=1', { headers: { ...headers, ...auth(token) } });
    expect(list.body.orders[0]).toMatchObject({ id: order.id, order_type: 'parcel', parcel_category: { name: 'Documents' } });

    const noStore = await call('customer/order/place', { method: 'POST', headers: { ...KTM, ...auth(token) }, body: { ...parcelBody(documents.id), order_type: 'delivery' } });
    expect(noStore.status).toBe(403);
    expect(noStore.body.errors[0]).toEqual({ code: 'store_id', message: 'The store_id field is required.' });
  });
});
