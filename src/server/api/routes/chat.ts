/** Chat with stores and delivery men (issue 18; reference §3.3 message/*), for signed-in customers. */
import { z } from 'zod';
import { refusal } from '../../core/errors';
import { conversationPage, conversationsOf, sendMessage, type ChatParty } from '../../services/chat';
import { CHAT_MESSAGE_MAX } from '../../../lib/constants';
import { requireCustomer } from '../auth-guard';
import { numeric, pageFields, qInt } from '../context';
import { imageList } from '../image-field';
import { conversationAnswer, conversationsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { conversationPageWire, conversationWire } from '../wire/chat';
import { pagedWire } from '../wire/paged';

const id = () => qInt(1).optional();
const PARTIES = ['vendor', 'delivery_man'] as const satisfies readonly ChatParty[];
const party = { receiver_type: z.enum(PARTIES, { error: 'api.field_invalid' }).optional(), receiver_id: id() };

const listQuery = z.object(pageFields);
const searchQuery = z.object({ ...pageFields, name: z.string().trim().max(100).optional().meta({ description: "part of the store's or delivery man's name" }) });
const detailsQuery = z.object({ ...pageFields, conversation_id: id(), ...party });
const sendBody = z.object({
  message: z.string().trim().max(CHAT_MESSAGE_MAX, 'api.field_invalid').optional().nullable(),
  conversation_id: id(),
  ...party,
  order_id: numeric(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional().nullable(),
  'image[]': z
    .unknown()
    .optional()
    .meta({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'up to 3 images (jpg, png, jpeg or gif), at most 2 MB each' }),
});

/** the conversation a request names: its id, or its party */
function named(q: { conversation_id?: number; receiver_type?: ChatParty; receiver_id?: number }) {
  if (q.conversation_id) return { conversationId: q.conversation_id };
  if (q.receiver_type && q.receiver_id) return { party: { type: q.receiver_type, id: q.receiver_id } };
  return null;
}

export function registerChatRoutes(app: Router) {
  const api = documented(app, 'Chat');
  api.get(
    '/customer/message/list',
    { answer: conversationsAnswer, summary: "The customer's conversations, the latest first, with unread_message_count and last_message", query: listQuery, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      return pagedWire(await conversationsOf(ctx, customer.id, input.query()), 'conversations', (v) => conversationWire(v, ctx.origin));
    },
  );
  api.get(
    '/customer/message/search-list',
    { answer: conversationsAnswer, summary: "The customer's conversations whose store or delivery man's name holds `name`", query: searchQuery, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      return pagedWire(await conversationsOf(ctx, customer.id, input.query()), 'conversations', (v) => conversationWire(v, ctx.origin));
    },
  );
  api.get(
    '/customer/message/details',
    {
      answer: conversationAnswer, summary:
        "A conversation (by conversation_id, or by receiver_type and receiver_id): its messages, newest first, the conversation (null before the first message) and the receiver; the other side's messages are marked seen",
      query: detailsQuery,
      needs: ['customer'],
    },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const q = input.query();
      const which = named(q);
      if (!which) throw refusal(403, 'conversation_id', 'field_required', { field: 'conversation_id' });
      return conversationPageWire(await conversationPage(ctx, customer.id, which, q), customer.id, ctx.origin);
    },
  );
  api.post(
    '/customer/message/send',
    {
      answer: conversationAnswer, summary:
        "Write to a conversation (conversation_id) or to a store or delivery man (receiver_type, receiver_id): a message and/or up to 3 images (multipart). Answers the conversation's first page, as details",
      body: sendBody,
      multipart: true,
      needs: ['customer'],
    },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const raw = await input.rawBody();
      const b = await input.body();
      const which = named(b);
      if (!which) throw refusal(403, 'receiver_id', 'field_required', { field: 'receiver_id' });
      const images = await imageList(raw, ['image[]', 'image'], 'image');
      const conversationId = await sendMessage(ctx, customer.id, which, { text: b.message || null, images, orderId: b.order_id ?? null });
      return conversationPageWire(await conversationPage(ctx, customer.id, { conversationId }, {}), customer.id, ctx.origin);
    },
  );
}
