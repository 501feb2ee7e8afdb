/**
 * The `client:interact` directive (src/directives/interact.ts) and the header's personal bits without
 * React (src/scripts/header.ts): what the browser sees before an island has loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import interact from '../../src/directives/interact';
import { ISLAND_READY, ISLAND_WAKE } from '../../src/lib/islands';
import { bindCartBadge } from '../../src/scripts/header';
import { mountHearts, paintHearts } from '../../src/lib/hearts';
import { cartCountMirror } from '../../src/stores/cart-count';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function island() {
  document.body.innerHTML = `
    <button type="button" data-cart-open><svg><path /></svg></button>
    <a href="/product/apples" data-cart-add>ADD</a>
    <button type="button" data-other>other</button>
    <astro-island><span>island</span></astro-island>`;
  const el = document.querySelector('astro-island') as HTMLElement;
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  interact(load as never, { name: 'interact', value: '[data-cart-open],[data-cart-add]' }, el);
  return { el, load, hydrate };
}

describe('client:interact', () => {
  it('does nothing until intent, then loads once on pointer, focus or a wake call', async () => {
    const { el, load } = island();
    expect(load).not.toHaveBeenCalled();
    document.querySelector('[data-other]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    document.querySelector('[data-cart-add]')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.querySelector('[data-cart-open]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('[data-cart-open]')!.dispatchEvent(new Event(ISLAND_WAKE, { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    // ready: the directive lets go of the document
    el.dispatchEvent(new Event(ISLAND_READY));
  });

  it('holds a click before the island is ready (the link does not go), then clicks again once, on the same element', async () => {
    const { el, load } = island();
    const seen: string[] = [];
    const link = document.querySelector<HTMLAnchorElement>('[data-cart-add]')!;
    const icon = document.querySelector('[data-cart-open] path')!;
    document.addEventListener('click', (e) => seen.push(`${(e.target as Element).tagName.toLowerCase()}:${e.defaultPrevented}`));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);

    el.dispatchEvent(new Event(ISLAND_READY));
    // replayed in order; an SVG target is clicked by dispatch
    expect(seen).toEqual(['a:false', 'path:false']);
    // once ready, clicks pass straight through
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toHaveLength(3);
  });
});

describe('the header without React', () => {
  it("the cart badge follows the device's count; the server's count wins on a signed-in page", () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<button data-cart-open data-label="Cart: {{count}} items in cart" data-label-one="Cart: {{count}} item in cart" hidden><span data-cart-count hidden>0</span></button>`;
    const button = document.querySelector<HTMLElement>('[data-cart-open]')!;
    const badge = button.querySelector<HTMLElement>('[data-cart-count]')!;
    cartCountMirror.set('');
    const stop = bindCartBadge(button);
    expect(button.hidden).toBe(true);
    cartCountMirror.set('2');
    expect(badge.textContent).toBe('2');
    expect(badge.hidden).toBe(false);
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Cart: 2 items in cart');
    // one is singular (issue 46.16)
    cartCountMirror.set('1');
    expect(button.getAttribute('aria-label')).toBe('Cart: 1 item in cart');
    stop();

    button.dataset.serverCount = '5';
    const again = bindCartBadge(button);
    expect(cartCountMirror.get()).toBe('5');
    expect(badge.textContent).toBe('5');
    again();
  });

  it("the cards' hearts are made on the device from data-heart, once, and painted like the server's", () => {
    document.body.innerHTML = `
      <figure data-heart="item|3|Salt | Pepper"></figure>
      <figure data-heart="store|4|Asan Mart"></figure>
      <figure data-heart="basket|5|Nope"></figure>`;
    const labels = { addToWishlist: 'Add {{name}} to wishlist', removeFromWishlist: 'Remove {{name}} from wishlist' };
    mountHearts(labels);
    mountHearts(labels);
    const hearts = document.querySelectorAll<HTMLButtonElement>('[data-wishlist]');
    expect(hearts).toHaveLength(2);
    expect(hearts[0].type).toBe('button');
    expect(hearts[0].getAttribute('aria-label')).toBe('Add Salt | Pepper to wishlist');
    expect(hearts[0].getAttribute('aria-pressed')).toBe('false');
    expect(hearts[0].querySelector('use')!.getAttribute('href')).toBe('#i-heart');
    paintHearts({ items: [], stores: [4] }, labels);
    expect(hearts[1].getAttribute('aria-pressed')).toBe('true');
    expect(hearts[1].getAttribute('aria-label')).toBe('Remove Asan Mart from wishlist');
  });

  it("a card's heart without a name takes the card's title, and carries it on", () => {
    document.body.innerHTML = `<article><figure data-heart="item|7|"></figure><div><h3><a href="/product/ghee">Pure Ghee | 1 L</a></h3></div></article>`;
    mountHearts({ addToWishlist: 'Add {{name}} to wishlist', removeFromWishlist: 'Remove {{name}} from wishlist' });
    const heart = document.querySelector<HTMLButtonElement>('[data-wishlist]')!;
    expect(heart.getAttribute('aria-label')).toBe('Add Pure Ghee | 1 L to wishlist');
    expect(heart.dataset.wishlist).toBe('item|7|Pure Ghee | 1 L');
  });

  it('a long page gets its hearts in slices: the first now, in document order, the rest in tasks of their own', () => {
    vi.useFakeTimers();
    document.body.innerHTML = Array.from({ length: 5 }, (_, i) => `<figure data-heart="item|${i + 1}|Item ${i + 1}"></figure>`).join('');
    const labels = { addToWishlist: 'Add {{name}} to wishlist', removeFromWishlist: 'Remove {{name}} from wishlist' };
    let ids = { items: [2], stores: [] as number[] };
    // a zero budget makes one heart a slice
    mountHearts(labels, document, () => ids, 0);
    const made = () => [...document.querySelectorAll<HTMLButtonElement>('[data-wishlist]')].map((b) => `${b.dataset.wishlist}:${b.getAttribute('aria-pressed')}`);
    expect(made()).toEqual(['item|1|Item 1:false']);
    // the wishlist loads meanwhile: a heart made after it shows it
    ids = { items: [2, 5], stores: [] };
    vi.runAllTimers();
    vi.useRealTimers();
    expect(made()).toEqual(['item|1|Item 1:false', 'item|2|Item 2:true', 'item|3|Item 3:false', 'item|4|Item 4:false', 'item|5|Item 5:true']);
    expect(document.querySelector('[data-wishlist="item|5|Item 5"]')!.getAttribute('aria-label')).toBe('Remove Item 5 from wishlist');
  });

  it('slices leave alone a heart made meanwhile, and a guest gets none pressed', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<figure data-heart="item|1|A"></figure><figure id="b" data-heart="item|2|B"></figure>';
    const labels = { addToWishlist: 'Add {{name}} to wishlist', removeFromWishlist: 'Remove {{name}} from wishlist' };
    mountHearts(labels, document, undefined, 0);
    mountHearts(labels, document.getElementById('b')!);
    // the slice that comes to B finds its heart made
    vi.runAllTimers();
    vi.useRealTimers();
    expect(document.querySelectorAll('[data-wishlist]')).toHaveLength(2);
    expect([...document.querySelectorAll('[data-wishlist]')].every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('hearts are pressed and relabelled from the remembered wishlist ids', () => {
    document.body.innerHTML = `
      <button data-wishlist="item|3|Apples" aria-pressed="false"></button>
      <button data-wishlist="store|3|Asan Mart" aria-pressed="false"></button>`;
    paintHearts({ items: [3], stores: [] }, { addToWishlist: 'Add {{name}} to wishlist', removeFromWishlist: 'Remove {{name}} from wishlist' });
    const [item, store] = document.querySelectorAll('[data-wishlist]');
    expect(item.getAttribute('aria-pressed')).toBe('true');
    expect(item.getAttribute('aria-label')).toBe('Remove Apples from wishlist');
    expect(store.getAttribute('aria-pressed')).toBe('false');
    expect(store.getAttribute('aria-label')).toBe('Add Asan Mart to wishlist');
  });
});
