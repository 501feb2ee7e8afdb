import { describe, expect, it } from 'vitest';
import { call, expectErrorShape, get, KTM } from './harness';

describe('config, modules and zones', () => {
  it('config carries the fields the storefront reads', async () => {
    const { status, body } = await get('config', {});
    expect(status).toBe(200);
    for (const key of [
      'business_name', 'logo_full_url', 'fav_icon_full_url', 'currency_symbol', 'digit_after_decimal_point', 'default_location',
      'free_delivery_over', 'phone', 'address', 'footer_text', 'refund_policy', 'cancelation_policy', 'shipping_policy',
      'social_media', 'country', 'country_picker_status', 'guest_checkout_status', 'customer_verification',
      'firebase_otp_verification', 'customer_wallet_status', 'loyalty_point_status', 'ref_earning_status', 'centralize_login',
      'social_login', 'base_urls', 'fixed_newsletter_title', 'fixed_newsletter_sub_title', 'download_user_app_links', 'module_config', 'language',
    ]) expect(body, key).toHaveProperty(key);
    expect(body.currency_symbol).toBe('Rs');
    expect(body.language.map((l: { key: string }) => l.key)).toEqual(['en', 'ne']);
    expect(body.centralize_login).toMatchObject({ otp_login_status: 1, manual_login_status: 1 });
    expect(body.base_urls.item_image_url).toMatch(/\/media$/);
    // the reference's base URLs and the module list (issue 15 A.4)
    for (const key of ['order_attachment_url', 'gateway_image_url', 'refund_image_url', 'product_image_url', 'chat_image_url', 'restaurant_image_url']) expect(body.base_urls[key], key).toMatch(/\/media$/);
    expect(body.modules.length).toBeGreaterThan(1);
    expect(body.modules[0]).toMatchObject({ id: expect.any(Number), module_name: expect.any(String), module_type: expect.any(String), icon_full_url: expect.any(String) });
    expect(body.modules[0]).not.toHaveProperty('moduleName');
  });

  it('module lists all five modules with their zones and pivots', async () => {
    const { body } = await get('module', { zoneId: '[1,2]' });
    expect(body.map((m: any) => m.module_type)).toEqual(['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel']);
    expect(body[0].zones.map((z: any) => z.id).sort()).toEqual([1, 2]);
    expect(body[0].zones[0].pivot).toMatchObject({ per_km_shipping_charge: 30, minimum_shipping_charge: 60, maximum_cod_order_amount: 25000 });
    expect(body[0].stores_count).toBeGreaterThan(0);
    expect(body[0].status).toBe('1');
  });

  it('module accepts a bare zone id and ?zone_id, and rejects garbage', async () => {
    expect((await get('module', { zoneId: '2' })).body[0].zones.map((z: any) => z.id)).toEqual([2]);
    expect((await get('module?zone_id=3', {})).body[0].zones.map((z: any) => z.id)).toEqual([3]);
    const bad = await get('module', { zoneId: '[abc' });
    expect(bad.status).toBe(403);
    expectErrorShape(bad.body);
    expect(bad.body.errors[0].code).toBe('zoneId');
  });

  it('get-zone-id resolves each city and refuses points outside every zone', async () => {
    const ktm = await get('config/get-zone-id?lat=27.7153&lng=85.3123', {});
    expect(ktm.status).toBe(200);
    expect(ktm.body.zone_id).toBe('[1]');
    expect(ktm.body.zone_data[0].modules[0].pivot).toHaveProperty('per_km_shipping_charge');
    expect((await get('config/get-zone-id?lat=27.6727&lng=85.3253', {})).body.zone_id).toBe('[2]');
    expect((await get('config/get-zone-id?lat=27.6722&lng=85.4279', {})).body.zone_id).toBe('[3]');
    const pokhara = await get('config/get-zone-id?lat=28.2096&lng=83.9856', {});
    expect(pokhara.status).toBe(404);
    expect(pokhara.body.errors[0].code).toBe('coordinates');
    const missing = await get('config/get-zone-id?lat=27.7', {});
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('lng');
  });

  it('zone/list gives polygons as formated_coordinates, zone/check tests a point', async () => {
    const { body } = await get('zone/list', {});
    expect(body).toHaveLength(3);
    expect(body[0].formated_coordinates[0]).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect((await get('zone/check?lat=27.7153&lng=85.3123&zone_id=1', {})).body).toBe(true);
    expect((await get('zone/check?lat=27.7153&lng=85.3123&zone_id=3', {})).body).toBe(false);
  });
});

