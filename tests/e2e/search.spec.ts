/**
 * The header's search box (issue 17): suggestions as the shopper types, a suggestion opened by the
 * keyboard, recent searches remembered on the device, and the form still searching without
 * JavaScript. axe on the open panel.
 */
import { expect, test } from '@playwright/test';
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
