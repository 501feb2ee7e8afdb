/**
 * Chat between a customer and a store or a delivery man (issue 18; reference §3.3 message/*). A
 * conversation is one customer and one party; it is made by the first message. A customer writes to
 * any open store, and to a delivery man who carries (or carried) one of their orders. Images are
 * checked by their bytes (uploads.ts) and kept with the message. A message to the customer is told
 * on their event stream (orders/events.ts), once committed.
 */
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Paged, RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import type { ChatParty } from '../db/schema';
import { PAGE_SIZE } from '../../lib/constants';
import { pagedTable, type PageInput } from './catalogue/listing';
import { echo, parsePage } from '../../lib/pagination';
import { publishOrderEvent } from './orders/events';
import { storeImage } from './uploads';
import { containsPattern } from '../db/like';
import { queuePush } from '../adapters/messaging/push';
import { t } from '../core/messages';
import { customerLocale } from './notifications';

export type { ChatParty };
export type Conversation = typeof s.conversations.$inferSelect;
export type ChatMessage = typeof s.messages.$inferSelect;

/** whom a conversation is with, as the inbox shows them */
export interface PartyProfile {
  id: number;
  type: ChatParty;
  name: string;
  image: string | null;
  phone: string | null;
  /** a store switched on (a delivery man always is) */
  open: boolean;
}

export interface ConversationView {
  conversation: Conversation;
  party: PartyProfile | null;
  /** the party's messages the customer has not seen */
  unread: number;
  last: ChatMessage | null;
}

export interface PartyRef {
  type: ChatParty;
  id: number;
}

/** The profiles of some parties, by `type:id`. */
async function partyProfiles(ctx: RequestContext, refs: PartyRef[]): Promise<Map<string, PartyProfile>> {
  const storeIds = [...new Set(refs.filter((r) => r.type === 'vendor').map((r) => r.id))];
  const dmIds = [...new Set(refs.filter((r) => r.type === 'delivery_man').map((r) => r.id))];
  const [stores, dms] = await Promise.all([
    storeIds.length
      ? ctx.db.select({ id: s.stores.id, name: s.stores.name, image: s.stores.logo, phone: s.stores.phone, open: s.stores.status }).from(s.stores).where(inArray(s.stores.id, storeIds))
      : [],
    dmIds.length
      ? ctx.db
          .select({ id: s.deliveryMen.id, fName: s.deliveryMen.fName, lName: s.deliveryMen.lName, image: s.deliveryMen.image, phone: s.deliveryMen.phone })
          .from(s.deliveryMen)
          .where(inArray(s.deliveryMen.id, dmIds))
      : [],
  ]);
  const profiles = new Map<string, PartyProfile>();
  for (const st of stores) profiles.set(`vendor:${st.id}`, { id: st.id, type: 'vendor', name: st.name, image: st.image, phone: st.phone, open: st.open });
  for (const d of dms) profiles.set(`delivery_man:${d.id}`, { id: d.id, type: 'delivery_man', name: `${d.fName} ${d.lName}`.trim(), image: d.image, phone: d.phone, open: true });
  return profiles;
}

/** the conversations whose party's name holds `name` */
function partyNamed(name: string): SQL {
  const like = containsPattern(name);
  return or(
    and(eq(s.conversations.partyType, 'vendor'), inArray(s.conversations.partyId, sql`(select ${s.stores.id} from ${s.stores} where ${ilike(s.stores.name, like)})`)),
    and(
      eq(s.conversations.partyType, 'delivery_man'),
      inArray(s.conversations.partyId, sql`(select ${s.deliveryMen.id} from ${s.deliveryMen} where (${s.deliveryMen.fName} || ' ' || ${s.deliveryMen.lName}) ilike ${like})`),
    ),
  )!;
}

/** The customer's conversations, the latest first, each with its party, unread count and last message; `name` searches the parties' names. */
export async function conversationsOf(ctx: RequestContext, customerId: number, input: PageInput & { name?: string | null }): Promise<Paged<ConversationView>> {
  const c = s.conversations;
  const where = and(eq(c.customerId, customerId), input.name ? partyNamed(input.name) : undefined);
  const found = await pagedTable(ctx.db, c, where, [desc(c.lastMessageAt), desc(c.id)], input, PAGE_SIZE.conversations);
  return { ...found, rows: await views(ctx, found.rows) };
}

