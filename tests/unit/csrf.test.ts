import { describe, expect, it } from 'vitest';
import { crossSiteWrite, shopOrigins } from '../../src/lib/csrf';

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });
const SHOP = () => ['http://localhost:4321'];

describe('crossSiteWrite', () => {
  it('lets reads through, and writes from the shop', () => {
    expect(crossSiteWrite({ method: 'GET', contentType: null, origin: 'https://evil.example' }, SHOP)).toBe(false);
    expect(crossSiteWrite({ method: 'POST', contentType: 'application/x-www-form-urlencoded', origin: 'http://localhost:4321' }, SHOP)).toBe(false);
  });

  it('refuses a form post, a multipart post or a bodiless write from elsewhere, or with no origin', () => {
    expect(crossSiteWrite({ method: 'POST', contentType: 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, SHOP)).toBe(true);
    expect(crossSiteWrite({ method: 'POST', contentType: 'multipart/form-data; boundary=x', origin: 'https://evil.example' }, SHOP)).toBe(true);
    expect(crossSiteWrite({ method: 'POST', contentType: 'text/plain', origin: null }, SHOP)).toBe(true);
    expect(crossSiteWrite({ method: 'DELETE', contentType: null, origin: 'https://evil.example' }, SHOP)).toBe(true);
  });

  it('lets a JSON body through: no browser sends one across sites without a preflight', () => {
    expect(crossSiteWrite({ method: 'POST', contentType: 'application/json', origin: 'https://evil.example' }, SHOP)).toBe(false);
  });
});

describe('shopOrigins', () => {
  it('behind a trusted proxy, the origin the shopper used counts too (the nearest proxy is the last of a list)', () => {
    const url = new URL('http://127.0.0.1:4321/newsletter');
    const via = headers({ 'x-forwarded-proto': 'http, https', host: 'shop.example' });
    expect(shopOrigins(url, via, { trustProxy: true, allowed: '' })).toEqual(['http://127.0.0.1:4321', 'https://shop.example']);
    // not trusted: what the client says of itself is ignored
    expect(shopOrigins(url, via, { trustProxy: false, allowed: '' })).toEqual(['http://127.0.0.1:4321']);
  });

  it('adds the configured origins', () => {
    expect(shopOrigins(new URL('http://a.test/x'), headers({}), { trustProxy: false, allowed: 'https://www.shop.example/, https://shop.example' })).toEqual([
      'http://a.test',
      'https://www.shop.example',
      'https://shop.example',
    ]);
  });
});
