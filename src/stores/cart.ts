/**
 * The cart, kept in nanostores and synced with the server (the server is the truth: every change
 * answers the full cart). Other tabs hear about changes on a BroadcastChannel and refetch, so every
 * tab shows the same cart; a reload refetches. Prices are never sent: the server decides them.
 */
import { atom, computed } from 'nanostores';
import * as api from '../lib/api/browser/cart';
import type { RequestOptions } from '../lib/api/core';
import type { CartLine, LineChange } from '../lib/api/endpoints/cart';
import type { AddOnChoice, LineVariation } from '../lib/pricing';
import { variationKey } from '../lib/pricing';
import { cartSummaryOf } from '../lib/cart-summary';
import { ensureGuest } from './guest';
import { token } from './auth';
import { cartCountMirror } from './cart-count';
import type { NewLine } from '../lib/validation/cart-line';

export type { CartLine } from '../lib/api/endpoints/cart';

export const cartLines = atom<CartLine[]>([]);
export const cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
export const cartCount = computed(cartLines, (lines) => lines.length);
export const cartSummary = computed(cartLines, cartSummaryOf);

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

async function sync(call: () => Promise<CartLine[]>, broadcast: boolean): Promise<void> {
  const seq = ++issued;
  await ensureGuest();
  const lines = await call();
  if (seq < applied) return;
  applied = seq;
  set(lines, broadcast);
}

export async function loadCart(): Promise<void> {
  if (cartStatus.get() === 'idle') cartStatus.set('loading');
  try {
    await sync(api.cart.list, false);
  } catch {
    cartStatus.set('error');
  }
}
channel?.addEventListener('message', () => void loadCart());

export async function addToCart(line: NewLine, handled?: RequestOptions['handled']): Promise<void> {
  await sync(() => api.cart.add(line, handled), true);
}

export async function updateCartLine(cartId: number, change: LineChange): Promise<void> {
  await sync(() => api.cart.update(cartId, change), true);
}

export async function removeCartLine(cartId: number): Promise<void> {
  await sync(() => api.cart.remove(cartId), true);
}

export async function clearCart(): Promise<void> {
  await sync(api.cart.clear, true);
}

/** The server emptied the cart: an order was placed from it. This device's badge and its other tabs follow (issue 46.6). */
export function cartOrdered(): void {
  applied = ++issued; // a reply still on its way holds the lines that were ordered
  set([], true);
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
  return lines.length > 0 && !lines.some((l) => l.product?.storeId === storeId);
}

/** Whether a line already carries exactly these add-ons (with its quantity, an update that changes nothing). */
export function sameAddOns(line: Pick<CartLine, 'addOnIds' | 'addOnQtys'>, addOns: AddOnChoice[]): boolean {
  const key = (pairs: number[][]) => JSON.stringify(pairs.sort((a, b) => a[0] - b[0]));
  return key(line.addOnIds.map((id, i) => [id, line.addOnQtys[i] ?? 0])) === key(addOns.filter((a) => a.quantity > 0).map((a) => [a.id, a.quantity]));
}

export function findLine(itemId: number, model: string, variation?: LineVariation): CartLine | undefined {
  const key = variation ? JSON.stringify(normalizeForCompare(variation)) : null;
  return cartLines.get().find((l) => l.product?.id === itemId && l.model === model && (key === null || JSON.stringify(normalizeForCompare(l.variation)) === key));
}

function normalizeForCompare(v: LineVariation): unknown {
  if (!Array.isArray(v)) return [];
  return v
    .map((g: { name?: string; values?: { label: string[] }; type?: unknown }) => (g && g.values ? { name: g.name, values: [...g.values.label].sort() } : { type: variationKey(String(g?.type ?? '')) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
