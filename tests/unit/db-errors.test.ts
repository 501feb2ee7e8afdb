import { describe, expect, it } from 'vitest';
import { isDataException, isUniqueViolation, pgErrorCode, refusedReason } from '../../src/server/db/errors';

/** as Drizzle throws them: a wrapper whose cause is the driver's error */
const wrapped = (code: string, message = 'boom') => Object.assign(new Error('Failed query: …'), { cause: Object.assign(new Error(message), { code }) });

describe('database errors', () => {
  it('reads the SQLSTATE on the error or through the wrapper', () => {
    expect(pgErrorCode(Object.assign(new Error('x'), { code: '23505' }))).toBe('23505');
    expect(pgErrorCode(wrapped('22P02'))).toBe('22P02');
    expect(pgErrorCode(new Error('no code'))).toBeNull();
    // a Node system error's code is not a SQLSTATE
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(pgErrorCode(undefined)).toBeNull();
  });

  it('names unique violations and data exceptions', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isDataException(wrapped('22003'))).toBe(true);
    expect(isDataException(wrapped('23505'))).toBe(false);
  });

  it('gives the reason a statement refused with, and nothing for other errors', () => {
    expect(refusedReason(wrapped('SF001', 'out_of_stock:32'))).toBe('out_of_stock:32');
    expect(refusedReason(wrapped('P0001', 'out_of_stock:32'))).toBeNull();
    expect(refusedReason(new Error('x'))).toBeNull();
  });
});
