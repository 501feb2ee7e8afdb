import { describe, expect, it } from 'vitest';
import { bestCashback, cashbackValue, roundMoney, type CashbackOffer } from '../../src/lib/cashback';

const percent: CashbackOffer = { id: 1, type: 'percent', amount: 5, minPurchase: 300, maxDiscount: 150 };
const flat: CashbackOffer = { id: 2, type: 'amount', amount: 100, minPurchase: 1500, maxDiscount: 0 };

describe('cashback', () => {
  it.each([
    [299.99, 0, 0],
    [300, 15, 0],
    [1500, 75, 100],
    [5000, 150, 100],
  ])('on %f: percent %f, flat %f', (amount, p, f) => {
    expect(cashbackValue(percent, amount)).toBe(p);
    expect(cashbackValue(flat, amount)).toBe(f);
  });
  it('picks the larger offer', () => {
    expect(bestCashback([percent, flat], 1500)?.offer.id).toBe(2);
    expect(bestCashback([percent, flat], 5000)?.offer.id).toBe(1);
    expect(bestCashback([percent, flat], 100)).toBeNull();
  });
  it('rounds to paisa without drift', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(cashbackValue({ ...percent, maxDiscount: 0 }, 333.33)).toBe(16.67);
  });
});
