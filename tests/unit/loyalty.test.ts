import { describe, expect, it } from 'vitest';
import { loyaltyPointsFor, pointsToWallet } from '../../src/lib/pricing/loyalty';

describe('loyalty points', () => {
  it('an order earns the whole part of its amount × the purchase percent / 100', () => {
    expect(loyaltyPointsFor(1234.56, 5)).toBe(61);
    expect(loyaltyPointsFor(19.99, 5)).toBe(0);
    expect(loyaltyPointsFor(2000, 5)).toBe(100);
    expect(loyaltyPointsFor(500, 0)).toBe(0);
  });
  it('points become wallet money at the rate, rounded down to the paisa', () => {
    expect(pointsToWallet(100, 10)).toBe(10);
    expect(pointsToWallet(101, 3)).toBe(33.66);
    expect(pointsToWallet(0, 10)).toBe(0);
    expect(pointsToWallet(100, 0)).toBe(0);
  });
});
