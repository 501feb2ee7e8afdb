import { afterEach, describe, expect, it, vi } from 'vitest';
import { timedRead } from '../../src/server/cache/timed-read';

afterEach(() => vi.useRealTimers());

describe('timedRead', () => {
  it('shares one read among concurrent callers, keeps it for the time given, then reads again', async () => {
    vi.useFakeTimers();
    const db = {};
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([timedRead(db, 'k', load, 1_000), timedRead(db, 'k', load, 1_000)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await timedRead(db, 'k', load, 1_000)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await timedRead(db, 'k', load, 1_000)).toBe(2);
    // another database keeps its own
    expect(await timedRead({}, 'k', load, 1_000)).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const db = {};
    await expect(timedRead(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await timedRead(db, 'k', async () => 'up')).toBe('up');
  });
});
