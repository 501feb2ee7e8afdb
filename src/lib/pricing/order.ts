/**
 * The money of one order (reference §5.2), as pure functions the server and the checkout summary
 * share. Every sum is kept in paisa (integers), so no amount drifts: prices come in as rupees with
 * two decimals, each step rounds to the paisa once, and the answer goes back to rupees.
 *
 * Order of the rules: line prices (variation or food options, add-ons), line discounts (a running
 * flash sale, else the store's discount, else the item's), the store discount's minimum and cap,
 * the coupon on what is left, the referral first-order discount, tax (included or excluded), the
 * delivery charge (distance rates, vehicle extra, surge, waivers), then tips, the service charge
 * and packaging.
 */
import { addOnsTotal, discountAmount, unitBasePrice, type AddOnChoice, type LineVariation, type PricedItem } from './index';
import { freeDeliveryBase } from './free-delivery';

/** rupees to paisa, exactly for values with at most two decimals */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paisa: number) => paisa / 100;
const percentOf = (paisa: number, percent: number) => Math.round((paisa * percent) / 100);

export interface OrderLine {
  item: PricedItem & { flashSale?: boolean };
  quantity: number;
  variation: LineVariation | null | undefined;
  addOns: AddOnChoice[];
}

export interface PricedLine {
  /** unit price before discount, with options (rupees) */
  unit: number;
  /** discount on one unit (rupees) */
  unitDiscount: number;
  addOns: number;
  quantity: number;
  /** where the discount came from, as order details record it */
  discountType: 'flash_sale' | 'store_discount' | 'product_discount' | 'discount_on_product';
  /** tax on this line (rupees) */
  tax: number;
}

export type CouponRule = { kind: 'percent' | 'amount'; discount: number; maxDiscount: number } | { kind: 'free_delivery' };

export interface DeliveryRule {
  orderType: 'delivery' | 'take_away';
  distanceKm: number;
  perKm: number;
  minimum: number;
  /** null or below the minimum: no cap */
  maximum: number | null;
  /** the vehicle's extra charge */
  extra: number;
  /** the zone's increased delivery fee, percent (0 when off) */
  surgePercent: number;
  /** an admin rule, the store or a coupon makes delivery free */
  free: boolean;
}

export interface OrderPricingInput {
  lines: OrderLine[];
  /** the store discount's minimum purchase and cap (0 = no cap), when the store runs one */
  storeDiscount?: { minPurchase: number; maxDiscount: number } | null;
  coupon?: CouponRule | null;
  /** the new customer's first-order discount */
  referral?: { kind: 'percent' | 'amount'; amount: number } | null;
  taxPercent: number;
  taxIncluded: boolean;
  delivery: DeliveryRule;
  tips: number;
  additionalCharge: number;
  packaging: number;
}

export interface OrderTotals {
  lines: PricedLine[];
  /** Σ unit × quantity */
  items: number;
  addOns: number;
  storeDiscount: number;
  flashDiscount: number;
  couponDiscount: number;
  referralDiscount: number;
  /** items + add-ons − discounts − coupon − referral */
  totalPrice: number;
  tax: number;
  deliveryCharge: number;
  originalDeliveryCharge: number;
  tips: number;
  additionalCharge: number;
  packaging: number;
  orderAmount: number;
}

/** The delivery charge before and after waivers (paisa). Takeaway costs nothing. */
export function deliveryCharge(rule: DeliveryRule): { charge: number; original: number } {
  if (rule.orderType === 'take_away') return { charge: 0, original: 0 };
  const minimum = toPaisa(rule.minimum);
  let charge = Math.max(Math.round(rule.distanceKm * toPaisa(rule.perKm)), minimum);
  if (rule.maximum !== null && rule.maximum >= rule.minimum && rule.maximum > 0) charge = Math.min(charge, toPaisa(rule.maximum));
  charge += toPaisa(rule.extra);
  if (rule.surgePercent > 0) charge += percentOf(charge, rule.surgePercent);
  return { charge: rule.free ? 0 : charge, original: charge };
}

/** What a parcel's charge is worked out from: the rates of its category when it has its own, else the parcel settings. */
export interface ParcelChargeRule {
  distanceKm: number;
  category: { perKm: number | null; minimum: number | null };
  settings: { perKm: number; minimum: number };
  /** the vehicle's extra charge */
  extra: number;
}

/**
 * A parcel's delivery charge in rupees (reference §5.2): max(distance × per km, minimum) + the
 * vehicle's extra, at the category's own rates when it sets them, each rate on its own.
 */
export function parcelCharge(rule: ParcelChargeRule): number {
  const perKm = rule.category.perKm ?? rule.settings.perKm;
  const minimum = rule.category.minimum ?? rule.settings.minimum;
  const charge = Math.max(Math.round(Math.max(0, rule.distanceKm) * toPaisa(perKm)), toPaisa(minimum)) + toPaisa(rule.extra);
  return toRupees(charge);
}

/** What the coupon takes off `base` (paisa); free delivery takes nothing here. */
export function couponDiscount(coupon: CouponRule | null | undefined, base: number): number {
  if (!coupon || coupon.kind === 'free_delivery' || base <= 0) return 0;
  const raw = coupon.kind === 'percent' ? percentOf(base, coupon.discount) : toPaisa(coupon.discount);
  const capped = coupon.kind === 'percent' && coupon.maxDiscount > 0 ? Math.min(raw, toPaisa(coupon.maxDiscount)) : raw;
  return Math.min(capped, base);
}

