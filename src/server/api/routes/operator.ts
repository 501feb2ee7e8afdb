/**
 * The operator's door (`npm run ops`): move an order along, assign and move its delivery man,
 * cancel it or settle its refund; rename a store or switch it off; read the customers' conversations
 * and answer as the store or delivery man; take a backup; read the outbox. Every change goes through the order services and is told to the
 * order's event streams. Needs the X-Ops-Token header (src/server/core/ops-token.ts); browsers of
 * other origins cannot send it (it is not an allowed CORS header).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_ID } from '../../core/context';
import { refusal } from '../../core/errors';
import { isOpsToken } from '../../core/ops-token';
import { advanceOrder, assignDeliveryMan, deliveryManOf, moveDeliveryMan, setOrderStatus, type OrderStatus } from '../../services/orders/operations';
import { anyOrder } from '../../services/orders/read';
import { updateStore } from '../../services/catalogue/stores';
import { updateItem } from '../../services/catalogue/items';
import { numeric, requiredOrInvalid, type Env } from '../context';
import { opsOutboxAnswer, opsConversationAnswer, opsConversationsAnswer, opsDeliveryManAnswer, opsItemAnswer, opsOrderAnswer, opsStoreAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { orderWire } from '../wire/order';
import { conversationForOperator, latestConversations, replyAsParty } from '../../services/chat';
import { conversationWire, messageWire } from '../wire/chat';
import { CHAT_MESSAGE_MAX } from '../../../lib/constants';
import { ORDER_STATUSES } from '../../../lib/order-status';
import { backupDatabase } from '../../services/backup';
import { recentOutbox } from '../../adapters/messaging';

/** what the operator may set: every status but those only the shopper's own steps reach (a failed payment, a refund asked) */
const STATUSES = ORDER_STATUSES.filter((st) => st !== 'failed' && st !== 'refund_requested') as [OrderStatus, ...OrderStatus[]];

export function requireOperator(c: Context<Env>) {
  if (!isOpsToken(c.req.header('x-ops-token'))) throw refusal(401, 'ops', 'ops_unauthorized');
}

const orderIdOf = (c: Context<Env>) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) throw refusal(404, 'order', 'order_not_found');
  return id;
};

/** an id from the path; anything else is 0, which no row has (the service answers its 404) */
const idParam = (c: Context<Env>) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
};

const position = { lat: numeric(z.number({ error: requiredOrInvalid }).min(-90).max(90)), lng: numeric(z.number({ error: requiredOrInvalid }).min(-180).max(180)) };

