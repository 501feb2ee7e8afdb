import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { createHmac } from 'node:crypto';
import { sandboxKey, signSandboxCallback } from '../../src/server/adapters/payments';
import { distanceMeters } from '../../src/lib/geo';
import { auth, lastCode, signUp, verifiedCustomer } from './auth-helpers';
import { call, expectErrorShape, KTM, noticesHeard, seenAfterChange, testDatabase } from './harness';
import { serverApiClient, serverRequester } from '../../src/server/api/in-process';
import { setDatabase } from '../../src/server/db/client';
import { cartApi } from '../../src/lib/api/endpoints/cart';
import { cartSummaryOf } from '../../src/lib/cart-summary';
import { freeDeliveryRemainder } from '../../src/lib/pricing';
import { createOrderStore, newGuest, orderBody, ORDER_POINT, type OrderStore } from './order-store';

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Payment Test');
});
afterAll(() => store.remove());

const guest = newGuest;
const body = (over: Record<string, unknown> = {}) => orderBody(store.storeId, { payment_method: 'digital_payment', ...over });

/** a guest with 2 × 120 in the cart and an unpaid digital-payment order of it */
async function digitalOrder() {
  const g = await guest();
  await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
  const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g }) });
  expect(placed.status).toBe(200);
  return { g, orderId: placed.body.order_id as number };
}

const query = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);
const orderRow = async (id: number) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(s.orders).where(eq(s.orders.id, id));
  return row;
};

/** start paying, choose at the sandbox gateway, and answer the callback it sends back */
async function payAtSandbox(g: number, orderId: number, choice: 'pay' | 'fail' | 'cancel') {
  const start = await call(`payment-mobile?${query({ order_id: orderId, guest_id: g, callback: 'http://localhost/checkout?page=cart' })}`);
  expect(start.status).toBe(303);
  const gateway = location(start);
  expect(gateway.pathname).toMatch(/^\/api\/v1\/payment\/sandbox\/[\w-]+$/);
  const page = await call(gateway.pathname.replace('/api/v1/', ''));
  expect(page.status).toBe(200);
  expect(String(page.body)).toContain(`Order #${orderId}`);
  const decided = await call(gateway.pathname.replace('/api/v1/', ''), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: `outcome=${choice}` });
  expect(decided.status).toBe(303);
  const callback = location(decided);
  const back = await call(`${callback.pathname.replace('/api/v1/', '')}${callback.search}`);
  return { callback, back, sessionId: gateway.pathname.split('/').at(-1)! };
}

describe('the checkout quote', () => {
  it('prices the order as placing would, with nothing written, and says what cash on delivery allows', async () => {
    const g = await guest();
    await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
    const quote = await call('customer/order/quote', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: undefined, dm_tips: 20 }) });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ item_price: 240, dm_tips: 20, wallet_balance: null, cash_on_delivery: { status: 1 } });
    const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: 'cash_on_delivery', dm_tips: 20 }) });
    expect(placed.body.total_ammount).toBe(quote.body.order_amount);
  });

  it('a tampered short distance does not lower the delivery charge: the straight line from the store is the least', async () => {
    const g = await guest();
    await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
    const { db } = await testDatabase();
    const [at] = await db.select({ lat: s.stores.latitude, lng: s.stores.longitude }).from(s.stores).where(eq(s.stores.id, store.storeId));
    const straightKm = distanceMeters(at.lat, at.lng, ORDER_POINT.latitude, ORDER_POINT.longitude) / 1000;
    const charge = async (over: Record<string, unknown>) =>
      (await call('customer/order/quote', { method: 'POST', headers: KTM, body: body({ guest_id: g, ...over }) })).body.original_delivery_charge as number;
    const minimum = await charge({ latitude: at.lat, longitude: at.lng, distance: 0 });
    const honest = await charge({ distance: straightKm });
    expect(honest).toBeGreaterThan(minimum);
    expect(await charge({ distance: 0 })).toBe(honest);
    expect(await charge({ distance: straightKm + 10 })).toBeGreaterThan(honest);
  });
});