/** The lines' prices and discounts in paisa, before any order-wide rule (the store discount's minimum and cap, the coupon). */
function lineSums(lines: OrderLine[]) {
  let items = 0;
  let addOns = 0;
  let flash = 0;
  let productDiscount = 0;
  const priced = lines.map((line) => {
    const unit = toPaisa(unitBasePrice(line.item, line.variation));
    const unitDiscount = toPaisa(discountAmount(line.item, toRupees(unit)));
    const extras = toPaisa(addOnsTotal(line.item, line.addOns));
    items += unit * line.quantity;
    addOns += extras;
    const discount = unitDiscount * line.quantity;
    const discountType: PricedLine['discountType'] = line.item.flashSale ? 'flash_sale' : line.item.storeDiscount ? 'store_discount' : unitDiscount ? 'product_discount' : 'discount_on_product';
    if (line.item.flashSale) flash += discount;
    else productDiscount += discount;
    return { unit, unitDiscount, extras, discountType, quantity: line.quantity };
  });
  return { items, addOns, flash, productDiscount, priced };
}

/**
 * A cart's amount the marketplace's free delivery looks at (src/lib/pricing/free-delivery.ts), as
 * order/place works it out: the same line sums, the store's discount uncapped (the cart drawer does
 * not know the store's cap; the order applies it).
 */
export function cartFreeDeliveryBase(lines: OrderLine[]): number {
  const { items, addOns, productDiscount } = lineSums(lines);
  return freeDeliveryBase({ items: toRupees(items), addOns: toRupees(addOns), storeDiscount: toRupees(productDiscount) });
}

export function orderTotals(input: OrderPricingInput): OrderTotals {
  const { items, addOns, flash, productDiscount, priced } = lineSums(input.lines);
  const subtotal = items + addOns;
  let storeDiscount = productDiscount;
  if (input.storeDiscount && priced.some((l) => l.discountType === 'store_discount')) {
    if (subtotal < toPaisa(input.storeDiscount.minPurchase)) storeDiscount = 0;
    else if (input.storeDiscount.maxDiscount > 0) storeDiscount = Math.min(storeDiscount, toPaisa(input.storeDiscount.maxDiscount));
  }
  const couponBase = Math.max(0, subtotal - storeDiscount - flash);
  const coupon = couponDiscount(input.coupon, couponBase);
  const afterCoupon = couponBase - coupon;
  const referral = input.referral ? Math.min(afterCoupon, input.referral.kind === 'percent' ? percentOf(afterCoupon, input.referral.amount) : toPaisa(input.referral.amount)) : 0;
  const totalPrice = afterCoupon - referral;
  const taxPercent = input.taxPercent;
  const tax = Math.round((totalPrice * taxPercent) / (100 + (input.taxIncluded ? taxPercent : 0)));
  const delivery = deliveryCharge(input.delivery);
  const tips = toPaisa(input.tips);
  const additional = toPaisa(input.additionalCharge);
  const packaging = toPaisa(input.packaging);
  const orderAmount = totalPrice + (input.taxIncluded ? 0 : tax) + delivery.charge + tips + additional + packaging;
  // per-line tax: the line's share of the total, by its discounted value
  const lines: PricedLine[] = priced.map((l) => {
    const value = (l.unit - l.unitDiscount) * l.quantity + l.extras;
    return {
      unit: toRupees(l.unit),
      unitDiscount: toRupees(l.unitDiscount),
      addOns: toRupees(l.extras),
      quantity: l.quantity,
      discountType: l.discountType,
      tax: toRupees(Math.round((value * taxPercent) / (100 + (input.taxIncluded ? taxPercent : 0)))),
    };
  });
  return {
    lines,
    items: toRupees(items),
    addOns: toRupees(addOns),
    storeDiscount: toRupees(storeDiscount),
    flashDiscount: toRupees(flash),
    couponDiscount: toRupees(coupon),
    referralDiscount: toRupees(referral),
    totalPrice: toRupees(totalPrice),
    tax: toRupees(tax),
    deliveryCharge: toRupees(delivery.charge),
    originalDeliveryCharge: toRupees(delivery.original),
    tips: toRupees(tips),
    additionalCharge: toRupees(additional),
    packaging: toRupees(packaging),
    orderAmount: toRupees(orderAmount),
  };
}

/** A refund request's amount (reference §5.1): refund_amount = order_amount − delivery_charge − dm_tips, never below zero. */
export function refundAmount(order: { orderAmount: number; deliveryCharge: number; dmTips: number }): number {
  return toRupees(Math.max(0, toPaisa(order.orderAmount) - toPaisa(order.deliveryCharge) - toPaisa(order.dmTips)));
}

/** What one line of a placed order came to: its unit price times the quantity, and its add-ons, as the order kept them. */
export function orderLineAmount(line: { price: number; quantity: number; addOnPrice: number }): number {
  return toRupees(toPaisa(line.price) * line.quantity + toPaisa(line.addOnPrice));
}
