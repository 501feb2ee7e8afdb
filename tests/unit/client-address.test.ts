import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from '../../src/server/core/client-address';

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without a trusted proxy: the connection counts', () => {
    expect(clientAddress('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress(null, undefined, 0)).toBe('local');
  });

  it('takes what the trusted proxy appended, not what the client wrote to the left', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    // two proxies: the outer one appended the client, the inner one the outer proxy
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('reads TRUST_PROXY as a count of proxies', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('true')).toBe(1);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('yes')).toBe(0);
    expect(trustedProxyHops('-1')).toBe(0);
  });
});
