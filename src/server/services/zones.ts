/** Which zones hold a point: a bounding-box probe in SQL, then the exact polygon test. */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { modules, zoneModules, zones } from '../db/schema';
import { notFound, validationError } from '../core/errors';
import { t, type Locale } from '../core/messages';
import { isPointInRing } from '../../lib/geo';

export type ZoneRow = typeof zones.$inferSelect;

/** The active zones among `all` whose polygon holds the point (no query: for lists of points). */
export function activeZonesHolding(all: ZoneRow[], lat: number, lng: number): ZoneRow[] {
  return all.filter((z) => z.status && lat >= z.minLat && lat <= z.maxLat && lng >= z.minLng && lng <= z.maxLng && isPointInRing(lat, lng, z.coordinates));
}

/** Active zones, smallest first (the first holding a point is its zone), or by id for lists. */
export function activeZones(db: Db, order: 'area' | 'id' = 'area'): Promise<ZoneRow[]> {
  return db.select().from(zones).where(eq(zones.status, true)).orderBy(asc(order === 'id' ? zones.id : zones.area));
}

/** Every zone whose polygon holds the point (smallest first), and the active ones among them. */
export async function zonesAt(db: Db, lat: number, lng: number): Promise<{ containing: ZoneRow[]; active: ZoneRow[] }> {
  const candidates = await db
    .select()
    .from(zones)
    .where(and(lte(zones.minLat, lat), gte(zones.maxLat, lat), lte(zones.minLng, lng), gte(zones.maxLng, lng)))
    .orderBy(asc(zones.area));
  const containing = candidates.filter((z) => isPointInRing(lat, lng, z.coordinates));
  return { containing, active: containing.filter((z) => z.status) };
}

export type ZoneModuleRow = typeof zoneModules.$inferSelect;

/** Whether an active zone (one already read) holds the point (false for no zone). */
export function zoneRowHolds(zone: Pick<ZoneRow, 'status' | 'coordinates'> | null | undefined, lat: number, lng: number): boolean {
  return Boolean(zone && zone.status && isPointInRing(lat, lng, zone.coordinates));
}

/** Whether an active zone holds the point (false for an unknown zone). */
export async function zoneHolds(db: Db, zoneId: number, lat: number, lng: number): Promise<boolean> {
  const [zone] = await db.select().from(zones).where(eq(zones.id, zoneId)).limit(1);
  return zoneRowHolds(zone, lat, lng);
}

export interface ZoneAt {
  zone: ZoneRow;
  modules: Array<{ module: typeof modules.$inferSelect; pivot: ZoneModuleRow }>;
}

/**
 * The active zones holding a point with the modules each offers. Outside every zone is a 404;
 * inside only inactive zones a 403 (both `coordinates`).
 */
export async function zonesServing(db: Db, lat: number, lng: number, locale: Locale): Promise<ZoneAt[]> {
  const { containing, active } = await zonesAt(db, lat, lng);
  if (!containing.length) throw notFound('coordinates', t(locale, 'service_not_available'));
  if (!active.length) throw validationError('coordinates', t(locale, 'service_not_available'));
  const pivots = await db
    .select({ pivot: zoneModules, module: modules })
    .from(zoneModules)
    .innerJoin(modules, eq(modules.id, zoneModules.moduleId))
    .where(inArray(zoneModules.zoneId, active.map((z) => z.id)));
  return active.map((zone) => ({ zone, modules: pivots.filter((p) => p.pivot.zoneId === zone.id) }));
}