describe("the marketplace's free delivery: one rule for order/place, the config and the cart drawer (issue 44.1)", () => {
  it('the drawer promises free delivery exactly where the order gives it, and nothing once the rule is off', async () => {
    const { db } = await testDatabase();
    const [saved] = await db.select().from(s.businessSettings).where(eq(s.businessSettings.key, 'admin_free_delivery'));
    const setRule = async (value: unknown) => {
      await db.insert(s.businessSettings).values({ key: 'admin_free_delivery', value }).onConflictDoUpdate({ target: s.businessSettings.key, set: { value } });
    };
    /** what the drawer says (its config and cart parsed by the client edge) and what the order charges */
    setDatabase(await testDatabase());
    const both = async (quantity: number) => {
      const g = await guest();
      const mine = { language: 'en' as const, guestId: g, zoneId: [1], moduleId: 1 };
      const client = serverApiClient(mine, 'http://localhost');
      const cart = cartApi(serverRequester(mine, 'http://localhost'));
      await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity, model: 'Item' } });
      const over = (await client.config()).freeDeliveryOver;
      const drawerFree = over !== null && freeDeliveryRemainder(over, cartSummaryOf(await cart.list()).freeDeliveryBase) === 0;
      const quote = await call('customer/order/quote', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: undefined }) });
      expect(quote.status).toBe(200);
      return { drawerFree, orderFree: quote.body.delivery_charge === 0 && quote.body.original_delivery_charge > 0, over };
    };
    try {
      await setRule({ status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: 480 });
      await seenAfterChange(async () => expect((await call('config')).body.free_delivery_over).toBe(480));
      // 4 x 120 reaches it, 3 x 120 does not: the drawer and the order agree both times
      expect(await both(4)).toEqual({ drawerFree: true, orderFree: true, over: 480 });
      expect(await both(3)).toEqual({ drawerFree: false, orderFree: false, over: 480 });
      // switched off: the order charges delivery and the drawer promises nothing
      await setRule({ status: 0, type: 'free_delivery_by_order_amount', free_delivery_over: 480 });
      await seenAfterChange(async () => expect((await call('config')).body.free_delivery_over).toBeNull());
      expect(await both(5)).toEqual({ drawerFree: false, orderFree: false, over: null });
    } finally {
      if (saved) await setRule(saved.value);
      else await db.delete(s.businessSettings).where(eq(s.businessSettings.key, 'admin_free_delivery'));
      await noticesHeard();
    }
  });
});

