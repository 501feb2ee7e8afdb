/** The OSRM router against answers shaped as OSRM gives them (route service, GeoJSON geometry), through a fake fetch. */
import { describe, expect, it } from 'vitest';
import { osrmRouter } from '../../src/server/adapters/geo/osrm';
import { straightRoute } from '../../src/server/adapters/geo/offline';

const THIMI = { lat: 27.6787, lng: 85.3885 };
const BHAKTAPUR = { lat: 27.672, lng: 85.4298 };

function fakeOsrm(answer: unknown, status = 200) {
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { asked, fetch };
}

describe('osrmRouter', () => {
  it('asks the driving route with its full GeoJSON geometry and turns [lng, lat] into [lat, lng]', async () => {
    const osrm = fakeOsrm({
      code: 'Ok',
      routes: [
        {
          distance: 4821.3,
          duration: 612.4,
          geometry: {
            type: 'LineString',
            coordinates: [
              [85.3885, 27.6787],
              [85.401, 27.6751],
              [85.4298, 27.672],
            ],
          },
        },
      ],
    });
    const router = osrmRouter({ osrmUrl: 'http://osrm.local/', fetch: osrm.fetch });
    expect(await router.route(THIMI, BHAKTAPUR)).toEqual({
      source: 'road',
      points: [
        [27.6787, 85.3885],
        [27.6751, 85.401],
        [27.672, 85.4298],
      ],
    });
    expect(osrm.asked).toEqual(['http://osrm.local/route/v1/driving/85.3885,27.6787;85.4298,27.672?overview=full&geometries=geojson']);
  });

  it('measures a trip without the geometry', async () => {
    const osrm = fakeOsrm({ code: 'Ok', routes: [{ distance: 4821.3, duration: 612.4 }] });
    const router = osrmRouter({ osrmUrl: 'http://osrm.local', fetch: osrm.fetch });
    expect(await router.distance(THIMI, BHAKTAPUR, 'walking')).toEqual({ meters: 4821, seconds: 612 });
    expect(osrm.asked[0]).toBe('http://osrm.local/route/v1/foot/85.3885,27.6787;85.4298,27.672?overview=false');
  });

  it('fails loudly on no route, a refusal or a route without a way', async () => {
    await expect(osrmRouter({ osrmUrl: 'http://o', fetch: fakeOsrm({ code: 'NoRoute', routes: [] }).fetch }).route(THIMI, BHAKTAPUR)).rejects.toThrow('no route: NoRoute');
    await expect(osrmRouter({ osrmUrl: 'http://o', fetch: fakeOsrm({}, 429).fetch }).route(THIMI, BHAKTAPUR)).rejects.toThrow('OSRM answered 429');
    await expect(osrmRouter({ osrmUrl: 'http://o', fetch: fakeOsrm({ code: 'Ok', routes: [{ distance: 1, duration: 1 }] }).fetch }).route(THIMI, BHAKTAPUR)).rejects.toThrow('no geometry');
  });

  it('without a router the way is the straight line', () => {
    expect(straightRoute(THIMI, BHAKTAPUR)).toEqual({
      source: 'straight',
      points: [
        [27.6787, 85.3885],
        [27.672, 85.4298],
      ],
    });
  });
});
