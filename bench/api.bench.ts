/**
 * API benchmark on the large catalogue: p50/p95/p99 latency, requests per second and SQL statements
 * per request for items/search, search suggestions, items/latest, stores/get-stores/all, items/details, cart adds and
 * order/place (guests with carts of 5 lines, all ordering the same 5 items: the concurrent run is
 * contention on the same stock rows; the bench checks afterwards that no stock went below zero), and
 * the search's relevance on 30 fixed queries.
 *
 *   npm run bench                      # PGlite (.bench-data/pglite) and, with BENCH_DATABASE_URL, PostgreSQL
 *   npm run bench -- --items 100000    # catalogue size (seeded once per database)
 *   npm run bench -- --db postgres     # one database only
 *   npm run bench -- --cases place     # only these cases (search, terms, suggest, relevance, latest, stores, details, cart, place)
 *
 * `terms` (issue 48.2: p95 at most 30 ms for every term, the common ones included): each search term
 * in each module alone, 30 requests over its first three pages, its p50 and p95; the mixed `search`
 * case hides a common word in the module where it is common ('chicken' in food) behind the others.
 *
 * Requests go through the real API app in-process (routing, validation, SQL, formatting, JSON),
 * so the figures are the server's own cost without the network.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApiApp } from '../src/server/api/app';
import { openDatabase, type Database } from '../src/server/db/client';
import { cartLines, guests, items, orderDetails, orders, storeSchedules, stores } from '../src/server/db/schema';
import { seed } from '../src/server/db/seed/seed';
import { randomGuestId } from '../src/server/services/guests';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const targetItems = Number(arg('items', '100000'));
const requests = Number(arg('requests', '400'));
const concurrency = Number(arg('concurrency', '8'));
const only = arg('db', 'all');
/** --cases search,terms,suggest,relevance,latest,stores,details,cart,place: run only these (default all) */
const cases = arg('cases', 'all');
const wanted = (name: string) => cases === 'all' || cases.split(',').includes(name);
/** concurrent rounds per case */
const ROUNDS = 3;

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const dir = path.resolve(process.env.BENCH_DATA_DIR ?? '.bench-data/pglite');
    mkdirSync(dir, { recursive: true });
    return openDatabase({ dataDir: dir });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL!;
  const url = new URL(serverUrl);
  const name = url.pathname.replace(/^\//, '') || 'storefront_bench';
  const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return openDatabase({ databaseUrl: serverUrl });
}