describe('location proxies (offline gazetteer)', () => {
  it('autocomplete returns legacy predictions', async () => {
    const { status, body } = await get('config/place-api-autocomplete?search_text=patan', {});
    expect(status).toBe(200);
    expect(body.predictions[0]).toMatchObject({ place_id: 'ktm-patan-durbar-square', description: expect.stringContaining('Lalitpur') });
    expect((await get('config/place-api-autocomplete?search_text=zzzz', {})).body).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
    expect((await get('config/place-api-autocomplete', {})).status).toBe(403);
  });

  it('place details give result.geometry.location, unknown ids 404', async () => {
    const { body } = await get('config/place-api-details?placeid=ktm-thamel', {});
    expect(body.result.geometry.location).toEqual({ lat: 27.7153, lng: 85.3123 });
    const unknown = await get('config/place-api-details?placeid=nowhere', {});
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
  });

  it('geocode gives results[0].formatted_address', async () => {
    const exact = await get('config/geocode-api?lat=27.7153&lng=85.3123', {});
    expect(exact.body.results[0].formatted_address).toBe('Thamel, Kathmandu, Bagmati Province, Nepal');
    const near = await get('config/geocode-api?lat=27.7200&lng=85.3123', {});
    expect(near.body.results[0].formatted_address).toMatch(/^Near /);
    expect((await get('config/geocode-api?lat=10&lng=10', {})).body.results).toEqual([]);
    expect((await get('config/geocode-api?lat=100&lng=10', {})).status).toBe(403);
  });

  it('distance-api returns rows[0].elements[0] in metres, walking slower than driving', async () => {
    const q = 'origin_lat=27.7153&origin_lng=85.3123&destination_lat=27.6727&destination_lng=85.3253';
    const drive = (await get(`config/distance-api?${q}&mode=driving`, {})).body.rows[0].elements[0];
    const walk = (await get(`config/distance-api?${q}&mode=walking`, {})).body.rows[0].elements[0];
    expect(drive.status).toBe('OK');
    expect(drive.distance.value).toBeGreaterThan(4900);
    expect(drive.distance.value).toBeLessThan(7500);
    expect(walk.duration.value).toBeGreaterThan(drive.duration.value);
  });

  it('utils/deliverytime answers time_to_deliver in minutes', async () => {
    const res = await call('utils/deliverytime', { method: 'POST', headers: KTM, body: { ds_latitude: 27.7153, ds_longitude: 85.3123, c_latitude: 27.6727, c_longitude: 85.3253 } });
    expect(res.status).toBe(200);
    expect(res.body.time_to_deliver).toBeGreaterThan(10);
    const bad = await call('utils/deliverytime', { method: 'POST', headers: KTM, body: { ds_latitude: 'x' } });
    expect(bad.status).toBe(403);
    expectErrorShape(bad.body);
  });
});

describe('other origins', () => {
  it('a browser on another origin may call the API: CORS on answers, and a preflight that allows the contract headers', async () => {
    const got = await call('config', { headers: { Origin: 'https://shop.example' } });
    expect(got.status).toBe(200);
    expect(got.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await call('customer/cart/add', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'zoneid, moduleid, x-localization, authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['zoneid', 'moduleid', 'latitude', 'longitude', 'x-localization', 'x-software-id', 'authorization', 'guest-id', 'content-type']) expect(allowed).toContain(h);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});