describe('paying online through the sandbox gateway', () => {
  it('Pay: a signed callback confirms the order as paid and sends the shopper back with flag=success; a replay is refused', async () => {
    const { g, orderId } = await digitalOrder();
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'unpaid' });
    const { callback, back } = await payAtSandbox(g, orderId, 'pay');
    expect(back.status).toBe(303);
    expect(Object.fromEntries(location(back).searchParams)).toMatchObject({ page: 'cart', flag: 'success', order_id: String(orderId) });
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentMethod: 'sandbox' });
    const replay = await call(`${callback.pathname.replace('/api/v1/', '')}${callback.search}`);
    expect(replay.status).toBe(409);
    expectErrorShape(replay.body);
  });

  it('Fail: the order fails, then switches to cash on delivery', async () => {
    const { g, orderId } = await digitalOrder();
    const { back } = await payAtSandbox(g, orderId, 'fail');
    expect(location(back).searchParams.get('flag')).toBe('fail');
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'failed', paymentStatus: 'unpaid' });
    const switched = await call('customer/order/payment-method', { method: 'POST', headers: KTM, body: { _method: 'put', order_id: orderId, guest_id: g } });
    expect(switched.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'pending', paymentMethod: 'cash_on_delivery' });
  });

  it('Cancel: the order fails, then is cancelled with the fixed reason', async () => {
    const { g, orderId } = await digitalOrder();
    const { back } = await payAtSandbox(g, orderId, 'cancel');
    expect(location(back).searchParams.get('flag')).toBe('cancel');
    const canceled = await call('customer/order/cancel', { method: 'POST', headers: KTM, body: { _method: 'put', order_id: orderId, guest_id: g, reason: 'Order payment canceled' } });
    expect(canceled.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'canceled', cancellationReason: 'Order payment canceled' });
  });

  it('a forged callback (signed with another key, or altered) is refused and changes nothing', async () => {
    const { g, orderId } = await digitalOrder();
    const start = await call(`payment-mobile?${query({ order_id: orderId, guest_id: g })}`);
    const sessionId = location(start).pathname.split('/').at(-1)!;
    const genuine = signSandboxCallback(await sandboxKey((await testDatabase()).db), { sessionId, outcome: 'failed', at: Date.now() });
    const altered = Buffer.from(JSON.stringify({ sessionId, outcome: 'paid', at: Date.now() })).toString('base64url');
    const forged = await call(`payment/callback/sandbox?${query({ data: altered, signature: genuine.signature })}`);
    expect(forged.status).toBe(403);
    expectErrorShape(forged.body);
    const unsigned = await call(`payment/callback/sandbox?${query({ data: altered, signature: 'x'.repeat(43) })}`);
    expect(unsigned.status).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'unpaid' });
  });

  it('refuses another owner, a paid order, and a return address on a foreign origin', async () => {
    const { g, orderId } = await digitalOrder();
    const other = await guest();
    expect((await call(`payment-mobile?${query({ order_id: orderId, guest_id: other })}`)).status).toBe(404);
    const foreign = await call(`payment-mobile?${query({ order_id: orderId, guest_id: g, callback: 'https://evil.example/steal' })}`);
    expect(foreign.status).toBe(403);
    expectErrorShape(foreign.body);
  });
});

describe("the sandbox gateway's key (issue 43.4)", () => {
  it('is made once and kept in the database: any process that opens it, before or after a restart, verifies the callback', async () => {
    const { g, orderId } = await digitalOrder();
    const start = await call(`payment-mobile?${query({ order_id: orderId, guest_id: g, callback: 'http://localhost/checkout?page=cart' })}`);
    const gateway = location(start).pathname.replace('/api/v1/', '');
    const decided = await call(gateway, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'outcome=pay' });
    const callback = location(decided);
    // the signature is the HMAC under the kept key: what another process, or this one after a restart, reads
    const { db } = await testDatabase();
    const [kept] = await db.select().from(s.serverKeys).where(eq(s.serverKeys.name, 'payment_sandbox'));
    expect(kept.value).toMatch(/^[0-9a-f]{64}$/);
    const data = callback.searchParams.get('data')!;
    expect(callback.searchParams.get('signature')).toBe(createHmac('sha256', kept.value).update(data).digest('base64url'));
    if ((await testDatabase()).kind === 'postgres') {
      // a second connection, as another machine's process would open it, reads the same key
      const { openDatabase } = await import('../../src/server/db/client');
      const other = await openDatabase({ databaseUrl: inject('databaseUrl'), migrate: false });
      try {
        expect(await sandboxKey(other.db)).toBe(kept.value);
      } finally {
        await other.close();
      }
    }
    // signed before, answered now: honoured
    const back = await call(`${callback.pathname.replace('/api/v1/', '')}${callback.search}`);
    expect(location(back).searchParams.get('flag')).toBe('success');
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid' });
  });
});

