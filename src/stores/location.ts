/** Where the shopper is: `zoneid` (JSON array text), `currentLatLng`, `location` (address text). */
import { persistentAtom } from '@nanostores/persistent';
import { persistentJson } from './persistent';

export interface LatLng {
  lat: number;
  lng: number;
}

export const zoneId = persistentAtom<string>('zoneid', '');
export const currentLatLng = persistentJson<LatLng | null>('currentLatLng', null);
export const locationText = persistentAtom<string>('location', '');
