/**
 * Chat (issue 18; reference §3.3 message/*): a customer writes to a store or to the delivery man of
 * their order, with up to 3 images checked by their bytes; the operator answers as the party and the
 * customer hears of it on their event stream; a customer sees only their own conversations; reading
 * marks the party's messages seen; search by the party's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, verifiedCustomer } from './auth-helpers';
import { call, KTM, open } from './harness';
import { createOrderStore, newGuest, orderBody, type OrderStore } from './order-store';
import { eventReader } from './event-reader';

const OPS = { 'x-ops-token': 'chat-test-token' };
process.env.OPS_TOKEN = OPS['x-ops-token'];

let store: OrderStore;
beforeAll(async () => {
  store = await createOrderStore('Chat');
});
afterAll(() => store.remove());

async function customer() {
  const { token } = await verifiedCustomer();
  const headers = { ...KTM, ...auth(token) };
  const info = await call('customer/info', { headers });
  return { headers, id: info.body.id as number };
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** message/send as the browser sends it: multipart */
function send(headers: Record<string, string>, fields: Record<string, string>, images: Uint8Array[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  images.forEach((bytes, i) => f.append('image[]', new Blob([bytes as BlobPart], { type: 'image/png' }), `p${i}.png`));
  const { 'content-type': _json, ...rest } = headers;
  return call('customer/message/send', { method: 'POST', headers: rest, raw: f });
}

async function orderWithDeliveryMan(headers: Record<string, string>, dm: number) {
  expect((await call('customer/cart/add', { method: 'POST', headers, body: { item_id: store.plainItem, quantity: 2, model: 'Item' } })).status).toBe(200);
  const placed = await call('customer/order/place', { method: 'POST', headers, body: orderBody(store.storeId) });
  expect(placed.status).toBe(200);
  const id = placed.body.order_id as number;
  expect((await call(`ops/orders/${id}/advance`, { method: 'POST', headers: OPS })).status).toBe(200);
  expect((await call(`ops/orders/${id}/assign-dm`, { method: 'POST', headers: OPS, body: { delivery_man_id: dm } })).status).toBe(200);
  return id;
}

describe('chat', () => {
  it('a message and images to a store make a conversation; the list, details and search show it, and only to its customer', async () => {
    const me = await customer();
    const first = await send(me.headers, { receiver_type: 'vendor', receiver_id: String(store.storeId), message: 'Do you have brown rice?' }, [png, png]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      total_size: 1,
      status: true,
      conversation: { sender_type: 'customer', sender_id: me.id, receiver_type: 'vendor', receiver_id: store.storeId },
      receiver: { f_name: 'Chat Mart' },
    });
    const message = first.body.messages[0];
    expect(message).toMatchObject({ sender_type: 'customer', sender_id: me.id, message: 'Do you have brown rice?', is_seen: 0 });
    expect(message.file_full_url).toHaveLength(2);
    expect(message.file_full_url[0]).toMatch(/\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const conversationId = first.body.conversation.id as number;
    // the same party again: the same conversation
    const second = await send(me.headers, { receiver_type: 'vendor', receiver_id: String(store.storeId), message: 'And red lentils?' });
    expect(second.body.conversation.id).toBe(conversationId);
    expect(second.body.messages.map((m: { message: string }) => m.message)).toEqual(['And red lentils?', 'Do you have brown rice?']);

    const list = await call('customer/message/list?limit=10&offset=1', { headers: me.headers });
    expect(list.body).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
    expect(list.body.conversations[0]).toMatchObject({ id: conversationId, unread_message_count: 0, last_message: { message: 'And red lentils?' }, receiver: { f_name: 'Chat Mart' } });
    expect((await call('customer/message/search-list?name=chat%20m&limit=10&offset=1', { headers: me.headers })).body.total_size).toBe(1);
    expect((await call('customer/message/search-list?name=nobody&limit=10&offset=1', { headers: me.headers })).body).toMatchObject({ total_size: 0, conversations: [] });
    // the party's conversation, named by the party: the same
    const byParty = await call(`customer/message/details?receiver_type=vendor&receiver_id=${store.storeId}&limit=20&offset=1`, { headers: me.headers });
    expect(byParty.body).toMatchObject({ total_size: 2, conversation: { id: conversationId } });

    // another customer sees none of it, and cannot write into it
    const other = await customer();
    expect((await call('customer/message/list?limit=10&offset=1', { headers: other.headers })).body.total_size).toBe(0);
    const peek = await call(`customer/message/details?conversation_id=${conversationId}&limit=20&offset=1`, { headers: other.headers });
    expect(peek.status).toBe(404);
    expect(peek.body.errors[0]).toEqual({ code: 'conversation_id', message: 'Conversation not found.' });
    expect((await send(other.headers, { conversation_id: String(conversationId), message: 'hi' })).status).toBe(404);
    // guests cannot chat
    const g = await newGuest();
    expect((await call(`customer/message/list?guest_id=${g}`, { headers: KTM })).status).toBe(401);
  });

  it('refuses an empty message, a fourth image, a file that is not an image, and a store that does not exist', async () => {
    const me = await customer();
    const to = { receiver_type: 'vendor', receiver_id: String(store.storeId) };
    const empty = await send(me.headers, { ...to, message: '   ' });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0]).toEqual({ code: 'message', message: 'Write a message or add an image.' });
    const many = await send(me.headers, { ...to, message: 'four' }, [png, png, png, png]);
    expect(many.status).toBe(403);
    expect(many.body.errors[0]).toEqual({ code: 'image', message: 'Maximum 3 images can be send at a time.' });
    const fake = await send(me.headers, { ...to, message: 'not a picture' }, [new TextEncoder().encode('GIF? no, a script')]);
    expect(fake.status).toBe(403);
    expect((await send(me.headers, { receiver_type: 'vendor', receiver_id: '999999', message: 'hello?' })).status).toBe(404);
    expect((await send(me.headers, { receiver_type: 'admin', receiver_id: '1', message: 'hello?' })).status).toBe(403);
    expect((await send(me.headers, { message: 'to nobody' })).status).toBe(403);
    // nothing of it was kept
    expect((await call('customer/message/list', { headers: me.headers })).body.total_size).toBe(0);
  });

  it("a delivery man only of one's own order; his answer arrives on the customer's stream and is unread until read", async () => {
    const me = await customer();
    // not (yet) carrying any of this customer's orders
    const early = await send(me.headers, { receiver_type: 'delivery_man', receiver_id: '2', message: 'Hello?' });
    expect(early.status).toBe(403);
    expect(early.body.errors[0]).toEqual({ code: 'receiver_id', message: 'You can write only to the delivery man of one of your orders.' });
    const orderId = await orderWithDeliveryMan(me.headers, 2);
    const sent = await send(me.headers, { receiver_type: 'delivery_man', receiver_id: '2', order_id: String(orderId), message: 'Please ring the bell' });
    expect(sent.status).toBe(200);
    expect(sent.body.messages[0]).toMatchObject({ order_id: orderId, sender_type: 'customer' });
    const conversationId = sent.body.conversation.id as number;

    // the customer's stream is open even with the order followed: the answer comes as `message`
    const res = await open('customer/order/events', me.headers);
    expect(res.status).toBe(200);
    const events = eventReader(res);
    await events.opened();
    const reply = await call(`ops/conversations/${conversationId}/reply`, { method: 'POST', headers: OPS, body: { message: 'On my way!' } });
    expect(reply.status).toBe(200);
    expect(reply.body.messages.map((m: { sender_type: string; message: string }) => [m.sender_type, m.message])).toEqual([
      ['customer', 'Please ring the bell'],
      ['delivery_man', 'On my way!'],
    ]);
    // the party has read what the customer wrote
    expect(reply.body.messages[0].is_seen).toBe(1);
    expect(await events.next()).toEqual({ event: 'message', data: { conversation_id: conversationId, sender_type: 'delivery_man', at: expect.any(String) } });
    await events.cancel();

    const unread = await call('customer/message/list', { headers: me.headers });
    expect(unread.body.conversations[0]).toMatchObject({ id: conversationId, unread_message_count: 1, last_message: { message: 'On my way!', sender_type: 'delivery_man', sender_id: 2 } });
    const read = await call(`customer/message/details?conversation_id=${conversationId}`, { headers: me.headers });
    expect(read.body.messages[0]).toMatchObject({ message: 'On my way!', is_seen: 1 });
    expect((await call('customer/message/list', { headers: me.headers })).body.conversations[0].unread_message_count).toBe(0);
    // the operator's door is the operator's
    expect((await call(`ops/conversations/${conversationId}/reply`, { method: 'POST', body: { message: 'x' } })).status).toBe(401);
  });

  it('a signed-in customer with nothing running still follows their messages; a guest with nothing running gets 204', async () => {
    const me = await customer();
    const res = await open('customer/order/events', me.headers);
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect((await open(`customer/order/events?guest_id=${await newGuest()}`, KTM)).status).toBe(204);
  });

  it('pages the messages, the newest first', async () => {
    const me = await customer();
    const to = { receiver_type: 'vendor', receiver_id: String(store.storeId) };
    for (let i = 1; i <= 23; i++) expect((await send(me.headers, { ...to, message: `line ${i}` })).status).toBe(200);
    const first = await call(`customer/message/details?receiver_type=vendor&receiver_id=${store.storeId}&limit=20&offset=1`, { headers: me.headers });
    expect(first.body).toMatchObject({ total_size: 23, limit: '20', offset: '1' });
    expect(first.body.messages[0].message).toBe('line 23');
    const second = await call(`customer/message/details?receiver_type=vendor&receiver_id=${store.storeId}&limit=20&offset=2`, { headers: me.headers });
    expect(second.body.messages.map((m: { message: string }) => m.message)).toEqual(['line 3', 'line 2', 'line 1']);
  });
});
