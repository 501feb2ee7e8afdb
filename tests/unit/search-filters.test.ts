import { describe, expect, it } from 'vitest';
import { filtersChosen, readSearchFilters, searchFilterQuery, withoutFilters } from '../../src/lib/search-filters';

const q = (s: string) => new URLSearchParams(s);

describe('search filters in the URL', () => {
  it('reads sort, flags, price and rating; veg only in the food module', () => {
    const f = readSearchFilters(q('sort_by=z_to_a&filter=veg&filter=discounted,currently_available&min_price=50&max_price=500&rating_count=3.7'), true);
    expect(f).toEqual({ sort: 'z_to_a', flags: ['veg', 'currently_available', 'discounted'], minPrice: 50, maxPrice: 500, rating: 3.5 });
    expect(readSearchFilters(q('filter=veg&filter=non_veg&filter=discounted'), false).flags).toEqual(['discounted']);
    expect(searchFilterQuery(f)).toEqual({ sort_by: 'z_to_a', filter: '["veg","currently_available","discounted"]', min_price: '50', max_price: '500', rating_count: '3.5' });
  });
  it('refuses what is not a filter, clamps the price to 0..20000 and orders it', () => {
    const f = readSearchFilters(q('sort_by=price&filter=hack&min_price=99999&max_price=-5&rating_count=x'), true);
    expect(f).toEqual({ sort: null, flags: [], minPrice: 0, maxPrice: 20000, rating: 0 });
    expect(filtersChosen(readSearchFilters(q('name=milk&data_type=searched'), true))).toBe(false);
    expect(filtersChosen(f)).toBe(true);
  });
  it('Clear All Filter keeps the search', () => {
    expect(withoutFilters(q('data_type=searched&name=milk&filter=veg&min_price=1&page=3&module_id=2')).toString()).toBe('data_type=searched&name=milk&module_id=2');
  });
});
