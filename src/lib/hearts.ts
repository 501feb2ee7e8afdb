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

/** The two texts a heart says (`{{name}}` in each). */
export type HeartTexts = Pick<HeartLabels, 'addToWishlist' | 'removeFromWishlist'>;

/** The wishlist's ids as read from the device: anything else than a list counts as empty. */
export type DeviceIds = { items: unknown; stores: unknown };

/** The hearts' two labels, as the header's wishlist button carries them (`data-heart-add`, `data-heart-remove`); null without the button. */
export function pageHeartLabels(root: ParentNode = document): HeartTexts | null {
  const data = root.querySelector<HTMLElement>('[data-wishlist-open]')?.dataset;
  return data?.heartAdd && data.heartRemove ? { addToWishlist: data.heartAdd, removeFromWishlist: data.heartRemove } : null;
}

/** What a heart says: add or remove, with the item's or store's name. */
export const heartLabel = (on: boolean, name: string, labels: HeartTexts) =>
  fill((on ? labels.removeFromWishlist : labels.addToWishlist), { name });

export const heartOf = (el: HTMLElement): Heart | null => decodeHeart(el.dataset.wishlist);

/** Whether the wishlist's ids hold this heart. */
const pressedIn = (list: DeviceIds | undefined, heart: Heart): boolean => {
  const ids = list && (heart.kind === 'item' ? list.items : list.stores);
  return Array.isArray(ids) && ids.includes(heart.id);
};

/** Press and label every heart in `root` from the wishlist's ids (read from the device: anything else than a list counts as empty). */
export function paintHearts(list: DeviceIds, labels: HeartTexts, root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-wishlist]')) {
    const heart = heartOf(el);
    if (!heart) continue;
    const on = pressedIn(list, heart);
    el.setAttribute('aria-pressed', String(on));
    el.setAttribute('aria-label', heartLabel(on, heart.name, labels));
  }
}

/** A heart button, drawn from the page's sprite; each heart is a copy (a copy is cheaper than building one). */
let heartButton: HTMLButtonElement | undefined;
function newHeartButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-ghost btn-xs btn-circle heart';
  // a fixed string, no data of the page's
  button.innerHTML = '<svg aria-hidden="true" width="16" height="16"><use href="#i-heart"></use></svg>';
  return button;
}

/** A card's title, where a card's data leaves the name out (it would be written twice over on some eighty cards). */
export const cardTitle = (el: Element): string => el.closest('article')?.querySelector('h2, h3, h4')?.textContent?.trim() ?? '';

/** The wishlist's ids a heart made now shows pressed (this device's mirror for a signed-in shopper); none without it. */
export type PressedIds = () => DeviceIds;

function makeHeart(host: HTMLElement, labels: HeartTexts, ids?: DeviceIds) {
  const found = decodeHeart(host.dataset.heart);
  if (!found || host.querySelector(':scope > [data-wishlist]')) return;
  const heart = { ...found, name: found.name || cardTitle(host) };
  const on = pressedIn(ids, heart);
  const button = (heartButton ??= newHeartButton()).cloneNode(true) as HTMLButtonElement;
  button.dataset.wishlist = encodeHeart(heart);
  button.setAttribute('aria-pressed', String(on));
  button.setAttribute('aria-label', heartLabel(on, heart.name, labels));
  host.append(button);
}

/**
 * Server cards carry only `data-heart` (`kind|id|name`) and the heart is made here, on the device:
 * it works only with JavaScript anyway, and some eighty of them were a sixth of a module home's
 * markup. The heart is a pressable button with the item's or store's name, drawn from the page's
 * sprite, pressed from `pressed` when it is made; one already made is left alone, so this can run
 * again over new content.
 *
 * With `sliceMs`, a long page gets them a slice at a time: a slice makes hearts for that long (at
 * least one), in document order, so the ones on screen come first; the next slice is a task of its
 * own, so a tap or a frame can come between. A module home's eighty hearts were a third of the task
 * that evaluates the page's modules, one long task on a slow phone (issue 48). A heart made after
 * the wishlist loaded is pressed from it too.
 */
export function mountHearts(
  labels: HeartTexts,
  root: ParentNode = document,
  pressed?: PressedIds,
  sliceMs = Infinity,
): void {
  const hosts = root.querySelectorAll<HTMLElement>('[data-heart]');
  let next = 0;
  const slice = () => {
    const until = performance.now() + sliceMs;
    const ids = pressed?.();
    while (next < hosts.length) {
      makeHeart(hosts[next++], labels, ids);
      if (performance.now() >= until) return void setTimeout(slice);
    }
  };
  slice();
}
