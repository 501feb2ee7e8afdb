/** Banners, content blocks, landing, pages, parcel categories and conditions on the wire. */
import type { PolicyPage } from '../../services/content';
import type * as s from '../../db/schema';
import type { BannerEntry, Condition, Landing } from '../../services/content';
import { mediaUrl } from '../../services/catalogue/media';
import { bit } from './bit';
import { BASE_URL_KEYS, baseUrls } from './config';

/** Every `foo: "emoji/x.svg"` gets a `foo_full_url` beside it. */
export function withFullUrls(origin: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => withFullUrls(origin, v));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = withFullUrls(origin, v);
    if (typeof v === 'string' && /\.(svg|png|jpe?g|webp|gif)$/.test(v)) out[`${k}_full_url`] = mediaUrl(origin, v);
  }
  return out;
}

/**
 * A module's content block (other banners, video content, why choose): every image path with its
 * full URL, and the fields clients read as they are named in the spec: `promotional_banner_url` is
 * a base URL, `promotion_banners_full_url` the promotion banners' URLs, and
 * `banner_video_content_full_url` the uploaded video's URL (null when there is none).
 */
export function moduleContentWire(origin: string, kind: string, value: unknown): unknown {
  const wire = withFullUrls(origin, value);
  if (!wire || typeof wire !== 'object' || Array.isArray(wire)) return wire;
  const block = value as Record<string, unknown>;
  if (kind === 'other_banners') {
    const banners = Array.isArray(block.promotion_banners) ? (block.promotion_banners as Array<{ image?: unknown }>) : [];
    return { ...wire, promotional_banner_url: `${origin}/media`, promotion_banners_full_url: banners.map((b) => mediaUrl(origin, typeof b.image === 'string' ? b.image : null)) };
  }
  if (kind === 'video_content') {
    const video = typeof block.banner_video_content === 'string' && block.banner_video_content ? block.banner_video_content : null;
    return { ...wire, banner_video_content_full_url: video ? mediaUrl(origin, video) : null };
  }
  return wire;
}

export function bannersWire(origin: string, d: { banners: BannerEntry[]; campaigns: Array<typeof s.campaigns.$inferSelect> }) {
  return {
    campaigns: d.campaigns.map((cp) => ({
      id: cp.id,
      title: cp.title,
      image: cp.image,
      image_full_url: mediaUrl(origin, cp.image),
      available_date_starts: cp.startDate,
      available_date_ends: cp.endDate,
      isCampaign: true,
    })),
    banners: d.banners.map(({ banner: b, store, item }) => ({
      id: b.id,
      title: b.title,
      type: b.type,
      image: b.image,
      image_full_url: mediaUrl(origin, b.image),
      link: b.link,
      zone_id: b.zoneId,
      module_id: b.moduleId,
      featured: bit(b.featured),
      store: store ? { id: store.id, name: store.name, slug: store.slug, zone_id: store.zoneId, module_id: store.moduleId, logo_full_url: mediaUrl(origin, store.logo) } : null,
      item: item ? { id: item.id, name: item.name, slug: item.slug, image: item.image, image_full_url: mediaUrl(origin, item.image), store_id: item.storeId, module_id: item.moduleId } : null,
    })),
  };
}

/** the landing page's own image kinds, beside the config's */
const LANDING_BASE_URL_KEYS = [...BASE_URL_KEYS, 'promotional_banner_url', 'header_icon_url', 'react_header_image_url', 'special_criteria_image_url', 'testimonial_image_url'];

/** a promotion banner as the landing page's clients read it: the image also as `img` */
const withImg = (banner: unknown) => (banner && typeof banner === 'object' && 'image' in banner ? { img: (banner as { image: unknown }).image, ...banner } : banner);

export function landingWire(origin: string, d: Landing) {
  const blocks = { ...d.blocks, ...(Array.isArray(d.blocks.promotion_banners) ? { promotion_banners: d.blocks.promotion_banners.map(withImg) } : {}) };
  return {
    ...(withFullUrls(origin, blocks) as Record<string, unknown>),
    base_urls: baseUrls(origin, LANDING_BASE_URL_KEYS),
    available_zone_list: d.zones.map((z) => ({ id: z.id, name: z.name, display_name: z.displayName })),
    module_list: d.modules.map((m) => ({ id: m.id, module_name: m.moduleName, module_type: m.moduleType, description: m.description, icon_full_url: mediaUrl(origin, m.icon) })),
  };
}

/** a policy page: `locale` says which language its text is in (English until marketing writes the Nepali) */
export const pageWire = (page: PolicyPage) => ({ key: page.key, title: page.title, value: page.body, format: 'markdown', locale: page.locale, status: 1, updated_at: page.updatedAt.toISOString() });

export const parcelCategoryWire = (origin: string, p: typeof s.parcelCategories.$inferSelect) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  image: p.image,
  image_full_url: mediaUrl(origin, p.image),
  module_id: p.moduleId,
  parcel_per_km_shipping_charge: p.parcelPerKmShippingCharge,
  parcel_minimum_shipping_charge: p.parcelMinimumShippingCharge,
  status: 1,
});

export const conditionWire = (c: Condition) => ({ id: c.id, name: c.name, status: 1, items_count: c.itemsCount });

export const offlineMethodWire = (m: typeof s.offlinePaymentMethods.$inferSelect) => ({ id: m.id, method_name: m.methodName, method_fields: m.methodFields, method_informations: m.methodInformations, status: 1 });
