/** Geometry: zone point-in-polygon, polygon area and great-circle distance (turf). */
import turfArea from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import turfDistance from '@turf/distance';
import { point, polygon } from '@turf/helpers';

export type LngLat = [lng: number, lat: number];

export function closeRing(ring: LngLat[]): LngLat[] {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

export function isPointInRing(lat: number, lng: number, ring: LngLat[]): boolean {
  return booleanPointInPolygon(point([lng, lat]), polygon([closeRing(ring)]));
}

/** Area in square metres. */
export function ringArea(ring: LngLat[]): number {
  return turfArea(polygon([closeRing(ring)]));
}

export function boundingBox(ring: LngLat[]) {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return turfDistance(point([lng1, lat1]), point([lng2, lat2]), { units: 'meters' });
}

export function isValidLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * Zone ids as the wire (`zoneId` header, `zone_id` answers) and the `zoneid` key carry them: JSON array
 * text ("[1,2]"), a bare id, or a comma list; repeated ids once. [] when there is no text; null when
 * an entry is not a positive whole number.
 */
export function readZoneIds(text: string | null | undefined): number[] | null {
  if (!text?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text.split(',');
  }
  const ids = (Array.isArray(value) ? value : [value]).map((v) => Number(typeof v === 'string' ? v.trim() : v));
  if (!ids.length || ids.some((n) => !Number.isInteger(n) || n < 1)) return null;
  return [...new Set(ids)];
}
