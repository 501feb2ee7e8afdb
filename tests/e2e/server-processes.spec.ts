/**
 * WEB_CONCURRENCY=2 on the embedded database (issue 16): two server processes, the database held
 * by the cluster's primary. A second instance on its own copy of the seeded database: each fresh
 * connection goes to the next process, so the checks below meet both of them.
 * - A store renamed through the API shows from both processes at once (the change's notification
 *   reaches each process's reference data and page cache through the primary).
 * - Orders placed through one process or the other take their stock in transactions that see each
 *   other (the second order sees the stock the first one took).
 * - A process that dies is replaced, and the site answers meanwhile.
 * - SIGHUP replaces the processes one at a time, and no request fails meanwhile.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { request as requests } from '@playwright/test';
import { expect, test } from './test';
import { HEADERS as ORDER_HEADERS, OPS, placeOrder, plainItem } from './orders';

const PORT = Number(process.env.E2E_PORT ?? 4330) + 3;
const site = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve('.test-data/e2e-processes');
const STORE_SLUG = 'bhaktapur-daily-needs';
const SHOPPER = `zoneid=${encodeURIComponent('[1,2,3]')}; module=${encodeURIComponent(JSON.stringify({ id: 1, module_type: 'grocery' }))}`;
let server: ChildProcess | null = null;

/**
 * A GET on a connection of its own (no keep-alive): the cluster hands each connection to the next
 * process. Given up after `timeout` ms: a connection handed to a process as it dies is never answered.
 */
function freshGet(pathname: string, headers: Record<string, string> = {}, timeout = 10_000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site}${pathname}`, { agent: false, timeout, headers: { connection: 'close', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer in ${timeout} ms`));
      })
      .on('error', reject);
  });
}
/** the primary's children that serve (not, say, the esbuild service the primary's TypeScript loader starts) */
const serverProcesses = () =>
  execFileSync('pgrep', ['-P', String(server!.pid), '-f', 'scripts/serve.mjs'])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map(Number);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // the suite's seeded database, copied before the suite's own server opened it (scripts/e2e.mjs)
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.resolve('.test-data/e2e-seeded'), dataDir, { recursive: true });
  server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_CONCURRENCY: '2', OPS_TOKEN: 'e2e-ops-token', STOREFRONT_TEST_MODE: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  await expect
    .poll(async () => (await freshGet('/api/v1/zone/list').catch(() => ({ status: 0 }))).status, { timeout: 110_000, intervals: [250, 500, 1000] })
    .toBe(200);
  await expect.poll(() => serverProcesses().length).toBe(2);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a store renamed through one process shows from both at once, although both kept its page', async () => {
  const { id, name } = JSON.parse((await freshGet(`/api/v1/stores/details/${STORE_SLUG}`, { zoneId: '[1,2,3]', moduleId: '1' })).body) as { id: number; name: string };
  // both processes render the page and keep it in their page caches
  for (let i = 0; i < 4; i++) expect((await freshGet(`/store/${STORE_SLUG}`, { cookie: SHOPPER })).body).toContain(name);
  const renamed = `${name} Cluster ${Date.now()}`;
  const ops = await requests.newContext({ baseURL: site });
  try {
    expect((await ops.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name: renamed } })).ok()).toBe(true);
    // the notification reaches each process a moment after the commit: poll until both answer with the new name
    await expect
      .poll(async () => {
        const answers = await Promise.all([0, 1, 2, 3].map(() => freshGet(`/store/${STORE_SLUG}`, { cookie: SHOPPER })));
        return answers.every((a) => a.body.includes(renamed));
      })
      .toBe(true);
    // and from then on every answer has it
    for (let i = 0; i < 6; i++) expect((await freshGet(`/store/${STORE_SLUG}`, { cookie: SHOPPER })).body).toContain(renamed);
  } finally {
    await ops.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name } });
    await ops.dispose();
  }
});

test('orders placed through either process take their stock in turn, and the shop goes on when a process dies', async () => {
  test.setTimeout(90_000);
  const first = await requests.newContext({ baseURL: site });
  const second = await requests.newContext({ baseURL: site });
  try {
    const item = await plainItem(first);
    const stock = async () => ((await (await first.get(`/api/v1/items/details/${item.id}`, { headers: ORDER_HEADERS })).json()) as { stock: number }).stock;
    const before = await stock();
    // two connections: one to each process
    const [a, b] = await Promise.all([placeOrder(first, undefined, 2, item), placeOrder(second, undefined, 3, item)]);
    expect(a.orderId).not.toBe(b.orderId);
    expect(await stock()).toBe(before - 5);

    // a process killed outright is replaced, and the other answers meanwhile (a connection handed to
    // the dying one before the primary hears of its death is reset: a browser asks again)
    const [victim] = serverProcesses();
    process.kill(victim, 'SIGKILL');
    const status = () => freshGet('/api/v1/zone/list', {}, 2_000).then((r) => r.status, () => 0);
    await expect.poll(status, { timeout: 30_000 }).toBe(200);
    await expect.poll(() => serverProcesses().filter((pid) => pid !== victim).length, { timeout: 30_000 }).toBe(2);
    // both processes answer again: the replacement reached the database through the primary
    await expect.poll(async () => (await Promise.all([0, 1, 2, 3].map(status))).every((s) => s === 200), { timeout: 30_000 }).toBe(true);
    for (let i = 0; i < 4; i++) expect((await freshGet(`/store/${STORE_SLUG}`, { cookie: SHOPPER })).status).toBe(200);
  } finally {
    await first.dispose();
    await second.dispose();
  }
});

test('SIGHUP restarts the processes one at a time: each new one listens before the old one drains, and no request fails meanwhile (issue 47.4)', async () => {
  test.setTimeout(120_000);
  const before = serverProcesses();
  expect(before).toHaveLength(2);
  let running = true;
  const outcomes: number[] = [];
  const load = (async () => {
    while (running) outcomes.push((await freshGet('/api/v1/zone/list', {}, 10_000).catch(() => ({ status: 0 }))).status);
  })();
  process.kill(server!.pid!, 'SIGHUP');
  // both replaced, and never fewer than two processes meanwhile (a new one starts before an old one stops)
  let fewest = Infinity;
  await expect
    .poll(
      () => {
        const now = serverProcesses();
        fewest = Math.min(fewest, now.length);
        return now.filter((pid) => !before.includes(pid)).length === 2 && now.length === 2;
      },
      { timeout: 90_000, intervals: [100] },
    )
    .toBe(true);
  const seen = outcomes.length;
  await expect.poll(() => outcomes.length).toBeGreaterThan(seen + 5);
  running = false;
  await load;
  expect(fewest).toBeGreaterThanOrEqual(2);
  expect(outcomes.filter((s) => s !== 200)).toEqual([]);
  expect(outcomes.length).toBeGreaterThan(10);
});