export function registerOperatorRoutes(app: Router) {
  const api = documented(app, 'Operator');
  const answer = async (ctx: Parameters<Parameters<typeof api.get>[2]>[0], id: number) => {
    const r = await anyOrder(ctx, id);
    return { order_id: r.order.id, order_status: r.order.orderStatus, payment_status: r.order.paymentStatus, delivery_man_id: r.order.deliveryManId, order: orderWire(r, ctx.origin) };
  };

  api.get('/ops/orders/:id', { answer: opsOrderAnswer, summary: 'An order as the operator sees it (X-Ops-Token)' }, async (ctx, c) => {
    requireOperator(c);
    return answer(ctx, orderIdOf(c));
  });
  api.post('/ops/orders/:id/advance', { answer: opsOrderAnswer, summary: 'Move an order one step along its flow (X-Ops-Token)' }, async (ctx, c) => {
    requireOperator(c);
    const id = orderIdOf(c);
    await advanceOrder(ctx, id);
    return answer(ctx, id);
  });
  const statusBody = z.object({ status: z.enum(STATUSES, { error: 'api.field_invalid' }), note: z.string().trim().max(255).optional() });
  api.post('/ops/orders/:id/status', { answer: opsOrderAnswer, summary: 'Set a status: forward along the flow, canceled, or a refund outcome (X-Ops-Token)', body: statusBody }, async (ctx, c, input) => {
    requireOperator(c);
    const id = orderIdOf(c);
    const b = await input.body();
    await setOrderStatus(ctx, id, b.status, b.note ?? null);
    return answer(ctx, id);
  });
  const assignBody = z.object({ delivery_man_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)) });
  api.post('/ops/orders/:id/assign-dm', { answer: opsOrderAnswer, summary: 'Give the order to a delivery man (X-Ops-Token)', body: assignBody }, async (ctx, c, input) => {
    requireOperator(c);
    const id = orderIdOf(c);
    await assignDeliveryMan(ctx, id, (await input.body()).delivery_man_id);
    return answer(ctx, id);
  });
  const positionBody = z.object(position);
  api.post('/ops/orders/:id/dm-location', { answer: opsOrderAnswer, summary: "Move the order's delivery man (X-Ops-Token)", body: positionBody }, async (ctx, c, input) => {
    requireOperator(c);
    const id = orderIdOf(c);
    const b = await input.body();
    await moveDeliveryMan(ctx, await deliveryManOf(ctx, id), b.lat, b.lng);
    return answer(ctx, id);
  });
  api.post('/ops/delivery-men/:id/location', { answer: opsDeliveryManAnswer, summary: 'Move a delivery man; every running order he carries hears of it (X-Ops-Token)', body: positionBody }, async (ctx, c, input) => {
    requireOperator(c);
    const man = Number(c.req.param('id'));
    const b = await input.body();
    const orders = await moveDeliveryMan(ctx, Number.isSafeInteger(man) ? man : 0, b.lat, b.lng);
    return { delivery_man_id: man, orders };
  });

  const clockTime = z.string({ error: requiredOrInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'api.field_invalid');
  const storeBody = z.object({
    name: z.string().trim().min(1, 'api.field_invalid').max(191).optional(),
    active: numeric(z.number().int().min(0, 'api.field_invalid').max(1, 'api.field_invalid')).optional(),
    /** the whole week's opening hours; a day left out is closed */
    schedules: z
      .array(z.object({ day: z.number().int().min(0, 'api.field_invalid').max(6, 'api.field_invalid'), opening_time: clockTime, closing_time: clockTime }))
      .max(50, 'api.field_invalid')
      .optional(),
  });
  api.post('/ops/stores/:id', { answer: opsStoreAnswer, summary: "Rename a store, switch it on (1) or off (0), or set its week's opening hours (X-Ops-Token); pages show it on the next request", body: storeBody }, async (ctx, c, input) => {
    requireOperator(c);
    const b = await input.body();
    // times are kept as HH:MM:SS
    const full = (time: string) => (time.length === 5 ? `${time}:00` : time);
    const hours = b.schedules?.map((h) => ({ day: h.day, openingTime: full(h.opening_time), closingTime: full(h.closing_time) }));
    const row = await updateStore(ctx, idParam(c), { name: b.name, active: b.active === undefined ? undefined : b.active === 1, hours });
    return { id: row.id, name: row.name, active: row.active ? 1 : 0 };
  });

  const itemBody = z
    .object({
      stock: numeric(z.number({ error: requiredOrInvalid }).int('api.field_invalid').min(0, 'api.field_invalid').max(1_000_000, 'api.field_invalid')).optional(),
      price: numeric(z.number({ error: requiredOrInvalid }).min(0, 'api.field_invalid').max(10_000_000, 'api.field_invalid')).optional(),
    })
    .refine((b) => b.stock !== undefined || b.price !== undefined, { message: 'api.field_invalid', path: ['stock'] });
  api.post('/ops/items/:id', { answer: opsItemAnswer, summary: "Set an item's stock or price (X-Ops-Token): stock 0 sells it out; its page, the lists and the cart read it afresh", body: itemBody }, async (ctx, c, input) => {
    requireOperator(c);
    const { stock, price } = await input.body();
    return updateItem(ctx, idParam(c), { stock, price: price === undefined ? undefined : Math.round(price * 100) / 100 });
  });

  const conversationAnswer = async (ctx: Parameters<Parameters<typeof api.get>[2]>[0], id: number) => {
    const { view, messages } = await conversationForOperator(ctx, id);
    return { conversation: conversationWire(view, ctx.origin), messages: messages.map((m) => messageWire(m, view.conversation, ctx.origin)) };
  };
  api.get('/ops/backup', { answerType: 'application/gzip', summary: 'A consistent backup of the embedded database, taken while the shop serves (X-Ops-Token; `npm run ops -- backup <file>`). On PostgreSQL: 409, use pg_dump' }, async (_ctx, c) => {
    requireOperator(c);
    const backup = await backupDatabase();
    return new Response(backup.stream(), { headers: { 'content-type': 'application/gzip', 'content-length': String(backup.size), 'cache-control': 'no-store', 'content-disposition': 'attachment; filename="storefront-backup.tar.gz"' } });
  });
  api.get('/ops/outbox', { answer: opsOutboxAnswer, summary: "The newest 20 messages the outbox holds for a recipient: what an SMS or email said, codes included, which the log never shows (X-Ops-Token)", query: z.object({ recipient: z.string().trim().min(3).max(255) }) }, async (ctx, c, input) => {
    requireOperator(c);
    const rows = await recentOutbox(ctx.db, input.query().recipient);
    return rows.map((m) => ({ id: m.id, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body, provider: m.provider, sent_at: m.sentAt?.toISOString() ?? null, error: m.error, created_at: m.createdAt.toISOString() }));
  });

  api.get('/ops/conversations', { answer: opsConversationsAnswer, summary: 'The conversations lately written in, newest first (X-Ops-Token)' }, async (ctx, c) => {
    requireOperator(c);
    return { conversations: (await latestConversations(ctx)).map((v) => conversationWire(v, ctx.origin)) };
  });
  api.get('/ops/conversations/:id', { answer: opsConversationAnswer, summary: 'A conversation and its last 10 messages, oldest first (X-Ops-Token)' }, async (ctx, c) => {
    requireOperator(c);
    return conversationAnswer(ctx, idParam(c));
  });
  const replyBody = z.object({ message: z.string({ error: requiredOrInvalid }).trim().min(1, 'api.field_required').max(CHAT_MESSAGE_MAX, 'api.field_invalid') });
  api.post(
    '/ops/conversations/:id/reply',
    { answer: opsConversationAnswer, summary: "Answer in a conversation as its store or delivery man (X-Ops-Token); the customer hears of it on their event stream", body: replyBody },
    async (ctx, c, input) => {
      requireOperator(c);
      const id = idParam(c);
      await replyAsParty(ctx, id, (await input.body()).message);
      return conversationAnswer(ctx, id);
    },
  );
}