async function ensureCatalogue(database: Database) {
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(items);
  if (n >= targetItems) return n;
  if (n > 0) {
    const tables = await database.db.execute<{ tablename: string }>(sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\\_\\_%'`);
    const names = (tables as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => `"${r.tablename}"`).join(', ');
    await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
  }
  const started = performance.now();
  const result = await seed(database.db, { items: targetItems });
  console.log(`  seeded ${result.items} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.db.execute(sql`ANALYZE`);
  return result.items;
}

/** Each term in each module alone: p50 and p95 of 30 sequential requests over its first three pages; the worst module's first. */
async function termByTerm(app: ReturnType<typeof createApiApp>, terms: string[], modules: string[], headers: Record<string, string>) {
  console.log('  items/search by term (30 requests each, per module; the worst module first):');
  let worst = 0;
  for (const term of terms) {
    const byModule: Array<{ module: string; p50: number; p95: number; total: number }> = [];
    for (const moduleId of modules) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 33; i++) {
        const t0 = performance.now();
        const res = await app.request(`/api/v1/items/search?name=${encodeURIComponent(term)}&limit=12&offset=${(i % 3) + 1}`, { headers: { ...headers, moduleId } });
        const body = (await res.json()) as { total_size?: number };
        if (res.status !== 200) throw new Error(`items/search ${term} in module ${moduleId}: ${res.status}`);
        total = body.total_size ?? 0;
        if (i >= 3) times.push(performance.now() - t0); // three to warm up
      }
      times.sort((a, b) => a - b);
      byModule.push({ module: moduleId, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }
    byModule.sort((a, b) => b.p95 - a.p95);
    worst = Math.max(worst, byModule[0].p95);
    console.log(`    ${term.padEnd(12)} ${byModule.map((m) => `module ${m.module}: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms (${m.total} matches)`).join('; ')}`);
  }
  console.log(`  items/search: the worst term's p95 ${worst.toFixed(1)} ms`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function runCase(
  app: ReturnType<typeof createApiApp>,
  name: string,
  makePath: (i: number) => string,
  headersFor: (i: number) => Record<string, string>,
  bodyFor?: (i: number) => Record<string, unknown>,
) {
  const once = async (i: number) => {
    const t0 = performance.now();
    const init = bodyFor ? { method: 'POST', headers: { ...headersFor(i), 'content-type': 'application/json' }, body: JSON.stringify(bodyFor(i)) } : { headers: headersFor(i) };
    const res = await app.request(`/api/v1/${makePath(i)}`, init);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} for ${makePath(i)} (#${i}${bodyFor ? ` ${JSON.stringify(bodyFor(i))}` : ""}): ${text.slice(0, 300)}`);
    return { ms: performance.now() - t0, statements: Number(res.headers.get('x-sql-statements')) };
  };
  for (let i = 0; i < 30; i++) await once(requests * (ROUNDS + 1) + i); // warm up (its own indexes: adds never repeat a line)
  const latencies: number[] = [];
  const statements = new Set<number>();
  for (let i = 0; i < requests; i++) {
    const r = await once(i);
    latencies.push(r.ms);
    statements.add(r.statements);
  }
  latencies.sort((a, b) => a - b);
  // throughput with `concurrency` requests in flight, in ROUNDS rounds (the median is reported: a loaded machine's pauses hit one round, not all)
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let next = 0;
    const base = requests * (round + 1);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) await once(base + next++);
      }),
    );
    rounds.push(requests / ((performance.now() - t0) / 1000));
  }
  rounds.sort((a, b) => a - b);
  const rps = rounds[Math.floor(rounds.length / 2)];
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `  ${name.padEnd(26)} p50 ${f(percentile(latencies, 50))} ms  p95 ${f(percentile(latencies, 95))} ms  p99 ${f(percentile(latencies, 99))} ms  ${rps.toFixed(0).padStart(6)} req/s (rounds ${rounds.map((r) => r.toFixed(0)).join(', ')})  SQL/request ${[...statements].join(',')}`,
  );
}

/**
 * Relevance (issue 17): 30 fixed queries a shopper types (typos, prefixes, two words, each module),
 * with the item a shopper means; counted when it is among the first three results.
 */
const RELEVANCE: Array<[query: string, module: '1' | '2' | '3' | '4', expected: RegExp]> = [
  ['chiken', '2', /chicken/i],
  ['momo', '2', /momo/i],
  ['paracetamol', '3', /paracetamol/i],
  ['paracetmol', '3', /paracetamol/i],
  ['basmati', '1', /basmati rice/i],
  ['basmti', '1', /basmati/i],
  ['apple', '1', /fuji apples/i],
  ['fuji', '1', /fuji apples/i],
  ['milk', '1', /milk/i],
  ['dahi', '1', /dahi/i],
  ['orthodox tea', '1', /ilam orthodox tea/i],
  ['coffee', '1', /coffee/i],
  ['pizza', '2', /pizza/i],
  ['piza', '2', /pizza/i],
  ['burger', '2', /burger/i],
  ['biryani', '2', /biryani/i],
  ['biriyani', '2', /biryani/i],
  ['sneakers', '4', /sneakers/i],
  ['shawl', '4', /shawl/i],
  ['pashmina', '4', /pashmina/i],
  ['jacket', '4', /jacket/i],
  ['earbuds', '4', /earbuds/i],
  ['wireles mouse', '4', /wireless mouse/i],
  ['singing bowl', '4', /singing bowl/i],
  ['thermometer', '3', /thermometer/i],
  ['vitamin c', '3', /vitamin c/i],
  ['ibuprofen', '3', /ibuprofen/i],
  ['diapers', '3', /diapers/i],
  ['tomato', '1', /tomatoes/i],
  ['masala chiya', '2', /masala chiya/i],
];

