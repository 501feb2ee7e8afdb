/** Which zones hold a point: a bounding-box probe in SQL, then the exact polygon test. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { zones } from '../db/schema';
import { isPointInRing } from '../../lib/geo';

export type ZoneRow = typeof zones.$inferSelect;

/** The active zones among `all` whose polygon holds the point (no query: for lists of points). */
export function activeZonesHolding(all: ZoneRow[], lat: number, lng: number): ZoneRow[] {
  return all.filter((z) => z.status && lat >= z.minLat && lat <= z.maxLat && lng >= z.minLng && lng <= z.maxLng && isPointInRing(lat, lng, z.coordinates));
}

export function activeZones(db: Db): Promise<ZoneRow[]> {
  return db.select().from(zones).where(eq(zones.status, true)).orderBy(asc(zones.area));
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
