/**
 * The cart, kept in nanostores and synced with the server (the server is the truth: every change
 * answers the full cart). Other tabs hear about changes on a BroadcastChannel and refetch, so every
 * tab shows the same cart; a reload refetches. Prices are never sent: the server decides them.
 */
import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import type { RequestOptions } from '../lib/api/core';
import type { AddOnChoice, LineVariation, PricedItem } from '../lib/pricing';
import { cartTotals, variationKey } from '../lib/pricing';
import { request } from '../islands/shared/api';
import { ensureGuest } from '../islands/shared/guest';
import { token } from './auth';
import { cartCountMirror } from './cart-count';
import { addLineBody, lineBody, type NewLine } from '../lib/validation/cart-line';

/** The product as a cart line carries it; the item popup builds on this one shape (a spread, not z.extend, which would add to every page's zod code). */
export const cartItemShape = {
  id: z.number(),
  name: z.string(),
  slug: z.optional(z.string()),
  price: z.number(),
  discount: z.number(),
  discount_type: z.string(),
  store_discount: z.optional(z.number()),
  store_id: z.number(),
  store_name: z.optional(z.string()),
  image_full_url: z.nullable(z.string()),
  module_type: z.string(),
  stock: z.number(),
  maximum_cart_quantity: z.nullable(z.number()),
  is_prescription_required: z.optional(z.number()),
  is_campaign: z.optional(z.number()),
};
export const cartItemSchema = z.looseObject(cartItemShape);

export type CartProduct = z.infer<typeof cartItemSchema> & PricedItem & { add_ons?: Array<{ id: number; name: string; price: number }> };

export const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  price: z.number(),
  model: z.string(),
  variation: z.array(z.any()),
  add_on_ids: z.array(z.number()),
  add_on_qtys: z.array(z.number()),
  available: z.boolean(),
  item: z.nullable(cartItemSchema),
});
export const cartSchema = z.array(cartLineSchema);
export type CartLine = Omit<z.infer<typeof cartLineSchema>, 'item'> & { item: CartProduct | null; variation: LineVariation };

export const cartLines = atom<CartLine[]>([]);
export const cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
export const cartCount = computed(cartLines, (lines) => lines.length);
export const cartSummary = computed(cartLines, (lines) =>
  cartTotals(lines.filter((l) => l.item).map((l) => ({ item: l.item!, quantity: l.quantity, variation: l.variation, addOns: l.add_on_ids.map((id, i) => ({ id, quantity: l.add_on_qtys[i] ?? 0 })) }))),
);

const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('cart') : null;

function set(lines: CartLine[], broadcast: boolean) {
  cartLines.set(lines);
  cartStatus.set('ready');
  cartCountMirror.set(String(lines.length));
  if (broadcast) channel?.postMessage('changed');
}

/** Calls are numbered: a reply that comes after the reply to a newer call is stale (a cart list asked
 * before an add but answered after it would take the new line away), so it is dropped. */
let issued = 0;
let applied = 0;

async function sync(method: 'GET' | 'POST' | 'DELETE', path: string, init: RequestOptions | undefined, broadcast: boolean): Promise<void> {
  const seq = ++issued;
  await ensureGuest();
  const lines = (await request(method, path, cartSchema, init)) as CartLine[];
  if (seq < applied) return;
  applied = seq;
  set(lines, broadcast);
}

export async function loadCart(): Promise<void> {
  if (cartStatus.get() === 'idle') cartStatus.set('loading');
  try {
    await sync('GET', 'customer/cart/list', undefined, false);
  } catch {
    cartStatus.set('error');
  }
}
channel?.addEventListener('message', () => void loadCart());

export async function addToCart(line: NewLine, handled?: RequestOptions['handled']): Promise<void> {
  await sync('POST', 'customer/cart/add', { body: addLineBody(line), handled }, true);
}

export async function updateCartLine(cartId: number, change: Pick<NewLine, 'quantity'> & Partial<Pick<NewLine, 'variation' | 'addOns'>>): Promise<void> {
  const body: Record<string, unknown> = { cart_id: cartId, quantity: change.quantity };
  if (change.variation) body.variation = change.variation;
  if (change.addOns) {
    const { add_on_ids, add_on_qtys } = lineBody({ quantity: change.quantity, variation: [], addOns: change.addOns });
    Object.assign(body, { add_on_ids, add_on_qtys });
  }
  await sync('POST', 'customer/cart/update', { body }, true);
}

export async function removeCartLine(cartId: number): Promise<void> {
  await sync('DELETE', 'customer/cart/remove-item', { body: { cart_id: cartId } }, true);
}

export async function clearCart(): Promise<void> {
  await sync('DELETE', 'customer/cart/remove', { body: {} }, true);
}

/** Forget the cart on this device (logout): the next load asks the server as a guest. */
function resetCart() {
  applied = ++issued; // replies still on their way belong to the session that ended
  cartLines.set([]);
  cartStatus.set('idle');
  cartCountMirror.set('');
}

// a session that ends (logout, an expired token, a deleted account) takes its cart with it
token.listen((value) => {
  if (!value) resetCart();
});

/** The line for this item (and, when given, this exact variation). */
/** Whether the cart holds another store's items: adding then asks to clear it first (spec: the clear-cart confirmation). */
export function holdsOtherStore(storeId: number): boolean {
  const lines = cartLines.get();
  return lines.length > 0 && !lines.some((l) => l.item?.store_id === storeId);
}

/** Whether a line already carries exactly these add-ons (with its quantity, an update that changes nothing). */
export function sameAddOns(line: Pick<CartLine, 'add_on_ids' | 'add_on_qtys'>, addOns: AddOnChoice[]): boolean {
  const key = (pairs: number[][]) => JSON.stringify(pairs.sort((a, b) => a[0] - b[0]));
  return key(line.add_on_ids.map((id, i) => [id, line.add_on_qtys[i] ?? 0])) === key(addOns.filter((a) => a.quantity > 0).map((a) => [a.id, a.quantity]));
}

export function findLine(itemId: number, model: string, variation?: LineVariation): CartLine | undefined {
  const key = variation ? JSON.stringify(normalizeForCompare(variation)) : null;
  return cartLines.get().find((l) => l.item?.id === itemId && l.model === model && (key === null || JSON.stringify(normalizeForCompare(l.variation)) === key));
}

function normalizeForCompare(v: LineVariation): unknown {
  if (!Array.isArray(v)) return [];
  return v
    .map((g: { name?: string; values?: { label: string[] }; type?: unknown }) => (g && g.values ? { name: g.name, values: [...g.values.label].sort() } : { type: variationKey(String(g?.type ?? '')) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
