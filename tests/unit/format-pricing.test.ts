import { describe, expect, it } from 'vitest';
import { countdownParts, formatDistanceKm, formatOrderTime, formatPrice, formatRating, formatTime12, soldPercent, splitForTruncation } from '../../src/lib/format';
import ne from '../../src/lib/i18n/ne.json';
import { discountBadge, discountedPrice, priceRange, storeDiscountInForce } from '../../src/lib/pricing';

describe('format', () => {
  it('prices with symbol side and decimals', () => {
    expect(formatPrice(1250.5)).toBe('Rs 1,250.50');
    expect(formatPrice(99, { symbol: 'Rs', direction: 'right', decimals: 0 })).toBe('99 Rs');
  });
  it('distance in km, 1k+ above 1000 km', () => {
    expect(formatDistanceKm(1234.5)).toBe('1.23');
    expect(formatDistanceKm(2_000_000)).toBe('1k+');
    expect(formatDistanceKm(null)).toBeNull();
  });
  it('truncates at 70 characters on a word boundary', () => {
    const text = 'Crisp, sweet Fuji apples from Jumla orchards, hand-picked and washed. Sold by the kilo.';
    const { head, tail } = splitForTruncation(text);
    expect(head.length).toBeLessThanOrEqual(70);
    expect(head + tail).toBe(text);
    expect(splitForTruncation('short').tail).toBe('');
  });
  it('hh:mm a from HH:mm', () => {
    expect(formatTime12('07:00')).toBe('07:00 am');
    expect(formatTime12('13:05:00')).toBe('01:05 pm');
    expect(formatTime12('00:30')).toBe('12:30 am');
    expect(formatTime12('12:00')).toBe('12:00 pm');
  });
  it('ratings with the configured digits (digit_after_decimal_point), sold progress, countdown', () => {
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(4.2)).toBe('4.2');
    expect(formatRating(4.333333, 2)).toBe('4.33');
    expect(formatRating(4.005, 2)).toBe('4.01');
    expect(formatRating(4, 2)).toBe('4.00');
    expect(formatRating(3.7, 0)).toBe('4');
    expect(soldPercent(15, 60)).toBe(25);
    expect(soldPercent(1, 0)).toBe(0);
    expect(countdownParts(new Date('2026-01-02T01:01:01Z'), new Date('2026-01-01T00:00:00Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('pricing', () => {
  it.each([
    [{ price: 200, discount: 10, discountType: 'percent' }, 180],
    [{ price: 200, discount: 30, discountType: 'amount' }, 170],
    [{ price: 20, discount: 30, discountType: 'amount' }, 0],
    [{ price: 200, discount: 10, discountType: 'percent', storeDiscount: 25 }, 150],
    [{ price: 200, discount: 0, discountType: 'percent' }, 200],
    [{ price: 0.3, discount: 10, discountType: 'percent' }, 0.27],
  ])('%o costs %f', (item, expected) => {
    expect(discountedPrice(item)).toBe(expected);
  });
  it('badge and variation range', () => {
    expect(discountBadge({ price: 1, discount: 15, discountType: 'percent' })).toEqual({ kind: 'percent', value: 15 });
    expect(discountBadge({ price: 1, discount: 20, discountType: 'amount' })).toEqual({ kind: 'amount', value: 20 });
    expect(discountBadge({ price: 1, discount: 0, discountType: 'amount' })).toBeNull();
    expect(priceRange({ price: 100, variations: [{ price: 120 }, { price: 90 }] })).toEqual({ min: 90, max: 120 });
    expect(priceRange({ price: 100 })).toEqual({ min: 100, max: 100 });
  });
});

describe('store discount window', () => {
  const d = { percent: 10, startDate: '2026-11-01', endDate: '2026-11-30' };
  it('counts inside its dates, inclusive, and nowhere else', () => {
    expect(storeDiscountInForce(d, '2026-11-01')).toBe(10);
    expect(storeDiscountInForce(d, '2026-11-30')).toBe(10);
    expect(storeDiscountInForce(d, '2026-10-31')).toBe(0);
    expect(storeDiscountInForce(d, '2026-12-01')).toBe(0);
    expect(storeDiscountInForce({ percent: null, startDate: null, endDate: null }, '2026-11-15')).toBe(0);
    expect(storeDiscountInForce({ percent: 5, startDate: null, endDate: null }, '2026-11-15')).toBe(5);
  });
});

describe('numbers on a Nepali page (issue 46.22)', () => {
  const devanagariDigit = /[\u0966-\u096F]/;
  it('an order time has Latin digits, as prices and counts do, with the month in Nepali', () => {
    const shown = formatOrderTime('2026-11-29T03:00:00Z', 'ne');
    expect(shown).not.toMatch(devanagariDigit);
    expect(shown).toContain('29');
    expect(shown).toContain('08:45');
    expect(shown).toMatch(/[\u0900-\u097F]/);
  });
  it('the Nepali catalogue writes its numbers in Latin digits too', () => {
    const strings = JSON.stringify(ne);
    expect(strings.match(new RegExp(devanagariDigit.source, 'g')) ?? []).toEqual([]);
  });
});
