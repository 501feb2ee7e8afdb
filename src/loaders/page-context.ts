/** The card context every catalogue page builds from the shopper. */
import type { CardContext } from '../components/cards/types';
import type { Shopper } from './shopper';
import { pathLocale } from '../lib/i18n';

export function cardContext(shopper: Shopper): CardContext {
  const decimals = shopper.config.currency.decimals;
  // t and href follow the language; the rest is here as it is
  const key = JSON.stringify([shopper.locale, shopper.money, decimals, shopper.origin]);
  return { t: shopper.t, href: shopper.href, money: shopper.money, decimals, mediaOrigin: shopper.origin, key };
}

/** A 1-based page number from the query, clamped. */
export function pageParam(url: URL, name = 'page'): number {
  return Math.max(1, Math.min(10000, Number.parseInt(url.searchParams.get(name) ?? '1', 10) || 1));
}

/** The same URL with one query parameter changed (null removes it). */
export function withParam(url: URL, shopper: Shopper, key: string, value: string | number | null, drop: string[] = []): string {
  const next = new URLSearchParams(url.searchParams);
  if (value === null) next.delete(key);
  else next.set(key, String(value));
  for (const d of drop) next.delete(d);
  const { path } = pathLocale(url.pathname);
  const qs = next.toString();
  return shopper.href(`${path}${qs ? `?${qs}` : ''}`);
}