async function views(ctx: RequestContext, conversations: Conversation[]): Promise<ConversationView[]> {
  if (!conversations.length) return [];
  const ids = conversations.map((c) => c.id);
  const [profiles, unread, last] = await Promise.all([
    partyProfiles(
      ctx,
      conversations.map((c) => ({ type: c.partyType, id: c.partyId })),
    ),
    ctx.db
      .select({ id: s.messages.conversationId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(s.messages)
      .where(and(inArray(s.messages.conversationId, ids), eq(s.messages.fromCustomer, false), isNull(s.messages.seenAt)))
      .groupBy(s.messages.conversationId),
    ctx.db.selectDistinctOn([s.messages.conversationId]).from(s.messages).where(inArray(s.messages.conversationId, ids)).orderBy(s.messages.conversationId, desc(s.messages.id)),
  ]);
  const unreadOf = new Map(unread.map((u) => [u.id, u.n]));
  const lastOf = new Map(last.map((m) => [m.conversationId, m]));
  return conversations.map((c) => ({ conversation: c, party: profiles.get(`${c.partyType}:${c.partyId}`) ?? null, unread: unreadOf.get(c.id) ?? 0, last: lastOf.get(c.id) ?? null }));
}

/**
 * Whether the customer may write to a party: an open store, or a delivery man who carries or
 * carried one of their orders (with `orderId`, that order). Answers the party's profile.
 */
async function reachableParty(ctx: RequestContext, customerId: number, party: PartyRef, orderId: number | null): Promise<PartyProfile> {
  const profile = (await partyProfiles(ctx, [party])).get(`${party.type}:${party.id}`);
  if (!profile) throw refusal(404, 'receiver_id', 'chat_receiver_unknown');
  if (!profile.open) throw refusal(403, 'receiver_id', 'chat_receiver_unknown');
  if (orderId !== null || party.type === 'delivery_man') {
    const [order] = await ctx.db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(
        and(
          eq(s.orders.userId, customerId),
          eq(s.orders.isGuest, false),
          orderId !== null ? eq(s.orders.id, orderId) : undefined,
          party.type === 'delivery_man' ? eq(s.orders.deliveryManId, party.id) : eq(s.orders.storeId, party.id),
        ),
      )
      .limit(1);
    if (!order) throw refusal(403, party.type === 'delivery_man' ? 'receiver_id' : 'order_id', party.type === 'delivery_man' ? 'chat_dm_not_yours' : 'order_not_found');
  }
  return profile;
}

/** One of the customer's conversations, by id (404 when it is not theirs). */
export async function conversationOf(ctx: RequestContext, customerId: number, conversationId: number): Promise<Conversation> {
  const [row] = await ctx.db
    .select()
    .from(s.conversations)
    .where(and(eq(s.conversations.id, conversationId), eq(s.conversations.customerId, customerId)))
    .limit(1);
  if (!row) throw refusal(404, 'conversation_id', 'chat_not_found');
  return row;
}

export interface ConversationPage extends Paged<ChatMessage> {
  conversation: ConversationView | null;
  /** the party, also before the first message */
  party: PartyProfile;
}

/**
 * A page of one conversation's messages, the newest first, named by its id or by its party (no
 * conversation yet: no messages). Reading it marks the party's messages seen.
 */
export async function conversationPage(ctx: RequestContext, customerId: number, which: { conversationId: number } | { party: PartyRef }, input: PageInput): Promise<ConversationPage> {
  let conversation: Conversation | null;
  if ('conversationId' in which) conversation = await conversationOf(ctx, customerId, which.conversationId);
  else {
    [conversation = null] = await ctx.db
      .select()
      .from(s.conversations)
      .where(and(eq(s.conversations.customerId, customerId), eq(s.conversations.partyType, which.party.type), eq(s.conversations.partyId, which.party.id)))
      .limit(1);
    if (!conversation) {
      const party = await reachableParty(ctx, customerId, which.party, null);
      const p = parsePage(input.limit, input.offset, PAGE_SIZE.messages);
      return { total: 0, limit: echo(input.limit, p.limit), offset: echo(input.offset, p.offset), rows: [], conversation: null, party };
    }
  }
  const id = conversation.id;
  await ctx.db
    .update(s.messages)
    .set({ seenAt: ctx.now })
    .where(and(eq(s.messages.conversationId, id), eq(s.messages.fromCustomer, false), isNull(s.messages.seenAt)));
  const [found, [view]] = await Promise.all([pagedTable(ctx.db, s.messages, eq(s.messages.conversationId, id), [desc(s.messages.id)], input, PAGE_SIZE.messages), views(ctx, [conversation])]);
  const party = view.party ?? { id: conversation.partyId, type: conversation.partyType, name: '', image: null, phone: null, open: false };
  return { ...found, conversation: view, party };
}

export interface Outgoing {
  text: string | null;
  images: Uint8Array[];
  orderId: number | null;
}

/** A message from the customer, to a conversation or a party (the first message makes the conversation). Answers the conversation's id. */
export async function sendMessage(ctx: RequestContext, customerId: number, to: { conversationId: number } | { party: PartyRef }, out: Outgoing): Promise<number> {
  if (!out.text && !out.images.length) throw refusal(403, 'message', 'chat_message_required');
  const party: PartyRef = 'conversationId' in to ? await conversationOf(ctx, customerId, to.conversationId).then((c) => ({ type: c.partyType, id: c.partyId })) : to.party;
  await reachableParty(ctx, customerId, party, out.orderId);
  return ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(s.conversations)
      .values({ customerId, partyType: party.type, partyId: party.id, lastMessageAt: ctx.now, createdAt: ctx.now })
      .onConflictDoUpdate({ target: [s.conversations.customerId, s.conversations.partyType, s.conversations.partyId], set: { lastMessageAt: ctx.now } })
      .returning({ id: s.conversations.id });
    const files: string[] = [];
    for (const bytes of out.images) files.push(await storeImage(tx, bytes, customerId));
    await tx.insert(s.messages).values({ conversationId: conversation.id, fromCustomer: true, message: out.text, files, orderId: out.orderId, createdAt: ctx.now });
    return conversation.id;
  });
}

