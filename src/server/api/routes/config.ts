/** Config, modules, zones, location proxies and delivery time. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { geoProvider } from '../../adapters/geo';
import * as s from '../../db/schema';
import { mediaUrl } from '../../services/catalogue/media';
import { loginConfig } from '../../services/auth/login-config';
import { zonesAt } from '../../services/zones';
import { flag, loadLanding, loadSettings } from '../../services/settings';
import { isPointInRing } from '../../../lib/geo';
import { json, type Router } from '../app';
import { parseZoneIds, qNum, qText, type RequestContext } from '../context';
import { notFound, parseWith, readBody, validationError } from '../http';
import { t } from '../messages';

const moduleConfig: Record<string, Record<string, unknown>> = {
  grocery: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: true, cutlery: false, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, brand: false, generic_name: false, description: 'Grocery stores with stock and units.' },
  food: { order_status: { accepted: true }, order_place_to_schedule_interval: true, add_on: true, stock: false, veg_non_veg: true, unit: false, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: true, show_restaurant_text: true, is_parcel: false, organic: false, cutlery: true, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, brand: false, generic_name: false, description: 'Restaurants with variations and add-ons.' },
  pharmacy: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: true, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: true, nutrition: false, allergy: false, basic: true, halal: false, brand: false, generic_name: true, description: 'Pharmacies with prescription orders.' },
  ecommerce: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, brand: true, generic_name: false, description: 'Shops with brands and stock.' },
  parcel: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: false, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: true, item_available_time: false, show_restaurant_text: false, is_parcel: true, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, brand: false, generic_name: false, description: 'Parcel delivery between any two points.' },
};

type ZoneRow = typeof s.zones.$inferSelect;
type PivotRow = typeof s.zoneModules.$inferSelect;

function formatZone(z: ZoneRow) {
  return {
    id: z.id,
    name: z.name,
    display_name: z.displayName,
    status: z.status ? 1 : 0,
    cash_on_delivery: z.cashOnDelivery,
    digital_payment: z.digitalPayment,
    offline_payment: z.offlinePayment,
    increased_delivery_fee: z.increasedDeliveryFee,
    increased_delivery_fee_status: z.increasedDeliveryFeeStatus ? 1 : 0,
    increase_delivery_charge_message: z.increaseDeliveryChargeMessage,
  };
}

function formatPivot(p: PivotRow) {
  return {
    zone_id: p.zoneId,
    module_id: p.moduleId,
    per_km_shipping_charge: p.perKmShippingCharge,
    minimum_shipping_charge: p.minimumShippingCharge,
    maximum_shipping_charge: p.maximumShippingCharge,
    maximum_cod_order_amount: p.maximumCodOrderAmount,
    delivery_charge_type: p.deliveryChargeType,
  };
}

const latLngSchema = z.object({
  lat: qNum(-90, 90),
  lng: qNum(-180, 180),
});

async function buildConfig(ctx: RequestContext) {
  const [settings, landing, moduleRows] = await Promise.all([
    loadSettings(ctx.db),
    loadLanding(ctx.db),
    ctx.db.select().from(s.modules).where(eq(s.modules.status, true)).orderBy(asc(s.modules.id)),
  ]);
  const media = (p: unknown) => mediaUrl(ctx.origin, typeof p === 'string' ? p : null);
  const login = loginConfig(settings);
  const gatewayList = flag(settings.digital_payment)
    ? [{ gateway: 'sandbox', gateway_title: 'Sandbox gateway', gateway_image: 'emoji/credit-card.svg', gateway_image_full_url: media('emoji/credit-card.svg') }]
    : [];
  return {
    ...settings,
    logo_full_url: media(settings.logo),
    fav_icon_full_url: media(settings.fav_icon),
    base_urls: Object.fromEntries(
      ['item_image_url', 'customer_image_url', 'business_logo_url', 'brand_image_url', 'delivery_man_image_url', 'campaign_image_url', 'store_image_url', 'store_cover_photo_url', 'category_image_url', 'banner_image_url', 'module_image_url', 'parcel_category_image_url'].map((k) => [k, `${ctx.origin}/media`]),
    ),
    module_config: { module_type: Object.keys(moduleConfig), ...moduleConfig },
    module: moduleRows.length === 1 ? moduleRows[0] : null,
    language: [
      { key: 'en', value: 'English' },
      { key: 'ne', value: 'नेपाली' },
    ],
    sys_language: [
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ne', value: 'नेपाली', direction: 'ltr', default: false },
    ],
    ...login,
    digital_payment_info: { digital_payment: flag(settings.digital_payment) === 1, plugin_payment_gateways: [], default_payment_gateways: gatewayList },
    active_payment_method_list: gatewayList,
    is_sms_active: true,
    is_mail_active: true,
    fixed_newsletter_title: landing.fixed_newsletter_title ?? '',
    fixed_newsletter_sub_title: landing.fixed_newsletter_sub_title ?? '',
    download_user_app_links: landing.download_user_app_links ?? null,
    landing_page_links: {
      app_url_android_status: '1',
      app_url_android: settings.app_url_android,
      app_url_ios_status: '1',
      app_url_ios: settings.app_url_ios,
    },
  };
}

export function registerConfigRoutes(app: Router) {
  app.get('/config', json(buildConfig));

  app.get(
    '/module',
    json(async (ctx, c) => {
      const zoneIds = ctx.zoneIds ?? parseZoneIds(c.req.query('zone_id') ?? null, ctx.locale);
      const counts = ctx.db
        .select({
          moduleId: s.stores.moduleId,
          stores: sql<number>`count(*)`.mapWith(Number),
        })
        .from(s.stores)
        .where(and(eq(s.stores.status, true), zoneIds ? inArray(s.stores.zoneId, zoneIds) : undefined))
        .groupBy(s.stores.moduleId);
      const itemCounts = ctx.db
        .select({ moduleId: s.items.moduleId, items: sql<number>`count(*)`.mapWith(Number) })
        .from(s.items)
        .where(and(eq(s.items.status, true), zoneIds ? inArray(s.items.zoneId, zoneIds) : undefined))
        .groupBy(s.items.moduleId);
      const pivots = ctx.db
        .select({ pivot: s.zoneModules, zone: s.zones })
        .from(s.zoneModules)
        .innerJoin(s.zones, eq(s.zones.id, s.zoneModules.zoneId))
        .where(and(eq(s.zones.status, true), zoneIds ? inArray(s.zones.id, zoneIds) : undefined));
      const [moduleRows, storeCounts, itemCountRows, pivotRows] = await Promise.all([
        ctx.db.select().from(s.modules).where(eq(s.modules.status, true)).orderBy(asc(s.modules.id)),
        counts,
        itemCounts,
        pivots,
      ]);
      const storesBy = new Map(storeCounts.map((r) => [r.moduleId, r.stores]));
      const itemsBy = new Map(itemCountRows.map((r) => [r.moduleId, r.items]));
      return moduleRows
        .map((m) => {
          const zones = pivotRows
            .filter((p) => p.pivot.moduleId === m.id)
            .map((p) => ({ ...formatZone(p.zone), pivot: formatPivot(p.pivot) }));
          return {
            id: m.id,
            module_name: m.moduleName,
            module_type: m.moduleType,
            slug: m.slug,
            thumbnail: m.thumbnail,
            thumbnail_full_url: mediaUrl(ctx.origin, m.thumbnail),
            icon: m.icon,
            icon_full_url: mediaUrl(ctx.origin, m.icon),
            status: m.status ? '1' : '0',
            stores_count: storesBy.get(m.id) ?? 0,
            items_count: itemsBy.get(m.id) ?? 0,
            theme_id: m.themeId,
            description: m.description,
            all_zone_service: m.allZoneService ? 1 : 0,
            zones,
            translations: [],
            storage: [],
            created_at: m.createdAt.toISOString(),
            updated_at: m.updatedAt.toISOString(),
          };
        })
        .filter((m) => !zoneIds || m.zones.length > 0);
    }),
  );

  app.get(
    '/config/get-zone-id',
    json(async (ctx, c) => {
      const { lat, lng } = parseWith(latLngSchema, c.req.query());
      const { containing, active } = await zonesAt(ctx.db, lat, lng);
      if (!containing.length) throw notFound('coordinates', t(ctx.locale, 'service_not_available'));
      if (!active.length) throw validationError('coordinates', t(ctx.locale, 'service_not_available'));
      const pivots = await ctx.db
        .select({ pivot: s.zoneModules, module: s.modules })
        .from(s.zoneModules)
        .innerJoin(s.modules, eq(s.modules.id, s.zoneModules.moduleId))
        .where(inArray(s.zoneModules.zoneId, active.map((z) => z.id)));
      return {
        zone_id: JSON.stringify(active.map((z) => z.id)),
        zone_data: active.map((z) => ({
          ...formatZone(z),
          area: z.area,
          modules: pivots
            .filter((p) => p.pivot.zoneId === z.id)
            .map((p) => ({
              id: p.module.id,
              module_name: p.module.moduleName,
              module_type: p.module.moduleType,
              pivot: formatPivot(p.pivot),
            })),
        })),
      };
    }),
  );

  app.get(
    '/zone/list',
    json(async (ctx) => {
      const rows = await ctx.db.select().from(s.zones).where(eq(s.zones.status, true)).orderBy(asc(s.zones.id));
      return rows.map((z) => ({
        ...formatZone(z),
        formated_coordinates: z.coordinates.map(([lng, lat]) => ({ lat, lng })),
      }));
    }),
  );

  app.get(
    '/zone/check',
    json(async (ctx, c) => {
      const q = parseWith(latLngSchema.extend({ zone_id: z.coerce.number().int().min(1).max(2_147_483_647) }), c.req.query());
      const [zone] = await ctx.db.select().from(s.zones).where(eq(s.zones.id, q.zone_id)).limit(1);
      return Boolean(zone && zone.status && isPointInRing(q.lat, q.lng, zone.coordinates));
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
    const d = await geoProvider(ctx.db).distance({ lat: q.ds_latitude, lng: q.ds_longitude }, { lat: q.c_latitude, lng: q.c_longitude }, 'driving');
    const PREPARATION_MINUTES = 10;
    return { time_to_deliver: PREPARATION_MINUTES + Math.ceil(d.seconds / 60), distance: d.meters };
  });
  app.post('/utils/deliverytime', deliveryTime);
  app.get('/utils/deliverytime', deliveryTime);
}
