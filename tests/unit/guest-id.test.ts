import { describe, expect, it } from 'vitest';
import { randomGuestId } from '../../src/server/services/guests';

describe('randomGuestId', () => {
  it('draws safe integers of at least nine digits across 53 bits', () => {
    const ids = Array.from({ length: 2000 }, randomGuestId);
    expect(ids.every((id) => Number.isSafeInteger(id) && id >= 100_000_000)).toBe(true);
    // half of a uniform 53-bit draw lies above 2^52; none of a 31-bit one does
    const high = ids.filter((id) => id >= 2 ** 52).length;
    expect(high).toBeGreaterThan(800);
    expect(high).toBeLessThan(1200);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
