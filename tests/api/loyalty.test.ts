/**
 * Loyalty points and the wallet's history (issue 18): points earned on delivery, once; points to the
 * wallet at the rate from the minimum, with the reference's refusals; the balances always the sum of
 * their ledgers, even under 50 concurrent transfers; the gates.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { auth, lastCode, post, signUp, verifiedCustomer } from './auth-helpers';
import { call, KTM, open, seenAfterChange, testDatabase } from './harness';
import { eventReader } from './event-reader';
import { createOrderStore, orderBody, type OrderStore } from './order-store';

const OPS = { 'x-ops-token': 'loyalty-test-token' };
process.env.OPS_TOKEN = OPS['x-ops-token'];

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Loyalty');
});
afterAll(() => store.remove());

async function customer() {
  const { token } = await verifiedCustomer();
  const headers = { ...KTM, ...auth(token) };
  const info = await call('customer/info', { headers });
  return { token, headers, id: info.body.id as number };
}

/** points given the way the seed gives them: the balance and its ledger row together */
async function grant(userId: number, points: number) {
  const { db } = await testDatabase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.customers)
      .set({ loyaltyPoint: sql`${s.customers.loyaltyPoint} + ${points}` })
      .where(eq(s.customers.id, userId))
      .returning({ balance: s.customers.loyaltyPoint });
    await tx.insert(s.loyaltyPointTransactions).values({ userId, transactionId: `grant-${userId}-${points}`, credit: points, balance: row.balance, transactionType: 'admin', reference: 'test' });
  });
}

async function ledgers(userId: number) {
  const { db } = await testDatabase();
  const [c] = await db.select({ points: s.customers.loyaltyPoint, wallet: s.customers.walletBalance }).from(s.customers).where(eq(s.customers.id, userId));
  const [points] = await db
    .select({ sum: sql<number>`coalesce(sum(credit - debit), 0)`.mapWith(Number) })
    .from(s.loyaltyPointTransactions)
    .where(eq(s.loyaltyPointTransactions.userId, userId));
  const [wallet] = await db
    .select({ sum: sql<number>`coalesce(sum(credit + admin_bonus - debit), 0)`.mapWith(Number) })
    .from(s.walletTransactions)
    .where(eq(s.walletTransactions.userId, userId));
  return { points: c.points, pointsLedger: points.sum, wallet: c.wallet, walletLedger: wallet.sum };
}

const transfer = (headers: Record<string, string>, point: unknown) => call('customer/loyalty-point/point-transfer', { method: 'POST', headers, body: { point } });

