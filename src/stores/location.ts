/**
 * Where the shopper is: `zoneid` (JSON array text), `currentLatLng`, `location` (address text).
 * Choosing a place mirrors them to cookies, so server pages render for that zone.
 */
import { persistentAtom } from '@nanostores/persistent';
import { writeCookie } from './cookies';
import { persistentJson } from './persistent';

export interface LatLng {
  lat: number;
  lng: number;
}

export const zoneId = persistentAtom<string>('zoneid', '');
export const currentLatLng = persistentJson<LatLng | null>('currentLatLng', null);
export const locationText = persistentAtom<string>('location', '');

const YEAR = 60 * 60 * 24 * 365;

/** Store a chosen place (spec section 4, 'Location flow'): stores and their cookie mirrors. */
export function setLocation(place: { zoneIds: number[]; lat: number; lng: number; address: string }) {
  const zones = JSON.stringify(place.zoneIds);
  const position = { lat: place.lat, lng: place.lng };
  zoneId.set(zones);
  currentLatLng.set(position);
  locationText.set(place.address);
  writeCookie('zoneid', zones, YEAR);
  writeCookie('currentLatLng', JSON.stringify(position), YEAR);
  writeCookie('location', place.address, YEAR);
}

/** A guest's delivery address, kept on this device (spec: a guest's address stays in client state). */
export const guestAddress = persistentJson<Record<string, unknown> | null>('guest-address', null);

/** A guest's contact info for checkout (spec section 2 'Guest contact modal'), kept on this device. */
export const guestContact = persistentJson<{ contact_person_name: string; contact_person_number: string; contact_person_email: string } | null>('guest-contact', null);
