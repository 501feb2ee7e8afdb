import { describe, expect, it } from 'vitest';
import { flagOf, recodedPhone, shownPhone, typedPhone } from '../../src/lib/phone/value';

describe('the phone input value (spec section 5: a leading +, digits only, never formatted)', () => {
  it("shows the country's code while empty, the value otherwise", () => {
    expect(shownPhone('', '977')).toBe('+977');
    expect(shownPhone('+9779812345678', '977')).toBe('+9779812345678');
  });

  it('keeps a + and digits; a national number gets the chosen country code', () => {
    expect(typedPhone('+977 981-234-5678', '977')).toBe('+9779812345678');
    expect(typedPhone('9812345678', '977')).toBe('+9779812345678');
    expect(typedPhone('9779812345678', '977')).toBe('+9779812345678');
    expect(typedPhone('+919876543210', '977')).toBe('+919876543210');
  });

  it('typing after the shown code, or pasting an international number after it, keeps one code', () => {
    // the field shows '+977'; the shopper types on at its end
    expect(typedPhone('+9779', '977')).toBe('+9779');
    expect(typedPhone('+977+9779812345678', '977')).toBe('+9779812345678');
    expect(typedPhone('+977+91 98765 43210', '977')).toBe('+919876543210');
    // the caret at the field's start: what is typed before the shown code is the national number
    expect(typedPhone('9+977', '977')).toBe('+9779');
    expect(typedPhone('98+977', '977')).toBe('+97798');
  });

  it('only the code, or nothing, is empty (so required still says so)', () => {
    expect(typedPhone('+977', '977')).toBe('');
    expect(typedPhone('', '977')).toBe('');
    expect(typedPhone('+', '977')).toBe('');
    expect(typedPhone('abc', '977')).toBe('');
  });

  it('at most 15 digits after the +', () => {
    expect(typedPhone('+97798123456789012345', '977')).toBe('+977981234567890');
    expect(typedPhone('98123456789012345', '977')).toBe('+977981234567890');
  });

  it("a new country swaps the code and keeps the rest", () => {
    expect(recodedPhone('+9779812345678', '977', '91')).toBe('+919812345678');
    expect(recodedPhone('', '977', '91')).toBe('');
    expect(recodedPhone('+449812', '977', '91')).toBe('+449812');
  });

  it('flags from the two-letter code', () => {
    expect(flagOf('np')).toBe('🇳🇵');
  });
});
