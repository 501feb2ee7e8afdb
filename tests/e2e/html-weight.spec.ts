/**
 * HTML weight (issue 16, goal 3): no page over 120 KiB raw, in English and in Nepali (whose script
 * takes three bytes a letter). The module homes were 224 KiB: some eighty cards in long utility
 * runs with JSON data attributes, and the header islands' strings as props on every page.
 */
import { expect, test } from './test';
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

/*
 * An English page's own markup is Latin-1 (issue 16): one character beyond it (the language switch's
 * 'नेपाली', a dash) made the whole page string two bytes a character in V8, and encoding it for the
 * answer cost four times as much. Those are written as character references (src/lib/one-byte-html.ts).
 */
const BEYOND_LATIN1 = /.{0,40}[\u{100}-\u{10ffff}].{0,20}/u;
for (const p of pageTypes.filter((p) => ['grocery home', 'category', 'store', 'product', 'policy', 'categories'].includes(p.name))) {
  test(`one byte a character: the English ${p.name} page writes nothing beyond Latin-1`, async ({ request }) => {
    const html = await (await request.get(p.path, { headers: { cookie } })).text();
    expect(BEYOND_LATIN1.exec(html)?.[0]).toBeUndefined();
  });
}
