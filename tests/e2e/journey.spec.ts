/** Landing -> module home -> category -> store -> product, with JavaScript on and off. */
import { expect, test, type Page } from './test';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`journey with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('landing to product', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Grocery', exact: true }).click();
      await expect(page).toHaveURL(/\/home\?module_id=1/);
      await expect(page.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: 'Best Reviewed Items' })).toBeVisible();

      await page.getByRole('region', { name: 'Categories', exact: true }).getByRole('link', { name: 'Fruits & Vegetables' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fruits & Vegetables' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Fruits & Vegetables' }).getByRole('listitem').first()).toBeVisible();

      await page.getByRole('link', { name: 'Stores', exact: true }).click();
      const storeLink = page.getByRole('list', { name: 'Fruits & Vegetables' }).getByRole('heading', { level: 2 }).getByRole('link').first();
      const storeName = (await storeLink.textContent())!.trim();
      await storeLink.click();
      await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();

      const productLink = page.getByRole('list', { name: 'All items' }).getByRole('heading').getByRole('link').first();
      const productName = (await productLink.textContent())!.trim();
      await productLink.click();
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByText(`Sold by ${storeName}`)).toBeVisible();
    });

    test('search from the header lists matching items', async ({ page }) => {
      await page.goto('/home?module_id=2');
      await page.getByRole('searchbox', { name: 'Search items and stores' }).fill('momo');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('momo');
      await expect(page.getByRole('list', { name: /momo/ }).getByRole('listitem').first()).toBeVisible();
    });
  });
}

test('Nepali pages live under /ne with translated chrome', async ({ page }) => {
  await page.goto('/ne/home?module_id=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('contentinfo')).toContainText('सर्वाधिकार सुरक्षित।');
  await expect(page.getByRole('link', { name: /सबै हेर्नुहोस्\s*: श्रेणीहरू/ })).toHaveAttribute('href', /^\/ne\/categories/);
});

test('the language switch asks first, then changes the language', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/about-us');
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'नेपाली' }).click();
  await expect(page.getByText('Are you sure to change the language?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/ne\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हाम्रो बारेमा');
  // the language, its country and its direction are stored, and the next page says it changed
  await expect(page.getByText('भाषा परिवर्तन गरियो')).toBeVisible();
  expect(await storedLanguage(page)).toEqual({ language: 'ne', country: 'NP', settings: '{"direction":"ltr"}' });
});

const storedLanguage = (page: Page) =>
  page.evaluate(() => ({ language: localStorage.getItem('language-setting'), country: localStorage.getItem('country'), settings: localStorage.getItem('settings') }));

test('on a phone the menu\'s language links ask, store and say the same', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ne/about-us');
  await page.getByLabel('मेनु खोल्नुहोस्').click();
  await page.getByRole('navigation', { name: 'मेनु' }).getByRole('link', { name: 'English' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'हो', exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByText('Language has been changed')).toBeVisible();
  expect(await storedLanguage(page)).toEqual({ language: 'en', country: 'US', settings: '{"direction":"ltr"}' });
});

test('footer gates: wallet needs a login, campaigns need a zone', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await footer.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('policy pages switched off answer 404; unknown pages too', async ({ request }) => {
  expect((await request.get('/refund-policy')).status()).toBe(200);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/store/no-such-store')).status()).toBe(404);
  expect((await request.get('/product/no-such-product')).status()).toBe(404);
});

test('SEO: product JSON-LD, canonical, sitemap and robots', async ({ page, request }) => {
  await page.goto('/product/fuji-apples-asan-fresh-mart');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((b) => JSON.parse(b)['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
  const product = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'Product');
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'NPR', availability: expect.stringMatching(/InStock|OutOfStock/) });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/fuji-apples-asan-fresh-mart$/);
  await page.goto('/store/patan-pizza-co');
  const storeTypes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b)['@type']);
  expect(storeTypes).toContain('Restaurant');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/product/fuji-apples-asan-fresh-mart</loc>');
  expect(sitemap).toContain('/store/asan-fresh-mart</loc>');
  expect(sitemap).toContain('/category/1</loc>');
  expect(sitemap).toContain('/about-us</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('catalogue pages are cacheable; a signed-in shopper gets private pages', async ({ request }) => {
  const anonymous = await request.get('/store/asan-fresh-mart');
  expect(anonymous.headers()['cache-control']).toContain('public');
  const personal = await request.get('/store/asan-fresh-mart', { headers: { cookie: 'token=abc' } });
  expect(personal.headers()['cache-control']).toBe('private, no-store');
});
