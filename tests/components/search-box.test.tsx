import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, SUGGEST_DEBOUNCE_MS, type SearchBoxProps } from '../../src/islands/search/SearchBox';
import en from '../../src/lib/i18n/en.json';
import { searchedValues } from '../../src/stores/search';
import { startHeader } from '../../src/scripts/header';
import type { Suggestion } from '../../src/lib/api/endpoints/search';
import { ApiClientError } from '../../src/lib/api/errors';
import { zoneId } from '../../src/stores/location';
import { selectedModule } from '../../src/stores/module';

const item = (id: number, name: string): Suggestion => ({ kind: 'item', id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), image: null });
const store = (id: number, name: string): Suggestion => ({ kind: 'store', id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), image: null });

let assign: ReturnType<typeof vi.fn>;
function mount(suggest: SearchBoxProps['suggest'], scope?: SearchBoxProps['scope']) {
  document.body.innerHTML = `<form role="search" action="/home" method="get"><input type="hidden" name="data_type" value="searched"><div><input id="site-search" type="search" name="name" required></div><button type="submit">Search</button></form>`;
  const input = document.getElementById('site-search') as HTMLInputElement;
  render(
    <SearchBox
      labels={{ ...en.search, items: en.common.items, stores: en.common.stores }}
      homeHref="/home"
      productHref="/product/{slug}?module_id=1"
      storeHref="/store/{slug}?module_id=1"
      suggest={suggest}
      scope={scope}
    />,
    {
      container: document.body.appendChild(document.createElement('div')),
    },
  );
  return input;
}
const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
  searchedValues.set([]);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, search: '' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the search box', () => {
  it("a new shopper's suggestions are asked in the page's zone and module; a chosen zone and module are the shopper's own (issue 46.4)", async () => {
    const suggest = vi.fn(async () => ({ items: [item(1, 'Apple')], stores: [] }));
    zoneId.set('');
    selectedModule.set(null);
    const input = mount(suggest, { zoneIds: [1], moduleId: 2 });
    fireEvent.focus(input);
    type(input, 'app');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(suggest).toHaveBeenLastCalledWith('app', { zoneIds: [1], moduleId: 2 });
    zoneId.set('[3]');
    selectedModule.set({ id: 1, module_type: 'grocery' });
    type(input, 'appl');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(suggest).toHaveBeenLastCalledWith('appl', { zoneIds: undefined, moduleId: undefined });
    zoneId.set('');
    selectedModule.set(null);
  });

  it("a failure the retries cannot mend is said in the panel, in the server's words (issue 46.4)", async () => {
    const suggest = vi.fn(async () => {
      throw new ApiClientError('http', 403, [{ code: 'moduleId', message: 'Module id is required' }]);
    });
    const input = mount(suggest);
    fireEvent.focus(input);
    type(input, 'rice');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    for (const wait of [300, 600, 1200]) await act(async () => vi.advanceTimersByTimeAsync(wait));
    expect(suggest).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert').textContent).toBe('Module id is required');
  });

  it('asks for suggestions 500 ms after the last keystroke, once, and shows items and stores', async () => {
    const suggest = vi.fn(async (term: string) => ({ items: [item(1, `${term} Steam Momo`)], stores: [store(2, 'Momo House')] }));
    const input = mount(suggest);
    fireEvent.focus(input);
    type(input, 'm');
    type(input, 'mo');
    type(input, 'momo');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(suggest).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('momo', { zoneIds: undefined, moduleId: undefined });
    const list = screen.getByRole('listbox', { name: 'Suggestions for momo' });
    expect(within(list).getByRole('group', { name: 'Items' })).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'momo Steam Momo' })).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'Momo House' })).toBeTruthy();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('a failed suggestion query is retried 3 times before the box gives up', async () => {
    let calls = 0;
    const suggest = vi.fn(async (term: string) => {
      if (++calls < 3) throw new Error('503');
      return { items: [item(1, `${term} Chips`)], stores: [] };
    });
    const input = mount(suggest);
    fireEvent.focus(input);
    type(input, 'chips');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(screen.queryByRole('listbox')).toBeNull();
    // 0.3 s, then 0.6 s later
    await act(async () => vi.advanceTimersByTimeAsync(300));
    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(suggest).toHaveBeenCalledTimes(3);
    expect(within(screen.getByRole('listbox', { name: 'Suggestions for chips' })).getByRole('option', { name: 'chips Chips' })).toBeTruthy();
    // never more than four tries
    const failing = vi.fn(async () => Promise.reject(new Error('down')));
    cleanup();
    const again = mount(failing);
    fireEvent.focus(again);
    type(again, 'tea');
    await act(async () => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS + 300 + 600 + 1200 + 5000));
    expect(failing).toHaveBeenCalledTimes(4);
  });

  it('is hidden when both lists are empty', async () => {
    const input = mount(async () => ({ items: [], stores: [] }));
    fireEvent.focus(input);
    type(input, 'zzz');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys move through the options (aria-activedescendant), Enter opens one, Escape closes', async () => {
    const input = mount(async () => ({ items: [item(1, 'Fuji Apples'), item(3, 'Apple Juice')], stores: [store(2, 'Apple Mart')] }));
    fireEvent.focus(input);
    type(input, 'apple');
    await act(async () => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('search-option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Apple Mart' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // past the last: back to the box
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe('search-option-2');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith('/store/apple-mart?module_id=1');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('an empty box shows the five newest searches; one is deleted, then all', async () => {
    searchedValues.set(['f', 'e', 'd', 'c', 'b', 'a']);
    const input = mount(async () => ({ items: [], stores: [] }));
    fireEvent.focus(input);
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['f', 'e', 'd', 'c', 'b']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Remove d from recent searches' }));
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['f', 'e', 'c', 'b', 'a']);
    // arrows go from the box into the list
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('f');
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(searchedValues.get()).toEqual([]);
  });

  it('a term is sent; an empty box is not, and on a results page it clears the search', () => {
    const input = mount(async () => ({ items: [], stores: [] }));
    const form = input.form!;
    input.value = '  Basmati Rice ';
    const sent = new Event('submit', { cancelable: true });
    form.dispatchEvent(sent);
    // the form goes on to /home?data_type=searched&name=…
    expect(sent.defaultPrevented).toBe(false);
    const empty = new Event('submit', { cancelable: true });
    input.value = '  ';
    form.dispatchEvent(empty);
    expect(empty.defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(input.hasAttribute('required')).toBe(false);
    vi.stubGlobal('location', { ...window.location, assign, search: '?data_type=searched&name=rice' });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('the header script remembers every term sent, before the box has woken too', () => {
    document.body.innerHTML = `<form role="search"><input id="site-search" name="name"></form>`;
    startHeader();
    const input = document.getElementById('site-search') as HTMLInputElement;
    const form = input.form!;
    form.addEventListener('submit', (e) => e.preventDefault());
    for (const term of ['milk', '  Basmati Rice ', '   ', 'MILK']) {
      input.value = term;
      form.dispatchEvent(new Event('submit', { cancelable: true }));
    }
    expect(searchedValues.get()).toEqual(['MILK', 'Basmati Rice']);
  });

  it('clicking outside closes the panel', async () => {
    searchedValues.set(['milk']);
    const input = mount(async () => ({ items: [], stores: [] }));
    fireEvent.focus(input);
    expect(screen.getByRole('region', { name: 'Recent searches' })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });
});
