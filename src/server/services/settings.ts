/** Business settings: the seeded rows, over the defaults. */
import type { Db } from '../db/client';
import { referenceData } from '../cache/reference-cache';
import { businessSettings, landingBlocks } from '../db/schema';
import type { MoneyFormat } from '../../lib/format';
import { defaultSettings } from './settings-defaults';
import { paymentProvider } from '../adapters/payments';
import { typedSettings } from './settings-schema';

/**
 * The settings (kept in memory until the table changes: read-only). With no payment provider (no
 * Stripe key and the sandbox gateway off: src/server/adapters/payments), digital payment and adding
 * money to the wallet are off whatever the table says (issue 43.3).
 */
export function loadSettings(db: Db): Promise<Readonly<Record<string, unknown>>> {
  const kept = referenceData(db, 'settings', ['business_settings'], async () => {
    const rows = await db.select().from(businessSettings);
    return { ...defaultSettings, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });
  return paymentProvider() ? kept : kept.then(withoutOnlinePayment);
}

const offline = new WeakMap<object, Readonly<Record<string, unknown>>>();
function withoutOnlinePayment(settings: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let limited = offline.get(settings);
  if (!limited) offline.set(settings, (limited = Object.freeze({ ...settings, digital_payment: 0, add_fund_status: 0 })));
  return limited;
}

/** The landing page's blocks (kept in memory until the table changes: read-only). */
export function loadLanding(db: Db): Promise<Readonly<Record<string, unknown>>> {
  return referenceData(db, 'landing', ['landing_blocks'], async () => {
    const rows = await db.select().from(landingBlocks).orderBy(landingBlocks.position);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
}

export { flag } from './settings-schema';

/** How the marketplace writes an amount (the same fields the storefront's config reader uses). */
export function moneyFormat(settings: Record<string, unknown>): MoneyFormat {
  return typedSettings(settings).money;
}
