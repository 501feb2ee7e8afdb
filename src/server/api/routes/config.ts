/** Config, modules, zones, location proxies and delivery time. */
import { z } from 'zod';
import { geoProvider } from '../../adapters/geo';
import { configData } from '../../services/config';
import { deliveryEstimate } from '../../services/delivery';
import { moduleSummaries } from '../../services/modules';
import { activeZones, zoneHolds, zonesServing } from '../../services/zones';
import { MAX_ID } from '../../core/context';
import { notFound, parseWith } from '../../core/errors';
import { t } from '../../core/messages';
import { readBody } from '../body';
import { parseZoneIds, qNum, qText } from '../context';
import { json, type Router } from '../route';
import { configWire, moduleWire, zoneIdWire, zoneWire } from '../wire/config';

const latLngSchema = z.object({
  lat: qNum(-90, 90),
  lng: qNum(-180, 180),
});

export function registerConfigRoutes(app: Router) {
  app.get('/config', json(async (ctx) => configWire(ctx.origin, await configData(ctx))));

  app.get(
    '/module',
    json(async (ctx, c) => {
      const zoneIds = ctx.zoneIds ?? parseZoneIds(c.req.query('zone_id') ?? null, ctx.locale);
      return (await moduleSummaries(ctx, zoneIds)).map((m) => moduleWire(ctx.origin, m));
    }),
  );

  app.get(
    '/config/get-zone-id',
    json(async (ctx, c) => {
      const { lat, lng } = parseWith(latLngSchema, c.req.query());
      return zoneIdWire(await zonesServing(ctx.db, lat, lng, ctx.locale));
    }),
  );

  app.get(
    '/zone/list',
    json(async (ctx) =>
      (await activeZones(ctx.db, 'id')).map((z) => ({
        ...zoneWire(z),
        formated_coordinates: z.coordinates.map(([lng, lat]) => ({ lat, lng })),
      })),
    ),
  );

  app.get(
    '/zone/check',
    json(async (ctx, c) => {
      const q = parseWith(latLngSchema.extend({ zone_id: z.coerce.number().int().min(1).max(MAX_ID) }), c.req.query());
      return zoneHolds(ctx.db, q.zone_id, q.lat, q.lng);
    }),
  );

  /* location proxies: legacy Google shapes (spec section 7), served by the geo adapter */
  app.get(
    '/config/place-api-autocomplete',
    json(async (ctx, c) => {
      const { search_text } = parseWith(z.object({ search_text: qText(200).min(1, t(ctx.locale, 'field_required', { field: 'search_text' })) }), c.req.query());
      const predictions = await geoProvider(ctx.db).autocomplete(search_text);
      return {
        predictions: predictions.map((p) => ({
          place_id: p.placeId,
          description: p.description,
          structured_formatting: { main_text: p.mainText, secondary_text: p.secondaryText },
          types: ['geocode'],
        })),
        status: predictions.length ? 'OK' : 'ZERO_RESULTS',
      };
    }),
  );

  app.get(
    '/config/place-api-details',
    json(async (ctx, c) => {
      const { placeid } = parseWith(z.object({ placeid: qText(200).min(1, t(ctx.locale, 'field_required', { field: 'placeid' })) }), c.req.query());
      const place = await geoProvider(ctx.db).details(placeid);
      if (!place) throw notFound('placeid', t(ctx.locale, 'place_not_found'));
      return {
        result: {
          place_id: place.placeId,
          name: place.name,
          formatted_address: place.formattedAddress,
          geometry: { location: { lat: place.lat, lng: place.lng } },
        },
        status: 'OK',
      };
    }),
  );

  app.get(
    '/config/geocode-api',
    json(async (ctx, c) => {
      const { lat, lng } = parseWith(latLngSchema, c.req.query());
      const place = await geoProvider(ctx.db).reverse(lat, lng);
      if (!place) return { results: [], status: 'ZERO_RESULTS' };
      return {
        results: [
          {
            place_id: place.placeId,
            formatted_address: place.formattedAddress,
            geometry: { location: { lat: place.lat, lng: place.lng } },
            types: ['street_address'],
          },
        ],
        status: 'OK',
      };
    }),
  );

  const distanceSchema = z.object({
    origin_lat: qNum(-90, 90),
    origin_lng: qNum(-180, 180),
    destination_lat: qNum(-90, 90),
    destination_lng: qNum(-180, 180),
    mode: z
      .string()
      .optional()
      .transform((m) => (m && /walk/i.test(m) ? 'walking' : 'driving') as 'walking' | 'driving'),
  });
  app.get(
    '/config/distance-api',
    json(async (ctx, c) => {
      const q = parseWith(distanceSchema, c.req.query());
      const d = await geoProvider(ctx.db).distance({ lat: q.origin_lat, lng: q.origin_lng }, { lat: q.destination_lat, lng: q.destination_lng }, q.mode);
      return {
        rows: [
          {
            elements: [
              {
                distance: { text: `${(d.meters / 1000).toFixed(1)} km`, value: d.meters },
                duration: { text: `${Math.max(1, Math.round(d.seconds / 60))} mins`, value: d.seconds },
                status: 'OK',
              },
            ],
          },
        ],
        status: 'OK',
      };
    }),
  );

  /* delivery time: preparation plus travel at city speed */
  const deliverySchema = z.object({
    ds_latitude: qNum(-90, 90),
    ds_longitude: qNum(-180, 180),
    c_latitude: qNum(-90, 90),
    c_longitude: qNum(-180, 180),
  });
  const deliveryTime = json(async (ctx, c) => {
    const q = parseWith(deliverySchema, await readBody(c.req));
    const d = await deliveryEstimate(ctx.db, { lat: q.ds_latitude, lng: q.ds_longitude }, { lat: q.c_latitude, lng: q.c_longitude });
    return { time_to_deliver: d.minutes, distance: d.meters };
  });
  app.post('/utils/deliverytime', deliveryTime);
  app.get('/utils/deliverytime', deliveryTime);
}
