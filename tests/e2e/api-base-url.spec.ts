/**
 * API_BASE_URL: a second instance, with no database of its own, is the storefront for the first one
 * (the backend of this suite) and renders its home, a store and a product from it over HTTP; its
 * pages tell the islands to call that backend too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

const PORT = Number(process.env.E2E_PORT ?? 4330) + 2;
const storefront = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve('.test-data/storefront-only');
let server: ChildProcess | null = null;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  const backend = new URL(baseURL!).origin.replace('localhost', '127.0.0.1');
  server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', API_BASE_URL: backend, APP_URL: storefront, DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  // wait for it to answer (polling, not sleeping: each try is a real request)
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${storefront}/robots.txt`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 110_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a storefront on API_BASE_URL renders the home, a store and a product from the other backend', async ({ page, baseURL }) => {
  await page.goto(`${storefront}/home?module_id=1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="api-base"]')).toHaveAttribute('content', new URL(baseURL!).origin.replace('localhost', '127.0.0.1'));

  await page.goto(`${storefront}/store/asan-fresh-mart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Asan Fresh Mart' })).toBeVisible();

  const response = await page.goto(`${storefront}/product/fuji-apples-asan-fresh-mart`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Fuji Apples/ })).toBeVisible();

  // nothing came from a database of its own: it never opened one
  expect(existsSync(dataDir)).toBe(false);
});
