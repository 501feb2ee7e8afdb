/** The business settings, typed once per load (issue 44.3). */
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
});
