/**
 * zod schemas for the responses the storefront reads. They check what the UI relies on and let the
 * rest through (`looseObject`), so a richer 6amMart-compatible backend still parses.
 */
import { z } from 'zod';
import { productFromWire, productSchema, productWireSchema } from './endpoints/product';
import { storeFromWire, storeSchema, storeWireSchema } from './endpoints/store';
import type { MarketplaceConfig } from '../domain/config';
import { MODULE_TYPES, type MarketModule } from '../domain/module';
import { adminFreeDelivery, freeDeliveryOver } from '../pricing/free-delivery';

const id = z.number().int();
const pagingEcho = z.union([z.number(), z.string()]);

export const categoryRef = z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string() });

/** a product, read into the domain product (one reader, src/lib/api/endpoints/product.ts) */
export { productSchema } from './endpoints/product';
export type { Product } from '../domain/product';

/** a store, read into the domain store (one reader, src/lib/api/endpoints/store.ts) */
export { storeSchema } from './endpoints/store';
export type { Store } from '../domain/store';

/** a page of products: `total` counts every page; `categories` comes with latest and search */
export const pagedProductsSchema = z
  .looseObject({ total_size: z.number(), limit: pagingEcho, offset: pagingEcho, products: z.array(productSchema), categories: z.array(z.looseObject({ id, name: z.string() })).optional() })
  .transform((w) => ({ total: w.total_size, products: w.products, categories: (w.categories ?? []).map((c) => ({ id: c.id, name: c.name })) }));
export const pagedStoresSchema = z
  .looseObject({ total_size: z.number(), limit: pagingEcho, offset: pagingEcho, stores: z.array(storeSchema) })
  .transform((w) => ({ total: w.total_size, stores: w.stores }));

