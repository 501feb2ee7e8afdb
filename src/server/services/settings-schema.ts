/**
 * The business settings as typed values (issue 44.3): one zod schema, parsed once for each load of the
 * settings (src/server/services/settings.ts keeps them until the table changes), so a reader gets
 * booleans and numbers instead of converting `settings.x` on the spot. The raw settings stay what the
 * config answer sends (its wire types are the 6amMart clients'); readers of rules use these.
 */
import { z } from 'zod';
import { adminFreeDelivery } from '../../lib/pricing/free-delivery';

/** A switch as the settings hold it: 1, '1' or true is on (1); anything else off (0). */
export const flag = (v: unknown) => (v === 1 || v === '1' || v === true ? 1 : 0);

/** on as `flag` reads it */
const on = z.unknown().optional().transform((v) => flag(v) === 1);
/** a number as a setting may hold it (150, '150'); `fallback` for anything else */
const amount = (fallback: number) =>
  z.unknown().optional().transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? n : fallback;
  });
const text = (fallback: string) => z.unknown().optional().transform((v) => (typeof v === 'string' && v ? v : fallback));
/** the operator's sign-in switches (centralize_login), each on or off */
const loginSwitches = z
  .unknown()
  .optional()
  .transform((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {}))
  .pipe(
    z.looseObject({
      manual_login_status: on,
      otp_login_status: on,
      social_login_status: on,
      google_login_status: on,
      facebook_login_status: on,
      apple_login_status: on,
      email_verification_status: on,
      phone_verification_status: on,
    }),
  );
/** the social media the operator lists (social_login), by medium: on or off */
const socialList = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v : []).filter((m): m is Record<string, unknown> => Boolean(m) && typeof m === 'object').map((m) => ({ medium: String(m.login_medium ?? ''), on: flag(m.status) === 1 })));

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
    currency_symbol: text('Rs'),
    currency_symbol_direction: text('left'),
    digit_after_decimal_point: amount(2),
    new_customer_discount_status: on,
    new_customer_discount_amount: amount(0),
    new_customer_discount_amount_type: text('percentage'),
    new_customer_discount_amount_validity: amount(0),
    new_customer_discount_validity_type: text('day'),
    centralize_login: loginSwitches,
    social_login: socialList,
    firebase_otp_verification: on,
    partial_payment_method: text('both'),
    admin_free_delivery: z.unknown().optional().transform(adminFreeDelivery),
    parcel_per_km_shipping_charge: amount(0),
    parcel_minimum_shipping_charge: amount(0),
    refund_policy: on,
    cancelation_policy: on,
    shipping_policy: on,
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
    /** how an amount is written */
    money: { symbol: s.currency_symbol, direction: s.currency_symbol_direction === 'right' ? ('right' as const) : ('left' as const), decimals: s.digit_after_decimal_point },
    /** a new customer's first-order discount as the operator set it */
    firstOrderDiscount: {
      on: s.new_customer_discount_status,
      amount: s.new_customer_discount_amount,
      amountType: s.new_customer_discount_amount_type,
      validity: s.new_customer_discount_amount_validity,
      validityType: s.new_customer_discount_validity_type,
    },
    /** the sign-in switches as set (src/server/services/auth/login-config.ts narrows them to what the server can verify) */
    login: {
      manual: s.centralize_login.manual_login_status,
      otp: s.centralize_login.otp_login_status,
      social: s.centralize_login.social_login_status,
      google: s.centralize_login.google_login_status,
      facebook: s.centralize_login.facebook_login_status,
      apple: s.centralize_login.apple_login_status,
      emailVerification: s.centralize_login.email_verification_status,
      phoneVerification: s.centralize_login.phone_verification_status,
      socialListed: s.social_login,
      firebaseOtp: s.firebase_otp_verification,
    },
    /** what may pay the rest of a partly wallet-paid order: 'both', 'cod' or 'digital_payment' */
    partialPaymentMethod: s.partial_payment_method,
    adminFreeDelivery: s.admin_free_delivery,
    parcel: { perKm: s.parcel_per_km_shipping_charge, minimum: s.parcel_minimum_shipping_charge },
    policies: { refund: s.refund_policy, cancelation: s.cancelation_policy, shipping: s.shipping_policy },
  }));

export type TypedSettings = z.infer<typeof SETTINGS_SCHEMA>;

const parsed = new WeakMap<object, TypedSettings>();
/** The typed view of a load of the settings: parsed once per load (the settings object is the load's). */
export function typedSettings(settings: Readonly<Record<string, unknown>>): TypedSettings {
  let typed = parsed.get(settings);
  if (!typed) parsed.set(settings, (typed = Object.freeze(SETTINGS_SCHEMA.parse(settings))));
  return typed;
}
