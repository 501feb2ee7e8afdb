/** The origin absolute URLs are written with (issue 43.8): never a Host the operator did not name. */
import { describe, expect, it } from 'vitest';
import { originPolicy, publicOrigin } from '../../src/lib/public-origin';

describe('publicOrigin', () => {
  it('is APP_URL whenever it is set, whatever Host was asked', () => {
    const policy = originPolicy({ APP_URL: 'https://shop.example/', PORT: '4321' });
    expect(publicOrigin('http://evil.example', policy)).toBe('https://shop.example');
    expect(publicOrigin('http://localhost:4321', policy)).toBe('https://shop.example');
  });

  it('without APP_URL: a named origin or this server on the loopback, else the demo address', () => {
    const policy = originPolicy({ PORT: '4321', ALLOWED_ORIGINS: 'https://a.example, https://b.example/' });
    expect(publicOrigin('https://a.example', policy)).toBe('https://a.example');
    expect(publicOrigin('https://b.example', policy)).toBe('https://b.example');
    expect(publicOrigin('http://127.0.0.1:4321', policy)).toBe('http://127.0.0.1:4321');
    expect(publicOrigin('http://[::1]:4321', policy)).toBe('http://[::1]:4321');
    for (const foreign of ['http://evil.example', 'http://localhost:9999', 'https://a.example.evil.example', 'http://a.example']) {
      expect(publicOrigin(foreign, policy), foreign).toBe('http://localhost:4321');
    }
  });

  it('with no PORT the loopback is port 80', () => {
    const policy = originPolicy({});
    expect(publicOrigin('http://localhost', policy)).toBe('http://localhost');
    expect(publicOrigin('http://evil.example', policy)).toBe('http://localhost');
  });
});