export const configSchema = z
  .looseObject({
    business_name: z.string(),
    logo_full_url: z.string().nullable(),
    fav_icon_full_url: z.string().nullable(),
    currency_symbol: z.string(),
    currency_symbol_direction: z.string().optional(),
    digit_after_decimal_point: z.coerce.number(),
    default_location: z.looseObject({ lat: z.coerce.number(), lng: z.coerce.number() }),
    free_delivery_over: z.coerce.number().nullable().optional(),
    admin_free_delivery: z.unknown().optional(),
    phone: z.string(),
    address: z.string(),
    footer_text: z.string().nullable(),
    refund_policy: z.coerce.number(),
    cancelation_policy: z.coerce.number(),
    shipping_policy: z.coerce.number(),
    social_media: z.array(z.looseObject({ name: z.string(), link: z.string() })),
    country: z.string(),
    country_picker_status: z.number().optional(),
    guest_checkout_status: z.coerce.number(),
    customer_wallet_status: z.coerce.number(),
    add_fund_status: z.coerce.number().optional(),
    loyalty_point_status: z.coerce.number(),
    loyalty_point_exchange_rate: z.coerce.number().optional(),
    loyalty_point_minimum_point: z.coerce.number().optional(),
    ref_earning_status: z.coerce.number(),
    ref_earning_exchange_rate: z.coerce.number().optional(),
    centralize_login: z.looseObject({
      otp_login_status: z.coerce.number(),
      manual_login_status: z.coerce.number(),
      social_login_status: z.coerce.number(),
      apple_login_status: z.coerce.number().optional(),
      phone_verification_status: z.coerce.number().optional(),
      email_verification_status: z.coerce.number().optional(),
    }),
    social_login: z.array(z.looseObject({ login_medium: z.string(), status: z.coerce.number(), client_id: z.string().nullable().optional() })).default([]),
    firebase_otp_verification: z.coerce.number().default(0),
    store_registration_url: z.string().nullable().optional(),
    dm_registration_url: z.string().nullable().optional(),
    home_delivery_status: z.coerce.number().default(1),
    takeaway_status: z.coerce.number().default(0),
    cash_on_delivery: z.union([z.boolean(), z.coerce.number()]).default(0),
    digital_payment: z.union([z.boolean(), z.coerce.number()]).default(0),
    partial_payment_status: z.coerce.number().default(0),
    offline_payment_status: z.coerce.number().default(0),
    partial_payment_method: z.string().nullable().optional(),
    dm_tips_status: z.coerce.number().default(0),
    schedule_order_slot_duration: z.coerce.number().default(30),
    prescription_order_status: z.coerce.number().default(0),
  })
  .transform((w): MarketplaceConfig => ({
    businessName: w.business_name,
    logo: w.logo_full_url,
    favicon: w.fav_icon_full_url,
    currency: { symbol: w.currency_symbol, direction: w.currency_symbol_direction === 'right' ? 'right' : 'left', decimals: w.digit_after_decimal_point },
    defaultLocation: { lat: w.default_location.lat, lng: w.default_location.lng },
    // the rule order/place applies, where the backend sends it; else the amount it names
    freeDeliveryOver: w.admin_free_delivery !== undefined ? freeDeliveryOver(adminFreeDelivery(w.admin_free_delivery)) : (w.free_delivery_over ?? null),
    phone: w.phone,
    address: w.address,
    footerText: w.footer_text,
    policies: { refund: w.refund_policy === 1, cancelation: w.cancelation_policy === 1, shipping: w.shipping_policy === 1 },
    socialMedia: w.social_media.map((m) => ({ name: m.name, link: m.link, on: (m as { status?: unknown }).status !== 0 })),
    country: w.country,
    /** the phone input's country dropdown is on (country_picker_status 1) */
    countryPicker: w.country_picker_status === 1,
    guestCheckout: w.guest_checkout_status === 1,
    wallet: w.customer_wallet_status === 1,
    addFund: w.customer_wallet_status === 1 && w.add_fund_status === 1,
    loyaltyPoints: w.loyalty_point_status === 1,
    /** points per currency unit, and the fewest points a transfer to the wallet takes */
    loyalty: { rate: w.loyalty_point_exchange_rate ?? 0, minimum: w.loyalty_point_minimum_point ?? 0 },
    referral: w.ref_earning_status === 1,
    /** what a referrer earns for each friend who signs up with their code */
    referralEarning: w.ref_earning_exchange_rate ?? 0,
    login: {
      otp: w.centralize_login.otp_login_status === 1,
      manual: w.centralize_login.manual_login_status === 1,
      social: w.centralize_login.social_login_status === 1,
      apple: w.centralize_login.apple_login_status === 1,
      phoneVerification: w.centralize_login.phone_verification_status === 1,
      emailVerification: w.centralize_login.email_verification_status === 1,
    },
    socialLogin: w.social_login.map((l) => ({ medium: l.login_medium, on: l.status === 1, clientId: l.client_id ?? null })),
    firebaseOtp: w.firebase_otp_verification === 1,
    registration: { store: w.store_registration_url ?? null, deliveryMan: w.dm_registration_url ?? null },
    checkout: {
      delivery: w.home_delivery_status === 1,
      takeAway: w.takeaway_status === 1,
      cashOnDelivery: Number(w.cash_on_delivery) === 1,
      digitalPayment: Number(w.digital_payment) === 1,
      partialPayment: w.partial_payment_status === 1,
      offlinePayment: w.offline_payment_status === 1,
      partialMethod: w.partial_payment_method ?? 'both',
      tips: w.dm_tips_status === 1,
      slotMinutes: w.schedule_order_slot_duration > 0 ? w.schedule_order_slot_duration : 30,
      prescription: w.prescription_order_status === 1,
    },
  }));
export type Config = MarketplaceConfig;

export const moduleSchema = z
  .looseObject({ id, module_name: z.string(), module_type: z.enum(MODULE_TYPES), icon_full_url: z.string().nullable() })
  .transform((m): MarketModule => ({ id: m.id, name: m.module_name, type: m.module_type, icon: m.icon_full_url }));
export type Module = MarketModule;

export const zoneIdSchema = z.looseObject({
  zone_id: z.string(),
  zone_data: z.array(z.looseObject({ id, cash_on_delivery: z.union([z.boolean(), z.number()]) })),
});

