/**
 * The places in a page that are one shopper's own (issue 48): the header's account and cart, the
 * session mark, the drawer's logout, the review prompt and the module home's Visit Again.
 *
 * A page is rendered once for everyone, each such place holding what an anonymous shopper sees
 * between two comments (`<!--personal:account-->…<!--/personal:account-->`); the page cache keeps that
 * page. For a shopper with a session or a guest cart, the server renders the places alone and puts
 * them in (`fillSlots`, on the page's bytes), so the shared HTML is never rendered again for them and
 * never holds anything of theirs. JavaScript plays no part: the filled page is whole as it arrives.
 */
import { concatBytes } from './bytes';

export const SLOT_NAMES = ['session', 'drawer-logout', 'cart', 'account', 'review-prompt', 'visit-again'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

const open = (name: SlotName) => `<!--personal:${name}-->`;
const close = (name: SlotName) => `<!--/personal:${name}-->`;

/** A personal place with what everyone sees in it (the page's own markup). */
export function personalSlot(name: SlotName, shared: string): string {
  return `${open(name)}${shared}${close(name)}`;
}

const encoder = new TextEncoder();
const OPEN = Buffer.from('<!--personal:');
const CLOSE_MARK = Buffer.from('-->');
const NAMES = new Set<string>(SLOT_NAMES);

export interface FoundSlot {
  name: SlotName;
  /** where its opening comment starts */
  start: number;
  /** just after its closing comment */
  end: number;
}

/**
 * The personal places a page has, in page order, found in one pass over its bytes (the search is
 * Buffer's native one: a page is tens of KiB and this runs for every signed-in page).
 */
export function findSlots(page: Uint8Array): FoundSlot[] {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const found: FoundSlot[] = [];
  for (let at = bytes.indexOf(OPEN); at !== -1; ) {
    const nameEnd = bytes.indexOf(CLOSE_MARK, at + OPEN.length);
    if (nameEnd === -1) break;
    const name = bytes.toString('latin1', at + OPEN.length, nameEnd);
    const shut = NAMES.has(name) ? bytes.indexOf(close(name as SlotName), nameEnd) : -1;
    if (shut === -1) {
      at = bytes.indexOf(OPEN, nameEnd);
      continue;
    }
    const end = shut + close(name as SlotName).length;
    found.push({ name: name as SlotName, start: at, end });
    at = bytes.indexOf(OPEN, end);
  }
  return found;
}

export type SlotFills = Partial<Record<SlotName, string>>;

/** The parts of `page` before, between and after `slots` (one more than the places). */
export function partsBetween(page: Uint8Array, slots: readonly FoundSlot[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const slot of slots) {
    parts.push(page.subarray(from, slot.start));
    from = slot.end;
  }
  parts.push(page.subarray(from));
  return parts;
}

/** What goes in a place: the shopper's markup when `fills` names it, else the place as everyone sees it, comments and all. */
export function slotBytes(page: Uint8Array, slot: FoundSlot, fills: SlotFills): Uint8Array {
  const fill = fills[slot.name];
  return fill === undefined ? page.subarray(slot.start, slot.end) : encoder.encode(fill);
}

/**
 * The page with each place named in `fills` holding the shopper's markup instead of everyone's (its
 * comments dropped); a place not named keeps everyone's. The bytes of the rest are copied, not decoded.
 * `slots`: the page's places, when they were found already.
 */
export function fillSlots(page: Uint8Array, fills: SlotFills, slots: readonly FoundSlot[] = findSlots(page)): Uint8Array<ArrayBuffer> {
  const parts = partsBetween(page, slots);
  return concatBytes(parts.flatMap((part, i) => (i < slots.length ? [part, slotBytes(page, slots[i], fills)] : [part])));
}
