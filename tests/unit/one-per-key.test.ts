import { describe, expect, it, vi } from 'vitest';
import { onePerKey } from '../../src/lib/one-per-key';

describe('onePerKey', () => {
  it('makes once per key and returns the same value after', () => {
    const make = vi.fn((key: string) => ({ key }));
    const of = onePerKey(make);
    const first = of('ne');
    expect(of('ne')).toBe(first);
    expect(of('en')).toEqual({ key: 'en' });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
