/**
 * Where a point is, and where the shopper stands: what the address block asks without opening a map
 * (its own module, so the map and the modals load only when one opens).
 */
import { ApiClientError } from '../../lib/api/errors';
import * as api from '../../lib/api/browser/geo';
import type { LatLng } from '../../stores/location';
import { ADDRESS_TYPES } from '../../lib/validation/address';

export const GEOLOCATION_TIMEOUT_MS = 5000;

/** the zone of a point: its ids, the server's reason it has none, or null while asking */
export type Zone = { ids: number[] } | { error: string } | null;

/** Ask the server where a point is: its address (empty when unknown) and its zone. */
export async function resolvePoint(point: LatLng): Promise<{ address: string; zone: Exclude<Zone, null> }> {
  const [address, zone] = await Promise.all([
    api.geo.address(point).catch(() => ''),
    api.geo
      .zones(point)
      .then((ids) => ({ ids }))
      .catch((e: unknown) => ({ error: e instanceof ApiClientError ? (e.errors[0]?.message ?? e.message) : String(e) })),
  ]);
  return { address, zone };
}

/** The browser's position, low accuracy, 5 s (spec section 4); null when refused or unavailable. */
export function currentPosition(): Promise<LatLng | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => resolve(null),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false },
    );
  });
}


/** An address type in words ('Home', 'Office', 'Other'); an unknown one is 'Other'. */
export const addressTypeLabel = (labels: Record<'home' | 'office' | 'other', string>, type: string) =>
  (ADDRESS_TYPES as readonly string[]).includes(type) ? labels[type as 'home' | 'office' | 'other'] : labels.other;
