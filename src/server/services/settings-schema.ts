/**
 * The business settings as typed values (issue 44.3): one zod schema, parsed once for each load of the
 * settings (src/server/services/settings.ts keeps them until the table changes), so a reader gets
 * booleans and numbers instead of converting `settings.x` on the spot. The raw settings stay what the
 * config answer sends (its wire types are the 6amMart clients'); readers of rules use these.
 */
import { z } from 'zod';
import { flag } from './settings';

/** on as the settings' own `flag` reads it (1, '1', true); anything else off */
const on = z.unknown().optional().transform((v) => flag(v) === 1);
/** a number as a setting may hold it (150, '150'); `fallback` for anything else */
const amount = (fallback: number) =>
  z.unknown().optional().transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? n : fallback;
  });
const text = (fallback: string) => z.unknown().optional().transform((v) => (typeof v === 'string' && v ? v : fallback));

const SETTINGS_SCHEMA = z
  .looseObject({
    customer_wallet_status: on,
    add_fund_status: on,
    digital_payment: on,
    cash_on_delivery: on,
    offline_payment_status: on,
    ref_earning_status: on,
    ref_earning_exchange_rate: amount(0),
    loyalty_point_status: on,
    loyalty_point_exchange_rate: amount(0),
    loyalty_point_item_purchase_point: amount(0),
    loyalty_point_minimum_point: amount(0),
    tax_included: on,
    dm_tips_status: on,
    guest_checkout_status: on,
    home_delivery_status: on,
    takeaway_status: on,
    partial_payment_status: on,
    additional_charge_status: on,
    additional_charge: amount(0),
    currency_code: text('NPR'),
  })
  .transform((s) => ({
    wallet: s.customer_wallet_status,
    /** adding money to the wallet: the wallet and add-fund both on */
    addFund: s.customer_wallet_status && s.add_fund_status,
    digitalPayment: s.digital_payment,
    cashOnDelivery: s.cash_on_delivery,
    offlinePayment: s.offline_payment_status,
    /** referral earning: on with the wallet, and what the referrer earns */
    referral: { on: s.ref_earning_status && s.customer_wallet_status, earning: Math.max(0, s.ref_earning_exchange_rate) },
    loyalty: { on: s.loyalty_point_status, exchangeRate: s.loyalty_point_exchange_rate, purchasePercent: s.loyalty_point_item_purchase_point, minimum: s.loyalty_point_minimum_point },
    taxIncluded: s.tax_included,
    tips: s.dm_tips_status,
    guestCheckout: s.guest_checkout_status,
    homeDelivery: s.home_delivery_status,
    takeaway: s.takeaway_status,
    partialPayment: s.partial_payment_status && s.customer_wallet_status,
    /** the service charge on every order, 0 while it is off */
    additionalCharge: s.additional_charge_status ? Math.max(0, s.additional_charge) : 0,
    currencyCode: s.currency_code,
  }));

export type TypedSettings = z.infer<typeof SETTINGS_SCHEMA>;

const parsed = new WeakMap<object, TypedSettings>();
/** The typed view of a load of the settings: parsed once per load (the settings object is the load's). */
export function typedSettings(settings: Readonly<Record<string, unknown>>): TypedSettings {
  let typed = parsed.get(settings);
  if (!typed) parsed.set(settings, (typed = Object.freeze(SETTINGS_SCHEMA.parse(settings))));
  return typed;
}
