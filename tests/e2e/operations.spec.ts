/**
 * Running it in production (issue 47), on a storefront of the test's own (tests/e2e/instance.ts):
 * - /healthz and /readyz;
 * - one JSON log line per request, with its id (the proxy's X-Request-Id, echoed), the route's
 *   pattern, status, duration and kind of shopper;
 * - /metrics, closed without METRICS_TOKEN, counting requests, statements, caches, streams, orders
 *   and payment callbacks;
 * - SIGTERM: /readyz 503, an open stream ends with a `retry:` hint, a request in flight finishes,
 *   the database closes, exit 0;
 * - a backup taken while serving, restored with the shop stopped: what came after it is gone,
 *   what came before is there.
 */
import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as requests, type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { freshGet, seededCopy, startInstance, type Instance } from './instance';
import { HEADERS, OPS, placeOrder } from './orders';

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 4330) + 5;
const METRICS_TOKEN = 'e2e-metrics-token';
const BACKUP = path.resolve('.test-data/operations-backup.tar.gz');
let dataDir = '';
let shop: Instance;
let api: APIRequestContext;

const settings = () => ({ DATA_DIR: dataDir, TRUST_PROXY: '1', METRICS_TOKEN, SHUTDOWN_DELAY_MS: '1500' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = seededCopy('operations');
  shop = await startInstance(PORT, settings(), 'operations');
  api = await requests.newContext({ baseURL: shop.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(BACKUP, { force: true });
});

/** the log's request lines, by request id */
const requestLines = () => new Map(shop.logLines().filter((l) => l.msg === 'request').map((l) => [l.reqId as string, l]));

test('health and readiness; one JSON log line per request with its id, route pattern, status, duration and kind of shopper', async () => {
  const live = await api.get('/healthz');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  const ready = await api.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', checks: ['draining', 'database', 'migrations', 'listen'].map((name) => ({ name, ok: true })) });

  // the trusted proxy's id is kept and echoed; without one the server makes one
  const anonymous = await api.get('/api/v1/zone/list', { headers: { 'x-request-id': 'proxy-id-1' } });
  expect(anonymous.headers()['x-request-id']).toBe('proxy-id-1');
  const made = (await api.get('/store/bhaktapur-daily-needs')).headers()['x-request-id'];
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  const { guest_id } = await (await api.post('/api/v1/auth/guest/request', { data: {} })).json();
  await api.get(`/api/v1/customer/cart/list?guest_id=${guest_id}`, { headers: { ...HEADERS, 'x-request-id': 'proxy-id-guest' } });
  const { token } = await (await api.post('/api/v1/auth/login', { data: { login_type: 'manual', email_or_phone: 'sita@example.com', password: '12345678' } })).json();
  await api.get('/api/v1/customer/info', { headers: { authorization: `Bearer ${token}`, 'x-localization': 'en', 'x-request-id': 'proxy-id-customer' } });
  await api.get('/api/v1/items/details/999999999', { headers: { ...HEADERS, 'x-request-id': 'proxy-id-404' } });

  await expect.poll(() => requestLines().has('proxy-id-404')).toBe(true);
  const lines = requestLines();
  expect(lines.get('proxy-id-1')).toMatchObject({ level: 30, component: 'http', method: 'GET', route: '/api/v1/zone/list', status: 200, shopper: 'anonymous' });
  expect(lines.get(made)).toMatchObject({ route: '/store/[id]', status: 200, shopper: 'anonymous' });
  expect(lines.get('proxy-id-guest')).toMatchObject({ route: '/api/v1/customer/cart/list', shopper: 'guest' });
  expect(lines.get('proxy-id-customer')).toMatchObject({ route: '/api/v1/customer/info', status: 200, shopper: 'customer' });
  expect(lines.get('proxy-id-404')).toMatchObject({ route: '/api/v1/items/details/:id', status: 404 });
  expect(typeof lines.get('proxy-id-1')!.ms).toBe('number');
  expect(typeof lines.get('proxy-id-1')!.time).toBe('string');
  // the path itself is never written: an id or a payment session in it stays out of the log
  expect(JSON.stringify([...lines.values()])).not.toContain('bhaktapur-daily-needs');
});

test('/metrics is closed without the token; with it, Prometheus text of requests, statements, caches, streams, orders and payment callbacks', async () => {
  expect((await api.get('/metrics')).status()).toBe(403);
  expect((await api.get('/metrics', { headers: { authorization: 'Bearer wrong' } })).status()).toBe(403);
  const scrape = async () => {
    const res = await api.get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    return res.text();
  };
  const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"\\[\]().*+?^$|]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const before = await scrape();

  const { orderId } = await placeOrder(api);
  // a refusal: an order for a store that is not there
  const refused = await api.post('/api/v1/customer/order/place', { headers: HEADERS, data: { guest_id: 1, order_type: 'delivery', store_id: 999_999, payment_method: 'cash_on_delivery', order_amount: 1, distance: 1, address: 'x', latitude: 27.67, longitude: 85.38, contact_person_name: 'A', contact_person_number: '+9779811111111' } });
  expect(refused.ok()).toBe(false);
  // a payment callback whose proof does not hold
  expect((await api.get('/api/v1/payment/callback/sandbox?data=e30&signature=forged', { maxRedirects: 0 })).status()).toBe(403);

  // an open event stream is counted while it is open
  const stream = http.get(`${shop.url}/api/v1/customer/order/stream?order_id=${orderId}&contact_number=${encodeURIComponent('+9779811111111')}`, { headers: HEADERS });
  const opened = await new Promise<http.IncomingMessage>((resolve) => stream.once('response', resolve));
  expect(opened.statusCode).toBe(200);
  await expect.poll(async () => value(await scrape(), `storefront_event_streams_open{pid="${shop.process.pid}"}`)).toBe(1);
  stream.destroy();
  await expect.poll(async () => value(await scrape(), `storefront_event_streams_open{pid="${shop.process.pid}"}`)).toBe(0);

  const after = await scrape();
  for (const family of ['storefront_http_request_duration_seconds', 'storefront_db_statement_duration_seconds', 'storefront_cache_requests_total', 'storefront_event_streams_open', 'storefront_orders_placed_total', 'storefront_orders_refused_total', 'storefront_payment_callbacks_total', 'storefront_process_cpu_seconds_total'])
    expect(after, family).toContain(`# TYPE ${family}`);
  const pid = shop.process.pid;
  expect(value(after, `storefront_orders_placed_total{module="grocery",pid="${pid}"}`) - value(before, `storefront_orders_placed_total{module="grocery",pid="${pid}"}`)).toBe(1);
  expect(after).toMatch(/^storefront_orders_refused_total\{reason="[a-z_.]+",pid="\d+"\} [1-9]/m);
  expect(value(after, `storefront_payment_callbacks_total{gateway="sandbox",outcome="refused",pid="${pid}"}`)).toBe(1);
  expect(value(after, `storefront_db_statement_duration_seconds_count{pid="${pid}",db="pglite"}`)).toBeGreaterThan(value(before, `storefront_db_statement_duration_seconds_count{pid="${pid}",db="pglite"}`));
  expect(after).toMatch(/^storefront_cache_requests_total\{cache="reference data",outcome="hit",pid="\d+"\} [1-9]/m);
  expect(after).toMatch(/^storefront_http_request_duration_seconds_count\{pid="\d+",route="\/api\/v1\/customer\/order\/place",method="POST",status="200"\} [1-9]/m);
});

test('a backup taken while the shop serves, restored with it stopped: the order after the backup is gone, the one before is kept', async () => {
  test.setTimeout(150_000);
  const { orderId: before } = await placeOrder(api);
  const env = { ...process.env, STOREFRONT_URL: shop.url, OPS_TOKEN: OPS['x-ops-token'], DATA_DIR: dataDir };
  const tsx = 'node_modules/.bin/tsx';
  // while a steady trickle of pages is served
  let serving = true;
  const trickle = (async () => {
    let failed = 0;
    while (serving) if ((await freshGet(`${shop.url}/api/v1/zone/list`)).status !== 200) failed++;
    return failed;
  })();
  const backup = await run(tsx, ['scripts/ops.ts', 'backup', BACKUP], { env });
  serving = false;
  expect(await trickle).toBe(0);
  expect(backup.stdout).toContain(`backup written to ${BACKUP}`);
  expect(statSync(BACKUP).size).toBeGreaterThan(1024 * 1024);
  const { orderId: after } = await placeOrder(api);

  // a restore under a running shop is refused
  await expect(run(tsx, ['scripts/ops.ts', 'restore', BACKUP], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('stop it first') });
  await api.dispose();
  expect(await shop.stop()).toBe(0);
  const restored = await run(tsx, ['scripts/ops.ts', 'restore', BACKUP], { env });
  expect(restored.stdout).toMatch(/restored .* the directory it replaced is kept at /);
  const kept = /kept at (\S+)/.exec(restored.stdout)![1];
  expect(existsSync(kept)).toBe(true);
  rmSync(kept, { recursive: true, force: true });

  shop = await startInstance(PORT, settings(), 'operations');
  api = await requests.newContext({ baseURL: shop.url });
  expect((await api.get(`/api/v1/ops/orders/${before}`, { headers: OPS })).status()).toBe(200);
  expect((await api.get(`/api/v1/ops/orders/${after}`, { headers: OPS })).status()).toBe(404);
});

test('SIGTERM: /readyz turns 503, an open stream ends with a retry hint, a request in flight finishes, the database closes and the process exits 0', async () => {
  test.setTimeout(120_000);
  const { orderId } = await placeOrder(api);
  let streamed = '';
  const ended = new Promise<void>((resolve) => {
    http.get(`${shop.url}/api/v1/customer/order/stream?order_id=${orderId}&contact_number=${encodeURIComponent('+9779811111111')}`, { headers: HEADERS }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (streamed += chunk));
      res.on('end', resolve);
    });
  });
  await expect.poll(() => streamed).toContain('event: status');
  // a keep-alive connection in use before the signal: the load balancer's view of the process
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (pathname: string) =>
    new Promise<number>((resolve) => http.get(`${shop.url}${pathname}`, { agent }, (res) => (res.resume(), res.on('end', () => resolve(res.statusCode ?? 0)))).on('error', () => resolve(0)));
  expect(await ask('/readyz')).toBe(200);
  const exit = new Promise<number | null>((resolve) => shop.process.once('exit', resolve));
  shop.process.kill('SIGTERM');
  // during SHUTDOWN_DELAY_MS the process still answers, and says it is not ready
  await expect.poll(() => ask('/readyz'), { intervals: [50] }).toBe(503);
  const inFlight = ask('/api/v1/zone/list');
  await ended;
  expect(streamed).toMatch(/retry: \d+\n\n$/);
  expect(await inFlight).toBe(200);
  expect(await exit).toBe(0);
  agent.destroy();
  const said = shop.logLines().map((l) => l.msg);
  expect(said).toContain('draining: finishing the requests in flight');
  expect(said.at(-1)).toBe('stopped');
  // closed cleanly: the next start opens the same database as it left it
  shop = await startInstance(PORT, settings(), 'operations');
  expect((await freshGet(`${shop.url}/api/v1/ops/orders/${orderId}`, OPS)).status).toBe(200);
});
