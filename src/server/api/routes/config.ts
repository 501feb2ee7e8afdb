/** Config, modules, zones, location proxies and delivery time. */
import { z } from 'zod';
import { geoProvider } from '../../adapters/geo';
import { configData } from '../../services/config';
import { deliveryEstimate } from '../../services/delivery';
import { moduleSummaries } from '../../services/modules';
import { activeVehicles } from '../../services/reference-data';
import { vehicleFor } from '../../services/orders/place';
import { activeZones, zoneHolds, zonesServing } from '../../services/zones';
import { MAX_ID, type RequestContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { t } from '../../core/messages';
import { parseZoneIds, qNum, qText, numeric } from '../context';
import { booleanAnswer, configAnswer, deliveryTimeAnswer, distanceAnswer, geocodeAnswer, modulesAnswer, numberAnswer, placeDetailsAnswer, predictionsAnswer, vehiclesAnswer, zoneIdAnswer, zoneListAnswer } from '../wire/answers';
import { documented, type Input, type Router } from '../route';
import { configWire, moduleWire, zoneIdWire, zoneWire } from '../wire/config';

const latLngSchema = z.object({
  lat: qNum(-90, 90),
  lng: qNum(-180, 180),
});

const zoneIdQuery = z.object({ zone_id: z.string().max(2000).optional() });
const zoneCheckQuery = latLngSchema.extend({ zone_id: numeric(z.number().int().min(1).max(MAX_ID)) });
const vehicleQuery = z.object({ distance: numeric(z.number({ error: 'api.field_required' }).min(0, 'api.field_invalid').max(100_000, 'api.field_invalid')) });
const searchTextQuery = z.object({ search_text: qText(200).min(1, 'api.field_required') });
const placeQuery = z.object({ placeid: qText(200).min(1, 'api.field_required') });

export function registerConfigRoutes(app: Router) {
  const api = documented(app, 'Configuration and location');
  // the operator's settings are spread into the answer as they are stored, so TypeScript cannot see
  // business_name and the rest: the API suite's hook checks them against the document at run time
  api.get('/config', { answer: configAnswer, summary: 'Business settings: currency, login methods, modules, policies, payment methods' }, async (ctx) => configWire(ctx.origin, await configData(ctx)) as unknown as z.input<typeof configAnswer>);

  // the vehicle classes the marketplace's delivery men ride, and the extra a distance costs (reference 3.1, issue 45.1)
  api.get('/get-vehicles', { answer: vehiclesAnswer, summary: 'The active delivery vehicle classes, each with the distances it covers and its extra charge' }, async (ctx) =>
    (await activeVehicles(ctx.db)).map((v) => ({
      id: v.id,
      type: v.type,
      status: 1,
      extra_charges: v.extraCharges,
      starting_coverage_area: v.startingCoverageKm,
      maximum_coverage_area: v.maximumCoverageKm,
    })),
  );
  api.get('/vehicle/extra_charge', { answer: numberAnswer, summary: "The vehicle's extra charge for a delivery distance (km): the number order/place adds to the delivery charge", query: vehicleQuery }, async (ctx, _c, input) => {
    const vehicle = await vehicleFor(ctx, input.query().distance);
    return vehicle?.extraCharges ?? 0;
  });

  api.get('/module', { answer: modulesAnswer, summary: 'The modules (grocery, food, pharmacy, shop, parcel), those of the zones when a zone is given', query: zoneIdQuery }, async (ctx, _c, input) => {
    const zoneIds = ctx.zoneIds ?? parseZoneIds(input.query().zone_id ?? null, ctx.locale);
    return (await moduleSummaries(ctx, zoneIds)).map((m) => moduleWire(ctx.origin, m));
  });

  api.get('/config/get-zone-id', { answer: zoneIdAnswer, summary: 'The zones that serve a point', query: latLngSchema }, async (ctx, _c, input) => {
    const { lat, lng } = input.query();
    return zoneIdWire(await zonesServing(ctx.db, lat, lng, ctx.locale));
  });

  api.get('/zone/list', { answer: zoneListAnswer, summary: 'Every active zone with its boundary' }, async (ctx) =>
    (await activeZones(ctx.db, 'id')).map((z) => ({
      ...zoneWire(z),
      formated_coordinates: z.coordinates.map(([lng, lat]) => ({ lat, lng })),
    })),
  );

  api.get('/zone/check', { answer: booleanAnswer, summary: 'Whether a zone holds a point', query: zoneCheckQuery }, async (ctx, _c, input) => {
    const q = input.query();
    return zoneHolds(ctx.db, q.zone_id, q.lat, q.lng);
  });

  /* location proxies: legacy Google shapes (spec section 7), served by the geo adapter */
  api.get('/config/place-api-autocomplete', { answer: predictionsAnswer, summary: 'Place suggestions for typed text (the geo adapter, in the legacy Google shape)', query: searchTextQuery }, async (ctx, _c, input) => {
    const { search_text } = input.query();
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
  });

  api.get('/config/place-api-details', { answer: placeDetailsAnswer, summary: 'The point and address of a suggested place', query: placeQuery }, async (ctx, _c, input) => {
    const { placeid } = input.query();
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
  });

  api.get('/config/geocode-api', { answer: geocodeAnswer, summary: 'The address at a point', query: latLngSchema }, async (ctx, _c, input) => {
    const { lat, lng } = input.query();
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
  });

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
  api.get('/config/distance-api', { answer: distanceAnswer, summary: 'Road distance and travel time between two points', query: distanceSchema }, async (ctx, _c, input) => {
    const q = input.query();
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
  });

  /* delivery time: preparation plus travel at city speed */
  const deliverySchema = z.object({
    ds_latitude: qNum(-90, 90),
    ds_longitude: qNum(-180, 180),
    c_latitude: qNum(-90, 90),
    c_longitude: qNum(-180, 180),
  });
  const deliveryDoc = { answer: deliveryTimeAnswer, summary: 'Delivery minutes from a store to a customer: preparation plus travel', body: deliverySchema };
  const deliveryTime = async (ctx: RequestContext, _c: unknown, input: Input<undefined, typeof deliverySchema>) => {
    const q = await input.body();
    const d = await deliveryEstimate(ctx.db, { lat: q.ds_latitude, lng: q.ds_longitude }, { lat: q.c_latitude, lng: q.c_longitude });
    return { time_to_deliver: d.minutes, distance: d.meters };
  };
  api.post('/utils/deliverytime', deliveryDoc, deliveryTime);
  api.get('/utils/deliverytime', deliveryDoc, deliveryTime);
}
