/**
 * Order events as server-sent events (text/event-stream). One order's stream: `status` first (where
 * the order is now) and on every change, `location` as its delivery man moves, `delivery_man` when
 * one is assigned. A shopper's stream: the status changes of their running orders and, for a
 * signed-in customer, `message` when a store or delivery man writes and `notice` for their other
 * notifications (a referral earned). A comment every
 * 20 s keeps proxies from closing a quiet stream. A stream ends when the client goes or the process
 * loses its LISTEN (the client comes back, or polls), and when the process drains before it stops:
 * then with a `retry:` hint, so the client reconnects, to another process or instance (issue 47.4).
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { customerTopic, orderTopic, type StreamEvent, type Topic } from '../services/orders/events';
import type { Env } from './context';
import { metrics } from '../observability/metrics';
import { onDrain } from '../observability/lifecycle';

const KEEP_ALIVE_MS = 20_000;
/** how soon a client whose stream ended for a restart comes back (EventSource's `retry:`, in ms) */
export const RECONNECT_AFTER_MS = 1_000;

export function eventWire(e: StreamEvent) {
  switch (e.type) {
    case 'message':
      return { conversation_id: e.conversationId, sender_type: e.from, at: e.at };
    case 'notice':
      return { id: e.notificationId, type: e.kind, at: e.at };
    case 'status':
      return { order_id: e.orderId, order_status: e.status, at: e.at };
    case 'location':
      return { order_id: e.orderId, lat: e.lat, lng: e.lng, at: e.at };
    case 'delivery_man':
      return { order_id: e.orderId, delivery_man_id: e.deliveryManId, at: e.at };
  }
}

/**
 * Server-sent events for some topics (orders, a customer): `start` runs once every topic is
 * subscribed (so no change falls between subscribing and reading), `only` keeps the event types the
 * client asked for.
 */
function eventStream(c: Context<Env>, topics: Topic[], start: (send: (e: StreamEvent) => void) => Promise<void>, only?: ReadonlySet<StreamEvent['type']>): Response {
  const hub = c.get('orderEvents');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    c.req.raw.signal?.addEventListener('abort', end);
    // one write at a time, in the order the events came
    let writing = Promise.resolve();
    const send = (e: StreamEvent) => {
      if (only && !only.has(e.type)) return;
      writing = writing.then(() => stream.writeSSE({ event: e.type, data: JSON.stringify(eventWire(e)) })).catch(end);
    };
    const unsubscribes = await Promise.all(topics.map((topic) => hub.subscribe(topic, { onEvent: send, onLost: end })));
    // a comment at once: the response starts now, so a client knows it is followed before any event
    writing = writing.then(() => stream.write(': open\n\n')).then(() => undefined, end);
    const keepAlive = setInterval(() => {
      writing = writing.then(() => stream.write(': keep-alive\n\n')).then(() => undefined, end);
    }, KEEP_ALIVE_MS);
    // the process is stopping: tell the client to come back soon, then end (its next connection goes elsewhere)
    const stopDraining = onDrain(() => {
      writing = writing.then(() => stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n`)).then(end, end);
    });
    metrics.streams.inc();
    try {
      await start(send);
      await ended;
    } finally {
      metrics.streams.dec();
      stopDraining();
      clearInterval(keepAlive);
      for (const unsubscribe of unsubscribes) unsubscribe();
    }
  });
}

export function orderEventStream(c: Context<Env>, orderId: number, now: () => Promise<{ status: string; lat: number | null; lng: number | null }>): Response {
  return eventStream(c, [orderTopic(orderId)], async (send) => {
    const at = new Date().toISOString();
    const progress = await now();
    send({ type: 'status', orderId, status: progress.status, at });
    if (progress.lat !== null && progress.lng !== null) send({ type: 'location', orderId, lat: progress.lat, lng: progress.lng, at });
  });
}

const SHOPPER_EVENTS: ReadonlySet<StreamEvent['type']> = new Set(['status', 'message', 'notice']);

/**
 * A shopper's own stream, from now on: the status changes of some orders (their running orders),
 * and the messages and notices for the customer (none for a guest).
 */
export function shopperEventStream(c: Context<Env>, orderIds: number[], customerId: number | null): Response {
  const topics = orderIds.map(orderTopic);
  if (customerId !== null) topics.push(customerTopic(customerId));
  return eventStream(c, topics, async () => undefined, SHOPPER_EVENTS);
}