export const categorySchema = z
  .looseObject({
    id,
    name: z.string(),
    slug: z.string().optional(),
    image_full_url: z.string().nullable(),
    products_count: z.number().optional(),
    featured: z.union([z.number(), z.boolean()]).optional(),
    childes: z.array(z.looseObject({ id, name: z.string() })).optional(),
  })
  .transform((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug ?? String(c.id),
    image: c.image_full_url,
    productsCount: c.products_count ?? 0,
    /** shown in the home's Featured Categories */
    featured: c.featured === 1 || c.featured === true,
    children: (c.childes ?? []).map((k) => ({ id: k.id, name: k.name })),
  }));
export type Category = z.output<typeof categorySchema>;

export const bannersSchema = z
  .looseObject({
    campaigns: z.array(z.looseObject({ id, title: z.string(), image_full_url: z.string().nullable() })),
    banners: z.array(
      z.looseObject({
        id,
        title: z.string(),
        type: z.enum(['default', 'store_wise', 'item_wise']),
        image_full_url: z.string().nullable(),
        link: z.string().nullable().optional(),
        store: z.looseObject({ id, slug: z.string(), zone_id: id }).nullable().optional(),
        item: z.looseObject({ id, slug: z.string() }).nullable().optional(),
      }),
    ),
  })
  .transform((w) => ({
    campaigns: w.campaigns.map((c) => ({ id: c.id, title: c.title, image: c.image_full_url })),
    banners: w.banners.map((b) => ({
      id: b.id,
      title: b.title,
      type: b.type,
      image: b.image_full_url,
      link: b.link ?? null,
      store: b.store ? { id: b.store.id, slug: b.store.slug, zoneId: b.store.zone_id } : null,
      item: b.item ? { id: b.item.id, slug: b.item.slug } : null,
    })),
  }));

export const predictionsSchema = z.looseObject({ predictions: z.array(z.looseObject({ place_id: z.string(), description: z.string() })) });
export const placeDetailsSchema = z.looseObject({ result: z.looseObject({ geometry: z.looseObject({ location: z.object({ lat: z.number(), lng: z.number() }) }) }) });
export const geocodeSchema = z.looseObject({ results: z.array(z.looseObject({ formatted_address: z.string() })) });
export const distanceSchema = z.looseObject({
  rows: z.array(z.looseObject({ elements: z.array(z.looseObject({ distance: z.looseObject({ value: z.number() }), status: z.string() })) })),
});
export const deliveryTimeSchema = z.looseObject({ time_to_deliver: z.number() });
export const messageSchema = z.looseObject({ message: z.string() });

/* ---------------------------------------------------------------- pages */

/** a product's page: the product and its store */
export const productDetailSchema = z.pipe(
  z.looseObject({ ...productWireSchema.shape, store_details: storeWireSchema }),
  z.transform((w) => ({ ...productFromWire(w), store: storeFromWire(w.store_details) })),
);
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const couponWireSchema = z.looseObject({
  id: id.optional(),
  title: z.string(),
  code: z.string(),
  discount: z.number(),
  discount_type: z.string(),
  min_purchase: z.number(),
  max_discount: z.number().optional(),
  expire_date: z.string().optional(),
  coupon_type: z.string().optional(),
});
export const couponFromWire = (c: z.output<typeof couponWireSchema>) => ({
  id: c.id ?? 0,
  title: c.title,
  code: c.code,
  discount: c.discount,
  discountType: c.discount_type,
  minPurchase: c.min_purchase,
  maxDiscount: c.max_discount ?? 0,
  expireDate: c.expire_date ?? '',
  couponType: c.coupon_type ?? 'default',
});
export const couponSchema = couponWireSchema.transform(couponFromWire);

/** a running cashback offer (cashback/list): a percent or an amount back on orders from a minimum */
export const cashbackOfferSchema = z
  .looseObject({
    id,
    title: z.string(),
    cashback_type: z.string(),
    cashback_amount: z.number(),
    min_purchase: z.number(),
    max_discount: z.number().nullish(),
    end_date: z.string().nullish(),
  })
  .transform((o) => ({
    id: o.id,
    title: o.title,
    percent: o.cashback_type === 'percent' || o.cashback_type === 'percentage',
    amount: o.cashback_amount,
    minPurchase: o.min_purchase,
    maxDiscount: o.max_discount ?? null,
    endDate: o.end_date ?? null,
  }));
