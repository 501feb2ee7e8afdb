/** The page cache for anonymous catalogue pages (issue 16): kept for everyone, emptied by a change, never mixed with a signed-in page. */
import { expect, test } from './test';
import { addToCustomerCart, OPS, plainItem } from './orders';
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

/**
 * Issue 48: a signed-in shopper is served the page everyone shares from the page cache, with their own
 * places (name, cart count) filled in by the server. Two shoppers and an anonymous one at the same
 * address each see only their own, as the page arrives and with JavaScript off.
 */
test("two signed-in shoppers get the kept page, each with their own name and cart, and nobody else's", async ({ page, request, browser }) => {
  const url = `/store/asan-fresh-mart?probe=${Date.now()}`;
  await page.goto('/about-us');
  const asha = await signedIn(page, request, 'Asha Pagecache');
  const other = await browser.newContext();
  const bikashPage = await other.newPage();
  await bikashPage.goto('/about-us');
  await signedIn(bikashPage, request, 'Bikash Pagecache');
  const item = await plainItem(request);
  await addToCustomerCart(request, asha.token, item.id, 2);

  // an anonymous shopper renders the page, which is kept
  const first = await request.get(url);
  expect(first.headers()['x-page-cache']).toBe('miss');

  for (const [shopper, name, stranger, count] of [
    [page, 'Asha Pagecache', 'Bikash Pagecache', '1 item'],
    [bikashPage, 'Bikash Pagecache', 'Asha Pagecache', '0 items'],
  ] as const) {
    const mine = await shopper.goto(url);
    // the kept page, filled in for this shopper, for them alone
    expect(['hit', 'stale']).toContain(mine!.headers()['x-page-cache']);
    expect(mine!.headers()['cache-control']).toBe('private, no-store');
    const html = await mine!.text();
    expect(html).toContain(name);
    expect(html).not.toContain(stranger);
    const banner = shopper.getByRole('banner');
    await expect(banner.getByText(name)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // an empty cart's link is hidden until a location is set: still there, with this shopper's count
    await expect(banner.getByRole('link', { name: `Cart: ${count} in cart`, includeHidden: true })).toBeAttached();
  }

  // what is not a page has no places of theirs, and keeps what it says of caching (their cookies come along)
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['cache-control']).toMatch(/^public/);

  // and everyone else still gets the page as everyone sees it
  const anonymous = await request.get(url);
  expect(['hit', 'stale']).toContain(anonymous.headers()['x-page-cache']);
  const shared = await anonymous.text();
  for (const name of ['Asha Pagecache', 'Bikash Pagecache']) expect(shared).not.toContain(name);
  expect(shared).toContain('Sign In');
  await other.close();
});

test('with JavaScript off, a signed-in page served from the cache shows the shopper and opens their account', async ({ browser, page, request }) => {
  await page.goto('/about-us');
  const { token } = await signedIn(page, request, 'Nojs Pagecache');
  const url = `/category/1?probe=${Date.now()}`;
  expect((await request.get(url)).headers()['x-page-cache']).toBe('miss');
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
  const offline = await context.newPage();
  const answer = await offline.goto(url);
  expect(['hit', 'stale']).toContain(answer!.headers()['x-page-cache']);
  const banner = offline.getByRole('banner');
  await expect(banner.getByText('Nojs Pagecache')).toBeVisible();
  // the account menu is a <details>: it opens without a script, and its links go to the account's pages
  await banner.getByText('Nojs Pagecache').click();
  await banner.getByRole('link', { name: 'My Orders' }).click();
  await expect(offline).toHaveURL(/\/profile\?page=my-orders$/);
  await expect(offline.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
