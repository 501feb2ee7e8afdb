/** The marketplace's free delivery rule (issue 44.1): read from the setting, and what it looks at. */
import { describe, expect, it } from 'vitest';
import { adminFreeDelivery, adminFreeDeliveryApplies, freeDeliveryBase, freeDeliveryOver } from '../../src/lib/pricing/free-delivery';
import { cartFreeDeliveryBase, orderTotals } from '../../src/lib/pricing/order';

describe('adminFreeDelivery', () => {
  it('is off unless the setting is on and says how', () => {
    expect(adminFreeDelivery(undefined)).toEqual({ kind: 'off' });
    expect(adminFreeDelivery({ status: 0, type: 'free_delivery_to_all_store' })).toEqual({ kind: 'off' });
    expect(adminFreeDelivery({ status: 1, type: 'free_delivery_to_all_store' })).toEqual({ kind: 'all' });
    expect(adminFreeDelivery({ status: '1', type: 'free_delivery_by_order_amount', free_delivery_over: '500' })).toEqual({ kind: 'over', amount: 500 });
    expect(adminFreeDelivery({ status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: null })).toEqual({ kind: 'off' });
    expect(adminFreeDelivery('nonsense')).toEqual({ kind: 'off' });
    expect(freeDeliveryOver({ kind: 'all' })).toBeNull();
    expect(freeDeliveryOver({ kind: 'over', amount: 500 })).toBe(500);
  });

  it('looks at items and add-ons less store and product discounts, not a flash sale\'s, as the order does', () => {
    const lines = [
      { item: { price: 100, discount: 10, discountType: 'percent' }, quantity: 3, variation: null, addOns: [] },
      { item: { price: 200, discount: 50, discountType: 'amount', flashSale: true }, quantity: 1, variation: null, addOns: [] },
    ];
    const base = cartFreeDeliveryBase(lines as never);
    expect(base).toBe(270 + 200);
    const order = orderTotals({ lines: lines as never, taxPercent: 0, taxIncluded: false, delivery: { orderType: 'take_away', distanceKm: 0, perKm: 0, minimum: 0, maximum: null, extra: 0, surgePercent: 0, free: false }, tips: 0, additionalCharge: 0, packaging: 0 });
    expect(freeDeliveryBase(order)).toBe(base);
    expect(adminFreeDeliveryApplies({ kind: 'over', amount: 470 }, base)).toBe(true);
    expect(adminFreeDeliveryApplies({ kind: 'over', amount: 470.01 }, base)).toBe(false);
    expect(adminFreeDeliveryApplies({ kind: 'off' }, 1e9)).toBe(false);
  });
});
