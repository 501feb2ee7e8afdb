/**
 * The first search page's filters (issue 17): the category side list, the filter options, the price
 * slider and rating, each change refetching the results in place with the address kept as a link;
 * a failed query retried; the drawer on a phone; the cashback offers; the plain form without
 * JavaScript. axe on the panel and the open drawer.
 */
import { expect, test, type Page } from './test';
import { axeViolations } from './axe';
import { inBhaktapur } from './places';

const FRUITS_AND_VEG = '/home?module_id=1&data_type=category&id=1';
const count = async (page: Page) => Number((await page.getByText(/\d+ items? found/).textContent())!.match(/\d+/)![0]);
const panel = (page: Page) => page.getByRole('form', { name: 'Filters' });

test('the side list: a subcategory narrows, a category picks its subcategories, All picks everything', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto(FRUITS_AND_VEG);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fruits & Vegetables');
  const side = panel(page).getByRole('group', { name: 'Categories' });
  await expect(side.getByRole('checkbox', { name: 'Fruits & Vegetables' })).toBeChecked();
  await expect(side.getByRole('checkbox', { name: 'Fresh Fruits' })).toBeChecked();
  const whole = await count(page);
  expect(await axeViolations(page, 'form[data-listing-filters]')).toEqual([]);

  // leaving out Fresh Vegetables leaves the fruits: the category is no longer picked whole
  await side.getByRole('checkbox', { name: 'Fresh Vegetables' }).uncheck();
  await expect(page).toHaveURL(/category_ids=/);
  await expect(side.getByRole('checkbox', { name: 'Fruits & Vegetables' })).not.toBeChecked();
  await expect.poll(() => count(page)).toBeLessThan(whole);
  const fruits = await count(page);
  expect(fruits).toBeGreaterThan(0);

  // picking Dairy & Eggs picks Milks, Eggs and Cheese & Butter too
  await side.getByRole('checkbox', { name: 'Dairy & Eggs' }).check();
  await expect(side.getByRole('checkbox', { name: 'Milks' })).toBeChecked();
  await expect(side.getByRole('checkbox', { name: 'Eggs', exact: true })).toBeChecked();
  await expect.poll(() => count(page)).toBeGreaterThan(fruits);

  await side.getByRole('checkbox', { name: 'All' }).check();
  await expect(side.getByRole('checkbox', { name: 'Drinks', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/category_ids=all/);
  await expect.poll(() => count(page)).toBeGreaterThan(whole);
  // the view is a link: opened afresh, it shows the same
  const everything = await count(page);
  await page.reload();
  expect(await count(page)).toBe(everything);
  await expect(page.getByRole('checkbox', { name: 'All' })).toBeChecked();
});

test('price and rating refetch the results in place; a failed query is retried', async ({ page, consoleErrors }) => {
  // the test fails one query with 503 on purpose
  consoleErrors.allow(/status of 503 /);
  await inBhaktapur(page);
  await page.goto(FRUITS_AND_VEG);
  const all = await count(page);
  // the first refetch fails once: it is tried again, and the page is never left
  let failed = 0;
  await page.route(/data_type=category.*max_price=150/, async (route) => {
    if (failed++ === 0) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await panel(page).getByRole('slider', { name: 'Highest price' }).fill('150');
  await expect(page).toHaveURL(/max_price=150/);
  await expect(panel(page).getByText('0 to 150')).toBeVisible();
  await expect.poll(() => count(page)).toBeLessThan(all);
  expect(failed).toBe(2);
  await panel(page).getByRole('combobox', { name: 'Rating' }).selectOption({ label: '3 and above' });
  await expect(page).toHaveURL(/rating_count=3/);
  await expect(page.locator('[data-listing-results]')).not.toHaveAttribute('aria-busy', 'true');
  for (const p of await page.locator('main article .price b').allTextContents()) expect(Number(p.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(150);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // the options have their labels and checked states; Clear All Filter goes back to the listing
  await panel(page).getByRole('checkbox', { name: 'Top Rated' }).check();
  await expect(page).toHaveURL(/filter=top_rated/);
  await expect(panel(page).getByRole('checkbox', { name: 'Top Rated' })).toBeChecked();
  // nothing that cheap: the first page's empty state
  await panel(page).getByRole('slider', { name: 'Highest price' }).fill('1');
  await expect(page.getByText('Items not found!')).toBeVisible();
  await panel(page).getByRole('link', { name: 'Clear All Filter' }).click();
  await expect(page).not.toHaveURL(/max_price|rating_count|filter=/);
  expect(await count(page)).toBe(all);
});

test('the discounted listing has Discounted checked; the cashback offers open and close', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto('/home?module_id=1&data_type=discounted');
  await expect(panel(page).getByRole('checkbox', { name: 'Discounted' })).toBeChecked();
  await expect(panel(page).getByRole('checkbox', { name: 'Discounted' })).toBeDisabled();
  const offers = page.getByRole('region', { name: 'Cashback offers' });
  await expect(offers).toBeHidden();
  await page.getByText('Cashback offers').click();
  await expect(offers.getByText('5% cashback on every order')).toBeVisible();
  await page.getByText('Cashback offers').first().click();
  await expect(offers).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the filters are a drawer: opened by its button, passing axe, closed by Escape', async ({ page }) => {
    await inBhaktapur(page);
    await page.goto(FRUITS_AND_VEG);
    await expect(panel(page)).toBeHidden();
    await page.getByText('Filter', { exact: true }).filter({ visible: true }).click();
    await expect(panel(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await panel(page).getByRole('checkbox', { name: 'Popular' }).check();
    await expect(page).toHaveURL(/filter=popular/);
    // the drawer stays open while the results change behind it
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the panel is a form: Filter loads the filtered page, and the paging links stay', async ({ page }) => {
    await page.context().addCookies([{ name: 'zoneid', value: encodeURIComponent('[3]'), domain: 'localhost', path: '/' }]);
    await page.goto(FRUITS_AND_VEG);
    await panel(page).getByRole('checkbox', { name: 'Currently Open' }).check();
    await panel(page).getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/filter=currently_open/);
    await expect(panel(page).getByRole('checkbox', { name: 'Currently Open' })).toBeChecked();
    await expect(page.getByText(/\d+ items? found/)).toBeVisible();
  });
});

test("on a phone the stores page's filter opens inside the screen, and its choices lead to a filtered link", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inBhaktapur(page);
  await page.goto('/stores');
  await page.getByText('Filter', { exact: true }).click();
  const form = page.locator('details[open] form');
  await expect(form).toBeVisible();
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await form.getByRole('radio', { name: 'Takeaway' }).check();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filter=take_away/);
  expect(await axeViolations(page)).toEqual([]);
});
