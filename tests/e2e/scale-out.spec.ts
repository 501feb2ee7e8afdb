/**
 * The README's "Running on several machines", as it is written (issue 47.5): two instances on one
 * PostgreSQL database behind nginx (Debian's; scripts/test.mjs installs it), with the repository's
 * own config (ops/nginx). Besides the shared door (the upstream of both), the test opens one door to
 * each instance, with the same proxy settings, so a journey can go through one and then the other:
 * - signed in through one, the cart filled through the other, the order placed through either;
 * - its tracking stream followed on one while the operator advances it through the other;
 * - a store renamed through one shows on the other's next page;
 * - a rolling restart of both, one at a time, under a steady load through the shared door, fails
 *   no request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './test';
import { freshGet, startInstance, type Instance } from './instance';
import { HEADERS, HERE, OPS, PHONE, STORE, plainItem } from './orders';
import { request as requests } from '@playwright/test';

const BASE = Number(process.env.E2E_PORT ?? 4330);
const PORTS = { a: BASE + 6, b: BASE + 7, door: BASE + 8, doorA: BASE + 9, doorB: BASE + 10 };
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// one per suite's port: two suites on one machine (E2E_PORT) do not share it
const DATABASE = `storefront_e2e_scale_out_${BASE}`;
const databaseUrl = () => {
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};
const nginxDir = path.resolve('.test-data/nginx');
const door = (port: number) => `http://127.0.0.1:${port}`;
const STORE_SLUG = 'bhaktapur-daily-needs';
let nginx: ChildProcess | null = null;
const instances: Record<'a' | 'b', Instance | null> = { a: null, b: null };

/** what every instance shares (README: the settings that must be the same) */
const shared = () => ({
  DATABASE_URL: databaseUrl(),
  APP_URL: door(PORTS.door),
  ALLOWED_ORIGINS: `${door(PORTS.doorA)},${door(PORTS.doorB)}`,
  PAYMENT_SANDBOX: 'on',
  PAYMENT_SANDBOX_SECRET: 'e2e-shared-sandbox-secret',
  TRUST_PROXY: '1',
  PG_POOL_SIZE: '4',
});
const start = (which: 'a' | 'b') => startInstance(PORTS[which], shared(), `scale-out-${which}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** the repository's nginx files, ports set for this run, and one door to each instance */
function writeNginxConfig() {
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
  cpSync('ops/nginx/storefront-proxy.conf', path.join(nginxDir, 'storefront-proxy.conf'));
  const site = readFileSync('ops/nginx/storefront.conf', 'utf8')
    .replace('server 127.0.0.1:4321', `server 127.0.0.1:${PORTS.a}`)
    .replace('server 127.0.0.1:4322', `server 127.0.0.1:${PORTS.b}`)
    .replace('listen 80;', `listen 127.0.0.1:${PORTS.door};`);
  expect(site).toContain(`127.0.0.1:${PORTS.a}`);
  writeFileSync(path.join(nginxDir, 'storefront.conf'), site);
  const only = (listen: number, port: number) => `server {\n  listen 127.0.0.1:${listen};\n  location / {\n    proxy_pass http://127.0.0.1:${port};\n    include storefront-proxy.conf;\n  }\n}\n`;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${nginxDir}/temp/${t};`).join('\n  ');
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `user root;\nworker_processes 1;\npid ${nginxDir}/nginx.pid;\nerror_log ${nginxDir}/error.log warn;\nevents { worker_connections 512; }\nhttp {\n  access_log ${nginxDir}/access.log;\n  ${temp}\n  include storefront.conf;\n${only(PORTS.doorA, PORTS.a)}${only(PORTS.doorB, PORTS.b)}}\n`,
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  // migrate and seed once, as the first npm start on a new database does
  const prepared = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare-only', '--no-build'], { env: { ...process.env, ...shared() }, stdio: 'inherit' });
  expect(prepared.status).toBe(0);
  [instances.a, instances.b] = await Promise.all([start('a'), start('b')]);
  writeNginxConfig();
  nginx = spawn('/usr/sbin/nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await expect.poll(async () => (await freshGet(`${door(PORTS.door)}/readyz`)).status, { timeout: 20_000 }).toBe(200);
});

test.afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await Promise.all([instances.a?.stop(), instances.b?.stop()]);
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
});

