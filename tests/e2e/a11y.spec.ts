import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageTypes } from './pages';

// axe walks the whole DOM twice per page: 27.6 s was seen on a loaded 2-core machine, so three times the default
test.describe.configure({ timeout: 90_000 });

for (const p of pageTypes) {
  test(`axe: ${p.name} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(p.path);
    await page.waitForLoadState('load');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const order = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one', 'landmark-one-main', 'region']).analyze();
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