export type CashbackOffer = z.output<typeof cashbackOfferSchema>;

/** a store's page: the store, its week, its categories, its price range and running coupons */
export const storeDetailSchema = z.pipe(
  z.looseObject({
    ...storeWireSchema.shape,
    schedules: z.array(z.looseObject({ day: z.number(), opening_time: z.string(), closing_time: z.string() })),
    category_details: z.array(z.looseObject({ id, name: z.string(), image_full_url: z.string().nullable() })),
    price_range: z.array(z.looseObject({ min_price: z.number(), max_price: z.number() })).optional(),
    activeCoupons: z.array(couponWireSchema).optional(),
  }),
  z.transform((w) => {
    const store = storeFromWire(w);
    return {
      ...store,
      schedules: store.schedules ?? [],
      categories: w.category_details.map((c) => ({ id: c.id, name: c.name, image: c.image_full_url })),
      priceRange: w.price_range?.[0] ? { min: w.price_range[0].min_price, max: w.price_range[0].max_price } : null,
      coupons: (w.activeCoupons ?? []).map(couponFromWire),
    };
  }),
);
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export { reviewsSchema } from './endpoints/reviews';

export const brandSchema = z
  .looseObject({ id, name: z.string(), slug: z.string().optional(), image_full_url: z.string().nullable(), items_count: z.number() })
  .transform((b) => ({ id: b.id, name: b.name, slug: b.slug ?? String(b.id), image: b.image_full_url, itemsCount: b.items_count }));
