/**
 * The shop in Nepali (issue 46): an address that is not found answers the 404 page in Nepali, and
 * every number on a Nepali page (prices, counts, delivery times, dates) is written in Latin digits.
 */
import { expect, test, type Page } from './test';
import { signedIn } from './accounts';
import { inBhaktapur } from './places';
import { placeOrder } from './orders';

const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** the page's visible text has numbers, and none in Devanagari digits */
async function latinDigitsOnly(page: Page, path: string) {
  const text = await page.locator('body').innerText();
  expect(text, path).toMatch(/\d/);
  expect(text.match(DEVANAGARI_DIGIT) ?? [], path).toEqual([]);
}

test('a Nepali address that is not found answers the 404 page in Nepali (issue 46.20)', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/ne\//);
  for (const path of ['/ne/store/no-such-store', '/ne/product/no-such-product', '/ne/campaigns/999', '/ne/no-such-page']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('पृष्ठ फेला परेन');
  }
});

test('every number on a Nepali page is in Latin digits: prices, counts, delivery times and dates (issue 46.22)', async ({ page, request }) => {
  await inBhaktapur(page);
  const { token } = await signedIn(page, request, 'Sunita Magar');
  const { orderId } = await placeOrder(request, token);
  for (const path of ['/ne/home?module_id=1', '/ne/store/thimi-farm-fresh?module_id=1', '/ne/profile?page=my-orders', `/ne/profile?page=my-orders&orderId=${orderId}`]) {
    await page.goto(path);
    await latinDigitsOnly(page, path);
  }
});
