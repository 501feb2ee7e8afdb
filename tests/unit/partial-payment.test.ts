import { describe, expect, it } from 'vitest';
import { partialRestMethods, partialSplit } from '../../src/lib/pricing/payment';

describe('partial payment rules', () => {
  it.each([
    ['cod', ['offline_payment', 'cash_on_delivery']],
    ['digital_payment', ['offline_payment', 'digital_payment']],
    ['both', ['offline_payment', 'cash_on_delivery', 'digital_payment']],
  ])('partial_payment_method %s lets %j pay the rest', (setting, methods) => {
    expect(partialRestMethods(setting)).toEqual(methods);
  });
  it('splits to the paisa, and only when the wallet holds some but not all', () => {
    expect(partialSplit(255.55, 100.1)).toEqual({ wallet: 100.1, rest: 155.45 });
    expect(partialSplit(0.3, 0.1)).toEqual({ wallet: 0.1, rest: 0.2 });
    expect(partialSplit(100, 0)).toBeNull();
    expect(partialSplit(100, 100)).toBeNull();
  });
});