describe('loyalty points', () => {
  it('an order delivered just after a setting changed is delivered: the settings are read through its transaction (the embedded database once hung on it)', async () => {
    const { headers } = await customer();
    expect((await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 20, model: 'Item' } })).status).toBe(200);
    const placed = await call('customer/order/place', { method: 'POST', headers, body: orderBody(store.storeId) });
    expect(placed.status).toBe(200);
    const { db } = await testDatabase();
    let status = '';
    for (let i = 0; i < 8 && status !== 'delivered'; i++) {
      // a setting changed before each step: the kept settings are emptied, so the delivery must read them again
      await db.insert(s.businessSettings).values({ key: 'delivery_probe', value: String(i) }).onConflictDoUpdate({ target: s.businessSettings.key, set: { value: String(i) } });
      const step = call(`ops/orders/${placed.body.order_id}/advance`, { method: 'POST', headers: OPS });
      const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000).unref());
      const answer = await Promise.race([step, hung]);
      expect(answer === 'hung' ? 'hung' : answer.status).toBe(200);
      if (answer !== 'hung') status = answer.body.order_status;
    }
    expect(status).toBe('delivered');
    await db.delete(s.businessSettings).where(eq(s.businessSettings.key, 'delivery_probe'));
  });

  it('a delivered order earns int(order_amount × 5 / 100) points, once, with its ledger row', async () => {
    const { headers, id } = await customer();
    expect((await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 20, model: 'Item' } })).status).toBe(200);
    const placed = await call('customer/order/place', { method: 'POST', headers, body: orderBody(store.storeId) });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    for (let i = 0; i < 8; i++) {
      const r = await call(`ops/orders/${orderId}/advance`, { method: 'POST', headers: OPS });
      if (r.status !== 200 || r.body.order_status === 'delivered') break;
    }
    const order = await call(`ops/orders/${orderId}`, { headers: OPS });
    expect(order.body.order_status).toBe('delivered');
    const earned = Math.floor((Math.round(Number(order.body.order.order_amount) * 100) * 5) / 100 / 100);
    expect(earned).toBeGreaterThan(0);
    const history = await call('customer/loyalty-point/transactions?limit=10&offset=1', { headers });
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
    expect(history.body.data[0]).toMatchObject({ credit: earned, debit: 0, balance: earned, transaction_type: 'order_place', reference: String(orderId) });
    // the order is final: no second credit
    expect((await call(`ops/orders/${orderId}/advance`, { method: 'POST', headers: OPS })).status).toBe(403);
    const after = await ledgers(id);
    expect(after.points).toBe(earned);
    expect(after.pointsLedger).toBe(earned);
  });

  it('points go to the wallet at 10 a rupee from 100; fewer is 203, more than held is 403 insufficient_point', async () => {
    const { headers, id } = await customer();
    await grant(id, 250);
    const few = await transfer(headers, 50);
    expect(few.status).toBe(203);
    expect(few.body.errors[0]).toEqual({ code: 'point', message: 'Transfer at least 100 points.' });
    const many = await transfer(headers, 300);
    expect(many.status).toBe(403);
    expect(many.body.errors[0]).toEqual({ code: 'insufficient_point', message: 'You do not have enough points.' });
    expect((await transfer(headers, 'ten')).status).toBe(403);
    const done = await transfer(headers, 150);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Point to wallet transfer successfully.' });
    const info = await call('customer/info', { headers });
    expect(info.body).toMatchObject({ loyalty_point: 100, wallet_balance: 15 });
    const wallet = await call('customer/wallet/transactions?type=loyalty_point&limit=5&offset=1', { headers });
    expect(wallet.body.total_size).toBe(1);
    expect(wallet.body.data[0]).toMatchObject({ credit: 15, debit: 0, balance: 15, transaction_type: 'loyalty_point' });
    expect((await call('customer/wallet/transactions?type=add_fund', { headers })).body.total_size).toBe(0);
    expect((await call('customer/wallet/transactions?type=bogus', { headers })).status).toBe(403);
    // `all`, empty or absent: every type (issue 45.1)
    for (const q of ['?type=all', '?type=', '']) expect((await call(`customer/wallet/transactions${q}`, { headers })).body.total_size, q).toBe(1);
    const points = await call('customer/loyalty-point/transactions', { headers });
    expect(points.body.data[0]).toMatchObject({ credit: 0, debit: 150, balance: 100, transaction_type: 'point_to_wallet' });
    expect(await ledgers(id)).toEqual({ points: 100, pointsLedger: 100, wallet: 15, walletLedger: 15 });
  });

  it('50 concurrent transfers never take the points below zero, and both balances equal their ledgers', async () => {
    const { headers, id } = await customer();
    await grant(id, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(headers, 100)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(10);
    expect(statuses.filter((st) => st !== 200).every((st) => st === 403)).toBe(true);
    expect(await ledgers(id)).toEqual({ points: 0, pointsLedger: 0, wallet: 100, walletLedger: 100 });
  });

  it('needs a signed-in customer, and answers 404 while loyalty or the wallet is switched off', async () => {
    expect((await call('customer/loyalty-point/transactions', { headers: KTM })).status).toBe(401);
    expect((await transfer(KTM, 100)).status).toBe(401);
    const { headers } = await customer();
    const { db } = await testDatabase();
    const saved = await db
      .select()
      .from(s.businessSettings)
      .where(sql`${s.businessSettings.key} in ('loyalty_point_status', 'customer_wallet_status')`);
    const set = (key: string, value: unknown) => db.insert(s.businessSettings).values({ key, value }).onConflictDoUpdate({ target: s.businessSettings.key, set: { value } });
    try {
      await set('loyalty_point_status', 0);
      await set('customer_wallet_status', 0);
      await seenAfterChange(async () => {
        expect((await call('customer/loyalty-point/transactions', { headers })).status).toBe(404);
        expect((await transfer(headers, 100)).body.errors[0].message).toBe('Loyalty points are not available.');
        expect((await call('customer/wallet/transactions', { headers })).status).toBe(404);
      });
    } finally {
      for (const key of ['loyalty_point_status', 'customer_wallet_status']) {
        const row = saved.find((r) => r.key === key);
        if (row) await set(key, row.value);
        else await db.delete(s.businessSettings).where(eq(s.businessSettings.key, key));
      }
    }
    await seenAfterChange(async () => expect((await call('customer/loyalty-point/transactions', { headers })).status).toBe(200));
  });
});

