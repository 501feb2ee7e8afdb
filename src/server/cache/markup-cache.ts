/**
 * The markup of a shopper's own places (issue 48: src/loaders/personal.ts), kept by the facts it is
 * made of: the language, a count, a name and photo, the config's menu switches. A signed-in page is
 * served many times a second from the page cache, and React and i18next cost more than the rest of
 * filling it in. Those facts are the whole key, so nothing can make a kept piece wrong: it is only
 * forgotten when the bound is reached. CACHE=off makes every piece anew.
 */
import { LRUCache } from 'lru-cache';
import { answerPiece, type ReadyPiece } from '../../lib/gzip-splice';
import { cachingOff } from './policy';

/** the most pieces kept: a cart count per language, a name per signed-in shopper lately seen */
export const MARKUP_CACHE_MAX = 2_000;

const made = new LRUCache<string, string>({ max: MARKUP_CACHE_MAX });

/** The markup for `key`, made by `make` the first time (every time when caching is off). */
export function rememberedMarkup(key: string, make: () => string): string {
  if (cachingOff()) return make();
  let html = made.get(key);
  if (html === undefined) made.set(key, (html = make()));
  return html;
}

/** the most bytes of places' pieces kept (their text and its gzip bytes: stored, or deflated when long) */
export const PIECE_CACHE_BYTES = 8 * 1024 * 1024;

const pieces = new LRUCache<string, ReadyPiece>({ maxSize: PIECE_CACHE_BYTES, sizeCalculation: (piece) => piece.plain.byteLength + piece.deflated.byteLength + 64 });
const encoder = new TextEncoder();

/**
 * A place's markup as it goes into a shopper's gzip answer (src/lib/gzip-splice.ts): its bytes, stored
 * when short and deflated when long (a module home's Visit Again), with its CRC, kept by the markup
 * itself (the same string: rememberedMarkup hands out one), so the same places in the next answer are
 * neither encoded, checked nor compressed again.
 */
export function placePiece(html: string): ReadyPiece {
  const hit = cachingOff() ? undefined : pieces.get(html);
  if (hit) return hit;
  const piece = answerPiece(encoder.encode(html));
  if (!cachingOff()) pieces.set(html, piece);
  return piece;
}
