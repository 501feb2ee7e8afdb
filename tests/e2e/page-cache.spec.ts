/** The page cache for anonymous catalogue pages (issue 16): kept for everyone, emptied by a change, never mixed with a signed-in page. */
import { expect, test } from './test';
import { OPS } from './orders';
import { signedIn } from './accounts';

const STORE_SLUG = 'bhaktapur-daily-needs';
const HEADERS = { zoneId: '[1,2,3]', moduleId: '1' };

test('a store renamed by the operator shows on the next request, although its page was kept', async ({ request, page }) => {
  const details = await request.get(`/api/v1/stores/details/${STORE_SLUG}`, { headers: HEADERS });
  expect(details.ok()).toBe(true);
  const { id, name } = (await details.json()) as { id: number; name: string };
  const renamed = `${name} Renamed ${Date.now()}`;

  await expect.poll(async () => (await request.get(`/store/${STORE_SLUG}`)).headers()['x-page-cache']).toBe('hit');
  try {
    expect((await request.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name: renamed } })).ok()).toBe(true);
    await page.goto(`/store/${STORE_SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  } finally {
    expect((await request.post(`/api/v1/ops/stores/${id}`, { headers: OPS, data: { name } })).ok()).toBe(true);
  }
  await page.goto(`/store/${STORE_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a signed-in page is never kept nor served from the cache, and no one else sees the shopper's name", async ({ page, request }) => {
  await page.goto('/about-us');
  await signedIn(page, request, 'Pagecache Probe');
  const url = `/store/asan-fresh-mart?probe=${Date.now()}`;
  const mine = await page.goto(url);
  expect(mine!.headers()['x-page-cache']).toBeUndefined();
  expect(mine!.headers()['cache-control']).toBe('private, no-store');
  // rendered for this shopper, it is compressed whole in one call, so its length is known (not chunked),
  // and for this answer alone: the cheapest the browser accepts (Chromium asks for zstd beside brotli and
  // gzip; Chromium 156 no longer reports the accept-encoding its network stack sends, so either is taken)
  expect(mine!.headers()['content-encoding']).toMatch(/^(zstd|gzip)$/);
  expect(Number(mine!.headers()['content-length'])).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByText('Pagecache Probe')).toBeVisible();

  // an anonymous shopper at the same address renders a page of their own, then is served it
  const first = await request.get(url);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(await first.text()).not.toContain('Pagecache Probe');
  const second = await request.get(url);
  expect(['hit', 'stale']).toContain(second.headers()['x-page-cache']);
  expect(await second.text()).not.toContain('Pagecache Probe');

  // and the signed-in shopper still gets their own page, not the kept one
  const again = await page.goto(url);
  expect(again!.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('banner').getByText('Pagecache Probe')).toBeVisible();
});
