import { describe, expect, it, vi } from 'vitest';
import { QUERY_RETRIES, retried } from '../../src/lib/retry-query';

describe('query retries', () => {
  it('tries a failing query three more times, then gives up with its error', async () => {
    const work = vi.fn(async () => {
      throw new Error('503');
    });
    await expect(retried(work, { minTimeout: 1 })).rejects.toThrow('503');
    expect(work).toHaveBeenCalledTimes(1 + QUERY_RETRIES);
  });
  it('answers as soon as a try succeeds', async () => {
    let tries = 0;
    const answer = await retried(
      async () => {
        if (++tries < 3) throw new Error('flaky');
        return 'ok';
      },
      { minTimeout: 1 },
    );
    expect(answer).toBe('ok');
    expect(tries).toBe(3);
  });
  it('stops when aborted', async () => {
    const controller = new AbortController();
    const work = vi.fn(async () => {
      controller.abort();
      throw new Error('late');
    });
    await expect(retried(work, { signal: controller.signal, minTimeout: 1 })).rejects.toThrow();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
