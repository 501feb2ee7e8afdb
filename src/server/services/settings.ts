/** Business settings: the seeded rows, over the defaults. */
import type { Db } from '../db/client';
import { businessSettings, landingBlocks } from '../db/schema';
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