describe('with no payment provider (issue 43.3)', () => {
  it('digital payment and add-fund are not offered, their calls refused, the sandbox pages gone', async () => {
    const { g, orderId } = await digitalOrder();
    const customer = await verifiedCustomer();
    const before = process.env.PAYMENT_SANDBOX;
    process.env.PAYMENT_SANDBOX = 'off';
    try {
      const config = (await call('config', { headers: KTM })).body;
      expect(config.digital_payment).toBe(0);
      expect(config.active_payment_method_list).toEqual([]);
      expect(config.add_fund_status).toBe(0);
      expect(config.digital_payment_info.digital_payment).toBe(false);
      const paying = await call(`payment-mobile?${query({ order_id: orderId, guest_id: g, callback: 'http://localhost/checkout?page=cart' })}`);
      expect(paying.status).toBe(403);
      expect(paying.body.errors[0].code).toBe('payment_method');
      const g2 = await guest();
      await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g2, item_id: store.plainItem, quantity: 2, model: 'Item' } });
      const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g2 }) });
      expect(placed.status).toBe(403);
      expect(placed.body.errors[0]).toMatchObject({ code: 'payment_method', message: 'This payment method is not available.' });
      const fund = await call('customer/wallet/add-fund', { method: 'POST', headers: { ...auth(customer.token), ...KTM }, body: { amount: 100, payment_method: 'sandbox', callback: 'http://localhost/profile?page=wallet' } });
      expect(fund.status).toBe(403);
      expectErrorShape(fund.body);
      expect((await call('payment/sandbox/unknown-session-0123456789')).status).toBe(404);
    } finally {
      if (before === undefined) delete process.env.PAYMENT_SANDBOX;
      else process.env.PAYMENT_SANDBOX = before;
    }
    // on again: the same order can be paid
    expect((await call(`payment-mobile?${query({ order_id: orderId, guest_id: g, callback: 'http://localhost/checkout?page=cart' })}`)).status).toBe(303);
  });
});

