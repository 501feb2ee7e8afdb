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

  it('keeps at most max values, forgetting the oldest made first', () => {
    const make = vi.fn((key: number) => ({ key }));
    const of = onePerKey(make, 2);
    const one = of(1);
    of(2);
    of(3); // 1 is forgotten
    expect(make).toHaveBeenCalledTimes(3);
    of(3);
    of(2);
    expect(make).toHaveBeenCalledTimes(3);
    expect(of(1)).not.toBe(one);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
