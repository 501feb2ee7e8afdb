/**
 * The islands' one edge to /api/v1 (src/lib/api/browser.ts): calls speak the page's language (the
 * URL's, as `<html lang>`), whatever the device last stored; answers arrive as domain types; the API
 * origin is the page's `<meta name="api-base">` when the storefront runs against another backend.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.documentElement.lang = '';
  document.head.querySelector('meta[name="api-base"]')?.remove();
  vi.resetModules();
});
afterAll(() => server.close());

const wireProfile = { f_name: 'Asha', l_name: 'Tamang', phone: null, email: 'asha@example.com', image_full_url: null, is_phone_verified: 1, is_valid_for_discount: true, discount_amount: 10, discount_amount_type: 'percentage', validity: '30 day', interest: [4], selected_modules_for_interest: [1] };

describe('browser API edge', () => {
  it("sends the page's language, not the stored one, and answers a domain profile", async () => {
    localStorage.setItem('language-setting', 'en');
    document.documentElement.lang = 'ne';
    const seen: string[] = [];
    server.use(http.get('*/api/v1/customer/info', ({ request }) => (seen.push(request.headers.get('X-localization') ?? ''), HttpResponse.json(wireProfile))));
    const api = await import('../../src/lib/api/browser/account');
    const profile = await api.account.profile();
    expect(seen).toEqual(['ne']);
    expect(profile).toMatchObject({ name: 'Asha Tamang', phoneVerified: true, welcomeDiscount: { valid: true, amount: 10, percent: true }, interests: [4], interestModules: [1] });
  });

  it('calls the backend named by <meta name="api-base">', async () => {
    const meta = document.createElement('meta');
    meta.name = 'api-base';
    meta.content = 'http://backend.test:4400';
    document.head.append(meta);
    const hosts: string[] = [];
    server.use(http.get('*/api/v1/module', ({ request }) => (hosts.push(new URL(request.url).host), HttpResponse.json([{ id: 2, module_name: 'Food', module_type: 'food', icon_full_url: null }]))));
    const api = await import('../../src/lib/api/browser/geo');
    expect(await api.geo.modules()).toEqual([{ id: 2, name: 'Food', type: 'food', icon: null }]);
    expect(hosts).toEqual(['backend.test:4400']);
  });
});
