/**
 * Loyalty points (reference section 3.3, 4.x): earned on delivery as a whole share of the order
 * amount, and exchanged for wallet money at the configured rate (points per currency unit), rounded
 * down to the paisa so a transfer never makes money out of rounding.
 */
import { toPaisa, toRupees } from './order';

/** Points an order earns: int(order_amount × loyalty_point_item_purchase_point / 100). */
export function loyaltyPointsFor(orderAmount: number, percent: number): number {
  if (!(orderAmount > 0) || !(percent > 0)) return 0;
  return Math.floor((toPaisa(orderAmount) * percent) / 100 / 100);
}

/** Wallet money for some points at `rate` points per currency unit. */
export function pointsToWallet(points: number, rate: number): number {
  if (!(points > 0) || !(rate > 0)) return 0;
  return toRupees(Math.floor(toPaisa(points) / rate));
}
