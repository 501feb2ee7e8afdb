/**
 * Real provider: Nominatim (search, lookup, reverse) and OSRM (routes), for operators who run or
 * rent them. Configure GEO_PROVIDER=nominatim, NOMINATIM_URL and OSRM_URL.
 */
import { osrmRouter } from './osrm';
import type { GeoProvider, PlaceDetails } from './types';

interface NominatimPlace {
  osm_type: string;
  osm_id: number;
  name?: string;
  display_name: string;
  lat: string;
  lon: string;
}

export function nominatimGeoProvider(options: { nominatimUrl: string; osrmUrl: string; userAgent?: string; fetch?: typeof fetch; countryCodes?: string }): GeoProvider {
  const http = options.fetch ?? fetch;
  const router = osrmRouter({ osrmUrl: options.osrmUrl, userAgent: options.userAgent, fetch: options.fetch });
  const headers = { 'user-agent': options.userAgent ?? 'storefront/0.1', accept: 'application/json' };
  const base = options.nominatimUrl.replace(/\/$/, '');
  const get = async <T>(url: string): Promise<T> => {
    const res = await http(url, { headers, signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`geo provider answered ${res.status}`);
    return (await res.json()) as T;
  };
  const idOf = (p: NominatimPlace) => `${p.osm_type[0].toUpperCase()}${p.osm_id}`;
  const toDetails = (p: NominatimPlace): PlaceDetails => ({
    placeId: idOf(p),
    name: p.name || p.display_name.split(',')[0],
    formattedAddress: p.display_name,
    lat: Number(p.lat),
    lng: Number(p.lon),
  });
  const cc = options.countryCodes ? `&countrycodes=${encodeURIComponent(options.countryCodes)}` : '';
  return {
    name: 'nominatim',
    async autocomplete(text) {
      const rows = await get<NominatimPlace[]>(`${base}/search?format=jsonv2&limit=5${cc}&q=${encodeURIComponent(text)}`);
      return rows.map((p) => {
        const d = toDetails(p);
        return { placeId: d.placeId, description: d.formattedAddress, mainText: d.name, secondaryText: d.formattedAddress.slice(d.name.length + 2) };
      });
    },
    async details(placeId) {
      if (!/^[NWR]\d+$/.test(placeId)) return null;
      const rows = await get<NominatimPlace[]>(`${base}/lookup?format=jsonv2&osm_ids=${placeId}`);
      return rows[0] ? toDetails(rows[0]) : null;
    },
    async reverse(lat, lng) {
      const row = await get<NominatimPlace & { error?: string }>(`${base}/reverse?format=jsonv2&lat=${lat}&lon=${lng}`);
      return row.error ? null : { ...toDetails(row), lat, lng };
    },
    distance: (from, to, mode) => router.distance(from, to, mode),
    route: (from, to) => router.route(from, to),
  };
}
