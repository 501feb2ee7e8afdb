import { describe, expect, it } from 'vitest';
import { deliveryRange } from '../../src/lib/delivery-range';

describe("the stores' delivery range ('Groceries delivered in 40-60 minutes')", () => {
  it('the quickest minimum and the slowest maximum', () => {
    expect(
      deliveryRange([
        { minDeliveryTime: 40, maxDeliveryTime: 50 },
        { minDeliveryTime: 45, maxDeliveryTime: 60 },
      ]),
    ).toEqual({ min: 40, max: 60 });
  });
  it('numbers as text count; missing or zero times do not; no time at all is null', () => {
    expect(deliveryRange([{ minDeliveryTime: '30', maxDeliveryTime: '45' }, { minDeliveryTime: 0 }, {}])).toEqual({ min: 30, max: 45 });
    expect(deliveryRange([{}, { minDeliveryTime: null }])).toBeNull();
    expect(deliveryRange([])).toBeNull();
  });
  it('a maximum below the minimum is never shown', () => {
    expect(deliveryRange([{ minDeliveryTime: 30 }])).toEqual({ min: 30, max: 30 });
  });
});
