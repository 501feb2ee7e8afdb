/** Conversations and messages on the 6amMart wire (reference §3.3 message/*). */
import type { ChatMessage, Conversation, ConversationPage, ConversationView, PartyProfile } from '../../services/chat';
import { mediaUrl } from '../../services/catalogue/media';
import { pagedWire } from './paged';

/** a store or delivery man as the other side of a conversation (a store's name is its f_name) */
export const partyWire = (p: PartyProfile, origin: string) => ({
  id: p.id,
  type: p.type,
  f_name: p.name,
  l_name: '',
  phone: p.phone,
  image: p.image,
  image_full_url: mediaUrl(origin, p.image),
});

/** Our addition: sender_type says who wrote (customer, vendor, delivery_man), since ids of different kinds may be equal. */
export const messageWire = (m: ChatMessage, c: Pick<Conversation, 'customerId' | 'partyType' | 'partyId'>, origin: string) => ({
  id: m.id,
  conversation_id: m.conversationId,
  sender_id: m.fromCustomer ? c.customerId : c.partyId,
  sender_type: m.fromCustomer ? 'customer' : c.partyType,
  message: m.message,
  file: JSON.stringify(m.files),
  file_full_url: m.files.map((f) => mediaUrl(origin, f)),
  is_seen: m.seenAt ? 1 : 0,
  order_id: m.orderId,
  created_at: m.createdAt.toISOString(),
  updated_at: m.createdAt.toISOString(),
});

export const conversationWire = (v: ConversationView, origin: string) => ({
  id: v.conversation.id,
  sender_id: v.conversation.customerId,
  sender_type: 'customer',
  receiver_id: v.conversation.partyId,
  receiver_type: v.conversation.partyType,
  unread_message_count: v.unread,
  last_message_id: v.last?.id ?? null,
  last_message_time: v.conversation.lastMessageAt.toISOString(),
  created_at: v.conversation.createdAt.toISOString(),
  updated_at: v.conversation.lastMessageAt.toISOString(),
  receiver: v.party ? partyWire(v.party, origin) : null,
  last_message: v.last ? messageWire(v.last, v.conversation, origin) : null,
});

/** message/details and message/send: a page of messages (newest first), the conversation (null before the first message) and the party. */
export const conversationPageWire = (p: ConversationPage, customerId: number, origin: string) => {
  const c = { customerId, partyType: p.party.type, partyId: p.party.id };
  return {
    ...pagedWire(p, 'messages', (m) => messageWire(m, c, origin)),
    conversation: p.conversation ? conversationWire(p.conversation, origin) : null,
    receiver: partyWire(p.party, origin),
    status: true,
  };
};
