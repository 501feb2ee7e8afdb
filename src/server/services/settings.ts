/** Business settings: the seeded rows, over the defaults. */
import type { Db } from '../db/client';
import { businessSettings, landingBlocks } from '../db/schema';
import type { MoneyFormat } from '../../lib/format';
import { defaultSettings } from './settings-defaults';

export async function loadSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(businessSettings);
  return { ...defaultSettings, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

export async function loadLanding(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(landingBlocks).orderBy(landingBlocks.position);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export const flag = (v: unknown) => (v === 1 || v === '1' || v === true ? 1 : 0);

/** How the marketplace writes an amount (the same fields the storefront's config reader uses). */
export function moneyFormat(settings: Record<string, unknown>): MoneyFormat {
  return {
    symbol: String(settings.currency_symbol ?? 'Rs'),
    direction: settings.currency_symbol_direction === 'right' ? 'right' : 'left',
    decimals: Number(settings.digit_after_decimal_point ?? 2),
  };
}
