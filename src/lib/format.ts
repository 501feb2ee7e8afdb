/** Display formatting shared by pages and islands (spec section 9). */

import { BUSINESS_TIME_ZONE } from './constants';
import { onePerKey } from './one-per-key';

export interface MoneyFormat {
  symbol: string;
  direction: 'left' | 'right' | string;
  decimals: number;
}

export const DEFAULT_MONEY: MoneyFormat = { symbol: 'Rs', direction: 'left', decimals: 2 };

/** One number format per decimals setting: building one per call (toLocaleString with options) cost a page 8% of its render. */
const numberFormat = onePerKey((decimals: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));

export function formatPrice(amount: number, f: MoneyFormat = DEFAULT_MONEY): string {
  const value = numberFormat(f.decimals).format(Number.isFinite(amount) ? amount : 0);
  return f.direction === 'right' ? `${value} ${f.symbol}` : `${f.symbol} ${value}`;
}

/** Distance in km with the configured decimals; '1k+ km' above 1000 km. */
export function formatDistanceKm(meters: number | null | undefined, decimals = 2): string | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) return null;
  const km = meters / 1000;
  if (km > 1000) return '1k+';
  return km.toFixed(decimals);
}

/** Default truncation is 70 characters (130 in the item popup). */
export const TRUNCATE_AT = 70;
export const POPUP_TRUNCATE_AT = 130;

export function splitForTruncation(text: string, at = TRUNCATE_AT): { head: string; tail: string } {
  if (text.length <= at) return { head: text, tail: '' };
  const cut = text.lastIndexOf(' ', at);
  const index = cut > at * 0.6 ? cut : at;
  return { head: text.slice(0, index), tail: text.slice(index) };
}

/** "HH:mm[:ss]" to "hh:mm am/pm". */
export function formatTime12(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (!Number.isFinite(h) || !Number.isFinite(m)) return hhmm;
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A rating as a number with the configured digits (digit_after_decimal_point): 4.33, not 4.5. */
export function formatRating(value: number, decimals = 1): string {
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 4);
  const scale = 10 ** digits;
  return (Math.round((value + Number.EPSILON) * scale) / scale).toFixed(digits);
}

/** Sold progress: sold / stock as a whole percent. */
export function soldPercent(sold: number, stock: number): number {
  if (!stock || stock <= 0) return 0;
  return Math.min(100, Math.round((sold / stock) * 100));
}

/** Remaining time split into days, hours, minutes, seconds; null when over. */
export function countdownParts(end: Date, now: Date): { days: number; hours: number; minutes: number; seconds: number } | null {
  let s = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (s <= 0) return null;
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** An order's time as shoppers read it: date and time in the marketplace's zone, in their language. */
export function formatOrderTime(iso: string, locale: string, timeZone = BUSINESS_TIME_ZONE): string {
  // one rule for every number on a Nepali page: Latin digits, as prices and counts have them (issue 46.22)
  return new Date(iso).toLocaleString(locale === 'ne' ? 'ne-NP-u-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
