import { describe, expect, it } from 'vitest';
import { echo, MAX_PAGE_SIZE, pageCount, parsePage } from '../../src/lib/pagination';

describe('pagination', () => {
  it('offset is a 1-based page number', () => {
    expect(parsePage('12', '1', 20)).toEqual({ limit: 12, offset: 1, skip: 0 });
    expect(parsePage(12, 3, 20)).toEqual({ limit: 12, offset: 3, skip: 24 });
  });
  it('falls back to the default for missing, bad, negative or fractional values', () => {
    for (const bad of [undefined, null, '', 'abc', '-5', '0', '1.5', 'NaN', 'Infinity', {}]) {
      expect(parsePage(bad, bad, 15)).toEqual({ limit: 15, offset: 1, skip: 0 });
    }
  });
  it('caps absurd page sizes', () => {
    expect(parsePage('100000', '1', 20).limit).toBe(MAX_PAGE_SIZE);
  });
  it('page count rounds up', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });
  it('echoes the page served, as a string when one was sent (issue 15 A.7)', () => {
    expect(echo('12', 12)).toBe('12');
    expect(echo(undefined, 15)).toBe(15);
    expect(echo('5000', parsePage('5000', '1', 10).limit)).toBe(String(MAX_PAGE_SIZE));
    expect(echo('abc', parsePage('abc', 'x', 10).offset)).toBe('1');
  });
});
