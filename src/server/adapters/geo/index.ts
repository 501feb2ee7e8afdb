import type { Db } from '../../db/client';
import { nominatimGeoProvider } from './nominatim';
import { offlineGeoProvider } from './offline';
import { osrmRouter } from './osrm';
import type { GeoProvider } from './types';

export type { GeoProvider, RoutePath } from './types';

/**
 * GEO_PROVIDER=nominatim uses NOMINATIM_URL and OSRM_URL; the default is the offline gazetteer.
 * OSRM_URL alone gives the offline gazetteer road distances and routes.
 */
export function geoProvider(db: Db): GeoProvider {
  const osrmUrl = process.env.OSRM_URL;
  if (process.env.GEO_PROVIDER === 'nominatim' && process.env.NOMINATIM_URL && osrmUrl) {
    return nominatimGeoProvider({
      nominatimUrl: process.env.NOMINATIM_URL,
      osrmUrl,
      countryCodes: process.env.GEO_COUNTRY_CODES ?? 'np',
    });
  }
  const offline = offlineGeoProvider(db);
  if (!osrmUrl) return offline;
  const roads = osrmRouter({ osrmUrl });
  return { ...offline, name: 'offline+osrm', distance: roads.distance, route: roads.route };
}
