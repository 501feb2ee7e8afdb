/**
 * JavaScript budgets (gzip, everything a page loads once scrolled to the end): nothing is
 * render-blocking on any page, so no JavaScript is needed before the largest paint; the product page
 * stays within the 80 KB target. Module homes add the banner carousel (swiper), the delivery-areas
 * page the map (Leaflet).
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageTypes } from './pages';

/** gzip KB after scrolling to the end; 'form' pages carry a form island of their own (forgot password, profile) */
export const BUDGET_KB = { catalogue: 35, home: 60, product: 40, policy: 35, form: 45, map: 80 } as const;

for (const p of pageTypes) {
  test(`js budget: ${p.name} ships at most ${BUDGET_KB[p.kind]} KB gzip, none of it render-blocking`, async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.set(res.url(), gzipSync(await res.body()).length);
      } catch {
        // redirects and aborted loads have no body
      }
    });
    await page.goto(p.path);
    await page.waitForLoadState('load');
    // hydrate everything that hydrates late, so the total counts every island
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const blocking = await page.locator('head script[src]:not([type="module"]):not([async]):not([defer])').count();
    expect(blocking).toBe(0);
    const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    console.log(`${p.name}: ${totalKb.toFixed(1)} KB gzip in ${scripts.size} scripts`);
    expect(totalKb).toBeLessThanOrEqual(BUDGET_KB[p.kind]);
  });
}
