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