/** advance an order to delivered */
async function deliver(orderId: number) {
  for (let i = 0; i < 8; i++) {
    const r = await call(`ops/orders/${orderId}/advance`, { method: 'POST', headers: OPS });
    if (r.status !== 200 || r.body.order_status === 'delivered') break;
  }
  expect((await call(`ops/orders/${orderId}`, { headers: OPS })).body.order_status).toBe('delivered');
}
/** 2 × the plain item, ordered with cash on delivery */
async function orderOf(headers: Record<string, string>) {
  expect((await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } })).status).toBe(200);
  const placed = await call('customer/order/place', { method: 'POST', headers, body: orderBody(store.storeId) });
  expect(placed.status).toBe(200);
  return placed.body.order_id as number;
}
/** a new customer signed up with `code` and verified, signed in */
async function referredFriend(code: string) {
  const { res, phone } = await signUp({ ref_code: code });
  expect(res.status).toBe(200);
  const verified = await post('auth/verify-phone', { phone, otp: await lastCode(phone), verification_type: 'phone', login_type: 'manual' });
  return { ...KTM, ...auth(verified.body.token as string) };
}

describe('referral', () => {
  it("the referrer earns once the friend is verified and an order of theirs is delivered, never at sign-up; once only (issue 43.5)", async () => {
    const referrer = await customer();
    const code = (await call('customer/info', { headers: referrer.headers })).body.ref_code as string;
    expect(code).toMatch(/\S+/);
    const referrerWallet = async () => (await call('customer/wallet/transactions?type=referrer', { headers: referrer.headers })).body;
    // sign-ups alone, with any phone, earn nothing
    const first = await signUp({ ref_code: code });
    expect(first.res.status).toBe(200);
    expect((await signUp({ ref_code: code })).res.status).toBe(200);
    expect((await referrerWallet()).total_size).toBe(0);
    // the friend proves the phone: the referral discount applies to the first order
    const verified = await post('auth/verify-phone', { phone: first.phone, otp: await lastCode(first.phone), verification_type: 'phone', login_type: 'manual' });
    const friend = { ...KTM, ...auth(verified.body.token as string) };
    expect((await call('customer/info', { headers: friend })).body.is_valid_for_discount).toBe(true);
    // an order delivered while the friend is not verified earns nothing
    const { db } = await testDatabase();
    const setVerified = (v: boolean) => db.update(s.customers).set({ isPhoneVerified: v, isEmailVerified: false }).where(eq(s.customers.phone, first.phone));
    await setVerified(false);
    await deliver(await orderOf(friend));
    expect((await referrerWallet()).total_size).toBe(0);
    await setVerified(true);
    const orderId = await orderOf(friend);
    expect((await referrerWallet()).total_size).toBe(0);
    // delivered: earned, and the referrer hears of it on their stream (the referral_code toast)
    const stream = await open('customer/order/events', referrer.headers);
    const events = eventReader(stream);
    await events.opened();
    await deliver(orderId);
    expect(await events.next()).toEqual({ event: 'notice', data: { id: expect.any(Number), type: 'referral_code', at: expect.any(String) } });
    await events.cancel();
    const wallet = await referrerWallet();
    expect(wallet.total_size).toBe(1);
    expect(wallet.data[0]).toMatchObject({ credit: 50, transaction_type: 'referrer' });
    // a second delivered order earns nothing more
    await deliver(await orderOf(friend));
    expect((await referrerWallet()).total_size).toBe(1);
    const after = await ledgers(referrer.id);
    expect(after.wallet).toBe(50);
    expect(after.walletLedger).toBe(50);
    // the same contact again is "already taken"; a bad code is 405
    const again = await post('auth/sign-up', { name: 'Maya Gurung', email: first.email, phone: first.phone, password: 'secret12', confirm_password: 'secret12', ref_code: code });
    expect(again.status).toBe(403);
    expect((await signUp({ ref_code: 'NOSUCHCODE' })).res.status).toBe(405);
  });

  it('the first-order discount is for a customer who signed up with a referral code only (issue 43.5)', async () => {
    const plain = await customer();
    expect((await call('customer/info', { headers: plain.headers })).body.is_valid_for_discount).toBe(false);
    const orderId = await orderOf(plain.headers);
    const { db } = await testDatabase();
    const [row] = await db.select({ refBonusAmount: s.orders.refBonusAmount }).from(s.orders).where(eq(s.orders.id, orderId));
    expect(row.refBonusAmount).toBe(0);
  });
});

