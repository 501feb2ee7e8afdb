/**
 * The one pricing module: discounts on a unit price. A running flash sale has already replaced the
 * item discount on the wire; a store discount (percent) wins over the item's own discount.
 */
import { roundMoney } from './cashback';

export interface Discountable {
  price: number;
  discount: number;
  discount_type: string;
  store_discount?: number;
}

export function discountAmount(item: Discountable, unitPrice = item.price): number {
  if (item.store_discount && item.store_discount > 0) return roundMoney((unitPrice * item.store_discount) / 100);
  if (!item.discount || item.discount <= 0) return 0;
  if (item.discount_type === 'percent') return roundMoney((unitPrice * item.discount) / 100);
  return Math.min(unitPrice, item.discount);
}

export function discountedPrice(item: Discountable, unitPrice = item.price): number {
  return roundMoney(Math.max(0, unitPrice - discountAmount(item, unitPrice)));
}

/** A store discount counts only between its start and end dates (inclusive, YYYY-MM-DD); 0 otherwise. */
export function storeDiscountInForce(d: { percent: number | null; startDate: string | null; endDate: string | null }, today: string): number {
  if (!d.percent || d.percent <= 0) return 0;
  if (d.startDate && today < d.startDate) return 0;
  if (d.endDate && today > d.endDate) return 0;
  return d.percent;
}

/** The lowest and highest base price of an item with choice variations. */
export function priceRange(item: { price: number; variations?: Array<{ price: number }> }): { min: number; max: number } {
  const prices = item.variations?.length ? item.variations.map((v) => v.price) : [item.price];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The badge: percent or amount, or null when nothing is off. */
export function discountBadge(item: Discountable): { kind: 'percent' | 'amount'; value: number } | null {
  if (item.store_discount && item.store_discount > 0) return { kind: 'percent', value: item.store_discount };
  if (!item.discount || item.discount <= 0) return null;
  return item.discount_type === 'percent' ? { kind: 'percent', value: item.discount } : { kind: 'amount', value: item.discount };
}
