import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followResults, SENTINEL_MARGIN, SENTINEL_THRESHOLD } from '../../src/scripts/infinite-results';

/** an IntersectionObserver the test drives: `show()` reports the observed element as in view */
class Observer {
  static last: Observer;
  observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    Observer.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  /** a real observer reports only what it still observes */
  show() {
    if (this.observed.size) this.callback([{ isIntersecting: true }]);
  }
}

const page = (items: string[], next: string | null) =>
  `<main><ul data-results="items">${items.map((i) => `<li><article><figure data-heart="item|${i.length}|${i}"></figure>${i}</article></li>`).join('')}</ul>${next !== null ? `<nav data-pagination data-next="${next}">page</nav>` : ''}</main>`;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', Observer);
  document.body.innerHTML = `<button data-wishlist-open data-heart-add="Add {{name}} to wishlist" data-heart-remove="Remove {{name}} from wishlist"></button>${page(['a', 'b'], '/home?page=2')}`;
});
afterEach(() => vi.unstubAllGlobals());

describe('infinite results', () => {
  it('the next pages are added as the pagination comes near (200 px, 10%), until a page has nothing', async () => {
    const pages: Record<string, string> = { '/home?page=2': page(['c', 'd'], '/home?page=3'), '/home?page=3': page([], '') };
    const fetchPage = vi.fn(async (url: string) => pages[url]);
    const list = document.querySelector<HTMLElement>('[data-results]')!;
    followResults(list, document.querySelector<HTMLElement>('[data-pagination]')!, fetchPage);
    expect(Observer.last.options).toEqual({ rootMargin: SENTINEL_MARGIN, threshold: SENTINEL_THRESHOLD });
    Observer.last.show();
    await settle();
    expect([...list.children].map((li) => li.textContent)).toEqual(['a', 'b', 'c', 'd']);
    // the new cards have their hearts; the pagination is the newer page's
    expect(list.querySelector('[data-heart="item|1|c"] button[data-wishlist]')?.getAttribute('aria-label')).toBe('Add c to wishlist');
    expect(document.querySelector<HTMLElement>('[data-pagination]')!.dataset.next).toBe('/home?page=3');
    Observer.last.show();
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(list.children).toHaveLength(4);
    expect(Observer.last.disconnected).toBe(true);
  });

  it('a failed page is tried again on the next approach, three times at most', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchPage = vi.fn(async () => Promise.reject(new Error('offline')));
    followResults(document.querySelector<HTMLElement>('[data-results]')!, document.querySelector<HTMLElement>('[data-pagination]')!, fetchPage);
    for (let i = 0; i < 5; i++) {
      Observer.last.show();
      await settle();
    }
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(Observer.last.disconnected).toBe(true);
    error.mockRestore();
  });
});
