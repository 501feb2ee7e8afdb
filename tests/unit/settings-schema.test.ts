/** The business settings, typed once per load (issue 44.3). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typedSettings } from '../../src/server/services/settings-schema';
import { defaultSettings } from '../../src/server/services/settings-defaults';

describe('typedSettings', () => {
  it('reads flags and amounts however the table holds them, with safe fallbacks', () => {
    const typed = typedSettings({ customer_wallet_status: '1', add_fund_status: true, ref_earning_status: 1, ref_earning_exchange_rate: '50', additional_charge_status: 0, additional_charge: 25, currency_code: '', loyalty_point_status: 'yes' });
    expect(typed).toMatchObject({ wallet: true, addFund: true, referral: { on: true, earning: 50 }, additionalCharge: 0, currencyCode: 'NPR', loyalty: { on: false, exchangeRate: 0 } });
  });

  it("the shop's defaults type cleanly, and one load is parsed once", () => {
    const settings = Object.freeze({ ...defaultSettings });
    const typed = typedSettings(settings);
    expect(typedSettings(settings)).toBe(typed);
    expect(typeof typed.taxIncluded).toBe('boolean');
    expect(typeof typed.loyalty.exchangeRate).toBe('number');
  });

  it('types the sign-in switches, the first-order discount, money, parcel rates, policies and free delivery', () => {
    const typed = typedSettings({
      centralize_login: { manual_login_status: 1, otp_login_status: '0', phone_verification_status: '1' },
      social_login: [{ login_medium: 'google', status: '1' }, { login_medium: 'facebook', status: 0 }, null],
      new_customer_discount_status: 1,
      new_customer_discount_amount: '10',
      currency_symbol_direction: 'right',
      digit_after_decimal_point: '0',
      parcel_per_km_shipping_charge: '40',
      refund_policy: 1,
      admin_free_delivery: { status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: '500' },
    });
    expect(typed.login).toMatchObject({ manual: true, otp: false, phoneVerification: true, emailVerification: false, socialListed: [{ medium: 'google', on: true }, { medium: 'facebook', on: false }] });
    expect(typed.firstOrderDiscount).toEqual({ on: true, amount: 10, amountType: 'percentage', validity: 0, validityType: 'day' });
    expect(typed.money).toEqual({ symbol: 'Rs', direction: 'right', decimals: 0 });
    expect(typed.parcel).toEqual({ perKm: 40, minimum: 0 });
    expect(typed.policies).toEqual({ refund: true, cancelation: false, shipping: false });
    expect(typed.adminFreeDelivery).toEqual({ kind: 'over', amount: 500 });
    expect(typedSettings({ centralize_login: 'garbage' }).login.manual).toBe(false);
  });

  it('no reader converts a raw business setting: the services, routes and loaders read the typed view', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    // the schema and the defaults are where the raw names belong; login-config passes the operator's
    // centralize_login through to the config answer, narrowed by the typed switches; the config answer's
    // mapper sends the raw settings as they are (their wire types are the 6amMart clients')
    const allowed = new Set(['src/server/services/settings-schema.ts', 'src/server/services/settings-defaults.ts', 'src/server/services/auth/login-config.ts', 'src/server/api/wire/config.ts']);
    const readers = ['src/server', 'src/loaders', 'src/pages']
      .flatMap((d) => walk(path.join(root, d)))
      .filter((f) => /\.(ts|astro)$/.test(f))
      .map((f) => path.relative(root, f))
      .filter((f) => !allowed.has(f));
    const raw = readers.flatMap((f) => [...readFileSync(path.join(root, f), 'utf8').matchAll(/\bsettings(?:\?)?\.[a-z]+_[a-z_]+|\bsettings\[['"]/g)].map((m) => `${f}: ${m[0]}`));
    expect(raw).toEqual([]);
  });
});
