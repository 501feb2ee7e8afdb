/**
 * A store closed at this hour (issue 46.2): its page, the ADD, the cart drawer and the checkout say
 * when it opens and that the order is scheduled for then; the placed order shows the time it is for.
 * The operator gives the all-day Thimi Farm Fresh one slot, tomorrow 09:00 to 17:00, for each test,
 * and its whole week back after.
 */
import { expect, test, type Page } from './test';
import { signedIn } from './accounts';
import { inBhaktapur } from './places';
import { axeViolations } from './axe';
import { addByCard, giveContact, OPS, STORE } from './orders';

const NOTICE = 'Thimi Farm Fresh is closed now and opens Tomorrow 09:00 AM. Your order will be scheduled for then.';
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:59' }));
/** the day after today in Kathmandu (UTC+5:45), 0 = Sunday */
const tomorrowInKathmandu = () => (new Date(Date.now() + 345 * 60_000).getUTCDay() + 1) % 7;

test.beforeEach(async ({ request }) => {
  const closed = await request.post(`/api/v1/ops/stores/${STORE}`, { headers: OPS, data: { schedules: [{ day: tomorrowInKathmandu(), opening_time: '09:00', closing_time: '17:00' }] } });
  expect(closed.ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect((await request.post(`/api/v1/ops/stores/${STORE}`, { headers: OPS, data: { schedules: ALL_WEEK } })).ok()).toBe(true);
});

async function addFromListing(page: Page) {
  await addByCard(page);
  // the first line from a closed store says when it opens, in place of 'added'
  await expect(page.getByText(NOTICE)).toBeVisible();
}

test('a guest: the store page, the ADD, the drawer and the checkout say when it opens; the placed order is scheduled', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto('/store/thimi-farm-fresh?module_id=1');
  await expect(page.getByText('CLOSED NOW', { exact: true })).toBeVisible();
  await expect(page.getByTestId('store-opens')).toHaveText('Closed now. Opens Tomorrow 09:00 AM: an order placed now is scheduled for then.');

  await addFromListing(page);
  await page.getByRole('link', { name: /^Cart: / }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('store-closed')).toHaveText(NOTICE);
  await expect(drawer.getByText(/^Delivery in \d+ mins/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/checkout?page=cart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByTestId('store-closed')).toHaveText('Thimi Farm Fresh is closed now and opens Tomorrow 09:00 AM. Your order is scheduled for Tomorrow 09:00 AM.');
  await expect(page.getByRole('combobox', { name: 'Delivery time' })).toHaveValue(/T/);
  await giveContact(page);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(placed.getByText('Scheduled for')).toBeVisible();
  await expect(placed.getByText(/, 09:00$/)).toBeVisible();
});

test("a customer's placed order shows the time it is for on its details", async ({ page, request }) => {
  await inBhaktapur(page);
  await signedIn(page, request, 'Night Owl');
  await addFromListing(page);
  await page.goto('/checkout?page=cart');
  await expect(page.getByTestId('store-closed')).toContainText('Your order is scheduled for Tomorrow 09:00 AM.');
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=1\d{5}&from=checkout$/);
  await expect(page.getByTestId('scheduled-for')).toHaveText(/^Scheduled for .*, 09:00$/);
});
