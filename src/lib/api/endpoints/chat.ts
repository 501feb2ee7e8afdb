/** Chat with stores and delivery men (issue 18; message/*): the inbox's conversations, one conversation's messages, and writing. */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { PAGE_SIZE } from '../../constants';
import { flag, yes } from './wire-fields';

export type ChatParty = 'vendor' | 'delivery_man';

export interface ChatPartyProfile {
  id: number;
  type: ChatParty;
  name: string;
  image: string | null;
}

export interface ChatMessage {
  id: number;
  /** written by the shopper (else by the store or delivery man) */
  mine: boolean;
  text: string | null;
  images: string[];
  /** the other side has seen it */
  seen: boolean;
  orderId: number | null;
  at: string;
}

export interface ChatConversation {
  id: number;
  party: ChatPartyProfile | null;
  unread: number;
  last: ChatMessage | null;
  lastAt: string;
}

export interface ChatPage {
  total: number;
  offset: number;
  /** newest first */
  messages: ChatMessage[];
  conversation: ChatConversation | null;
  party: ChatPartyProfile;
}

export interface ConversationList {
  total: number;
  offset: number;
  conversations: ChatConversation[];
}

const partyWire = z.object({ id: z.number(), type: z.enum(['vendor', 'delivery_man']), f_name: z.string(), l_name: z.nullish(z.string()), image_full_url: z.nullish(z.string()) });
const messageWire = z.object({
  id: z.number(),
  sender_type: z.string(),
  message: z.nullish(z.string()),
  file_full_url: z.array(z.nullable(z.string())),
  is_seen: flag,
  order_id: z.nullish(z.number()),
  created_at: z.string(),
});
const conversationWire = z.object({
  id: z.number(),
  unread_message_count: z.number(),
  last_message_time: z.string(),
  receiver: z.nullable(partyWire),
  last_message: z.nullable(messageWire),
});

const party = (p: z.infer<typeof partyWire>): ChatPartyProfile => ({ id: p.id, type: p.type, name: `${p.f_name} ${p.l_name ?? ''}`.trim(), image: p.image_full_url ?? null });
const message = (m: z.infer<typeof messageWire>): ChatMessage => ({
  id: m.id,
  mine: m.sender_type === 'customer',
  text: m.message ?? null,
  images: m.file_full_url.filter((f): f is string => Boolean(f)),
  seen: yes(m.is_seen),
  orderId: m.order_id ?? null,
  at: m.created_at,
});
const conversation = (c: z.infer<typeof conversationWire>): ChatConversation => ({
  id: c.id,
  party: c.receiver ? party(c.receiver) : null,
  unread: c.unread_message_count,
  last: c.last_message ? message(c.last_message) : null,
  lastAt: c.last_message_time,
});

export const conversationListSchema = z.pipe(
  z.object({ total_size: z.number(), offset: z.union([z.number(), z.string()]), conversations: z.array(conversationWire) }),
  z.transform((w): ConversationList => ({ total: w.total_size, offset: Number(w.offset) || 1, conversations: w.conversations.map(conversation) })),
);
export const conversationPageSchema = z.pipe(
  z.object({ total_size: z.number(), offset: z.union([z.number(), z.string()]), messages: z.array(messageWire), conversation: z.nullable(conversationWire), receiver: partyWire }),
  z.transform(
    (w): ChatPage => ({ total: w.total_size, offset: Number(w.offset) || 1, messages: w.messages.map(message), conversation: w.conversation ? conversation(w.conversation) : null, party: party(w.receiver) }),
  ),
);

/** a conversation, named by its id or by its party */
export type ChatTarget = { conversationId: number } | { party: ChatParty; partyId: number };

const targetQuery = (to: ChatTarget) => ('conversationId' in to ? { conversation_id: to.conversationId } : { receiver_type: to.party, receiver_id: to.partyId });

export const chatApi = (request: Requester) => ({
  conversations: (offset = 1, name?: string) =>
    request('GET', name ? 'customer/message/search-list' : 'customer/message/list', conversationListSchema, { query: { limit: PAGE_SIZE.conversations, offset, name: name || undefined } }),
  messages: (to: ChatTarget, offset = 1) => request('GET', 'customer/message/details', conversationPageSchema, { query: { ...targetQuery(to), limit: PAGE_SIZE.messages, offset } }),
  send: (to: ChatTarget, text: string, images: File[], orderId: number | null, handled?: (e: { code: string }) => boolean) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(targetQuery(to))) form.set(k, String(v));
    if (text) form.set('message', text);
    if (orderId) form.set('order_id', String(orderId));
    for (const image of images) form.append('image[]', image, image.name);
    return request('POST', 'customer/message/send', conversationPageSchema, { form, handled });
  },
});
