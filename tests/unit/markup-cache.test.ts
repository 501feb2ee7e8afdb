/** A shopper's places are made and compressed once for the facts they are made of (issue 48). */
import { describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { placePiece } from '../../src/server/cache/markup-cache';
import { markupKeptWith } from '../../src/components/cards/markup';
import { splicedGzip } from '../../src/lib/gzip-splice';

describe("a place's piece of a gzip answer", () => {
  const visitAgain = `<section id="visit-again">${Array.from({ length: 40 }, (_, i) => `<a href="/store/s${i}">Store ${i}</a>`).join('')}</section>`;

  it('is deflated once for the same markup, and reads back as it', () => {
    const first = placePiece(visitAgain);
    expect(first.deflated).toBeDefined();
    expect(placePiece(`${visitAgain}`)).toBe(first);
    expect(new TextDecoder().decode(gunzipSync(splicedGzip([first])))).toBe(visitAgain);
    // other markup is another piece
    expect(placePiece(visitAgain.replace('Store 1<', 'Store one<'))).not.toBe(first);
  });

  it('goes stored, as it is, when short, and is made once too', () => {
    const piece = placePiece('<span>Sita</span>');
    expect(piece.stored).toBe(true);
    expect(new TextDecoder().decode(piece.plain)).toBe('<span>Sita</span>');
    expect(placePiece('<span>Sita</span>')).toBe(piece);
    expect(new TextDecoder().decode(gunzipSync(splicedGzip([piece])))).toBe('<span>Sita</span>');
  });
});

describe('markup kept beside a frozen object', () => {
  it('is made once per key for a frozen object, every time for one that is not or without a key', () => {
    const make = vi.fn(() => '<ul></ul>');
    const stores = Object.freeze([{ id: 1 }]);
    markupKeptWith(stores, 'en', make);
    markupKeptWith(stores, 'en', make);
    expect(make).toHaveBeenCalledTimes(1);
    markupKeptWith(stores, 'ne', make);
    expect(make).toHaveBeenCalledTimes(2);
    markupKeptWith([{ id: 1 }], 'en', make);
    markupKeptWith(stores, null, make);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
