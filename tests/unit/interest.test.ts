import { describe, expect, it } from 'vitest';
import { interestAfterModule, interestAfterSignUp } from '../../src/lib/interest';

const grocery = { id: 1, module_type: 'grocery' };
const parcel = { id: 5, module_type: 'parcel' };

describe('when /interest comes next', () => {
  it.each([
    ['zone and grocery', '[1]', grocery, '/interest?module_id=1'],
    ['no zone', '', grocery, null],
    ['empty zone list', '[]', grocery, null],
    ['broken zone text', 'oops', grocery, null],
    ['parcel', '[1]', parcel, null],
    ['no module', '[1]', null, null],
  ])('after sign-up: %s', (_, zone, module, expected) => {
    expect(interestAfterSignUp('/interest', zone, module)).toBe(expected);
  });

  it('after choosing a module: only a non-parcel module not asked before', () => {
    expect(interestAfterModule('/ne/interest', grocery, [])).toBe('/ne/interest?module_id=1');
    expect(interestAfterModule('/interest', grocery, [1, 2])).toBeNull();
    expect(interestAfterModule('/interest', parcel, [])).toBeNull();
  });
});
