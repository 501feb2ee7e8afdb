/** The sandbox payment gateway takes no money: on for the demo, off in a real deployment unless asked for (issue 43.3). */
import { describe, expect, it } from 'vitest';
import { sandboxEnabled, sandboxWarning } from '../../src/server/adapters/payments/sandbox-switch';

describe('sandboxEnabled', () => {
  it('is on for the embedded database and off with DATABASE_URL, unless PAYMENT_SANDBOX says', () => {
    expect(sandboxEnabled({})).toBe(true);
    expect(sandboxEnabled({ DATABASE_URL: 'postgres://db/shop' })).toBe(false);
    expect(sandboxEnabled({ DATABASE_URL: 'postgres://db/shop', PAYMENT_SANDBOX: 'on' })).toBe(true);
    expect(sandboxEnabled({ PAYMENT_SANDBOX: 'OFF' })).toBe(false);
    // a value that is neither is the default, not a yes
    expect(sandboxEnabled({ DATABASE_URL: 'postgres://db/shop', PAYMENT_SANDBOX: 'yes' })).toBe(false);
  });

  it('is announced at start whenever it is the provider', () => {
    expect(sandboxWarning({})).toMatch(/sandbox payment gateway is on \(the embedded demo database\): anyone can press Pay/);
    expect(sandboxWarning({ DATABASE_URL: 'postgres://db/shop', PAYMENT_SANDBOX: 'on' })).toMatch(/PAYMENT_SANDBOX=on/);
    expect(sandboxWarning({ DATABASE_URL: 'postgres://db/shop' })).toBeNull();
    expect(sandboxWarning({ STRIPE_SECRET_KEY: 'sk_live_x' })).toBeNull();
  });
});
