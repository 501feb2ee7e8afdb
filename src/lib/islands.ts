/**
 * How islands hydrated on use (`client:interact`, src/directives/interact.ts) meet the server's
 * markup: the selectors of the elements that wake each island, and the two events of the protocol.
 */

/** Dispatched by an island on its <astro-island> once its effects are in place (`useIslandReady`). */
export const ISLAND_READY = 'island-ready';
/** Dispatched (bubbling) on a trigger element by code that needs an island without a click, such as the cart drawer asking for the sign-in modal. */
export const ISLAND_WAKE = 'island-wake';

/** The server-rendered elements each island listens to; the directive's value in the header. */
export const TRIGGERS = {
  // the purchase form's own controls work without the island: only its submit waits for it
  cart: '[data-cart-open],[data-cart-add],[data-cart-form] [type=submit]',
  account: '[data-auth-open],[data-logout]',
  wishlist: '[data-wishlist-open],[data-wishlist]',
  location: '[data-open-addresses],[data-pick-location]',
  // focus on the box wakes it (the directive listens to focusin); the form submits without it
  search: '#site-search',
} as const;

/** Wake the island that listens to `selector` (the first matching element must be on the page). */
export function wakeIsland(selector: string): boolean {
  const el = document.querySelector(selector);
  el?.dispatchEvent(new Event(ISLAND_WAKE, { bubbles: true }));
  return Boolean(el);
}
