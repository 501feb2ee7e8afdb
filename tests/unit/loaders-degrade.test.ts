import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayLoseIn, mustHave } from '../../src/loaders/degrade';
import { loggerFor } from '../../src/server/observability/logger';

/** what the page loaders log (as component 'page') */
const watchLog = () => vi.spyOn(loggerFor('page'), 'error').mockImplementation(() => {});

const scope = () => ({ locals: { locale: 'en' as const } as App.Locals, url: new URL('http://localhost/home') });

describe('page loaders: data a page may lose, data it must have', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a lost call is logged, answered with the fallback, and marks the page degraded', async () => {
    const log = watchLog();
    const s = scope();
    const value = await mayLoseIn(s)('banners', Promise.reject(new Error('down')), [] as string[]);
    expect(value).toEqual([]);
    expect(s.locals.degraded).toBe(true);
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error), part: 'banners' }, 'lost a part of the page, rendered without it');
  });

  it('a call that works leaves the page cacheable and logs nothing', async () => {
    const log = watchLog();
    const s = scope();
    expect(await mayLoseIn(s)('banners', Promise.resolve(['a']), [])).toEqual(['a']);
    expect(s.locals.degraded).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('a must-have call that fails is logged and fails the page', async () => {
    const log = watchLog();
    await expect(mustHave(scope(), 'product', Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error), part: 'product' }, 'could not load the page');
  });
});
