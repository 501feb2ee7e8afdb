import { describe, expect, it } from 'vitest';
import { decodeCardItem, encodeCardItem, type CardItem } from '../../src/lib/card-data';
import { decodeHeart, encodeHeart } from '../../src/lib/hearts';

const item: CardItem = { id: 562, name: 'Chana', campaign: false, options: false, store: 10, module: 'grocery', stock: 111, max: null };

describe('card data attributes', () => {
  it('a card item reads back as written, in a fraction of its JSON', () => {
    expect(encodeCardItem(item)).toBe('562|10|grocery|111|||Chana');
    expect(decodeCardItem(encodeCardItem(item))).toEqual(item);
    const json = JSON.stringify(item).replaceAll('"', '&quot;');
    expect(encodeCardItem(item).length).toBeLessThan(json.length / 4);
  });
  it('keeps the maximum, both flags and a name holding the separator', () => {
    const odd: CardItem = { ...item, name: 'Salt | Pepper', max: 10, options: true, campaign: true, stock: 0 };
    expect(decodeCardItem(encodeCardItem(odd))).toEqual(odd);
  });
  it('refuses what is not a card item', () => {
    for (const bad of [undefined, '', '{"id":1}', 'x|10|grocery|1|||A', '1|10||1|||A', '1|10|grocery|1|-2||A', '1|10|grocery|1||z|A', '1|10|grocery']) expect(decodeCardItem(bad)).toBeNull();
  });
  it('a heart reads back as written; anything else is refused', () => {
    expect(encodeHeart({ kind: 'store', id: 3, name: 'Asan | Mart' })).toBe('store|3|Asan | Mart');
    expect(decodeHeart('store|3|Asan | Mart')).toEqual({ kind: 'store', id: 3, name: 'Asan | Mart' });
    expect(decodeHeart('item|7|')).toEqual({ kind: 'item', id: 7, name: '' });
    for (const bad of [undefined, '', 'shop|3|A', 'item|x|A', 'item|3']) expect(decodeHeart(bad)).toBeNull();
  });
});
