/**
 * HTML weight (issue 16, goal 3): no page over 120 KiB raw, in English and in Nepali (whose script
 * takes three bytes a letter). The module homes were 224 KiB: some eighty cards in long utility
 * runs with JSON data attributes, and the header islands' strings as props on every page.
 */
import { expect, test } from '@playwright/test';
import { pageTypes } from './pages';

const LIMIT = 120 * 1024;
/** a returning shopper with a zone and a location, so the homes show every section */
const shopper = { zoneid: '[1]', currentLatLng: JSON.stringify({ lat: 27.7172, lng: 85.324 }) };
const cookie = Object.entries(shopper)
  .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  .join('; ');

for (const p of pageTypes) {
  for (const prefix of p.path.startsWith('/ne/') ? [''] : ['', '/ne']) {
    test(`html weight: ${prefix ? 'Nepali ' : ''}${p.name} is at most 120 KiB`, async ({ request }) => {
      const res = await request.get(`${prefix}${p.path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
      expect(res.status()).toBe(200);
      const size = (await res.body()).length;
      console.log(`${prefix}${p.path}: ${(size / 1024).toFixed(1)} KiB`);
      expect(size).toBeLessThanOrEqual(LIMIT);
    });
  }
}

test('the island labels are one file per language, kept for good at their versioned address', async ({ request }) => {
  const html = await (await request.get('/ne/home?module_id=1', { headers: { cookie } })).text();
  const href = /\/island-labels\/ne\.json\?v=[\w-]+/.exec(html.replaceAll('&amp;', '&'))?.[0];
  expect(href, 'the page names its labels file').toBeTruthy();
  const res = await request.get(href!);
  expect(res.headers()['cache-control']).toContain('immutable');
  const labels = await res.json();
  expect(labels.cart.yourCart).toBe((await (await request.get('/island-labels/ne.json')).json()).cart.yourCart);
  expect(labels.auth.signIn).not.toBe((await (await request.get('/island-labels/en.json')).json()).auth.signIn);
  expect((await request.get('/island-labels/fr.json')).status()).toBe(404);
});
