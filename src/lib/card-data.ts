/**
 * What a server-rendered card hands to the islands in its data attributes, written compactly.
 *
 * A module home carries some eighty cards, and JSON in an HTML attribute pays six characters for
 * every quote (`&quot;`): the two attributes were a quarter of each card. Fields are joined by `|`,
 * with the name last so a name holding `|` still reads back whole.
 *
 * - `data-cart-add`: `id|store|module|stock|max|flags|name`; max is empty when the item has none; flags
 *   are `o` (options: the popup asks first) and `c` (a campaign item).
 * - `data-wishlist` and `data-heart`: `kind|id|name` (src/lib/hearts.ts, which the header script
 *   loads on every page: the cart island's part stays out of it).
 */
import { dataFields, wholeNumber } from './hearts';

/** What a card's ADD link carries in `data-cart-add`. */
export interface CardItem {
  id: number;
  name: string;
  campaign: boolean;
  /** food variations, choice options or add-ons: the popup asks first */
  options: boolean;
  store: number;
  module: string;
  stock: number;
  max: number | null;
}

export function encodeCardItem(item: CardItem): string {
  const flags = `${item.options ? 'o' : ''}${item.campaign ? 'c' : ''}`;
  return [item.id, item.store, item.module, Math.max(0, Math.trunc(item.stock)), item.max ?? '', flags, item.name].join('|');
}

export function decodeCardItem(value: string | undefined): CardItem | null {
  const f = dataFields(value, 7);
  if (!f) return null;
  const [id, store, module, stock, max, flags, name] = f;
  const ids = [wholeNumber(id), wholeNumber(store), wholeNumber(stock)];
  if (ids.some((n) => n === null) || !module || (max !== '' && wholeNumber(max) === null) || !/^o?c?$/.test(flags)) return null;
  return { id: ids[0]!, store: ids[1]!, module, stock: ids[2]!, max: max === '' ? null : Number(max), options: flags.includes('o'), campaign: flags.includes('c'), name };
}
