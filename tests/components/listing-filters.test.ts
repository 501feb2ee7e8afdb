import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingUrl, startListingFilters } from '../../src/scripts/listing-filters';

const results = (names: string[], total: number) =>
  `<p data-results-count>${total} items found</p><div data-listing-results><ul data-results="items">${names.map((n) => `<li>${n}</li>`).join('')}</ul></div>`;

function mount() {
  document.body.innerHTML = `
    <form method="get" action="/home" data-listing-filters>
      <input type="hidden" name="data_type" value="category"><input type="hidden" name="id" value="1">
      <fieldset data-side-list><ul>
        <li><input type="checkbox" name="category_ids" value="all" data-all></li>
        <li data-branch><input type="checkbox" name="category_ids" value="1" data-parent checked>
          <ul><li><input type="checkbox" name="category_ids" value="11" checked></li><li><input type="checkbox" name="category_ids" value="12" checked></li></ul></li>
        <li data-branch><input type="checkbox" name="category_ids" value="2" data-parent>
          <ul><li><input type="checkbox" name="category_ids" value="21"></li></ul></li>
      </ul></fieldset>
      <fieldset data-price-slider data-gap="1">
        <p data-price-text data-template="{from} to {to}">0 to 20000</p>
        <input type="range" name="min_price" min="0" max="20000" value="0" data-thumb="from">
        <input type="range" name="max_price" min="0" max="20000" value="20000" data-thumb="to">
      </fieldset>
      <select name="rating_count"><option value="" selected></option><option value="3">3</option></select>
    </form>
    ${results(['a', 'b'], 2).replace('<div data-listing-results>', '<div data-listing-results data-updating="Updating" data-failed="Failed">')}`;
  return document.querySelector('form')!;
}
const box = (value: string) => document.querySelector<HTMLInputElement>(`input[type=checkbox][value="${value}"]`)!;
const change = (el: HTMLElement) => el.dispatchEvent(new Event('change', { bubbles: true }));
const settle = () => new Promise((r) => setTimeout(r, 0));

let pushed: string[];
beforeEach(() => {
  pushed = [];
  vi.spyOn(history, 'pushState').mockImplementation((_s, _t, url) => void pushed.push(String(url)));
});
afterEach(() => vi.restoreAllMocks());

describe('the first search page’s filters', () => {
  it('the address drops empty fields and a slider at rest', () => {
    const form = mount();
    expect(listingUrl(form)).toBe('/home?data_type=category&id=1&category_ids=1&category_ids=11&category_ids=12');
  });

  it('the side list: a category picks its subcategories, one left out unpicks the category, All picks every box', async () => {
    mount();
    const fetchPage = vi.fn(async () => `<html><body>${results(['x'], 1)}</body></html>`);
    startListingFilters(document, fetchPage);
    box('2').checked = true;
    change(box('2'));
    expect(box('21').checked).toBe(true);
    box('12').checked = false;
    change(box('12'));
    expect(box('1').checked).toBe(false);
    box('all').checked = true;
    change(box('all'));
    expect(['1', '11', '12', '2', '21'].every((v) => box(v).checked)).toBe(true);
    await settle();
    // every change refetched; the last view is in the address, its results in place
    expect(fetchPage).toHaveBeenLastCalledWith('/home?data_type=category&id=1&category_ids=all&category_ids=1&category_ids=11&category_ids=12&category_ids=2&category_ids=21', expect.any(AbortSignal));
    await vi.waitFor(() => expect(pushed.at(-1)).toContain('category_ids=all'));
    expect(document.querySelector('[data-listing-results]')!.textContent).toContain('x');
    expect(document.querySelector('[data-results-count]')!.textContent).toBe('1 items found');
  });

  it('the price slider keeps its thumbs 1 apart and says the range', () => {
    mount();
    startListingFilters(document, async () => '');
    const [from, to] = document.querySelectorAll<HTMLInputElement>('input[type=range]');
    to.value = '500';
    to.dispatchEvent(new Event('input', { bubbles: true }));
    from.value = '500';
    from.dispatchEvent(new Event('input', { bubbles: true }));
    expect(from.value).toBe('499');
    expect(document.querySelector('[data-price-text]')!.textContent).toBe('499 to 500');
  });
});
