/**
 * The header's search box (issue 17): suggestions as the shopper types, a suggestion opened by the
 * keyboard, recent searches remembered on the device, and the form still searching without
 * JavaScript. axe on the open panel.
 */
import { expect, test } from './test';
import { axeViolations } from './axe';
import { inBhaktapur } from './places';

test('typing suggests items and stores; arrows and Enter open one; the panel passes axe', async ({ page }) => {
  await inBhaktapur(page);
  const box = page.getByLabel('Search items and stores');
  await box.click();
  await box.pressSequentially('thimi');
  const list = page.getByRole('listbox', { name: 'Suggestions for thimi' });
  await expect(list.getByRole('option', { name: /Thimi Farm Fresh/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search items and stores' })).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page, '#search-panel')).toEqual([]);
  const options = list.getByRole('option');
  const count = await options.count();
  const wanted = await list
    .getByRole('option', { name: /Thimi Farm Fresh/ })
    .first()
    .getAttribute('id');
  // the store is the first store option: arrows reach it from the box
  for (let i = 0; i < count; i++) {
    await box.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === wanted) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', wanted!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/store\/thimi-farm-fresh/);
});

test('a search is remembered: the empty box shows it next time, and it can be deleted', async ({ page }) => {
  await inBhaktapur(page);
  const box = page.getByLabel('Search items and stores');
  await box.fill('Basmati');
  await box.press('Enter');
  await expect(page).toHaveURL(/data_type=searched&name=Basmati/);
  await page.getByLabel('Search items and stores').fill('');
  await page.getByLabel('Search items and stores').focus();
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: 'Basmati' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recent).toBeHidden();
  // a click on the box (it kept focus) opens the panel again
  await page.getByLabel('Search items and stores').click();
  await recent.getByRole('button', { name: 'Remove Basmati from recent searches' }).click();
  await expect(recent).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form still searches', async ({ page }) => {
    await page.goto('/home?module_id=1');
    await page.getByLabel('Search items and stores').fill('apple');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/data_type=searched&name=apple/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('apple');
  });
});

test('the results have an Items tab and a Stores tab: "Fresh" finds stores', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto('/home?module_id=1&data_type=searched&name=Fresh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search result for “Fresh”');
  const tabs = page.getByRole('navigation', { name: 'Search result for “Fresh”' });
  await expect(tabs.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/list_type=store/);
  await expect(tabs.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/\d+ stores? found/)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toContainText(/fresh/i);
  // an unknown name finds no store, and says so
  await page.goto('/home?module_id=1&data_type=searched&name=qqxqzv&list_type=store');
  await expect(page.getByText('No store found')).toBeVisible();
  await page.goto('/home?module_id=1&data_type=searched&name=qqxqzv');
  await expect(page.getByText('No Items found')).toBeVisible();
});

test('Filter Search Results: price, rating and sort are links; Clear All Filter goes back; axe on the open form', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto('/home?module_id=1&data_type=searched&name=a');
  const count = async () => Number((await page.getByText(/\d+ items? found/).textContent())!.match(/\d+/)![0]);
  const all = await count();
  expect(all).toBeGreaterThan(1);
  await page.getByText('Filter Search Results').click();
  const form = page.locator('form', { has: page.getByRole('group', { name: 'Price' }) });
  expect(await axeViolations(page, 'main details')).toEqual([]);
  await form.getByRole('spinbutton', { name: 'Highest price' }).fill('150');
  await form.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '3 and above' });
  await form.getByRole('radio', { name: 'Z to A' }).check();
  await form.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/max_price=150/);
  await expect(page).toHaveURL(/rating_count=3/);
  const filtered = await count();
  expect(filtered).toBeLessThan(all);
  // every price shown is at most Rs 150, and the names run from Z to A
  const prices = await page.locator('main article .price b').allTextContents();
  for (const p of prices) expect(Number(p.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(150);
  const names = await page.locator('main article h2').allTextContents();
  expect([...names].sort((x, y) => y.localeCompare(x, undefined, { sensitivity: 'base' }))).toEqual(names);
  // the form opens with the choices made
  await expect(page.getByRole('spinbutton', { name: 'Highest price' })).toHaveValue('150');
  await page.getByRole('link', { name: 'Clear All Filter' }).click();
  await expect(page).not.toHaveURL(/max_price/);
  expect(await count()).toBe(all);
});

test('scrolling to the end adds the next page of results; the paginated links stay for those without JavaScript', async ({ page }) => {
  await inBhaktapur(page);
  await page.goto('/home?module_id=1&data_type=searched&name=a');
  const cards = page.locator('main [data-results] > li');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' })).toHaveAttribute('href', /page=2/);
  await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/Page 2 of/)).toBeAttached();
});
