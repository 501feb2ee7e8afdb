/**
 * Offline geocoder: the seeded gazetteer of Kathmandu valley places, and great-circle distance with
 * a road factor and average speeds. Works with no network.
 */
import { and, asc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { places } from '../../db/schema';
import { distanceMeters } from '../../../lib/geo';
import type { GeoProvider, PlaceDetails, RoutePath, TravelDistance, TravelMode } from './types';

/** Roads are longer than the straight line; 1.3 is a common urban detour factor. */
export const ROAD_FACTOR = 1.3;
const SPEED_MPS: Record<TravelMode, number> = { driving: 20_000 / 3600, walking: 5_000 / 3600 };

type LatLng = { lat: number; lng: number };

/** The straight line, stretched by the road factor, at an average speed. */
export function straightDistance(from: LatLng, to: LatLng, mode: TravelMode): TravelDistance {
  const meters = Math.round(distanceMeters(from.lat, from.lng, to.lat, to.lng) * ROAD_FACTOR);
  return { meters, seconds: Math.round(meters / SPEED_MPS[mode]) };
}

/** The way with no road router: the straight line. */
export function straightRoute(from: LatLng, to: LatLng): RoutePath {
  return {
    source: 'straight',
    points: [
      [from.lat, from.lng],
      [to.lat, to.lng],
    ],
  };
}

export function offlineGeoProvider(db: Db): GeoProvider {
  const toDetails = (p: typeof places.$inferSelect): PlaceDetails => ({
    placeId: p.placeId,
    name: p.name,
    formattedAddress: p.formattedAddress,
    lat: p.lat,
    lng: p.lng,
  });
  return {
    name: 'offline',
    async autocomplete(text) {
      const term = containsPattern(text);
      const rows = await db
        .select()
        .from(places)
        .where(or(ilike(places.name, term), ilike(places.formattedAddress, term)))
        .orderBy(sql`position(lower(${text}) in lower(${places.name})) = 1 desc`, asc(places.name))
        .limit(5);
      return rows.map((p) => ({
        placeId: p.placeId,
        description: p.formattedAddress,
        mainText: p.name,
        secondaryText: p.formattedAddress.slice(p.name.length + 2),
      }));
    },
    async details(placeId) {
      const [row] = await db.select().from(places).where(eq(places.placeId, placeId)).limit(1);
      return row ? toDetails(row) : null;
    },
    async reverse(lat, lng) {
      // nearest place within about 5 km (bounding box first, then exact distance)
      const d = 0.05;
      const rows = await db
        .select()
        .from(places)
        .where(and(gte(places.lat, lat - d), lte(places.lat, lat + d), gte(places.lng, lng - d), lte(places.lng, lng + d)));
      if (!rows.length) return null;
      const nearest = rows.map((p) => ({ p, m: distanceMeters(lat, lng, p.lat, p.lng) })).sort((a, b) => a.m - b.m)[0];
      const details = toDetails(nearest.p);
      return nearest.m > 400
        ? { ...details, placeId: `${details.placeId}@${lat.toFixed(5)},${lng.toFixed(5)}`, lat, lng, formattedAddress: `Near ${details.formattedAddress}` }
        : { ...details, lat, lng };
    },
    distance: async (from, to, mode) => straightDistance(from, to, mode),
    route: async (from, to) => straightRoute(from, to),
  };
}
