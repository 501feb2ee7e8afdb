import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import { pageTypes } from './pages';
import { axeViolations } from './axe';
import { inBhaktapur } from './places';

// axe walks the whole DOM twice per page: 27.6 s was seen on a loaded 2-core machine, so three times the default
test.describe.configure({ timeout: 90_000 });

for (const p of pageTypes) {
  test(`axe: ${p.name} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(p.path);
    await page.waitForLoadState('load');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    // and the best practices a walk found broken: one name per landmark, no picture repeating its link's words (issue 46.24)
    const order = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one', 'landmark-one-main', 'region', 'landmark-unique', 'image-redundant-alt']).analyze();
    const summary = [...result.violations, ...order.violations].map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
    expect(summary).toEqual([]);
  });
}

// WCAG 2.2's target size (24 px, or spaced as if), on a phone as Lighthouse's mobile run sees it: it found the footer's links too close on a module home
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const p of pageTypes.filter((t) => ['grocery home', 'product', 'policy'].includes(t.name))) {
    test(`axe: ${p.name} has targets large enough to tap`, async ({ page }) => {
      await page.goto(p.path);
      await page.waitForLoadState('load');
      const result = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

// every modal and drawer a shopper opens, axe on it open (issue 46.24)
// (a guest's Wishlist asks to sign in: its drawer is a customer's, in cart.spec.ts)
test('axe: the sign-in modal, the cart drawer, the location picker and the module chooser, each open', async ({ page }) => {
  const open = async (name: string) => {
    const found = await axeViolations(page, 'dialog[open]');
    expect(found.map((v) => `${name}: ${v.id} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
  };
  await page.goto('/home');
  const chooser = page.getByRole('dialog', { name: 'Choose a module' });
  await expect(chooser.getByRole('button', { name: 'Grocery' })).toBeVisible();
  await open('module chooser');
  await chooser.getByRole('button', { name: 'Grocery' }).click();
  await expect(page).toHaveURL(/module_id=1/);
  // a shopper with a location: the cart shows
  await inBhaktapur(page);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await open('sign in');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^Cart: / }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await open('cart drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /^Delivery location/ }).first().click();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await open('location picker');
});