test('one journey across the instances: sign in on one, fill the cart on the other, order, follow it on one while the other advances it, rename a store', async () => {
  test.setTimeout(90_000);
  const [viaA, viaB, viaDoor] = await Promise.all([PORTS.doorA, PORTS.doorB, PORTS.door].map((p) => requests.newContext({ baseURL: door(p) })));
  try {
    const login = await viaA.post('/api/v1/auth/login', { data: { login_type: 'manual', email_or_phone: 'ram@example.com', password: '12345678' } });
    expect(login.ok()).toBe(true);
    const token = (await login.json()).token as string;
    const auth = { ...HEADERS, authorization: `Bearer ${token}` };
    const item = await plainItem(viaB);
    await viaB.delete('/api/v1/customer/cart/remove', { headers: auth });
    // A's page with the shopper's header (A keeps their cart under the version its session reads: issue 48.2)
    const cartInHeader = async () => /Cart: (\d+) items? in cart/.exec(await (await viaA.get(`/store/${STORE_SLUG}`, { headers: { cookie: `token=${token}` } })).text())?.[1];
    await expect.poll(cartInHeader).toBe('0');
    expect(await cartInHeader()).toBe('0');
    expect((await viaB.post('/api/v1/customer/cart/add', { headers: auth, data: { item_id: item.id, quantity: 2, model: 'Item' } })).ok()).toBe(true);
    // filled through B: A's very next page shows it, no notice waited for
    expect(await cartInHeader()).toBe('1');
    const cart = await (await viaA.get('/api/v1/customer/cart/list', { headers: auth })).json();
    expect(cart.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity])).toEqual([[item.id, 2]]);
    const placed = await viaDoor.post('/api/v1/customer/order/place', {
      headers: auth,
      data: { order_type: 'delivery', store_id: STORE, payment_method: 'cash_on_delivery', order_amount: 1, distance: 2, address: 'Thimi, Bhaktapur', ...HERE, contact_person_name: 'Ram Thapa', contact_person_number: PHONE },
    });
    expect(placed.ok()).toBe(true);
    const orderId = (await placed.json()).order_id as number;
    // the order emptied the cart: A's next page says so at once
    expect(await cartInHeader()).toBe('0');

    // the stream on A hears the change B's operator makes (PostgreSQL's notices reach both)
    let streamed = '';
    const stream = http.get(`${door(PORTS.doorA)}/api/v1/customer/order/stream?order_id=${orderId}`, { headers: auth }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (streamed += chunk));
    });
    await expect.poll(() => streamed).toContain('"order_status":"pending"');
    expect((await viaB.post(`/api/v1/ops/orders/${orderId}/advance`, { headers: OPS })).ok()).toBe(true);
    await expect.poll(() => streamed, { timeout: 5_000 }).toContain('"order_status":"confirmed"');
    stream.destroy();

    // a store renamed through A: B's next page shows the new name, though it kept the page
    const { id, name } = await (await viaB.get(`/api/v1/stores/details/${STORE_SLUG}`, { headers: { zoneId: '[1,2,3]', moduleId: '1' } })).json();
    expect(await (await viaB.get(`/store/${STORE_SLUG}`)).text()).toContain(name);
    const renamed = `${name} (renamed on A)`;
    expect((await viaA.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name: renamed } })).ok()).toBe(true);
    try {
      // PostgreSQL tells the other instance a moment after the commit
      await expect.poll(async () => (await (await viaB.get(`/store/${STORE_SLUG}`)).text()).includes(renamed), { timeout: 2_000, intervals: [50] }).toBe(true);
    } finally {
      await viaA.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name } });
    }
    // both doors log the same request id nginx made for it
    const last = (instances.a!.logLines().concat(instances.b!.logLines()).filter((l) => l.route === '/api/v1/ops/stores/:id').at(-1) ?? {}) as { reqId?: string };
    expect(last.reqId).toMatch(/^[0-9a-f]{32}$/);
  } finally {
    await Promise.all([viaA, viaB, viaDoor].map((c) => c.dispose()));
  }
});

test('a rolling restart of both instances, one at a time, under a steady load through the proxy, fails no request', async () => {
  test.setTimeout(180_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const get = (pathname: string) =>
    new Promise<number>((resolve) => {
      http
        .get(`${door(PORTS.door)}${pathname}`, { agent, headers: { zoneId: '[1,2,3]', moduleId: '1' }, timeout: 15_000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('timeout', function (this: http.ClientRequest) {
          this.destroy();
        })
        .on('error', () => resolve(0));
    });
  let running = true;
  const outcomes = new Map<number, number>();
  const paths = ['/api/v1/zone/list', `/store/${STORE_SLUG}`, '/api/v1/items/latest?store_id=9&category_id=0&limit=10&offset=1', '/'];
  const worker = async (n: number) => {
    for (let i = n; running; i++) {
      const status = await get(paths[i % paths.length]);
      outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
    }
  };
  const load = Promise.all([0, 1, 2, 3].map(worker));
  const served = () => [...outcomes.values()].reduce((a, b) => a + b, 0);
  await expect.poll(served).toBeGreaterThan(20);
  for (const which of ['a', 'b'] as const) {
    expect(await instances[which]!.stop()).toBe(0);
    const before = served();
    // the other serves alone meanwhile
    await expect.poll(served).toBeGreaterThan(before + 20);
    instances[which] = await start(which);
    // nginx left it out for fail_timeout: the next one stops only once nginx sends it requests again (its log shows nginx's request ids)
    const restarted = instances[which]!;
    await expect.poll(() => restarted.logLines().some((l) => l.msg === 'request' && /^[0-9a-f]{32}$/.test(String(l.reqId))), { timeout: 20_000 }).toBe(true);
  }
  const beforeEnd = served();
  await expect.poll(served).toBeGreaterThan(beforeEnd + 20);
  running = false;
  await load;
  agent.destroy();
  console.log(`rolling restart under load: ${JSON.stringify(Object.fromEntries(outcomes))} (status: requests)`);
  expect([...outcomes.keys()]).toEqual([200]);
});