async function relevance(app: ReturnType<typeof createApiApp>, headers: Record<string, string>) {
  const misses: string[] = [];
  for (const [query, moduleId, expected] of RELEVANCE) {
    const res = await app.request(`/api/v1/items/search?name=${encodeURIComponent(query)}&limit=3&offset=1`, { headers: { ...headers, moduleId } });
    const { products } = (await res.json()) as { products: Array<{ name: string }> };
    if (!products.some((p) => expected.test(p.name))) misses.push(`${query} → ${products.map((p) => p.name).join(', ') || 'nothing'}`);
  }
  console.log(`  relevance: ${RELEVANCE.length - misses.length}/${RELEVANCE.length} queries have the expected item in the top 3${misses.length ? ` (missed: ${misses.join('; ')})` : ''}`);
}

async function bench(kind: 'pglite' | 'postgres') {
  console.log(`\n${kind}: ${targetItems} items, ${requests} sequential requests per case, then ${requests} at concurrency ${concurrency}`);
  let database = await openBenchDatabase(kind);
  try {
    const count = await ensureCatalogue(database);
    const [{ maxId }] = await database.db.select({ maxId: sql<number>`max(id)`.mapWith(Number) }).from(items);
    await database.db.execute(sql`VACUUM ANALYZE`); // as autovacuum keeps a live database
    // measured on a fresh open, as the storefront serves (it seeds in a process of its own, prepare.ts): a PGlite
    // that had just taken 100k rows planned the search without its trigram index (p95 495 ms, reopened 78 ms)
    await database.close();
    database = await openBenchDatabase(kind);
    console.log(`  catalogue: ${count} items`);
    const app = createApiApp({ db: async () => database.db, countSql: true });
    const terms = ['momo', 'apple', 'rice', 'milk', 'pizza', 'shirt', 'tea', 'paracetamol', 'chicken', 'bread', 'juice', 'shoes'];
    const modules = ['1', '2', '3', '4'];
    const headers = { zoneId: '[1,2,3]', moduleId: '1', latitude: '27.7153', longitude: '85.3123' };
    if (wanted('search')) await runCase(app, 'items/search', (i) => `items/search?name=${terms[i % terms.length]}&limit=12&offset=${(i % 3) + 1}`, (i) => ({ ...headers, moduleId: modules[i % 4] }));
    if (wanted('terms')) await termByTerm(app, terms, modules, headers);
    if (wanted('suggest')) await runCase(app, 'items/search-suggestion', (i) => `items/search-suggestion?name=${terms[i % terms.length].slice(0, 3 + (i % 4))}`, (i) => ({ ...headers, moduleId: modules[i % 4] }));
    if (wanted('relevance')) await relevance(app, headers);
    if (wanted('latest')) await runCase(app, 'items/latest', (i) => `items/latest?store_id=${(i % 10) + 1}&category_id=0&limit=12&offset=${(i % 5) + 1}`, () => headers);
    if (wanted('stores')) await runCase(app, 'stores/get-stores/all', (i) => `stores/get-stores/all?limit=12&offset=1&store_type=${['all', 'popular', 'newly_joined', 'top_rated'][i % 4]}`, () => headers);
    if (wanted('details')) await runCase(app, 'items/details', (i) => `items/details/${((i * 7919) % maxId) + 1}`, () => headers);

    // add to cart: 97 guests, each adding different plain items of one store (97 and the 1000 items share no factor: no pair repeats; carts grow to ~17 lines)
    const storeItems = await database.db
      .select({ id: items.id })
      .from(items)
      .where(sql`${items.storeId} = 1 and ${items.status} and ${items.variations} = '[]'::jsonb and ${items.foodVariations} = '[]'::jsonb and ${items.stock} > 0 and ${items.id} not in (select item_id from flash_sale_items)`)
      .limit(1000);
    const guestIds = (await database.db.insert(guests).values(Array.from({ length: 97 }, () => ({ id: randomGuestId(), ipAddress: 'bench' }))).returning({ id: guests.id })).map((g) => g.id);
    await database.db.delete(cartLines).where(and(eq(cartLines.isGuest, true), inArray(cartLines.userId, guestIds)));
    if (storeItems.length < 1000) throw new Error(`cart bench needs 1000 plain items in store 1, found ${storeItems.length}`);
    if (wanted('cart')) await runCase(app, 'customer/cart/add', () => 'customer/cart/add', () => headers, (i) => ({ guest_id: guestIds[i % guestIds.length], item_id: storeItems[i % storeItems.length].id, quantity: 1 }));

    if (!wanted('place')) return;
    // order/place: one guest per order, each with a cart of 5 lines of the same 5 items of store 1
    const [store] = await database.db.select().from(stores).where(eq(stores.id, 1));
    await database.db.delete(storeSchedules).where(eq(storeSchedules.storeId, 1));
    await database.db.insert(storeSchedules).values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId: 1, day, openingTime: '00:00:00', closingTime: '23:59:59' })));
    await database.db.update(stores).set({ active: true, status: true, delivery: true, minimumOrder: 0 }).where(eq(stores.id, 1));
    const five = storeItems.slice(0, 5).map((r) => r.id);
    const startStock = 1_000_000;
    await database.db.update(items).set({ stock: startStock, maximumCartQuantity: null }).where(inArray(items.id, five));
    const orderCount = requests * (ROUNDS + 1) + 30;
    const buyers = (await database.db.insert(guests).values(Array.from({ length: orderCount }, () => ({ id: randomGuestId(), ipAddress: 'bench' }))).returning({ id: guests.id })).map((g) => g.id);
    const prices = new Map((await database.db.select({ id: items.id, price: items.price }).from(items).where(inArray(items.id, five))).map((r) => [r.id, r.price]));
    for (let k = 0; k < buyers.length; k += 200) {
      const chunk = buyers.slice(k, k + 200);
      await database.db.insert(cartLines).values(chunk.flatMap((userId) => five.map((itemId) => ({ userId, isGuest: true, moduleId: store.moduleId, itemId, itemType: 'Item', storeId: 1, price: prices.get(itemId) ?? 0, quantity: 2, variation: [], addOnIds: [], addOnQtys: [] }))));
    }
    const orderHeaders = { ...headers, zoneId: `[${store.zoneId}]`, moduleId: String(store.moduleId) };
    // each buyer looks at the cart before checkout, as a shopper does (the lines above were written directly, not through cart/add)
    for (const g of buyers) if ((await app.request(`/api/v1/customer/cart/list?guest_id=${g}`, { headers: orderHeaders })).status !== 200) throw new Error(`cart/list for guest ${g}`);
    const address = { address: 'Bench Street', address_type: 'home', latitude: store.latitude, longitude: store.longitude, contact_person_name: 'Bench', contact_person_number: '+9779800000000', contact_person_email: 'bench@example.com' };
    await runCase(app, 'customer/order/place (5 lines)', () => 'customer/order/place', () => orderHeaders, (i) => ({ guest_id: buyers[i], order_type: 'delivery', store_id: 1, payment_method: 'cash_on_delivery', order_amount: 0, distance: 2, ...address }));
    const left = await database.db.select({ id: items.id, stock: items.stock }).from(items).where(inArray(items.id, five));
    const sold = await database.db.select({ n: sql<number>`coalesce(sum(${orderDetails.quantity}), 0)`.mapWith(Number) }).from(orderDetails).innerJoin(orders, eq(orders.id, orderDetails.orderId)).where(and(inArray(orderDetails.itemId, five), eq(orders.isGuest, true), inArray(orders.userId, buyers)));
    const oversold = left.some((r) => r.stock < 0) || left.reduce((n, r) => n + (startStock - r.stock), 0) !== sold[0].n;
    console.log(`  order/place check: ${sold[0].n} units sold, stock ${oversold ? 'WRONG (oversold or lost)' : 'exact, none below zero'}`);
    if (oversold) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (only === 'all' || only === 'pglite') await bench('pglite');
if (only === 'all' || only === 'postgres') {
  if (!process.env.BENCH_DATABASE_URL) console.log('\npostgres: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/storefront_bench)');
  else await bench('postgres');
}
