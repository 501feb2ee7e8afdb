/** Which zones hold a point: the zones kept in memory, a bounding-box probe, then the exact polygon test. */
import type { Db } from '../db/client';
import { notFound, validationError } from '../core/errors';
import { t, type Locale } from '../core/messages';
import { isPointInRing } from '../../lib/geo';
import { allModules, allZoneModules, allZones, type ModuleRow, type ZoneModuleRow, type ZoneRow } from './reference-data';

export type { ZoneModuleRow, ZoneRow };

/** Whether a zone's polygon holds the point: its bounding box first, then the exact test. */
const holdsPoint = (z: ZoneRow, lat: number, lng: number) => lat >= z.minLat && lat <= z.maxLat && lng >= z.minLng && lng <= z.maxLng && isPointInRing(lat, lng, z.coordinates);

/** The active zones among `all` whose polygon holds the point (no query: for lists of points). */
export function activeZonesHolding(all: readonly ZoneRow[], lat: number, lng: number): ZoneRow[] {
  return all.filter((z) => z.status && holdsPoint(z, lat, lng));
}

/** One zone by id, if it exists. */
export async function zoneById(db: Db, zoneId: number): Promise<ZoneRow | undefined> {
  return (await allZones(db)).find((z) => z.id === zoneId);
}

/** Active zones, smallest first (the first holding a point is its zone), or by id for lists. */
export async function activeZones(db: Db, order: 'area' | 'id' = 'area'): Promise<ZoneRow[]> {
  const active = (await allZones(db)).filter((z) => z.status);
  return order === 'id' ? active.sort((a, b) => a.id - b.id) : active;
}

/** Every zone whose polygon holds the point (smallest first), and the active ones among them. */
export async function zonesAt(db: Db, lat: number, lng: number): Promise<{ containing: ZoneRow[]; active: ZoneRow[] }> {
  const containing = (await allZones(db)).filter((z) => holdsPoint(z, lat, lng));
  return { containing, active: containing.filter((z) => z.status) };
}

/** The terms a zone gives a module, if it offers it. */
export async function zoneModuleTerms(db: Db, zoneId: number, moduleId: number): Promise<ZoneModuleRow | undefined> {
  return (await allZoneModules(db)).find((p) => p.zoneId === zoneId && p.moduleId === moduleId);
}

/** Whether an active zone (one already read) holds the point (false for no zone). */
export function zoneRowHolds(zone: Pick<ZoneRow, 'status' | 'coordinates'> | null | undefined, lat: number, lng: number): boolean {
  return Boolean(zone && zone.status && isPointInRing(lat, lng, zone.coordinates));
}

/** Whether an active zone holds the point (false for an unknown zone). */
export async function zoneHolds(db: Db, zoneId: number, lat: number, lng: number): Promise<boolean> {
  return zoneRowHolds(await zoneById(db, zoneId), lat, lng);
}

export interface ZoneAt {
  zone: ZoneRow;
  modules: Array<{ module: ModuleRow; pivot: ZoneModuleRow }>;
}

/**
 * The active zones holding a point with the modules each offers. Outside every zone is a 404;
 * inside only inactive zones a 403 (both `coordinates`).
 */
export async function zonesServing(db: Db, lat: number, lng: number, locale: Locale): Promise<ZoneAt[]> {
  const { containing, active } = await zonesAt(db, lat, lng);
  if (!containing.length) throw notFound('coordinates', t(locale, 'service_not_available'));
  if (!active.length) throw validationError('coordinates', t(locale, 'service_not_available'));
  const [pivots, moduleRows] = await Promise.all([allZoneModules(db), allModules(db)]);
  const byId = new Map(moduleRows.map((m) => [m.id, m]));
  return active.map((zone) => ({
    zone,
    modules: pivots.flatMap((pivot) => {
      const module = pivot.zoneId === zone.id ? byId.get(pivot.moduleId) : undefined;
      return module ? [{ module, pivot }] : [];
    }),
  }));
}
