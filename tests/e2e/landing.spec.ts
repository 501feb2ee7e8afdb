import { expect, test } from './test';

test('the landing page lists the modules with real links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you need, delivered across the valley');
  for (const name of ['Grocery', 'Food', 'Pharmacy', 'Shop', 'Parcel']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/home\?module_id=\d+/);
  }
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
});

test('newsletter with JavaScript: validation message, then success', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('#newsletter');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Your Email Address' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Please insert a valid email.');
  await form.getByRole('textbox', { name: 'Your Email Address' }).fill(`js-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Subscribed Successfully');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the newsletter form still subscribes, and refuses a duplicate', async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/');
    // a plain form posted to /newsletter
    const plain = page.locator('form[data-newsletter]');
    await expect(plain).toHaveAttribute('method', 'post');
    await expect(plain).toHaveAttribute('action', '/newsletter');
    await expect(plain.getByRole('textbox')).toHaveAttribute('name', 'email');
    await page.getByRole('textbox', { name: 'Your Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/newsletter=subscribed/);
    await expect(page.getByRole('status')).toHaveText('Subscribed Successfully');
    await page.getByRole('textbox', { name: 'Your Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('This email is already subscribed');
  });
});

test('the API and the offline images answer on the same server', async ({ request }) => {
  const config = await request.get('/api/v1/config');
  expect(config.ok()).toBe(true);
  expect((await config.json()).currency_symbol).toBe('Rs');
  const image = await request.get('/media/emoji/dumpling.svg');
  expect(image.headers()['content-type']).toBe('image/svg+xml');
});

test('carousels run at the spec timings: promotion banners 3000/2000 ms, the campaign row 4000 ms', async ({ page }) => {
  await page.goto('/');
  const promotions = page.locator('.swiper[data-autoplay="3000"][data-speed="2000"]');
  await promotions.scrollIntoViewIfNeeded();
  // swiper takes over when the first slide is due to move (issue 48.3): 3 s after it came into view
  await expect(promotions).toHaveClass(/swiper-initialized/, { timeout: 10_000 });
  await page.goto('/home?module_id=2');
  const row = page.locator('#campaign-row');
  await row.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-row-carousel="4000"]')).toHaveClass(/swiper-initialized/, { timeout: 10_000 });
  await expect(row).toHaveClass(/swiper-wrapper/);
});

test("swiper's code waits until a carousel is reached for or its first slide is due, which then moves at once (issue 48.3)", async ({ page }) => {
  await page.clock.install();
  const swiper = page.waitForRequest(/\/_astro\/swiper-autoplay\.[^/]+\.js$/);
  await page.goto('/home?module_id=1');
  const banners = page.locator('[data-banner-carousel]').first();
  const counter = page.locator('[data-counter]').first();
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  // in view from the start, yet nothing of swiper is asked for while no slide is due
  await page.clock.runFor(4_000);
  await expect(banners).not.toHaveClass(/swiper-initialized/);
  await page.clock.runFor(600);
  await swiper;
  await expect(banners).toHaveClass(/swiper-initialized/);
  await expect(counter).toHaveText(/^2 \/ \d+$/);

  // a shopper who reaches for one gets it at once, and it stays where it was
  await page.goto('/');
  const promotions = page.locator('.swiper[data-autoplay="3000"]');
  await promotions.scrollIntoViewIfNeeded();
  await expect(promotions).not.toHaveClass(/swiper-initialized/);
  await promotions.hover();
  await expect(promotions).toHaveClass(/swiper-initialized/);
});

test('the Nepali landing page speaks Nepali: no English but proper names and what the shop keeps in one language', async ({ page, request }) => {
  await page.goto('/ne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  // proper names and data the shop owner entered once: the shop's name, its zones, the app stores, the networks, the other language's own name
  const zones: Array<{ name: string; display_name?: string }> = (await (await request.get('/api/v1/react-landing-page')).json()).available_zone_list ?? [];
  const { footer_text: footerText } = await (await request.get('/api/v1/config')).json();
  const proper = [footerText, 'Valley Bazaar', 'Google Play', 'App Store', 'English', 'Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn', 'Pinterest', 'Rs', ...zones.flatMap((z) => [z.name, z.display_name ?? ''])].filter(Boolean);
  let text = await page.locator('body').innerText();
  for (const name of proper) text = text.split(name).join(' ');
  const english = text.match(/[A-Za-z]{3,}(?:[\s,.'&-]+[A-Za-z]{2,})*/g) ?? [];
  expect(english).toEqual([]);
});