describe('add fund', () => {
  const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
  const location = (res: { headers: Headers }) => new URL(res.headers.get('location')!);
  /** ask to add, choose at the sandbox gateway, and follow its signed callback */
  async function addAtSandbox(headers: Record<string, string>, amount: number, choice: 'pay' | 'fail') {
    const asked = await call('customer/wallet/add-fund', { method: 'POST', headers, body: { amount, payment_method: 'sandbox', callback: 'http://localhost/profile?page=wallet' } });
    expect(asked.status).toBe(200);
    const gateway = new URL(asked.body.redirect_link);
    const page = await call(gateway.pathname.replace('/api/v1/', ''));
    expect(String(page.body)).toContain('Wallet top-up');
    const decided = await call(gateway.pathname.replace('/api/v1/', ''), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: `outcome=${choice}` });
    const callback = location(decided);
    const path = `${callback.pathname.replace('/api/v1/', '')}${callback.search}`;
    return { back: await call(path), path };
  }

  it('paid at the gateway, the wallet is credited once with its ledger row; a replayed callback changes nothing; a failed payment adds nothing', async () => {
    const { headers, id } = await customer();
    const { back, path } = await addAtSandbox(headers, 250.5, 'pay');
    expect(back.status).toBe(303);
    expect(location(back).searchParams.get('flag')).toBe('success');
    expect(location(back).searchParams.has('order_id')).toBe(false);
    const replay = await call(path);
    expect(replay.status).toBe(409);
    const failed = await addAtSandbox(headers, 99, 'fail');
    expect(location(failed.back).searchParams.get('flag')).toBe('fail');
    const history = await call(`customer/wallet/transactions?${query({ type: 'add_fund' })}`, { headers });
    expect(history.body.total_size).toBe(1);
    expect(history.body.data[0]).toMatchObject({ credit: 250.5, transaction_type: 'add_fund' });
    expect(await ledgers(id)).toMatchObject({ wallet: 250.5, walletLedger: 250.5 });
  });

  it("the shop's running bonuses are listed, and the largest that applies is added with the top-up, on its ledger row", async () => {
    const { headers, id } = await customer();
    const bonuses = await call('customer/wallet/bonuses', { headers });
    expect(bonuses.status).toBe(200);
    // the seed's two running bonuses; the one whose dates are over is not offered
    expect(bonuses.body.map((b: { title: string }) => b.title)).toEqual(['Top-up bonus', 'Big top-up']);
    expect(bonuses.body[0]).toMatchObject({ bonus_type: 'percentage', bonus_amount: 5, minimum_add_amount: 2000, maximum_bonus_amount: 200, status: 1 });
    // 5% of 2345.67, down to the paisa
    await addAtSandbox(headers, 2345.67, 'pay');
    // below every minimum: no bonus
    await addAtSandbox(headers, 150, 'pay');
    const history = await call(`customer/wallet/transactions?${query({ type: 'add_fund' })}`, { headers });
    expect(history.body.data.map((r: { credit: number; admin_bonus: number }) => [r.credit, r.admin_bonus])).toEqual([
      [150, 0],
      [2345.67, 117.28],
    ]);
    expect(await ledgers(id)).toEqual({ points: 0, pointsLedger: 0, wallet: 2612.95, walletLedger: 2612.95 });
    expect((await call('customer/wallet/bonuses', { headers: KTM })).status).toBe(401);
  });

  it('refuses a bad amount, a foreign callback, a guest, and a switched-off add fund', async () => {
    const { headers } = await customer();
    const add = (body: Record<string, unknown>, h: Record<string, string> = headers) => call('customer/wallet/add-fund', { method: 'POST', headers: h, body });
    expect((await add({ amount: 0 })).status).toBe(403);
    expect((await add({ amount: 'lots' })).status).toBe(403);
    expect((await add({ amount: 10.005 })).status).toBe(403);
    expect((await add({ amount: 500000 })).status).toBe(403);
    expect((await add({ amount: 10, callback: 'https://evil.example/steal' })).body.errors[0].code).toBe('callback');
    expect((await add({ amount: 10 }, KTM)).status).toBe(401);
    const { db } = await testDatabase();
    const [saved] = await db.select().from(s.businessSettings).where(eq(s.businessSettings.key, 'add_fund_status'));
    const set = (value: unknown) => db.insert(s.businessSettings).values({ key: 'add_fund_status', value }).onConflictDoUpdate({ target: s.businessSettings.key, set: { value } });
    try {
      await set(0);
      await seenAfterChange(async () => expect((await add({ amount: 10 })).body.errors[0]).toEqual({ code: 'add_fund', message: 'Adding money to the wallet is not available.' }));
    } finally {
      if (saved) await set(saved.value);
      else await db.delete(s.businessSettings).where(eq(s.businessSettings.key, 'add_fund_status'));
    }
  });
});