describe('a session id that cannot be one (issue 43.9)', () => {
  it('is not found (404 in the error shape) on the gateway page, its form and the return, never a 500', async () => {
    for (const id of ['x', 'a'.repeat(65), '%E2%9C%93checkmark-bad', 'has%20space-0123', 'unknown-session-0123456789']) {
      for (const path of [`payment/sandbox/${id}`, `payment/return/${id}`]) {
        const res = await call(path);
        expect(res.status, path).toBe(404);
        expectErrorShape(res.body);
      }
      const posted = await call(`payment/sandbox/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'outcome=pay' });
      expect(posted.status, id).toBe(404);
    }
  });
});

describe('payment-mobile asks for the proof order tracking asks for (issue 43.10)', () => {
  it("a customer's order: the token (header or the shop's session cookie), never a customer_id alone", async () => {
    const owner = await verifiedCustomer();
    const headers = { ...KTM, ...auth(owner.token) };
    const customerId = (await call('customer/info', { headers })).body.id as number;
    await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } });
    const placed = await call('customer/order/place', { method: 'POST', headers, body: body({}) });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    const start = (extra: Record<string, string>, q: Record<string, string | number> = { customer_id: customerId }) =>
      call(`payment-mobile?${query({ order_id: orderId, callback: 'http://localhost/checkout?page=cart', ...q })}`, { headers: extra });
    // the id in the address is no proof
    const bare = await start({});
    expect(bare.status).toBe(401);
    expectErrorShape(bare.body);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid' });
    const { db } = await testDatabase();
    expect(await db.select().from(s.paymentSessions).where(eq(s.paymentSessions.orderId, orderId))).toEqual([]);
    // another customer's token, with this customer's id or without: refused
    const other = await verifiedCustomer();
    expect((await start(auth(other.token))).status).toBe(403);
    expect((await start(auth(other.token), {})).status).toBe(404);
    // the owner's token: to the gateway, by header or by the shop's own cookie on a navigation
    expect((await start(auth(owner.token))).status).toBe(303);
    expect((await start({ cookie: `token=${owner.token}` })).status).toBe(303);
    expect((await start({ cookie: `token=${owner.token}` }, {})).status).toBe(303);
  });
});

describe('Stripe webhooks', () => {
  const secret = 'whsec_test_secret';
  const stripe = new Stripe('sk_test_unused');
  const recorded = (type: string, checkoutSession: string, paymentStatus = 'paid') =>
    JSON.stringify({
      id: 'evt_1QxTest',
      object: 'event',
      api_version: '2025-01-27.acacia',
      type,
      data: { object: { id: checkoutSession, object: 'checkout.session', payment_status: paymentStatus, status: 'complete', client_reference_id: '1', amount_total: 26400, currency: 'npr' } },
    });

  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = secret;
  });
  afterAll(() => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
  });

  async function stripeSession(orderId: number, ref: string) {
    const { db } = await testDatabase();
    const id = `stripe-test-${ref}`;
    await db.insert(s.paymentSessions).values({ id, orderId, provider: 'stripe', providerRef: ref, amount: 264, currency: 'NPR', callbackUrl: 'http://localhost/checkout?page=cart' });
    return id;
  }

  it('a signed checkout.session.completed pays the order; a bad signature is refused', async () => {
    const { orderId } = await digitalOrder();
    const ref = `cs_test_${orderId}`;
    await stripeSession(orderId, ref);
    const payload = recorded('checkout.session.completed', ref);
    const forged = await call('payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }) },
      raw: payload,
    });
    expect(forged.status).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'pending' });
    const signed = await call('payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      raw: payload,
    });
    expect(signed.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentMethod: 'stripe', transactionReference: ref });
    // Stripe retries: the same event again is acknowledged and changes nothing
    const again = await call('payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      raw: payload,
    });
    expect(again.status).toBe(200);
  });

  it('an expired checkout fails the order', async () => {
    const { orderId } = await digitalOrder();
    const ref = `cs_test_exp_${orderId}`;
    await stripeSession(orderId, ref);
    const payload = recorded('checkout.session.expired', ref, 'unpaid');
    const res = await call('payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      raw: payload,
    });
    expect(res.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ orderStatus: 'failed' });
  });
});

describe('offline payment', () => {
  it('takes the method and its required fields once, then lets the shopper correct them', async () => {
    const g = await guest();
    await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
    const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: 'offline_payment' }) });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    const { db } = await testDatabase();
    const [bank] = await db.select().from(s.offlinePaymentMethods).where(eq(s.offlinePaymentMethods.methodName, 'Bank Transfer'));
    const put = (path: string, extra: Record<string, unknown>) => call(path, { method: 'PUT', headers: KTM, body: { order_id: orderId, guest_id: g, method_id: bank.id, ...extra } });

    const missing = await put('customer/order/offline-payment', {});
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toMatchObject({ code: 'transaction_id', message: 'The transaction id field is required.' });
    expect((await put('customer/order/offline-payment', { transaction_id: 'TX-1', customer_note: 'paid at noon' })).body).toEqual({ payment: 'success' });
    const [row] = await db.select().from(s.orderOfflinePayments).where(eq(s.orderOfflinePayments.orderId, orderId));
    expect(row).toMatchObject({ methodName: 'Bank Transfer', fields: { transaction_id: 'TX-1' }, customerNote: 'paid at noon', status: 'pending' });
    expect((await put('customer/order/offline-payment', { transaction_id: 'TX-2' })).status).toBe(403);
    const updated = await put('customer/order/offline-payment-update', { transaction_id: 'TX-2' });
    expect(updated.body).toMatchObject({ payment: 'Payment_Info_Updated_successfully', message: 'Payment info updated.' });
    const [after] = await db.select().from(s.orderOfflinePayments).where(eq(s.orderOfflinePayments.orderId, orderId));
    expect(after.fields).toEqual({ transaction_id: 'TX-2' });
    // the order carries what the shopper gave, as 6amMart's track does (issue 46.14)
    const tracked = await call(`customer/order/track?order_id=${orderId}&guest_id=${g}&contact_number=${encodeURIComponent('+9779811111111')}`, { headers: KTM });
    expect(tracked.body.offline_payment).toMatchObject({ payment_info: { method_id: bank.id, method_name: 'Bank Transfer', transaction_id: 'TX-2' }, status: 'pending' });
    // another guest cannot give or change it
    const other = await guest();
    expect((await call('customer/order/offline-payment-update', { method: 'PUT', headers: KTM, body: { order_id: orderId, guest_id: other, method_id: bank.id, transaction_id: 'X' } })).status).toBe(
      404,
    );
  });
});

describe('an item that needs a prescription', () => {
  it('order/place asks for the prescription images (multipart) and keeps them with the order', async () => {
    const { db } = await testDatabase();
    await db.update(s.items).set({ isPrescriptionRequired: true }).where(eq(s.items.id, store.scarceItem));
    try {
      const g = await guest();
      await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.scarceItem, quantity: 1, model: 'Item' } });
      const without = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: 'cash_on_delivery' }) });
      expect(without.status).toBe(403);
      expect(without.body.errors[0]).toMatchObject({ code: 'order_attachment', message: 'Please upload your prescription image' });
      const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)])], { type: 'image/png' });
      const form = new FormData();
      for (const [k, v] of Object.entries(body({ guest_id: g, payment_method: 'cash_on_delivery' }))) form.append(k, String(v));
      form.append('order_attachment[]', png, 'rx.png');
      const placed = await call('customer/order/place', { method: 'POST', headers: KTM, raw: form });
      expect(placed.status).toBe(200);
      const [order] = await db.select().from(s.orders).where(eq(s.orders.id, placed.body.order_id));
      expect(order.orderAttachment).toHaveLength(1);
      expect(order.prescriptionOrder).toBe(false);
    } finally {
      await db.update(s.items).set({ isPrescriptionRequired: false }).where(eq(s.items.id, store.scarceItem));
    }
  });
});

describe("the new customer's first-order discount", () => {
  it('takes the configured percent off the first order only of a customer who signed up with a referral code, as the profile promised', async () => {
    const referrer = await verifiedCustomer();
    const code = (await call('customer/info', { headers: auth(referrer.token) })).body.ref_code as string;
    const { res, phone } = await signUp({ ref_code: code });
    expect(res.status).toBe(200);
    const { token } = (await call('auth/verify-phone', { method: 'POST', body: { phone, otp: await lastCode(phone), verification_type: 'phone', login_type: 'manual' } })).body;
    const headers = { ...KTM, ...auth(token) };
    const info = await call('customer/info', { headers });
    expect(info.body).toMatchObject({ is_valid_for_discount: true, discount_amount: 10, discount_amount_type: 'percentage' });
    const order = async () => {
      await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } });
      const placed = await call('customer/order/place', { method: 'POST', headers, body: body({ payment_method: 'cash_on_delivery' }) });
      expect(placed.status).toBe(200);
      return orderRow(placed.body.order_id);
    };
    // the quote says what cashback the order earns, as the cashback offers price it; the order remembers the offer
    await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } });
    const quote = await call('customer/order/quote', { method: 'POST', headers, body: body({}) });
    const offer = await call(`cashback/getCashback?amount=${quote.body.order_amount}`, { headers });
    expect(quote.body.cashback_amount).toBe(offer.body.calculated_amount);
    await call('customer/cart/remove', { method: 'DELETE', headers, body: {} });
    const first = await order();
    expect(first.refBonusAmount).toBe(24); // 10% of 2 × 120
    expect(first.cashBackId).toBe(offer.body.id);
    const second = await order();
    expect(second.refBonusAmount).toBe(0);
    expect((await call('customer/info', { headers })).body.is_valid_for_discount).toBe(false);
  });
});

describe('partial payment', () => {
  /** a new customer holding `balance` in the wallet, with 2 × 120 in the cart */
  async function customerWith(balance: number) {
    const { token } = await verifiedCustomer();
    const headers = { ...KTM, ...auth(token) };
    const me = (await call('customer/info', { headers })).body;
    const { db } = await testDatabase();
    await db.update(s.customers).set({ walletBalance: balance }).where(eq(s.customers.id, me.id));
    await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } });
    return { headers, id: me.id as number };
  }
  const wallet = async (id: number) => {
    const { db } = await testDatabase();
    return (await db.select({ b: s.customers.walletBalance }).from(s.customers).where(eq(s.customers.id, id)))[0].b;
  };
  const rows = async (orderId: number) => {
    const { db } = await testDatabase();
    return db
      .select({ method: s.orderPayments.paymentMethod, amount: s.orderPayments.amount, status: s.orderPayments.paymentStatus })
      .from(s.orderPayments)
      .where(eq(s.orderPayments.orderId, orderId))
      .orderBy(s.orderPayments.id);
  };

  it('the wallet pays what it holds and cash on delivery the rest: confirmed at once, two payment rows', async () => {
    const { headers, id } = await customerWith(100);
    const placed = await call('customer/order/place', { method: 'POST', headers, body: body({ payment_method: 'cash_on_delivery', partial_payment: 1 }) });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('confirmed');
    const order = await orderRow(placed.body.order_id);
    expect(order).toMatchObject({ paymentMethod: 'partial_payment', paymentStatus: 'partially_paid', partiallyPaidAmount: 100, orderStatus: 'confirmed' });
    expect(await rows(order.id)).toEqual([
      { method: 'wallet', amount: 100, status: 'paid' },
      { method: 'cash_on_delivery', amount: Math.round((order.orderAmount - 100) * 100) / 100, status: 'unpaid' },
    ]);
    expect(await wallet(id)).toBe(0);
  });

  it('the digital rest is paid at the gateway for the rest only; a failed one can be cancelled and the wallet part comes back', async () => {
    const paid = await customerWith(50);
    const first = await call('customer/order/place', { method: 'POST', headers: paid.headers, body: body({ payment_method: 'digital_payment', partial_payment: 1 }) });
    const orderId = first.body.order_id as number;
    const start = await call(`payment-mobile?${query({ order_id: orderId, customer_id: paid.id })}`, { headers: paid.headers });
    const sessionId = location(start).pathname.split('/').at(-1)!;
    const { db } = await testDatabase();
    const [session] = await db.select().from(s.paymentSessions).where(eq(s.paymentSessions.id, sessionId));
    expect(session.amount).toBe(Math.round(((await orderRow(orderId)).orderAmount - 50) * 100) / 100);
    const decided = await call(`payment/sandbox/${sessionId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'outcome=pay' });
    const callback = location(decided);
    await call(`${callback.pathname.replace('/api/v1/', '')}${callback.search}`);
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'partial_payment', paymentStatus: 'paid', orderStatus: 'confirmed' });

    const failing = await customerWith(50);
    const second = await call('customer/order/place', { method: 'POST', headers: failing.headers, body: body({ payment_method: 'digital_payment', partial_payment: 1 }) });
    const secondId = second.body.order_id as number;
    const { back } = await (async () => {
      const s2 = await call(`payment-mobile?${query({ order_id: secondId, customer_id: failing.id })}`, { headers: failing.headers });
      const gw = location(s2).pathname.replace('/api/v1/', '');
      const d = await call(gw, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: 'outcome=fail' });
      const cb = location(d);
      return { back: await call(`${cb.pathname.replace('/api/v1/', '')}${cb.search}`) };
    })();
    expect(location(back).searchParams.get('flag')).toBe('fail');
    expect(await wallet(failing.id)).toBe(0);
    const canceled = await call('customer/order/cancel', { method: 'PUT', headers: failing.headers, body: { order_id: secondId, reason: 'Order payment canceled' } });
    expect(canceled.status).toBe(200);
    expect(await wallet(failing.id)).toBe(50);
    expect((await rows(secondId))[0]).toMatchObject({ method: 'wallet', status: 'refunded' });
  });

  it('refuses a guest, and a wallet that covers the whole order', async () => {
    const g = await guest();
    await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
    expect((await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g, payment_method: 'cash_on_delivery', partial_payment: 1 }) })).status).toBe(403);
    const rich = await customerWith(100000);
    const res = await call('customer/order/place', { method: 'POST', headers: rich.headers, body: body({ payment_method: 'cash_on_delivery', partial_payment: 1 }) });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('partial_payment');
  });
});

