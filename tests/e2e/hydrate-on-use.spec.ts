/**
 * Islands hydrate on use (`client:interact`): a click that comes straight after DOMContentLoaded,
 * before React has loaded, is held and done once the island is ready. And the header's personal
 * bits (name, cart count) come from the server, before any island has hydrated.
 */
import { expect, test, type Page } from './test';
import { signedIn } from './accounts';
import { reactLoaded, recordScripts } from './scripts';

async function simpleGroceryItem(page: Page) {
  const res = await page.request.get('/api/v1/items/latest?store_id=1&category_id=0&limit=50&offset=1', { headers: { zoneId: '[1]', moduleId: '1' } });
  const { products } = await res.json();
  const item = products.find((p: any) => !p.choice_options?.length && !p.add_ons?.length && p.stock > 1 && !p.flash_sale);
  if (!item) throw new Error('seed has no simple grocery item in store 1');
  return item as { name: string };
}

test.describe('a click straight after DOMContentLoaded is not lost', () => {
  test('the header cart button opens the drawer', async ({ page, context }) => {
    await context.addCookies([{ name: 'location', value: 'Thamel, Kathmandu', domain: 'localhost', path: '/' }]);
    const scripts = recordScripts(page);
    await page.goto('/store/asan-fresh-mart', { waitUntil: 'domcontentloaded' });
    expect(reactLoaded(scripts)).toBe(false);
    await page.getByRole('link', { name: /^Cart: 0 items in cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  });

  test("a card's ADD adds the line", async ({ page }) => {
    const item = await simpleGroceryItem(page);
    await page.goto('/store/asan-fresh-mart', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('link', { name: `ADD ${item.name}` })
      .first()
      .click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart: 1 item in cart/ })).toBeVisible();
    // still on the store page: the link's default (the product page) was held back
    await expect(page).toHaveURL(/\/store\/asan-fresh-mart$/);
  });

  test('Sign In opens the modal on its sign-in form (issue 46.10)', async ({ page }) => {
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('personal bits before hydration', () => {
  test('a signed-in shopper sees their name and cart count; a guest on the same URL sees neither', async ({ page, request, browser }) => {
    await page.goto('/about-us');
    const { token } = await signedIn(page, request, 'Asha Gurung');
    const item = await simpleGroceryItem(page);
    const listed = await request.get('/api/v1/items/latest?store_id=1&category_id=0&limit=50&offset=1', { headers: { zoneId: '[1]', moduleId: '1' } });
    const id = (await listed.json()).products.find((p: any) => p.name === item.name).id;
    const added = await request.post('/api/v1/customer/cart/add', {
      headers: { Authorization: `Bearer ${token}`, moduleId: '1', zoneId: '[1]' },
      data: { item_id: id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    });
    expect(added.ok()).toBe(true);

    const url = '/store/asan-fresh-mart?module_id=1';
    // with JavaScript off nothing can hydrate: what shows is the server's
    const customer = await browser.newContext({ javaScriptEnabled: false });
    await customer.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
    const mine = await customer.newPage();
    const response = await mine.goto(url);
    expect(response?.headers()['cache-control']).toContain('private');
    await expect(mine.getByText('Asha Gurung', { exact: true })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Cart: 1 item in cart' })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await customer.close();

    const guest = await browser.newContext({ javaScriptEnabled: false });
    const theirs = await guest.newPage();
    await theirs.goto(url);
    await expect(theirs.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(theirs.getByText('Asha Gurung')).toHaveCount(0);
    await expect(theirs.getByRole('link', { name: /items? in cart/ })).toHaveCount(0);
    await guest.close();
  });
});