/** The party's answer in a conversation (the operator's command speaks for the store or delivery man); the customer hears of it live. */
export async function replyAsParty(ctx: RequestContext, conversationId: number, text: string): Promise<Conversation> {
  return ctx.db.transaction(async (tx) => {
    const [conversation] = await tx.update(s.conversations).set({ lastMessageAt: ctx.now }).where(eq(s.conversations.id, conversationId)).returning();
    if (!conversation) throw refusal(404, 'conversation_id', 'chat_not_found');
    // what the customer wrote, the party has now read
    await tx
      .update(s.messages)
      .set({ seenAt: ctx.now })
      .where(and(eq(s.messages.conversationId, conversationId), eq(s.messages.fromCustomer, true), isNull(s.messages.seenAt)));
    await tx.insert(s.messages).values({ conversationId, fromCustomer: false, message: text, createdAt: ctx.now });
    await publishOrderEvent(tx, { type: 'message', customerId: conversation.customerId, conversationId, from: conversation.partyType, at: ctx.now.toISOString() });
    const locale = await customerLocale(tx, conversation.customerId);
    const payload = { type: 'message', title: t(locale, 'new_message'), body: text.slice(0, 120), conversation_id: conversationId, sender_type: conversation.partyType } as const;
    await queuePush(tx, conversation.customerId, payload, ctx.now);
    return conversation;
  });
}

/** A conversation as the operator sees it: its party and its newest messages, oldest first. */
export async function conversationForOperator(ctx: RequestContext, conversationId: number, last = 10): Promise<{ view: ConversationView; messages: ChatMessage[] }> {
  const [conversation] = await ctx.db.select().from(s.conversations).where(eq(s.conversations.id, conversationId)).limit(1);
  if (!conversation) throw refusal(404, 'conversation_id', 'chat_not_found');
  const [[view], messages] = await Promise.all([
    views(ctx, [conversation]),
    ctx.db.select().from(s.messages).where(eq(s.messages.conversationId, conversationId)).orderBy(desc(s.messages.id)).limit(last),
  ]);
  return { view, messages: messages.reverse() };
}

/** The conversations lately written in, for the operator (newest first). */
export async function latestConversations(ctx: RequestContext, limit = 20): Promise<ConversationView[]> {
  return views(ctx, await ctx.db.select().from(s.conversations).orderBy(desc(s.conversations.lastMessageAt)).limit(limit));
}
