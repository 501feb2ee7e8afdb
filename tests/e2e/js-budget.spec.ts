/**
 * JavaScript budgets (gzip, every script a page loads): load, then 3 s of idle time, then scrolled
 * to the end, with no interaction (no pointer, no focus). Islands hydrate on use
 * (`client:interact`), so React's runtime must not load on these pages until a shopper uses one;
 * pages whose island is their main content (forgot password, profile, checkout) and the delivery-areas map
 * hydrate on load and have budgets of their own. Nothing is render-blocking on any page.
 * A last check reports (without a budget) what a shopper who opens the cart drawer and the item
 * popup has loaded by then.
 */
import { expect, test, type Page } from './test';
import { pageTypes } from './pages';
import { reactLoaded, recordScripts, type LoadedScript } from './scripts';

/**
 * gzip KB; 'home' pages carry the swiper carousels, 'form' pages a form island (React 63 KB and
 * zod/mini 11 KB before the form itself; 90 KB was the page's own size to the byte, and the
 * header's lazy order notifications listing their chunks made it 90.002; the header script's
 * singular cart label and the check for a session handed over by the /auth pages, issue 46, made
 * forgot-password 92.03), 'checkout' the checkout
 * island with its address block (React, hydrated on load), 'map' Leaflet and React
 */
export const BUDGET_KB = { catalogue: 20, policy: 20, product: 25, home: 50, form: 93, checkout: 120, map: 120 } as const;
/** the kinds whose islands all hydrate on use: React's code must not arrive before a shopper acts */
const REACT_ON_USE = new Set(['catalogue', 'policy', 'product', 'home']);
/** the measurement's idle window after the load event, as the budget is defined */
const IDLE_AFTER_LOAD_MS = 3000;

const totalKb = (scripts: Map<string, LoadedScript>) => [...scripts.values()].reduce((a, s) => a + s.gzip, 0) / 1024;

/** Load, 3 s of idle time measured from the load event, scroll to the end, let the network settle. */
async function loadIdleScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForFunction(
    (ms) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return Boolean(nav && nav.loadEventEnd > 0 && performance.now() - nav.loadEventEnd >= ms);
    },
    IDLE_AFTER_LOAD_MS,
    { polling: 250, timeout: IDLE_AFTER_LOAD_MS + 30_000 },
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const p of pageTypes) {
  test(`js budget: ${p.name} ships at most ${BUDGET_KB[p.kind]} KB gzip, none of it render-blocking`, async ({ page }) => {
    const scripts = recordScripts(page);
    await loadIdleScroll(page, p.path);
    const blocking = await page.locator('head script[src]:not([type="module"]):not([async]):not([defer])').count();
    expect(blocking).toBe(0);
    const react = [...scripts].filter(([, s]) => s.react).map(([url]) => new URL(url).pathname);
    console.log(`${p.name}: ${totalKb(scripts).toFixed(1)} KB gzip in ${scripts.size} scripts${react.length ? ' (React loaded)' : ''}`);
    if (REACT_ON_USE.has(p.kind)) expect(react, 'React loaded before any island was used').toEqual([]);
    const list = [...scripts].map(([url, s]) => `${new URL(url).pathname} ${(s.gzip / 1024).toFixed(1)}`).join('\n');
    expect(totalKb(scripts), `scripts loaded:\n${list}`).toBeLessThanOrEqual(BUDGET_KB[p.kind]);
  });
}

test('js total after opening the cart drawer and the item popup (reported, not budgeted)', async ({ page, context }) => {
  // a delivery location shows the header's cart button
  await context.addCookies([{ name: 'location', value: 'Thamel, Kathmandu', domain: 'localhost', path: '/' }]);
  const scripts = recordScripts(page);
  await loadIdleScroll(page, '/home?module_id=2&data_type=searched&name=Veg%20Steam%20Momo');
  const before = totalKb(scripts);
  expect(reactLoaded(scripts)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: /^Cart: 0 items in cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('link', { name: 'ADD Veg Steam Momo' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Veg Steam Momo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`food search listing: ${before.toFixed(1)} KB gzip before any use; ${totalKb(scripts).toFixed(1)} KB in ${scripts.size} scripts after opening the cart drawer and the item popup`);
  expect(reactLoaded(scripts)).toBe(true);
});
