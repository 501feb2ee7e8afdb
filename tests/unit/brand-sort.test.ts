import { describe, expect, it } from 'vitest';
import { brandOrder, sortBrands } from '../../src/lib/brand-sort';

describe('brand order', () => {
  const brands = [{ name: 'zara' }, { name: 'Apple' }, { name: 'bata' }, { name: 'Adidas' }];
  it('A to Z by default, case-insensitive', () => {
    expect(brandOrder(null)).toBe('a_to_z');
    expect(brandOrder('nonsense')).toBe('a_to_z');
    expect(sortBrands(brands, 'a_to_z', 'en').map((b) => b.name)).toEqual(['Adidas', 'Apple', 'bata', 'zara']);
  });
  it('Z to A when asked, and the list itself untouched', () => {
    expect(sortBrands(brands, brandOrder('z_to_a'), 'en').map((b) => b.name)).toEqual(['zara', 'bata', 'Apple', 'Adidas']);
    expect(brands[0].name).toBe('zara');
  });
});
