import type { Db } from '../../db/client';
import { nominatimGeoProvider } from './nominatim';
import { offlineGeoProvider } from './offline';
import type { GeoProvider } from './types';

export type { GeoProvider } from './types';

/** GEO_PROVIDER=nominatim uses NOMINATIM_URL and OSRM_URL; the default is the offline gazetteer. */
export function geoProvider(db: Db): GeoProvider {
  if (process.env.GEO_PROVIDER === 'nominatim' && process.env.NOMINATIM_URL && process.env.OSRM_URL) {
    return nominatimGeoProvider({
      nominatimUrl: process.env.NOMINATIM_URL,
      osrmUrl: process.env.OSRM_URL,
      countryCodes: process.env.GEO_COUNTRY_CODES ?? 'np',
    });
  }
  return offlineGeoProvider(db);
}
