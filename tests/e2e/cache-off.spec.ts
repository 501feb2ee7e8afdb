/**
 * CACHE=off turns every cache off at once (issue 44.2, docs/caching.md): an instance started with it
 * shows a changed price on the very next request of every page that shows the item, and no answer
 * tells a browser or a shared cache to keep it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { request as requests, type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { HEADERS, OPS } from './orders';
import { pageTypes } from './pages';

const PORT = Number(process.env.E2E_PORT ?? 4330) + 5;
const site = `http://localhost:${PORT}`;
const dataDir = path.resolve('.test-data/e2e-cache-off');
// a plain item (no variations, no discount): the page shows its price as it is
const PRODUCT = 'ctc-tea-asan-fresh-mart';
let server: ChildProcess | null = null;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.resolve('.test-data/e2e-seeded'), dataDir, { recursive: true });
  server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, CACHE: 'off', OPS_TOKEN: 'e2e-ops-token', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  api = await requests.newContext({ baseURL: site });
  await expect.poll(async () => (await api.get('/api/v1/zone/list').catch(() => null))?.status() ?? 0, { timeout: 110_000, intervals: [250, 500, 1000] }).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await gone;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const money = (amount: number) => `Rs ${amount.toFixed(2)}`;

test('a changed price shows on the very next request of every page that shows the item, and nothing is kept by anyone', async () => {
  test.setTimeout(120_000);
  const item = (await (await api.get(`/api/v1/items/details/${PRODUCT}`, { headers: HEADERS })).json()) as { id: number };
  const showing = [`/product/${PRODUCT}`, '/store/asan-fresh-mart', '/home?module_id=1&data_type=searched&name=tea'];
  for (const price of [777.77, 888.88]) {
    // every page rendered (and, were anything kept, kept) at the old price first
    for (const p of showing) expect((await api.get(p)).ok(), p).toBe(true);
    expect((await api.post(`/api/v1/ops/items/${item.id}`, { headers: OPS, data: { price } })).ok()).toBe(true);
    for (const p of showing) expect(await (await api.get(p)).text(), `${p} at ${price}`).toContain(money(price));
    const details = await (await api.get(`/api/v1/items/details/${PRODUCT}`, { headers: HEADERS })).json();
    expect(details.price).toBe(price);
  }
  // no answer carries a public max-age: every page type, the API, robots, the sitemap and a built file
  const answers = [...pageTypes.map((t) => t.path), '/robots.txt', '/sitemap.xml', '/favicon.svg'];
  for (const p of answers) {
    const res = await api.get(p);
    expect(res.status(), p).toBeLessThan(400);
    expect(res.headers()['cache-control'] ?? '', p).not.toMatch(/public|max-age=[1-9]/);
    expect(res.headers()['x-page-cache'], p).toBeUndefined();
  }
  const config = await api.get('/api/v1/config', { headers: HEADERS });
  expect(config.headers()['cache-control']).toBe('no-store');
});
