import { describe, expect, it } from 'vitest';
import { parcelCharge, type ParcelChargeRule } from '../../src/lib/pricing/order';

const settings = { perKm: 40, minimum: 80 };
const none = { perKm: null, minimum: null };

describe('parcel charge (reference §5.2): max(distance × per km, minimum) + vehicle extra', () => {
  const cases: Array<[string, ParcelChargeRule, number]> = [
    ['the settings when the category has no rates: 5 km × 40', { distanceKm: 5, category: none, settings, extra: 0 }, 200],
    ['the settings minimum for a short trip', { distanceKm: 1, category: none, settings, extra: 0 }, 80],
    ['the category rates first: 5 km × 50', { distanceKm: 5, category: { perKm: 50, minimum: 120 }, settings, extra: 0 }, 250],
    ['the category minimum for a short trip', { distanceKm: 2, category: { perKm: 50, minimum: 120 }, settings, extra: 0 }, 120],
    ['a category that sets only its per km keeps the settings minimum', { distanceKm: 1, category: { perKm: 50, minimum: null }, settings, extra: 0 }, 80],
    ['the vehicle extra after the minimum', { distanceKm: 1, category: none, settings, extra: 20 }, 100],
    ['the vehicle extra after the distance', { distanceKm: 4.25, category: none, settings, extra: 20 }, 190],
    ['paisa rounding: 3.333 km × 40 = 133.32', { distanceKm: 3.333, category: none, settings, extra: 0 }, 133.32],
    ['no distance is the minimum', { distanceKm: 0, category: none, settings, extra: 0 }, 80],
    ['a negative distance counts as none', { distanceKm: -3, category: none, settings, extra: 0 }, 80],
  ];
  it.each(cases)('%s', (_name, rule, expected) => {
    expect(parcelCharge(rule)).toBe(expected);
  });
});
