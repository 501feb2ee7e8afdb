/**
 * Web Push (issue 18): without the operator's VAPID keys every push stays in the outbox (the
 * embedded default); with them a browser's subscription is kept and the dispatcher sends each push
 * once, encrypted for that browser and signed with the shop's key, to its push service (here a local
 * one); a subscription its service says is gone (410) is forgotten.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { and, desc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../../src/server/db/schema';
import { drainPushOutbox } from '../../src/server/adapters/messaging/push';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, KTM, testDatabase } from './harness';
import { createOrderStore, orderBody, type OrderStore } from './order-store';

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer };

const OPS = { 'x-ops-token': 'push-test-token' };
process.env.OPS_TOKEN = OPS['x-ops-token'];

let store: OrderStore;
/** the push service: what it was sent, and what it answers */
const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
let answer = 201;
let service: Server;
let serviceUrl = '';
beforeAll(async () => {
  store = await createOrderStore('Push');
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await store.remove();
  await new Promise((resolve) => service.close(resolve));
});
afterEach(() => {
  vi.unstubAllEnvs();
  received.length = 0;
  answer = 201;
});

async function customer() {
  const { token } = await verifiedCustomer();
  const headers = { ...KTM, ...auth(token) };
  return { headers, id: (await call('customer/info', { headers })).body.id as number };
}

async function confirmedOrder(headers: Record<string, string>) {
  expect((await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } })).status).toBe(200);
  const placed = await call('customer/order/place', { method: 'POST', headers, body: orderBody(store.storeId) });
  expect(placed.status).toBe(200);
  const id = placed.body.order_id as number;
  expect((await call(`ops/orders/${id}/advance`, { method: 'POST', headers: OPS })).status).toBe(200);
  return id;
}

async function pushesTo(customerId: number) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.channel, 'push'), eq(s.outbox.recipient, `customer:${customerId}`)))
    .orderBy(desc(s.outbox.id));
}

/** a browser's keys, as PushSubscription.toJSON() gives them */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = randomBytes(16).toString('base64url');
  return { ecdh, secret, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: secret } };
}

describe('web push', () => {
  it('without keys: no public key, no subscription, and every push is kept in the outbox', async () => {
    expect((await call('customer/web-push/key')).body).toEqual({ public_key: null });
    const me = await customer();
    const refused = await call('customer/web-push/subscribe', { method: 'POST', headers: me.headers, body: { endpoint: `${serviceUrl}/push/none`, keys: browser().keys } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({ code: 'web_push', message: 'Push notifications are not set up on this shop.' });
    const orderId = await confirmedOrder(me.headers);
    const [push] = await pushesTo(me.id);
    expect(push).toMatchObject({ provider: 'outbox', subject: `Order #${orderId}`, sentAt: expect.any(Date) });
    expect(JSON.parse(push.body)).toEqual({ type: 'order_status', title: `Order #${orderId}`, body: 'Your order is now confirmed.', order_id: orderId });
  });

  it("with keys: the browser's subscription gets each push once, encrypted for it and signed by the shop; a gone one is forgotten", async () => {
    const vapid = webpush.generateVAPIDKeys();
    vi.stubEnv('WEB_PUSH_PUBLIC_KEY', vapid.publicKey);
    vi.stubEnv('WEB_PUSH_PRIVATE_KEY', vapid.privateKey);
    vi.stubEnv('WEB_PUSH_SUBJECT', 'mailto:ops@example.com');
    expect((await call('customer/web-push/key')).body).toEqual({ public_key: vapid.publicKey });
    const me = await customer();
    const phone = browser();
    const subscribe = (endpoint: string, keys = phone.keys) => call('customer/web-push/subscribe', { method: 'POST', headers: me.headers, body: { endpoint, keys } });
    expect((await subscribe(`${serviceUrl}/push/phone`)).body).toEqual({ message: 'Notifications are on for this browser.' });
    expect((await subscribe('not a url')).status).toBe(403);
    expect((await subscribe(`${serviceUrl}/push/x`, { p256dh: 'short', auth: phone.secret })).status).toBe(403);
    expect((await call('customer/web-push/subscribe', { method: 'POST', headers: KTM, body: { endpoint: `${serviceUrl}/push/x`, keys: phone.keys } })).status).toBe(401);

    const orderId = await confirmedOrder(me.headers);
    const { db } = await testDatabase();
    const [waiting] = await pushesTo(me.id);
    expect(waiting).toMatchObject({ provider: 'web-push', sentAt: null });
    expect(await drainPushOutbox(db)).toBeGreaterThanOrEqual(1);
    const mine = received.filter((r) => r.path === '/push/phone');
    expect(mine).toHaveLength(1);
    expect(mine[0].headers['content-encoding']).toBe('aes128gcm');
    expect(mine[0].headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    const payload = JSON.parse(ece.decrypt(mine[0].body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.secret }).toString('utf8'));
    expect(payload).toEqual({ type: 'order_status', title: `Order #${orderId}`, body: 'Your order is now confirmed.', order_id: orderId });
    // sent once: a second drain has nothing for it
    await drainPushOutbox(db);
    expect(received.filter((r) => r.path === '/push/phone')).toHaveLength(1);
    expect((await pushesTo(me.id))[0].sentAt).toEqual(expect.any(Date));

    // the push service says the browser is gone: the subscription is forgotten
    answer = 410;
    expect((await call(`ops/orders/${orderId}/advance`, { method: 'POST', headers: OPS })).status).toBe(200);
    await drainPushOutbox(db);
    expect(await db.select().from(s.pushSubscriptions).where(eq(s.pushSubscriptions.customerId, me.id))).toEqual([]);

    // unsubscribing forgets it too
    answer = 201;
    await subscribe(`${serviceUrl}/push/laptop`, browser().keys);
    expect((await call('customer/web-push/unsubscribe', { method: 'POST', headers: me.headers, body: { endpoint: `${serviceUrl}/push/laptop` } })).status).toBe(200);
    expect(await db.select().from(s.pushSubscriptions).where(eq(s.pushSubscriptions.customerId, me.id))).toEqual([]);
  });
});
