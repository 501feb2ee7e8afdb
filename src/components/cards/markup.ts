/**
 * A card's HTML, remembered with the product or store it shows (issue 16).
 *
 * The catalogue lists a page shows (a module home's rails, a product's related items, a category)
 * come from caches that hand every request the same frozen objects until the list is read again
 * (src/server/cache/list-cache.ts, the shared answers of src/server/api/in-process.ts). A card is a pure
 * function of its object and of a few page facts (language, money format, media origin: the card
 * context's `key`), so its markup is made once per object and kept in a WeakMap beside it: gone
 * when the object is. An object that is not frozen (read for this request alone), or a context
 * without a key, is rendered every time. Nothing personal is in a card: the wishlist hearts and the
 * cart buttons are filled in by the browser.
 */
import type { FunctionComponent } from 'react';
import type { Product, Store } from '../../lib/api/schemas';
import ProductCard, { type ProductCardProps } from './ProductCard';
import StoreCard from './StoreCard';
import type { CardContext } from './types';
import { staticMarkup } from '../react/static-markup';

const kept = new WeakMap<object, Map<string, string>>();

/** The most variants of one object's card kept (variants, levels and languages: a handful in practice). */
const MAX_PER_OBJECT = 16;

/**
 * Markup made of the frozen object `of` and the facts `key` names, kept beside the object; made anew
 * each time when `of` is not frozen or there is no key. Cards use it, and so does a shopper's Visit
 * Again (src/loaders/personal.ts), made of the frozen list of their stores.
 */
export function markupKeptWith(of: object, key: string | null, make: () => string): string {
  if (key === null || !Object.isFrozen(of)) return make();
  let byKey = kept.get(of);
  const hit = byKey?.get(key);
  if (hit !== undefined) return hit;
  const html = make();
  if (!byKey) kept.set(of, (byKey = new Map()));
  if (byKey.size < MAX_PER_OBJECT) byKey.set(key, html);
  return html;
}

function remembered<P extends object>(component: FunctionComponent<P>, props: P, of: object, ctx: CardContext, variant: unknown[]): string {
  return markupKeptWith(of, ctx.key ? JSON.stringify([component.name, ctx.key, ...variant]) : null, () => staticMarkup(component, props));
}

export function productCardMarkup(props: ProductCardProps & { product: Product }): string {
  const { product, ctx, variant = 'vertical', flash, level = 3 } = props;
  return remembered(ProductCard, props, product, ctx, [variant, level, flash?.stock ?? null, flash?.sold ?? null]);
}

export function storeCardMarkup(props: { store: Store; ctx: CardContext; level?: 2 | 3 | 4 }): string {
  return remembered(StoreCard, props, props.store, props.ctx, [props.level ?? 3]);
}
