import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayLoseIn, mustHave } from '../../src/loaders/degrade';

const scope = () => ({ locals: { locale: 'en' as const } as App.Locals, url: new URL('http://localhost/home') });

describe('page loaders: data a page may lose, data it must have', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a lost call is logged, answered with the fallback, and marks the page degraded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = scope();
    const value = await mayLoseIn(s)('banners', Promise.reject(new Error('down')), [] as string[]);
    expect(value).toEqual([]);
    expect(s.locals.degraded).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/home: lost banners'), expect.any(Error));
  });

  it('a call that works leaves the page cacheable and logs nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = scope();
    expect(await mayLoseIn(s)('banners', Promise.resolve(['a']), [])).toEqual(['a']);
    expect(s.locals.degraded).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('a must-have call that fails is logged and fails the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(mustHave(scope(), 'product', Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not load product'), expect.any(Error));
  });
});
