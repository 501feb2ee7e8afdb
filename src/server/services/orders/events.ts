/**
 * What happens to an order after it is placed, told to whoever follows it: each status change and
 * each position of its delivery man. On the same channel, what a customer is told personally: a
 * new chat message, another notification (issue 18).
 *
 * A change is published with `pg_notify` inside the transaction that makes it, so it is told only
 * once committed and reaches every server process that LISTENs (PostgreSQL), or this process alone
 * (the embedded database, which one process holds). Each process keeps one LISTEN, shared by every
 * event stream it serves; nothing is kept in process memory that another process would need.
 */
import { sql } from 'drizzle-orm';
import type { Db, Listen } from '../../db/client';
import { loggerFor } from '../../observability/logger';

const log = loggerFor('order-events');

export const ORDER_EVENTS_CHANNEL = 'order_events';

export type OrderEvent =
  | { type: 'status'; orderId: number; status: string; at: string }
  | { type: 'location'; orderId: number; lat: number; lng: number; at: string }
  | { type: 'delivery_man'; orderId: number; deliveryManId: number; at: string };

/** A store or delivery man wrote to a customer. */
export type MessageEvent = { type: 'message'; customerId: number; conversationId: number; from: 'vendor' | 'delivery_man'; at: string };

/** Something else the shop tells a customer (a referral earned): its notification. */
export type NoticeEvent = { type: 'notice'; customerId: number; notificationId: number; kind: string; at: string };

export type StreamEvent = OrderEvent | MessageEvent | NoticeEvent;

/** Whom an event is for: an order's followers, or a customer's own streams. */
export type Topic = `order:${number}` | `customer:${number}`;
export const orderTopic = (orderId: number): Topic => `order:${orderId}`;
export const customerTopic = (customerId: number): Topic => `customer:${customerId}`;
const topicOf = (e: StreamEvent): Topic => (e.type === 'message' || e.type === 'notice' ? customerTopic(e.customerId) : orderTopic(e.orderId));

type Executor = Pick<Db, 'execute'>;

/** Tell the order's (or the customer's) followers, when the surrounding transaction commits. */
export async function publishOrderEvent(tx: Executor, event: StreamEvent): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

function parseEvent(payload: string): StreamEvent | null {
  try {
    const e = JSON.parse(payload) as StreamEvent;
    if (!e || typeof e.type !== 'string') return null;
    return (e.type === 'message' || e.type === 'notice' ? typeof e.customerId === 'number' : typeof e.orderId === 'number') ? e : null;
  } catch {
    return null;
  }
}

export interface Subscriber {
  onEvent(event: StreamEvent): void;
  /** the channel was lost: the stream should end so its client comes back (or polls) */
  onLost(): void;
}

/**
 * One process's followers, by topic (an order, a customer). The LISTEN starts with the first follower and stops with the
 * last; if its connection dies, every follower is told, so none waits on a channel that is gone.
 */
export class OrderEventHub {
  private readonly followers = new Map<Topic, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private size = 0;

  constructor(private readonly listen: () => Promise<Listen>) {}

  /** how many streams this process holds */
  get count(): number {
    return this.size;
  }

  async subscribe(topic: Topic, subscriber: Subscriber): Promise<() => void> {
    await this.start();
    let set = this.followers.get(topic);
    if (!set) this.followers.set(topic, (set = new Set()));
    set.add(subscriber);
    this.size++;
    let gone = false;
    return () => {
      if (gone) return;
      gone = true;
      const current = this.followers.get(topic);
      if (current?.delete(subscriber)) this.size--;
      if (current && !current.size) this.followers.delete(topic);
      if (!this.size) this.stop();
    };
  }

  private start(): Promise<() => Promise<void>> {
    this.listening ??= (async () => {
      const listen = await this.listen();
      return listen(
        ORDER_EVENTS_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.lost(),
      );
    })().catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  private stop() {
    const listening = this.listening;
    this.listening = null;
    listening?.then((unlisten) => unlisten()).catch((error: unknown) => log.error({ err: error }, 'unlisten failed'));
  }

  private dispatch(payload: string) {
    const event = parseEvent(payload);
    if (!event) return;
    for (const s of this.followers.get(topicOf(event)) ?? []) s.onEvent(event);
  }

  private lost() {
    log.error('the LISTEN connection was lost; closing its streams');
    this.listening = null;
    const all = [...this.followers.values()].flatMap((set) => [...set]);
    this.followers.clear();
    this.size = 0;
    for (const s of all) s.onLost();
  }
}
