/** Security headers on pages and assets (issue 15 D.10), and no shared caching of an answer that sets a cookie. */
import { expect, test } from './test';

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/home', '/about-us', '/api/v1/config']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    // served over plain HTTP here: no HSTS
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('a catalogue page that sets the module cookie (a module chosen by link) is never publicly cached', async ({ request }) => {
  const plain = await request.get('/store/asan-fresh-mart');
  expect(plain.headers()['cache-control']).toMatch(/^public/);
  const byLink = await request.get('/store/asan-fresh-mart?module_id=1');
  expect(byLink.headers()['set-cookie']).toContain('module=');
  expect(byLink.headers()['cache-control']).toBe('private, no-store');
});