describe('variation stock', () => {
  it("an order takes the chosen variation's own stock, and the last units go to one order only", async () => {
    const { db } = await testDatabase();
    const [template] = await db.select().from(s.items).where(eq(s.items.id, store.plainItem));
    const { id: _id, slug: _slug, ...copy } = template;
    const [item] = await db
      .insert(s.items)
      .values({
        ...copy,
        name: 'Payment Test Basmati',
        slug: `basmati-${Date.now()}`,
        stock: 100,
        choiceOptions: [{ name: 'choice_1', title: 'Size', options: ['1kg', '5kg'] }],
        variations: [
          { type: '1kg', price: 150, stock: 2 },
          { type: '5kg', price: 700, stock: 9 },
        ],
      })
      .returning({ id: s.items.id });
    const buyers = [await guest(), await guest()];
    for (const g of buyers) {
      const added = await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: item.id, quantity: 2, model: 'Item', variation: [{ type: '1kg' }] } });
      expect(added.status).toBe(200);
    }
    const first = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: buyers[0], payment_method: 'cash_on_delivery' }) });
    expect(first.status).toBe(200);
    const second = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: buyers[1], payment_method: 'cash_on_delivery' }) });
    expect(second.status).toBe(403);
    expect(second.body.errors[0].message).toBe('This variation is out of stock. Choose another variation to proceed further.');
    const [after] = await db.select({ stock: s.items.stock, variations: s.items.variations }).from(s.items).where(eq(s.items.id, item.id));
    expect(after.stock).toBe(98);
    expect(after.variations).toEqual([
      { type: '1kg', price: 150, stock: 0 },
      { type: '5kg', price: 700, stock: 9 },
    ]);
  });
});

