/**
 * The header's personal bits without React, before any island loads:
 * - the cart badge follows `cart-count` (the server's count wins on a signed-in page, which it
 *   renders itself; a guest's cached page gets the count this device remembers);
 * - controls that only work with JavaScript show (`data-needs-js`: the store page's heart, the
 *   product page's popup button), the cards' wishlist hearts are made (`data-heart`, a slice at a
 *   time), and a signed-in shopper's hearts are pressed from the ids this device remembers
 *   (`wishlist-ids`); their code loads only on a page that has hearts;
 * - a search sent is remembered (`searchedValues`, shown by the search box);
 * - a stored token the server did not vouch for is checked (src/scripts/session-check.ts);
 * - a new account's welcome wakes the account island;
 * - a shopper who may have orders running (signed in, or a guest with an id) hears of their status
 *   changes once the page is idle, and a signed-in one gets the review prompt: the code loads only
 *   then (src/scripts/shopper-idle.ts).
 */
import { welcomeWaiting } from '../islands/auth/welcome';
import { TRIGGERS, wakeIsland } from '../lib/islands';
import { guestId, token } from '../stores/auth';
import { SESSION_HANDOFF_COOKIE } from '../lib/constants';
import { cartCountMirror } from '../stores/cart-count';
import { wishlistMirror } from '../stores/wishlist-mirror';
import { rememberSearch } from '../stores/search';
import { fill } from '../lib/fill';
import { pluralForm } from '../lib/plural';

export function bindCartBadge(button: HTMLElement): () => void {
  const badge = button.querySelector<HTMLElement>('[data-cart-count]');
  const forms = { one: button.dataset.labelOne, other: button.dataset.label ?? '{{count}}' };
  if (button.dataset.serverCount !== undefined) cartCountMirror.set(button.dataset.serverCount);
  return cartCountMirror.subscribe((value) => {
    const count = Number(value) || 0;
    if (badge) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
    button.setAttribute('aria-label', fill(pluralForm(forms, count), { count: String(count) }));
    // shown when a location is set (the server knows) or the cart holds something
    button.hidden = count === 0 && !button.hasAttribute('data-location-set');
  });
}

/** How long one slice of the cards' hearts may run before the page gets a turn (a tap, a frame). */
const HEART_SLICE_MS = 3;

export function startHeader() {
  const cart = document.querySelector<HTMLElement>('[data-cart-open]');
  if (cart) bindCartBadge(cart);
  document.querySelectorAll<HTMLElement>('[data-needs-js]').forEach((el) => (el.hidden = false));
  // the wishlist hearts' code loads only on a page that has some: the cards' hearts are made a slice
  // at a time, and a signed-in shopper's hearts are pressed from the ids this device remembers
  if (document.querySelector('[data-heart], [data-wishlist]'))
    void import('../lib/hearts').then(({ mountHearts, pageHeartLabels, paintHearts }) => {
      const labels = pageHeartLabels();
      if (!labels) return;
      const ids = token.get() ? () => wishlistMirror.get() : undefined;
      if (ids) paintHearts(ids(), labels);
      mountHearts(labels, document, ids, HEART_SLICE_MS);
    });
  // a search sent is remembered on the device (`searchedValues`), whether or not the search box has woken
  const searchBox = document.getElementById('site-search') as HTMLInputElement | null;
  searchBox?.form?.addEventListener('submit', () => {
    if (searchBox.value.trim()) rememberSearch(searchBox.value);
  });
  // a session a page form started without the scripts (the /auth pages) becomes this device's token, once
  const handed = document.cookie.includes(`${SESSION_HANDOFF_COOKIE}=`);
  const vouched = document.querySelector<HTMLElement>('[data-session]')?.dataset.session === 'valid';
  if (handed || (token.get() && !vouched)) void import('./session-check').then((m) => (handed ? m.adoptHandedSession() : m.checkSession()));
  if (welcomeWaiting()) wakeIsland(TRIGGERS.account);
  const notes = document.querySelector<HTMLElement>('[data-order-notifications]')?.dataset.orderNotifications;
  if (notes && (token.get() || guestId.get())) {
    const follow = () => void import('./shopper-idle').then((m) => m.startShopperExtras(JSON.parse(notes)));
    if ('requestIdleCallback' in window) requestIdleCallback(follow);
    else setTimeout(follow, 200);
  }
}
