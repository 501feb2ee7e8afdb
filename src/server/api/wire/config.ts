/** Config, modules and zones on the wire (wire format 4.2-4.3). */
import type { ConfigData } from '../../services/config';
import { loginConfig } from '../../services/auth/login-config';
import { mediaUrl } from '../../services/catalogue/media';
import type { ModuleSummary } from '../../services/modules';
import type { ZoneAt, ZoneModuleRow, ZoneRow } from '../../services/zones';
import { bit } from './bit';
import { freeDeliveryOver } from '../../../lib/pricing/free-delivery';
import { typedSettings } from '../../services/settings-schema';

const moduleConfig: Record<string, Record<string, unknown>> = {
  grocery: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: true, cutlery: false, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, brand: false, generic_name: false, description: 'Grocery stores with stock and units.' },
  food: { order_status: { accepted: true }, order_place_to_schedule_interval: true, add_on: true, stock: false, veg_non_veg: true, unit: false, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: true, show_restaurant_text: true, is_parcel: false, organic: false, cutlery: true, common_condition: false, nutrition: true, allergy: true, basic: false, halal: true, brand: false, generic_name: false, description: 'Restaurants with variations and add-ons.' },
  pharmacy: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: true, always_open: false, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: true, nutrition: false, allergy: false, basic: true, halal: false, brand: false, generic_name: true, description: 'Pharmacies with prescription orders.' },
  ecommerce: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false, unit: true, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false, show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, brand: true, generic_name: false, description: 'Shops with brands and stock.' },
  parcel: { order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: false, veg_non_veg: false, unit: false, order_attachment: false, always_open: true, all_zone_service: true, item_available_time: false, show_restaurant_text: false, is_parcel: true, organic: false, cutlery: false, common_condition: false, nutrition: false, allergy: false, basic: false, halal: false, brand: false, generic_name: false, description: 'Parcel delivery between any two points.' },
};

export function zoneWire(z: ZoneRow) {
  return {
    id: z.id,
    name: z.name,
    display_name: z.displayName,
    status: bit(z.status),
    cash_on_delivery: z.cashOnDelivery,
    digital_payment: z.digitalPayment,
    offline_payment: z.offlinePayment,
    increased_delivery_fee: z.increasedDeliveryFee,
    increased_delivery_fee_status: bit(z.increasedDeliveryFeeStatus),
    increase_delivery_charge_message: z.increaseDeliveryChargeMessage,
  };
}

export function zonePivotWire(p: ZoneModuleRow) {
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

/** the base URLs a 6amMart client joins image paths to (reference: config.base_urls) */
export const BASE_URL_KEYS = [
  'item_image_url',
  'product_image_url',
  'customer_image_url',
  'business_logo_url',
  'brand_image_url',
  'delivery_man_image_url',
  'campaign_image_url',
  'store_image_url',
  'restaurant_image_url',
  'store_cover_photo_url',
  'category_image_url',
  'banner_image_url',
  'module_image_url',
  'parcel_category_image_url',
  'order_attachment_url',
  'gateway_image_url',
  'refund_image_url',
  'chat_image_url',
];

/** `base_urls`: every upload is served from one place, whatever kind it is */
export const baseUrls = (origin: string, keys: readonly string[] = BASE_URL_KEYS) => Object.fromEntries(keys.map((k) => [k, `${origin}/media`]));

export function configWire(origin: string, { settings, landing, modules: moduleRows }: ConfigData) {
  const media = (p: unknown) => mediaUrl(origin, typeof p === 'string' ? p : null);
  const login = loginConfig(settings);
  const typed = typedSettings(settings);
  const gatewayList = typed.digitalPayment
    ? [{ gateway: 'sandbox', gateway_title: 'Sandbox gateway', gateway_image: 'emoji/credit-card.svg', gateway_image_full_url: media('emoji/credit-card.svg') }]
    : [];
  return {
    ...settings,
    // the marketplace's free delivery as order/place applies it: null while it is off or not by amount
    free_delivery_over: freeDeliveryOver(typed.adminFreeDelivery),
    logo_full_url: media(settings.logo),
    fav_icon_full_url: media(settings.fav_icon),
    base_urls: baseUrls(origin),
    module_config: { module_type: Object.keys(moduleConfig), ...moduleConfig },
    modules: moduleRows.map((m) => moduleRowWire(origin, m)),
    module: moduleRows.length === 1 ? moduleRowWire(origin, moduleRows[0]) : null,
    language: [
      { key: 'en', value: 'English' },
      { key: 'ne', value: 'नेपाली' },
    ],
    sys_language: [
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ne', value: 'नेपाली', direction: 'ltr', default: false },
    ],
    ...login,
    digital_payment_info: { digital_payment: typed.digitalPayment, plugin_payment_gateways: [], default_payment_gateways: gatewayList },
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


/** A module's own fields, as `config.modules` lists them */
function moduleRowWire(origin: string, m: ModuleSummary['module']) {
  return {
    id: m.id,
    module_name: m.moduleName,
    module_type: m.moduleType,
    slug: m.slug,
    thumbnail: m.thumbnail,
    thumbnail_full_url: mediaUrl(origin, m.thumbnail),
    icon: m.icon,
    icon_full_url: mediaUrl(origin, m.icon),
    status: m.status ? '1' : '0',
    theme_id: m.themeId,
    description: m.description,
    all_zone_service: bit(m.allZoneService),
    translations: [],
    storage: [],
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function moduleWire(origin: string, { module: m, storesCount, itemsCount, zones }: ModuleSummary) {
  return {
    ...moduleRowWire(origin, m),
    stores_count: storesCount,
    items_count: itemsCount,
    zones: zones.map((p) => ({ ...zoneWire(p.zone), pivot: zonePivotWire(p.pivot) })),
  };
}

export function zoneIdWire(zones: ZoneAt[]) {
  return {
    zone_id: JSON.stringify(zones.map((z) => z.zone.id)),
    zone_data: zones.map(({ zone, modules }) => ({
      ...zoneWire(zone),
      area: zone.area,
      modules: modules.map((p) => ({ id: p.module.id, module_name: p.module.moduleName, module_type: p.module.moduleType, pivot: zonePivotWire(p.pivot) })),
    })),
  };
}
