/**
 * `client:interact`: hydrate an island on the first sign of intent, and lose no click.
 *
 * Intent is a pointer over, a touch or focus on the island's own markup, or on any element outside it
 * that matches the directive's value, a CSS selector (the header's cart button, the cards' ADD links,
 * ...). A click that arrives before the island is ready is held (its default, such as following a
 * link, is prevented) and clicked again once the island says it is ready: the island dispatches
 * ISLAND_READY on its <astro-island> after its last effect (`useIslandReady`), so every listener it
 * attaches is in place before the click is replayed. Without JavaScript the markup stays plain links
 * and forms. Astro inlines this script into each page that uses it, so it shares nothing with the
 * islands' bundles but the DOM.
 */
import type { ClientDirective } from 'astro';
import { ISLAND_READY, ISLAND_WAKE } from '../lib/islands';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', ISLAND_WAKE] as const;

/** Click again where the shopper clicked (an SVG icon inside a button has no click(), so dispatch there). */
function replay(target: Element) {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

const interact: ClientDirective = (load, options, el) => {
  const triggers = typeof options.value === 'string' && options.value ? options.value : null;
  const held: Element[] = [];
  let started = false;
  let ready = false;

  const owner = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    if (el.contains(target)) return target;
    return triggers ? target.closest(triggers) : null;
  };
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  const onIntent = (e: Event) => {
    if (owner(e.target)) start();
  };
  const onClick = (e: MouseEvent) => {
    if (ready || !owner(e.target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.push(e.target as Element);
    start();
  };
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  el.addEventListener(
    ISLAND_READY,
    () => {
      ready = true;
      for (const type of INTENT) document.removeEventListener(type, onIntent, true);
      document.removeEventListener('click', onClick, true);
      for (const target of held.splice(0)) if (target.isConnected) replay(target);
    },
    { once: true },
  );
};

export default interact;
