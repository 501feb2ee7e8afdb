/** What the log may show of a recipient, who may read /metrics, and which request id is kept (issue 47). */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskRecipient } from '../../src/server/observability/logger';
import { allowList } from '../../src/server/observability/metrics-access';
import { requestIdOf } from '../../src/server/observability/http-observer';
import { readEnv } from '../../src/server/core/env';

describe('the log never shows a whole phone number or email', () => {
  it('keeps the country code and the last three digits of a phone', () => {
    expect(maskPhone('+9779812345678')).toBe('+977*******678');
    expect(maskPhone('9812345678')).toBe('98*****678');
    expect(maskPhone('+977')).toBe('***');
    expect(maskPhone('+9779812345678')).not.toContain('98123');
  });
  it("keeps an email's first letter and its domain", () => {
    expect(maskEmail('sita@example.com')).toBe('s***@example.com');
    expect(maskRecipient('ram@example.com')).toBe('r***@example.com');
    expect(maskRecipient('+9779800000002')).toBe('+977*******002');
  });
});

describe('METRICS_ALLOW_FROM', () => {
  it('takes addresses and CIDR ranges of both families', () => {
    const list = allowList('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8');
    expect(list.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db8::1', 'ipv6')).toBe(false);
  });
  it('refuses a value that is not a list of addresses, naming the variable', () => {
    expect(() => readEnv({ METRICS_ALLOW_FROM: 'everyone' })).toThrow(/METRICS_ALLOW_FROM="everyone"/);
    expect(readEnv({ METRICS_ALLOW_FROM: '10.0.0.0/8,::1' }).METRICS_ALLOW_FROM).toBe('10.0.0.0/8,::1');
  });
});

describe('request ids', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as unknown as IncomingMessage;
  it("keeps a trusted proxy's id, and makes one otherwise", () => {
    expect(requestIdOf(req('edge-42'), true)).toBe('edge-42');
    expect(requestIdOf(req('edge-42'), false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req(), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('makes a new one for an id that could forge a log line', () => {
    expect(requestIdOf(req('a"b\n{"level":60}'), true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req('x'.repeat(200)), true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
