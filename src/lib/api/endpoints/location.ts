/** Where the shopper is: address and zone of a point, place search, and the modules of the stored zones. */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import { readZoneIds } from '../../geo';
import { MODULE_TYPES, type MarketModule } from '../../domain/module';

const predictionsSchema = z.object({ predictions: z.array(z.looseObject({ place_id: z.string(), description: z.string() })) });
const detailsSchema = z.object({ result: z.looseObject({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }) });
const geocodeSchema = z.object({ results: z.array(z.looseObject({ formatted_address: z.string() })) });
const zoneSchema = z.looseObject({ zone_id: z.string(), zone_data: z.optional(z.array(z.looseObject({ cash_on_delivery: z.optional(z.union([z.boolean(), z.number()])) }))) });
const modulesSchema = z.array(z.looseObject({ id: z.number(), module_name: z.string(), module_type: z.enum(MODULE_TYPES), icon_full_url: z.nullable(z.string()) }));

export interface Point {
  lat: number;
  lng: number;
}
export interface PlaceSuggestion {
  placeId: string;
  description: string;
}
/** a module to choose, as the domain describes it */
export type ModuleChoice = MarketModule;

const quiet = { handled: () => true };

export const locationApi = (request: Requester) => ({
  /** the address of a point ('' when unknown); failures are the caller's business */
  address: (at: Point) => request('GET', 'config/geocode-api', geocodeSchema, { query: { lat: at.lat, lng: at.lng }, ...quiet }).then((g) => g.results[0]?.formatted_address ?? ''),
  /** the zones serving a point; a point outside every zone fails with the server's reason */
  zones: (at: Point) => request('GET', 'config/get-zone-id', zoneSchema, { query: { lat: at.lat, lng: at.lng }, ...quiet }).then((r) => readZoneIds(r.zone_id) ?? []),
  /** whether the zone serving a point takes cash on delivery (its first zone_data entry, spec section 7) */
  cashOnDelivery: (at: Point) => request('GET', 'config/get-zone-id', zoneSchema, { query: { lat: at.lat, lng: at.lng }, ...quiet }).then((r) => Boolean(r.zone_data?.[0]?.cash_on_delivery)),
  suggestPlaces: (text: string) =>
    request('GET', 'config/place-api-autocomplete', predictionsSchema, { query: { search_text: text }, ...quiet }).then((p) =>
      p.predictions.map((s): PlaceSuggestion => ({ placeId: s.place_id, description: s.description })),
    ),
  placePoint: (placeId: string) => request('GET', 'config/place-api-details', detailsSchema, { query: { placeid: placeId } }).then((d): Point => d.result.geometry.location),
  /** the modules of the zones in the headers */
  modules: () => request('GET', 'module', modulesSchema).then((list) => list.map((m): ModuleChoice => ({ id: m.id, name: m.module_name, type: m.module_type, icon: m.icon_full_url }))),
});
