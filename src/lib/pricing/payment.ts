/**
 * How an order may be paid in parts (reference §5.1): the wallet pays all it holds, another method the
 * rest. The server's order placement and the checkout read these same rules.
 */
import { toPaisa, toRupees } from './order';

export type RestMethod = 'cash_on_delivery' | 'digital_payment' | 'offline_payment';

/** Which methods may pay the rest, by the operator's `partial_payment_method` (cod, digital_payment or both); offline always may. */
export function partialRestMethods(setting: string): RestMethod[] {
  const rest: RestMethod[] = ['offline_payment'];
  if (setting === 'cod' || setting === 'both') rest.push('cash_on_delivery');
  if (setting === 'digital_payment' || setting === 'both') rest.push('digital_payment');
  return rest;
}

/** The wallet's part and the rest, exact to the paisa; null when the wallet holds nothing or covers it all. */
export function partialSplit(orderAmount: number, walletBalance: number): { wallet: number; rest: number } | null {
  if (walletBalance <= 0 || walletBalance >= orderAmount) return null;
  return { wallet: walletBalance, rest: toRupees(toPaisa(orderAmount) - toPaisa(walletBalance)) };
}
