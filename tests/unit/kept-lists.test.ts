/** Several catalogue lists kept each under its own key, the missing ones read together (src/server/cache/list-cache.ts keptLists). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptList, keptLists } from '../../src/server/cache/list-cache';

beforeEach(() => void vi.stubEnv('LIST_TTL_MS', '60000'));
afterEach(() => void vi.unstubAllEnvs());

describe('keptLists', () => {
  it('reads only the lists not kept, in one call, and keeps each on its own', async () => {
    const db = {};
    const reads: number[][] = [];
    const load = (ids: number[]) => async (missing: number[]) => {
      reads.push(missing.map((i) => ids[i]));
      return missing.map((i) => [`best of ${ids[i]}`]);
    };
    expect(await keptLists(db, [['s', 1], ['s', 2]], load([1, 2]))).toEqual([['best of 1'], ['best of 2']]);
    // another set that shares store 2: only store 3 is read
    expect(await keptLists(db, [['s', 3], ['s', 2]], load([3, 2]))).toEqual([['best of 3'], ['best of 2']]);
    expect(await keptLists(db, [['s', 2], ['s', 1], ['s', 3]], load([2, 1, 3]))).toEqual([['best of 2'], ['best of 1'], ['best of 3']]);
    expect(reads).toEqual([[1, 2], [3]]);
    // each is the same kept list keptList would answer, frozen
    const one = await keptList(db, ['s', 3], async () => ['read again']);
    expect(one).toEqual(['best of 3']);
    expect(Object.isFrozen(one)).toBe(true);
  });

  it('shares a read under way, keeps no failed read, and reads everything each time when off', async () => {
    const db = {};
    let calls = 0;
    const slow = async (missing: number[]) => (calls++, missing.map((i) => i));
    const [a, b] = await Promise.all([keptLists(db, [['x', 1]], slow), keptLists(db, [['x', 1]], slow)]);
    expect([a, b, calls]).toEqual([[0], [0], 1]);
    await expect(keptLists(db, [['y', 1]], async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await keptLists(db, [['y', 1]], async () => ['recovered'])).toEqual(['recovered']);
    vi.stubEnv('LIST_TTL_MS', '0');
    expect(await keptLists(db, [['x', 1]], async (missing) => missing.map(() => 'fresh'))).toEqual(['fresh']);
  });
});
