import { describe, expect, it } from 'vitest';
import { couponDiscount, deliveryCharge, orderTotals, type DeliveryRule, type OrderLine, type OrderPricingInput } from '../../src/lib/pricing/order';

const apple = { price: 200, discount: 10, discountType: 'percent' };
const line = (over: Partial<OrderLine> = {}): OrderLine => ({ item: apple, quantity: 2, variation: [], addOns: [], ...over });
const delivery: DeliveryRule = { orderType: 'delivery', distanceKm: 3, perKm: 20, minimum: 50, maximum: null, extra: 0, surgePercent: 0, free: false };
const base: OrderPricingInput = { lines: [line()], taxPercent: 0, taxIncluded: false, delivery, tips: 0, additionalCharge: 0, packaging: 0 };

describe('delivery charge (§5.2 step 2)', () => {
  it.each([
    ['distance × per km above the minimum', { distanceKm: 3, perKm: 20, minimum: 50 }, 60, 60],
    ['the minimum when the distance is short', { distanceKm: 1, perKm: 20, minimum: 50 }, 50, 50],
    ['capped at the maximum when it is at least the minimum', { distanceKm: 10, perKm: 20, minimum: 50, maximum: 120 }, 120, 120],
    ['a maximum below the minimum is no cap', { distanceKm: 10, perKm: 20, minimum: 50, maximum: 40 }, 200, 200],
    ['vehicle extra, then surge on top', { distanceKm: 3, perKm: 20, minimum: 50, extra: 20, surgePercent: 10 }, 88, 88],
    ['free keeps the original', { free: true }, 0, 60],
    ['take away costs nothing', { orderType: 'take_away' as const }, 0, 0],
    ['fractional kilometres round to the paisa', { distanceKm: 2.345, perKm: 33.33, minimum: 0 }, 78.16, 78.16],
  ])('%s', (_name, over, charge, original) => {
    const r = deliveryCharge({ ...delivery, ...over });
    expect(r.charge / 100).toBe(charge);
    expect(r.original / 100).toBe(original);
  });
});

describe('coupon (§5.2 step 5)', () => {
  it.each([
    ['percent of the base', { kind: 'percent' as const, discount: 10, maxDiscount: 0 }, 36000, 3600],
    ['percent capped at max_discount', { kind: 'percent' as const, discount: 50, maxDiscount: 100 }, 36000, 10000],
    ['a flat amount', { kind: 'amount' as const, discount: 75, maxDiscount: 0 }, 36000, 7500],
    ['never more than the base', { kind: 'amount' as const, discount: 500, maxDiscount: 0 }, 36000, 36000],
    ['free delivery takes nothing off the items', { kind: 'free_delivery' as const }, 36000, 0],
  ])('%s', (_name, coupon, basePaisa, expected) => {
    expect(couponDiscount(coupon, basePaisa)).toBe(expected);
  });
});

describe('order totals (§5.2)', () => {
  it.each<[string, Partial<OrderPricingInput>, Partial<ReturnType<typeof orderTotals>>]>([
    ['item discount, delivery', {}, { items: 400, storeDiscount: 40, totalPrice: 360, deliveryCharge: 60, orderAmount: 420 }],
    ['store discount wins over the item discount', { lines: [line({ item: { ...apple, storeDiscount: 5 } })] }, { storeDiscount: 20, totalPrice: 380 }],
    [
      'store discount zeroed below its minimum purchase',
      { lines: [line({ item: { ...apple, storeDiscount: 5 } })], storeDiscount: { minPurchase: 500, maxDiscount: 0 } },
      { storeDiscount: 0, totalPrice: 400 },
    ],
    ['store discount capped', { lines: [line({ item: { ...apple, storeDiscount: 50 } })], storeDiscount: { minPurchase: 0, maxDiscount: 30 } }, { storeDiscount: 30, totalPrice: 370 }],
    ['a flash sale is its own discount', { lines: [line({ item: { ...apple, discount: 25, flashSale: true } })] }, { flashDiscount: 100, storeDiscount: 0, totalPrice: 300 }],
    ['coupon on what the discounts leave', { coupon: { kind: 'percent', discount: 10, maxDiscount: 0 } }, { couponDiscount: 36, totalPrice: 324 }],
    [
      'referral after the coupon',
      { coupon: { kind: 'amount', discount: 60, maxDiscount: 0 }, referral: { kind: 'percent', amount: 10 } },
      { couponDiscount: 60, referralDiscount: 30, totalPrice: 270 },
    ],
    ['excluded tax is added', { taxPercent: 13 }, { tax: 46.8, orderAmount: 466.8 }],
    ['included tax is inside the price', { taxPercent: 13, taxIncluded: true }, { tax: 41.42, orderAmount: 420 }],
    ['tips, service charge and packaging on top', { tips: 20, additionalCharge: 10, packaging: 15 }, { orderAmount: 465 }],
    ['add-ons count by quantity', { lines: [line({ item: { ...apple, addOns: [{ id: 1, price: 12.5 }] }, addOns: [{ id: 1, quantity: 3 }] })] }, { addOns: 37.5, totalPrice: 397.5 }],
    [
      'food options raise the unit price',
      {
        lines: [
          line({
            item: { price: 100, discount: 0, discountType: 'amount', foodVariations: [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [{ label: 'Full', optionPrice: 60 }] }] },
            quantity: 1,
            variation: [{ name: 'Size', values: { label: ['Full'] } }],
          }),
        ],
      },
      { items: 160, totalPrice: 160 },
    ],
    [
      '0.1 + 0.2 style sums stay exact',
      { lines: [line({ item: { price: 0.1, discount: 0, discountType: 'amount' }, quantity: 3 })], delivery: { ...delivery, orderType: 'take_away' } },
      { items: 0.3, orderAmount: 0.3 },
    ],
  ])('%s', (_name, over, expected) => {
    expect(orderTotals({ ...base, ...over })).toMatchObject(expected);
  });
  it('per-line tax adds up to the order tax (rounding aside)', () => {
    const t = orderTotals({ ...base, taxPercent: 13, lines: [line(), line({ item: { price: 99.99, discount: 0, discountType: 'amount' }, quantity: 3 })] });
    const sum = t.lines.reduce((n, l) => n + l.tax, 0);
    expect(Math.abs(sum - t.tax)).toBeLessThanOrEqual(0.02);
  });
});

describe('refund amount (reference §5.1)', () => {
  it('is the order amount less the delivery charge and the tip, in paisa, never below zero', async () => {
    const { refundAmount } = await import('../../src/lib/pricing/order');
    expect(refundAmount({ orderAmount: 512.3, deliveryCharge: 40.1, dmTips: 30 })).toBe(442.2);
    expect(refundAmount({ orderAmount: 20, deliveryCharge: 40, dmTips: 0 })).toBe(0);
  });
});

describe('a placed order line', () => {
  it('comes to its unit price times the quantity plus its add-ons, exact to the paisa', async () => {
    const { orderLineAmount } = await import('../../src/lib/pricing/order');
    expect(orderLineAmount({ price: 120.1, quantity: 3, addOnPrice: 40.2 })).toBe(400.5);
    expect(orderLineAmount({ price: 0.1, quantity: 3, addOnPrice: 0 })).toBe(0.3);
  });
});
