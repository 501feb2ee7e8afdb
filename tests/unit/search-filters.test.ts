import { describe, expect, it } from 'vitest';
import {
  filtersChosen,
  listingFiltered,
  listingQuery,
  listingIndexing,
  priceSlider,
  readListingFilters,
  sideListChecked,
  readSearchFilters,
  searchFilterQuery,
  withoutFilters,
} from '../../src/lib/search-filters';

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
    // clamped to the whole range, which narrows nothing
    expect(f).toEqual({ sort: null, flags: [], minPrice: null, maxPrice: null, rating: 0 });
    expect(filtersChosen(readSearchFilters(q('name=milk&data_type=searched'), true))).toBe(false);
    expect(filtersChosen(f)).toBe(false);
    expect(readSearchFilters(q('min_price=0&max_price=19999'), true)).toMatchObject({ minPrice: null, maxPrice: 19999 });
    expect(filtersChosen(readSearchFilters(q('rating_count=2'), true))).toBe(true);
  });
  it('Clear All Filter keeps the search', () => {
    expect(withoutFilters(q('data_type=searched&name=milk&filter=veg&min_price=1&page=3&module_id=2')).toString()).toBe('data_type=searched&name=milk&module_id=2');
  });
});

describe("the first search page's filters", () => {
  it('reads the side list, brands, the five options, price, rating and sort, and writes the API query', () => {
    const f = readListingFilters(
      q('data_type=category&id=3&category_ids=7&category_ids=8,9&brand_ids=[2]&filter=nearby,popular&filter=veg&min_price=10&max_price=90&rating_count=4&sort_by=a_to_z'),
      'category',
    );
    expect(f).toEqual({ kind: 'category', sort: 'a_to_z', flags: ['nearby', 'popular'], minPrice: 10, maxPrice: 90, rating: 4, categoryIds: [7, 8, 9], brandIds: [2] });
    expect(listingQuery(f, 3)).toEqual({
      data_type: 'category',
      category_ids: '[7,8,9]',
      brand_ids: '[2]',
      filter: '["nearby","popular"]',
      min_price: '10',
      max_price: '90',
      rating_count: '4',
      sort_by: 'a_to_z',
    });
    expect(listingFiltered(f)).toBe(true);
  });
  it("nothing picked in the side list asks for the listing's category, 'All' for every item; other listings send no categories", () => {
    const own = readListingFilters(q('data_type=category&id=3'), 'category');
    expect(own.categoryIds).toEqual([]);
    expect(listingQuery(own, 3)).toEqual({ data_type: 'category', category_ids: '[3]' });
    expect(listingFiltered(own)).toBe(false);
    const all = readListingFilters(q('data_type=category&id=3&category_ids=all&category_ids=4'), 'category');
    expect(all.categoryIds).toBe('all');
    expect(listingQuery(all, 3)).toEqual({ data_type: 'category' });
    expect(readListingFilters(q('data_type=new&category_ids=4&brand_ids=x,-1,0'), 'new')).toMatchObject({ categoryIds: [], brandIds: [] });
  });
  it('the discounted listing has Discounted checked, the brand listing its brand picked, and neither counts as filtered', () => {
    const discounted = readListingFilters(q('data_type=discounted'), 'discounted');
    expect(discounted.flags).toEqual(['discounted']);
    expect(listingFiltered(discounted)).toBe(false);
    const brand = readListingFilters(q('data_type=brand&brand_id=5'), 'brand');
    expect(brand.brandIds).toEqual([5]);
    expect(listingQuery(brand, null)).toEqual({ data_type: 'brand', brand_ids: '[5]' });
    expect(listingFiltered(brand)).toBe(false);
    // once the shopper chose brands, their choice stands
    expect(readListingFilters(q('data_type=brand&brand_id=5&brand_ids=6'), 'brand').brandIds).toEqual([6]);
  });
  it('the price slider keeps its thumbs at least 1 apart, inside 0..20000, and is disabled when the range has no width', () => {
    expect(priceSlider(null, null)).toEqual({ min: 0, max: 20000, from: 0, to: 20000, disabled: false });
    expect(priceSlider(500, 500)).toMatchObject({ from: 500, to: 501 });
    expect(priceSlider(20000, 20000)).toMatchObject({ from: 19999, to: 20000 });
    expect(priceSlider(-3, 99999)).toMatchObject({ from: 0, to: 20000 });
    expect(priceSlider(10, 10, { min: 10, max: 10 })).toEqual({ min: 10, max: 10, from: 10, to: 10, disabled: true });
  });
  it('Clear All Filter drops the side list and the brands too', () => {
    expect(withoutFilters(q('data_type=category&id=3&category_ids=7&brand_ids=2&page=2')).toString()).toBe('data_type=category&id=3');
  });
});

describe('the category side list', () => {
  const tree = [
    {
      id: 1,
      name: 'Fruits',
      children: [
        { id: 11, name: 'Apples' },
        { id: 12, name: 'Pears' },
      ],
    },
    { id: 2, name: 'Dairy', children: [{ id: 21, name: 'Milk' }] },
  ];
  it("a picked category checks its subcategories; 'All' checks every box; nothing picked checks the listing's own", () => {
    expect([...sideListChecked(tree, [2], 1)].sort()).toEqual([2, 21]);
    expect([...sideListChecked(tree, [], 1)].sort()).toEqual([1, 11, 12]);
    expect([...sideListChecked(tree, [12], 1)]).toEqual([12]);
    expect(sideListChecked(tree, 'all', 1).size).toBe(5);
  });
});

describe("a listing's indexing", () => {
  it('a listing is canonical without its filters and page, and indexed unless filtered or a search by name', () => {
    expect(listingIndexing(q('module_id=1&data_type=category&id=3&name=RnJ1aXQ%3D&page=2'), 'category')).toEqual({ path: '/home?module_id=1&data_type=category&id=3&name=RnJ1aXQ%3D', noindex: false });
    expect(listingIndexing(q('data_type=category&id=3&filter=nearby'), 'category').noindex).toBe(true);
    expect(listingIndexing(q('data_type=discounted&module_id=1'), 'discounted').noindex).toBe(false);
    expect(listingIndexing(q('data_type=searched&name=milk'), 'searched').noindex).toBe(true);
  });
});
