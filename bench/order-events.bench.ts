/**
 * Order tracking figures (issue 14): the time from an operator's change to the shopper's event
 * stream showing it (p50/p95 over 50 status changes and 50 delivery-man moves), and what 1,000 open
 * streams cost one server process (heap per stream, and the time one change takes to reach them all).
 *
 *   NODE_OPTIONS=--expose-gc npx tsx bench/order-events.bench.ts                  # PGlite (BENCH_EVENTS_DIR, default .bench-data/events)
 *   BENCH_DATABASE_URL=postgres://…/storefront_events npx tsx bench/order-events.bench.ts --db postgres
 *
 * Streams go through the real API app in-process (routing, auth, SSE), changes through the order
 * services, events through pg_notify and the process's one LISTEN; the network is left out.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApiApp } from '../src/server/api/app';
import { contextFor } from '../src/server/core/context';
import { openDatabase, type Database } from '../src/server/db/client';
import * as s from '../src/server/db/schema';
import { seed } from '../src/server/db/seed/seed';
import { randomGuestId } from '../src/server/services/guests';
import { advanceOrder, moveDeliveryMan } from '../src/server/services/orders/operations';

const only = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'pglite';
const STREAMS = 1000;
const CHANGES = 50;
const PHONE = '+9779811111111';

async function open(kind: string): Promise<Database> {
  if (kind === 'pglite') {
    const dir = path.resolve(process.env.BENCH_EVENTS_DIR ?? '.bench-data/events');
    mkdirSync(dir, { recursive: true });
    return openDatabase({ dataDir: dir });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('--db postgres needs BENCH_DATABASE_URL');
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return openDatabase({ databaseUrl: url });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** an order of the guest, at `status`, carried by delivery man 1 */
async function newOrder(database: Database, guestId: number, status: string): Promise<number> {
  const [store] = await database.db
    .select({ id: s.stores.id, moduleId: s.stores.moduleId, zoneId: s.stores.zoneId })
    .from(s.stores)
    .where(sql`${s.stores.moduleId} = 1`)
    .limit(1);
  const [row] = await database.db
    .insert(s.orders)
    .values({
      id: sql<number>`nextval('order_id_seq')`,
      userId: guestId,
      isGuest: true,
      moduleId: store.moduleId,
      zoneId: store.zoneId,
      storeId: store.id,
      orderType: 'delivery',
      orderAmount: 500,
      paymentMethod: 'cash_on_delivery',
      orderStatus: status,
      otp: '1234',
      deliveryManId: 1,
      deliveryAddress: { contact_person_name: 'Bench', contact_person_number: PHONE, address: 'Thamel', latitude: '27.7153', longitude: '85.3123' },
    })
    .returning({ id: s.orders.id });
  return row.id;
}

/** one event stream, read as it comes */
async function stream(app: ReturnType<typeof createApiApp>, orderId: number, guestId: number) {
  const res = await app.request(`/api/v1/customer/order/stream?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent(PHONE)}`);
  if (res.status !== 200) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    /** the next event of `type` */
    async next(type: string): Promise<void> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(`event: ${type}`)) return;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}

async function bench(kind: string) {
  const database = await open(kind);
  try {
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(s.stores);
    if (!n) await seed(database.db);
    const app = createApiApp({ db: async () => database.db, listen: async () => database.listen });
    const ctx = contextFor(database.db);
    const [guest] = await database.db.insert(s.guests).values({ id: randomGuestId(), ipAddress: 'bench' }).returning({ id: s.guests.id });
    console.log(`\n${kind}: ${CHANGES} changes each way, then ${STREAMS} open streams`);

    // an operator's status change, until the stream shows it
    const statusMs: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const id = await newOrder(database, guest.id, 'pending');
      const st = await stream(app, id, guest.id);
      await st.next('status'); // where it is now
      const t0 = performance.now();
      const seen = st.next('status');
      await advanceOrder(ctx, id);
      await seen;
      statusMs.push(performance.now() - t0);
      await st.close();
    }
    // a delivery man's move, until the stream shows it
    const moving = await newOrder(database, guest.id, 'picked_up');
    const st = await stream(app, moving, guest.id);
    await st.next('status');
    const moveMs: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const t0 = performance.now();
      const seen = st.next('location');
      await moveDeliveryMan(ctx, 1, 27.7 + i / 10000, 85.32);
      await seen;
      moveMs.push(performance.now() - t0);
    }
    await st.close();
    const f = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  max ${sorted.at(-1)!.toFixed(2)} ms`;
    };
    console.log(`  status change → stream   ${f(statusMs)}`);
    console.log(`  delivery man move → stream ${f(moveMs)}`);

    // 1,000 streams held by this process (10 orders, 100 followers each)
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(database, guest.id, 'picked_up')));
    const streams = [];
    const t0 = performance.now();
    for (let i = 0; i < STREAMS; i++) {
      const o = await stream(app, orders[i % orders.length], guest.id);
      await o.next('status');
      streams.push(o);
    }
    const opened = performance.now() - t0;
    gc?.();
    const after = process.memoryUsage();
    const perStream = (after.heapUsed - before.heapUsed) / STREAMS;
    const t1 = performance.now();
    const all = Promise.all(streams.map((x) => x.next('location')));
    await moveDeliveryMan(ctx, 1, 27.71, 85.33);
    await all;
    const fanOut = performance.now() - t1;
    console.log(
      `  ${STREAMS} streams: opened in ${(opened / 1000).toFixed(1)} s; heap ${(perStream / 1024).toFixed(1)} KiB per stream${gc ? '' : ' (no --expose-gc: rough)'}, rss +${((after.rss - before.rss) / 1048576).toFixed(1)} MiB; one move reached all in ${fanOut.toFixed(1)} ms`,
    );
    await Promise.all(streams.map((x) => x.close()));
  } finally {
    await database.close();
  }
}

await bench(only);
process.exit(0);