describe('notifications', () => {
  it("an order's statuses and a referral earned are told, newest first, in the reader's language; marking read", async () => {
    const referrer = await customer();
    const code = (await call('customer/info', { headers: referrer.headers })).body.ref_code as string;
    await deliver(await orderOf(await referredFriend(code)));
    const orderId = await orderOf(referrer.headers);
    expect((await call(`ops/orders/${orderId}/advance`, { method: 'POST', headers: OPS })).status).toBe(200);
    const list = await call('customer/notifications', { headers: referrer.headers });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ type: 'order_status', title: `Order #${orderId}`, description: 'Your order is now confirmed.', is_read: false, data: { order_id: orderId, status: 'confirmed' } });
    expect(list.body[1]).toMatchObject({ type: 'referral_code', title: 'Referral earning', description: 'A friend you referred got their first order: Rs 50.00 was added to your wallet.', is_read: false });
    const nepali = await call('customer/notifications', { headers: { ...referrer.headers, 'X-localization': 'ne' } });
    expect(nepali.body[1].title).toBe('रेफरल आम्दानी');
    const one = await call('customer/notifications/read', { method: 'POST', headers: referrer.headers, body: { id: [list.body[1].id] } });
    expect(one.body.count).toBe(1);
    expect((await call('customer/notifications', { headers: referrer.headers })).body.map((n: { is_read: boolean }) => n.is_read)).toEqual([false, true]);
    expect((await call('customer/notifications/read', { method: 'POST', headers: referrer.headers, body: {} })).body.count).toBe(1);
    // another customer sees none of it, and cannot mark it
    const other = await customer();
    expect((await call('customer/notifications', { headers: other.headers })).body).toEqual([]);
    expect((await call('customer/notifications/read', { method: 'POST', headers: other.headers, body: { id: [list.body[0].id] } })).body.count).toBe(0);
    expect((await call('customer/notifications', { headers: KTM })).status).toBe(401);
  });
});
