/**
 * Road routing by OSRM (`OSRM_URL`): the distance and time of a trip, and its way as drawn on the
 * tracking map (`overview=full&geometries=geojson`). An operator runs or rents it; without it the
 * offline router's straight line and road factor stand in.
 */
import type { Router, TravelMode } from './types';

interface OsrmAnswer {
  code: string;
  routes?: Array<{ distance: number; duration: number; geometry?: { type: string; coordinates: Array<[number, number]> } }>;
}

export function osrmRouter(options: { osrmUrl: string; userAgent?: string; fetch?: typeof fetch }): Router {
  const http = options.fetch ?? fetch;
  const base = options.osrmUrl.replace(/\/$/, '');
  const headers = { 'user-agent': options.userAgent ?? 'storefront/0.1', accept: 'application/json' };
  const ask = async (profile: string, from: { lat: number; lng: number }, to: { lat: number; lng: number }, overview: string) => {
    const res = await http(`${base}/route/v1/${profile}/${from.lng},${from.lat};${to.lng},${to.lat}?${overview}`, { headers, signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`OSRM answered ${res.status}`);
    const body = (await res.json()) as OsrmAnswer;
    const route = body.routes?.[0];
    if (body.code !== 'Ok' || !route) throw new Error(`no route: ${body.code}`);
    return route;
  };
  return {
    async distance(from, to, mode: TravelMode) {
      const route = await ask(mode === 'walking' ? 'foot' : 'driving', from, to, 'overview=false');
      return { meters: Math.round(route.distance), seconds: Math.round(route.duration) };
    },
    async route(from, to) {
      const route = await ask('driving', from, to, 'overview=full&geometries=geojson');
      const line = route.geometry?.type === 'LineString' ? route.geometry.coordinates : [];
      if (line.length < 2) throw new Error('OSRM gave no geometry');
      // GeoJSON is [lng, lat]; the map speaks [lat, lng]
      return { source: 'road', points: line.map(([lng, lat]) => [lat, lng] as [number, number]) };
    },
  };
}
