/** The wishlist hearts the server puts on cards and the store page (`data-wishlist`): their label and pressed state. */
import { fill } from './fill';

/** A wishlist heart's item or store (`data-wishlist`, `data-heart`: `kind|id|name`, see src/lib/card-data.ts). */
export interface Heart {
  kind: 'item' | 'store';
  id: number;
  name: string;
}

/** Splits a `|`-joined data attribute into `count` fields: the last keeps any `|` left (a name may hold one). */
export function dataFields(value: string | undefined, count: number): string[] | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length < count) return null;
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join('|')];
}

export const wholeNumber = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);

export const encodeHeart = (heart: Heart): string => [heart.kind, heart.id, heart.name].join('|');

export function decodeHeart(value: string | undefined): Heart | null {
  const f = dataFields(value, 3);
  if (!f) return null;
  const [kind, id, name] = f;
  const n = wholeNumber(id);
  if ((kind !== 'item' && kind !== 'store') || n === null) return null;
  return { kind, id: n, name };
}

export interface HeartLabels {
  addToWishlist: string;
  removeFromWishlist: string;
  loginRequired: string;
}

/** The hearts' two labels, as the header's wishlist button carries them (`data-heart-add`, `data-heart-remove`); null without the button. */
export function pageHeartLabels(root: ParentNode = document): Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'> | null {
  const data = root.querySelector<HTMLElement>('[data-wishlist-open]')?.dataset;
  return data?.heartAdd && data.heartRemove ? { addToWishlist: data.heartAdd, removeFromWishlist: data.heartRemove } : null;
}

/** What a heart says: add or remove, with the item's or store's name. */
export const heartLabel = (on: boolean, name: string, labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>) =>
  fill((on ? labels.removeFromWishlist : labels.addToWishlist), { name });

export const heartOf = (el: HTMLElement): Heart | null => decodeHeart(el.dataset.wishlist);

/** Press and label every heart in `root` from the wishlist's ids (read from the device: anything else than a list counts as empty). */
export function paintHearts(list: { items: unknown; stores: unknown }, labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>, root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-wishlist]')) {
    const heart = heartOf(el);
    if (!heart) continue;
    const ids = heart.kind === 'item' ? list.items : list.stores;
    const on = Array.isArray(ids) && ids.includes(heart.id);
    el.setAttribute('aria-pressed', String(on));
    el.setAttribute('aria-label', heartLabel(on, heart.name, labels));
  }
}

const SVG = 'http://www.w3.org/2000/svg';

/** A card's title, where a card's data leaves the name out (it would be written twice over on some eighty cards). */
export const cardTitle = (el: Element): string => el.closest('article')?.querySelector('h2, h3, h4')?.textContent?.trim() ?? '';

/** The wishlist's ids a heart made now shows pressed (this device's mirror for a signed-in shopper), or null: none pressed. */
export type PressedIds = () => { items: unknown; stores: unknown } | null;

/** Hosts (`data-heart`) in `root` whose heart is not made yet, in document order. */
const waitingHosts = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>('[data-heart]')].filter((host) => !host.querySelector(':scope > [data-wishlist]'));

function makeHeart(host: HTMLElement, labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>, ids: ReturnType<PressedIds>) {
  const found = decodeHeart(host.dataset.heart);
  if (!found) return;
  const heart = { ...found, name: found.name || cardTitle(host) };
  const list = ids ? (heart.kind === 'item' ? ids.items : ids.stores) : null;
  const on = Array.isArray(list) && list.includes(heart.id);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-ghost btn-xs btn-circle heart';
  button.dataset.wishlist = encodeHeart(heart);
  button.setAttribute('aria-pressed', String(on));
  button.setAttribute('aria-label', heartLabel(on, heart.name, labels));
  const icon = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['aria-hidden', 'true'],
    ['width', '16'],
    ['height', '16'],
  ])
    icon.setAttribute(name, value);
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', '#i-heart');
  icon.append(use);
  button.append(icon);
  host.append(button);
}

/**
 * Server cards carry only `data-heart` (`kind|id|name`) and the heart is made here, on the device:
 * it works only with JavaScript anyway, and some eighty of them were a sixth of a module home's
 * markup. The heart is a pressable button with the item's or store's name, drawn from the page's
 * sprite; one already made is left alone, so this can run again over new content.
 */
export function mountHearts(labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>, root: ParentNode = document, pressed?: PressedIds) {
  const ids = pressed?.() ?? null;
  for (const host of waitingHosts(root)) makeHeart(host, labels, ids);
}

/** Runs `work` when the browser is idle, or after `waitMs` at the latest (a busy page still gets its hearts). */
function whenIdle(work: () => void, waitMs: number) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: waitMs });
  else setTimeout(work, 1);
}

/**
 * mountHearts for a long page, a slice at a time: a slice makes hearts for `sliceMs` (at least one),
 * then the next waits for idle time. A module home's eighty hearts were a third of the header
 * script's task, one long task on a slow phone (issue 48); in slices the page answers a tap between
 * them. The first slice runs now and the hearts come in document order, so the ones on screen are
 * made first. Each heart is pressed from `pressed` when it is made, so one made after the wishlist
 * loaded shows it too. Resolves when every heart is made.
 */
export function mountHeartsInSlices(
  labels: Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>,
  { root = document, pressed, sliceMs = 3, waitMs = 400 }: { root?: ParentNode; pressed?: PressedIds; sliceMs?: number; waitMs?: number } = {},
): Promise<void> {
  const hosts = waitingHosts(root);
  let next = 0;
  return new Promise((done) => {
    const slice = () => {
      const until = performance.now() + sliceMs;
      const ids = pressed?.() ?? null;
      do {
        const host = hosts[next++];
        // a host another call made meanwhile (new content) is left alone
        if (host.isConnected && !host.querySelector(':scope > [data-wishlist]')) makeHeart(host, labels, ids);
      } while (next < hosts.length && performance.now() < until);
      if (next < hosts.length) whenIdle(slice, waitMs);
      else done();
    };
    if (hosts.length) slice();
    else done();
  });
}