const basicCampaignWire = z.looseObject({
  id,
  title: z.string(),
  description: z.string().optional(),
  image_full_url: z.string().nullable(),
  available_date_starts: z.string(),
  available_date_ends: z.string(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
const campaignFromWire = (c: z.output<typeof basicCampaignWire>) => ({
  id: c.id,
  title: c.title,
  description: c.description ?? '',
  image: c.image_full_url,
  startsOn: c.available_date_starts,
  endsOn: c.available_date_ends,
  startTime: c.start_time ?? null,
  endTime: c.end_time ?? null,
});
export const basicCampaignSchema = basicCampaignWire.transform(campaignFromWire);
export const basicCampaignDetailsSchema = basicCampaignWire.extend({ stores: z.array(storeSchema) }).transform((c) => ({ ...campaignFromWire(c), stores: c.stores }));
/** a flash sale's line: its stock and sold count, and the product at the flash price */
const flashLineSchema = z
  .looseObject({ id, stock: z.number(), sold: z.number(), available_stock: z.number(), discount: z.number(), discount_type: z.string(), item: productSchema })
  .transform((l) => ({ id: l.id, stock: l.stock, sold: l.sold, available: l.available_stock, product: l.item }));
/** the running flash sale, with its first active products (the home's rail) */
export const flashSaleSchema = z
  .looseObject({ id, title: z.string(), start_date: z.string(), end_date: z.string(), active_products: z.array(flashLineSchema) })
  .transform((f) => ({ id: f.id, title: f.title, startDate: f.start_date, endDate: f.end_date, lines: f.active_products }))
  .nullable();
export const flashSaleItemsSchema = z
  .looseObject({
    total_size: z.number(),
    limit: pagingEcho,
    offset: pagingEcho,
    flash_sale: z.looseObject({ id, title: z.string(), end_date: z.string() }),
    products: z.array(flashLineSchema),
  })
  .transform((w) => ({
    total: w.total_size,
    sale: { id: w.flash_sale.id, title: w.flash_sale.title, endDate: w.flash_sale.end_date },
    lines: w.products,
  }));
export const commonConditionSchema = z.looseObject({ id, name: z.string(), items_count: z.number().optional() }).transform((c) => ({ id: c.id, name: c.name, itemsCount: c.items_count ?? 0 }));
export const parcelCategorySchema = z
  .looseObject({ id, name: z.string(), description: z.string(), image_full_url: z.string().nullable() })
  .transform((c) => ({ id: c.id, name: c.name, description: c.description, image: c.image_full_url }));
export const whyChooseSchema = z
  .array(
    z
      .looseObject({ title: z.string(), short_description: z.string(), image_full_url: z.string().nullable() })
      .transform((w) => ({ title: w.title, text: w.short_description, image: w.image_full_url })),
  )
  .nullable();
export const videoContentSchema = z
  .looseObject({
    banner_type: z.string(),
    banner_video: z.string().nullable().optional(),
    banner_video_content_full_url: z.string().nullable().optional(),
    banner_image_full_url: z.string().nullable().optional(),
    banner_contents: z.array(z.looseObject({ label: z.string(), description: z.string() })),
  })
  .transform((v) => ({
    type: v.banner_type,
    // the uploaded file; a link in banner_video plays only when it is a video file itself (not a video site's page)
    video: v.banner_video_content_full_url || (v.banner_video && /^https?:\/\/\S+\.(mp4|webm|ogv)(\?\S*)?$/i.test(v.banner_video) ? v.banner_video : null),
    image: v.banner_image_full_url ?? null,
    steps: v.banner_contents.map((c) => ({ label: c.label, description: c.description })),
  }))
  .nullable();
export const otherBannersSchema = z.looseObject({}).nullable();
export const landingSchema = z
  .looseObject({
    header_title: z.string().optional(),
    header_sub_title: z.string().optional(),
    header_tag_line: z.string().optional(),
    fixed_newsletter_title: z.string().optional(),
    fixed_newsletter_sub_title: z.string().optional(),
    download_user_app_links: z.looseObject({ playstore_url_status: z.coerce.number(), playstore_url: z.string(), apple_store_url_status: z.coerce.number(), apple_store_url: z.string() }).optional(),
    earn_money: z.looseObject({ title: z.string(), sub_title: z.string() }).optional(),
    available_zone_list: z.array(z.looseObject({ id, name: z.string() })).optional(),
    promotion_banners: z.array(z.looseObject({ title: z.string(), sub_title: z.string().optional(), image_full_url: z.string().nullable().optional() })).optional(),
  })
  .transform((w) => {
    const apps = w.download_user_app_links;
    return {
      headerTitle: w.header_title ?? null,
      headerSubTitle: w.header_sub_title ?? null,
      headerTagLine: w.header_tag_line ?? null,
      newsletterTitle: w.fixed_newsletter_title ?? null,
      newsletterSubTitle: w.fixed_newsletter_sub_title ?? null,
      /** store links, only those switched on */
      apps: { playStore: apps && apps.playstore_url_status === 1 ? apps.playstore_url : null, appStore: apps && apps.apple_store_url_status === 1 ? apps.apple_store_url : null },
      earnMoney: w.earn_money ? { title: w.earn_money.title, subTitle: w.earn_money.sub_title } : null,
      zones: (w.available_zone_list ?? []).map((z) => ({ id: z.id, name: z.name })),
      promotions: (w.promotion_banners ?? []).map((b) => ({ title: b.title, subTitle: b.sub_title ?? null, image: b.image_full_url ?? null })),
    };
  });
export const zoneListSchema = z.array(
  z
    .looseObject({ id, name: z.string(), formated_coordinates: z.array(z.object({ lat: z.number(), lng: z.number() })) })
    .transform((z) => ({ id: z.id, name: z.name, boundary: z.formated_coordinates })),
);
export const childCategoriesSchema = z.array(
  z
    .looseObject({ id, name: z.string(), image_full_url: z.string().nullable(), products_count: z.number().optional() })
    .transform((c) => ({ id: c.id, name: c.name, image: c.image_full_url, productsCount: c.products_count ?? 0 })),
);
export type Coupon = z.output<typeof couponSchema>;
export type Brand = z.output<typeof brandSchema>;
export type BasicCampaign = z.output<typeof basicCampaignSchema>;