describe('delivery vehicles', () => {
  it('the vehicle class the distance calls for adds its extra charge, and the order names the vehicle', async () => {
    const { db } = await testDatabase();
    const saved = await db.select().from(s.deliveryVehicles);
    const [bike] = await db.insert(s.deliveryVehicles).values({ type: 'Test van', startingCoverageKm: 400, maximumCoverageKm: 600, extraCharges: 0 }).returning();
    try {
      const g = await guest();
      await call('customer/cart/add', { method: 'POST', headers: KTM, body: { guest_id: g, item_id: store.plainItem, quantity: 2, model: 'Item' } });
      const charge = async () => (await call('customer/order/quote', { method: 'POST', headers: KTM, body: body({ guest_id: g, distance: 500 }) })).body.original_delivery_charge as number;
      const without = await charge();
      await db.update(s.deliveryVehicles).set({ extraCharges: 45.5 }).where(eq(s.deliveryVehicles.id, bike.id));
      await seenAfterChange(async () => expect(await charge()).toBeCloseTo(without + 45.5, 2));
      // a 6amMart client adds vehicle/extra_charge itself: the same number order/place adds (issue 45.1)
      expect((await call('vehicle/extra_charge?distance=500', { headers: KTM })).body).toBe(45.5);
      const listed = (await call('get-vehicles', { headers: KTM })).body as Array<{ id: number; extra_charges: number; starting_coverage_area: number; maximum_coverage_area: number }>;
      expect(listed.find((v) => v.id === bike.id)).toMatchObject({ extra_charges: 45.5, starting_coverage_area: 400, maximum_coverage_area: 600, status: 1 });
      expect((await call('vehicle/extra_charge?distance=10000', { headers: KTM })).body).toBe(0);
      expect((await call('vehicle/extra_charge', { headers: KTM })).status).toBe(403);
      const placed = await call('customer/order/place', { method: 'POST', headers: KTM, body: body({ guest_id: g, distance: 500, payment_method: 'cash_on_delivery' }) });
      expect((await orderRow(placed.body.order_id)).dmVehicleId).toBe(bike.id);
    } finally {
      await db.delete(s.deliveryVehicles).where(eq(s.deliveryVehicles.id, bike.id));
      expect(await db.select().from(s.deliveryVehicles)).toHaveLength(saved.length);
    }
  });
});
