/**
 * The one Drizzle schema for PGlite and PostgreSQL.
 *
 * Money is `numeric(12,2)`: exact in the database, read as a JS number only at the edge
 * (the wire format speaks floats). Percentages use the same exact type.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, boolean, doublePrecision, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ModuleType } from '../../lib/domain/module';
import type { LineVariation } from '../../lib/pricing';

/** an order's delivery address as stored: the 6amMart wire's delivery_address (and a parcel's receiver_details) */
export type DeliveryAddressJson = {
  address?: string | null;
  address_type?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  contact_person_email?: string | null;
  zone_id?: number;
};

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const created = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/* ---------------------------------------------------------------- settings and content */

/** A text search document (items.search). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const businessSettings = pgTable('business_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Landing-page content blocks (`react-landing-page`), ordered by position. */
export const landingBlocks = pgTable('landing_blocks', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * What the operator wrote in one language, in another (6amMart's `translations`): a row of a table
 * (`translatable_type` the table, `translatable_id` its key or id) has `key` in `locale`. Landing
 * blocks (by key, `value` the whole block) and modules (by id, `module_name`, `description`).
 */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    translatableType: text('translatable_type').notNull(),
    translatableId: text('translatable_id').notNull(),
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [uniqueIndex('translations_target_idx').on(t.translatableType, t.translatableId, t.locale, t.key)],
);

/** Policy and company pages served by the API (`about-us`, `terms-and-conditions`, ...). */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  status: boolean('status').notNull().default(true),
  updatedAt: updated(),
});

/* ---------------------------------------------------------------- geography */

export type Ring = Array<[number, number]>; // [lng, lat] pairs, closed ring

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  /** GeoJSON polygon ring, [lng, lat] pairs. */
  coordinates: jsonb('coordinates').$type<Ring>().notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  minLng: doublePrecision('min_lng').notNull(),
  maxLng: doublePrecision('max_lng').notNull(),
  /** square metres, for "smallest containing zone first" */
  area: doublePrecision('area').notNull(),
  timezone: text('timezone').notNull().default('Asia/Kathmandu'),
  status: boolean('status').notNull().default(true),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
  digitalPayment: boolean('digital_payment').notNull().default(true),
  offlinePayment: boolean('offline_payment').notNull().default(false),
  increasedDeliveryFee: money('increased_delivery_fee').notNull().default(0),
  increasedDeliveryFeeStatus: boolean('increased_delivery_fee_status').notNull().default(false),
  increaseDeliveryChargeMessage: text('increase_delivery_charge_message'),
  createdAt: created(),
  updatedAt: updated(),
});

/** Offline gazetteer for place search and reverse geocoding. */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    placeId: text('place_id').notNull().unique(),
    name: text('name').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    kind: text('kind').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('places_lat_lng_idx').on(t.lat, t.lng)],
);

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull(),
  moduleType: text('module_type').$type<ModuleType>().notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  thumbnail: text('thumbnail').notNull(),
  description: text('description').notNull().default(''),
  themeId: integer('theme_id').notNull().default(1),
  allZoneService: boolean('all_zone_service').notNull().default(false),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
  updatedAt: updated(),
});

/**
 * Delivery vehicle classes (reference §5.2): a delivery whose distance falls in a class's coverage
 * (from `startingCoverageKm` to `maximumCoverageKm`) carries that class's extra charge.
 */
export const deliveryVehicles = pgTable('delivery_vehicles', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  startingCoverageKm: doublePrecision('starting_coverage_area').notNull(),
  maximumCoverageKm: doublePrecision('maximum_coverage_area').notNull(),
  extraCharges: money('extra_charges').notNull().default(0),
  status: boolean('status').notNull().default(true),
});

/**
 * The marketplace's delivery men: who they are, and where they were last seen (the tracking map
 * follows that position). The operator command moves them in the demo.
 */
export const deliveryMen = pgTable('delivery_men', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull().default(''),
  phone: text('phone').notNull(),
  image: text('image'),
  zoneId: integer('zone_id').references(() => zones.id),
  vehicleId: integer('vehicle_id').references(() => deliveryVehicles.id),
  status: boolean('status').notNull().default(true),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  locationAt: timestamp('location_at', { withTimezone: true, mode: 'date' }),
  avgRating: doublePrecision('avg_rating').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  createdAt: created(),
});

/** The reasons a shopper (or a store, or a delivery man) may pick when cancelling an order. */
export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  /** customer, store, deliveryman */
  userType: text('user_type').notNull().default('customer'),
  status: boolean('status').notNull().default(true),
});

/** The instructions a parcel's sender may pick for the delivery man (order/parcel-instructions). */
export const parcelDeliveryInstructions = pgTable('parcel_delivery_instructions', {
  id: serial('id').primaryKey(),
  instruction: text('instruction').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

/** The reasons a shopper may pick when asking for a refund. */
export const refundReasons = pgTable('refund_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  status: boolean('status').notNull().default(true),
});

export const zoneModules = pgTable(
  'zone_modules',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    perKmShippingCharge: money('per_km_shipping_charge').notNull(),
    minimumShippingCharge: money('minimum_shipping_charge').notNull(),
    maximumShippingCharge: money('maximum_shipping_charge'),
    maximumCodOrderAmount: money('maximum_cod_order_amount'),
    deliveryChargeType: text('delivery_charge_type').notNull().default('distance'),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.moduleId] })],
);

/* ---------------------------------------------------------------- stores */

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull(),
    footerText: text('footer_text'),
    minimumOrder: money('minimum_order').notNull().default(0),
    comission: money('comission'),
    scheduleOrder: boolean('schedule_order').notNull().default(false),
    status: boolean('status').notNull().default(true),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    delivery: boolean('delivery').notNull().default(true),
    takeAway: boolean('take_away').notNull().default(true),
    itemSection: boolean('item_section').notNull().default(true),
    reviewsSection: boolean('reviews_section').notNull().default(true),
    tax: money('tax').notNull().default(0),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    /** false = temporarily closed by the owner */
    active: boolean('active').notNull().default(true),
    offDay: text('off_day').notNull().default(''),
    selfDeliverySystem: boolean('self_delivery_system').notNull().default(false),
    posSystem: boolean('pos_system').notNull().default(false),
    minimumShippingCharge: money('minimum_shipping_charge').notNull().default(0),
    maximumShippingCharge: money('maximum_shipping_charge'),
    perKmShippingCharge: money('per_km_shipping_charge').notNull().default(0),
    /** "30-40 min" */
    deliveryTime: text('delivery_time').notNull(),
    veg: boolean('veg').notNull().default(true),
    nonVeg: boolean('non_veg').notNull().default(true),
    orderCount: integer('order_count').notNull().default(0),
    totalOrder: integer('total_order').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    cutlery: boolean('cutlery').notNull().default(false),
    halalTagStatus: boolean('halal_tag_status').notNull().default(false),
    extraPackagingStatus: boolean('extra_packaging_status').notNull().default(false),
    extraPackagingAmount: money('extra_packaging_amount').notNull().default(0),
    orderPlaceToScheduleInterval: integer('order_place_to_schedule_interval').notNull().default(0),
    announcement: boolean('announcement').notNull().default(false),
    announcementMessage: text('announcement_message'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** rating counts, 5 stars first */
    ratings: jsonb('ratings').$type<[number, number, number, number, number]>().notNull().default([0, 0, 0, 0, 0]),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Store discount: percent, only between its dates. */
    discountPercent: money('discount_percent'),
    discountMinPurchase: money('discount_min_purchase'),
    discountMaxDiscount: money('discount_max_discount'),
    discountStartDate: text('discount_start_date'),
    discountEndDate: text('discount_end_date'),
    recommended: boolean('recommended').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('stores_zone_module_idx').on(t.zoneId, t.moduleId), index('stores_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

/** Weekly schedule: day 0 = Sunday; times are HH:MM:SS in the zone's local time. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    openingTime: text('opening_time').notNull(),
    closingTime: text('closing_time').notNull(),
  },
  (t) => [index('store_schedules_store_idx').on(t.storeId)],
);

/* ---------------------------------------------------------------- catalogue */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    position: smallint('position').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    featured: boolean('featured').notNull().default(false),
    status: boolean('status').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('categories_module_idx').on(t.moduleId, t.parentId)],
);

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  unit: text('unit').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

export const commonConditions = pgTable('common_conditions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: boolean('status').notNull().default(true),
});

export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: money('price').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('add_ons_store_idx').on(t.storeId)],
);

export type FoodVariation = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: Array<{ label: string; optionPrice: number }>;
};
export type ChoiceOption = { name: string; title: string; options: string[] };
export type Variation = { type: string; price: number; stock: number };

/** Columns shared by items and item campaigns (campaign items are products too). */
const productColumns = () => ({
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  /** [{id, position}] parent first, then sub-category */
  categoryIds: jsonb('category_ids').$type<Array<{ id: number; position: number }>>().notNull(),
  price: money('price').notNull(),
  tax: money('tax').notNull().default(0),
  taxType: text('tax_type').notNull().default('percent'),
  discount: money('discount').notNull().default(0),
  discountType: text('discount_type').notNull().default('percent'),
  availableTimeStarts: text('available_time_starts').notNull().default('00:00:00'),
  availableTimeEnds: text('available_time_ends').notNull().default('23:59:59'),
  veg: boolean('veg').notNull().default(false),
  status: boolean('status').notNull().default(true),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  /** denormalised from the store, so zone filters need no join */
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  unitId: integer('unit_id').references(() => units.id),
  foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
  choiceOptions: jsonb('choice_options').$type<ChoiceOption[]>().notNull().default([]),
  variations: jsonb('variations').$type<Variation[]>().notNull().default([]),
  addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  stock: integer('stock').notNull().default(0),
  maximumCartQuantity: integer('maximum_cart_quantity'),
  organic: boolean('organic').notNull().default(false),
  isHalal: boolean('is_halal').notNull().default(false),
  isPrescriptionRequired: boolean('is_prescription_required').notNull().default(false),
  isBasic: boolean('is_basic').notNull().default(false),
  genericName: text('generic_name'),
  createdAt: created(),
  updatedAt: updated(),
});

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    ...productColumns(),
    brandId: integer('brand_id').references(() => brands.id),
    commonConditionId: integer('common_condition_id').references(() => commonConditions.id),
    recommended: boolean('recommended').notNull().default(false),
    orderCount: integer('order_count').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    wishlistCount: integer('wishlist_count').notNull().default(0),
    /**
     * What search matches and ranks (issue 17): the name over the tags over the description, in the
     * 'simple' configuration (no stemming, no stop words: Nepali and English alike). Kept by PostgreSQL.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(jsonb_to_tsvector('simple', tags, '["string"]'), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('items_slug_idx').on(t.slug),
    // search (issue 17): the module first (btree_gin, migration 0027), so a word common in one module is not
    // fetched from all of them and intersected with the module's rows
    index('items_module_search_idx').using('gin', t.moduleId, t.search),
    index('items_zone_module_idx').on(t.zoneId, t.moduleId, t.id),
    index('items_store_idx').on(t.storeId),
    // store cards: item counts and parent categories per store, answered from the index alone
    index('items_store_active_idx')
      .on(t.storeId)
      .where(sql`${t.status}`),
    index('items_store_parent_category_idx')
      .on(t.storeId, sql`((${t.categoryIds}->0->>'id')::int)`)
      .where(sql`${t.status}`),
    index('items_category_idx').on(t.categoryId),
    index('items_brand_idx').on(t.brandId),
    index('items_module_name_trgm_idx').using('gin', t.moduleId, sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Every word of the item names (issue 17), kept by triggers on items (migration 0026): what a
 * mistyped search word is compared with. Matching a typo against a few thousand words, and then the
 * items by the word found (the GIN tsvector index), costs a fraction of comparing it with every name.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);

/**
 * What the results page's search reads of every item (issue 48.2), kept by triggers on items
 * (migration 0034). An item row is over 1 KB (variations, images, description); these columns are
 * about 240 bytes. A common word ('chicken': 6,000 names of the food module) is then matched, counted
 * and ranked over a quarter of the pages, and only the page's rows are read from items.
 */
export const itemSearch = pgTable(
  'item_search',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    storeId: integer('store_id').notNull(),
    status: boolean('status').notNull(),
    /** the name lowered, as the search compares it (`lowerOf`) */
    lowerName: text('lower_name').notNull(),
    search: tsvector('search').notNull(),
    orderCount: integer('order_count').notNull(),
    /** the item's primary category (`firstCategoryId`) */
    categoryId: integer('category_id'),
  },
  (t) => [index('item_search_module_search_idx').using('gin', t.moduleId, t.search), index('item_search_module_name_trgm_idx').using('gin', t.moduleId, sql`${t.lowerName} gin_trgm_ops`)],
);

export const itemCampaigns = pgTable('item_campaigns', {
  id: serial('id').primaryKey(),
  ...productColumns(),
  title: text('title').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  startTime: text('start_time').notNull().default('00:00:00'),
  endTime: text('end_time').notNull().default('23:59:59'),
});

/** Basic campaigns: stores join a promotional campaign. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  startTime: text('start_time').notNull().default('00:00:00'),
  endTime: text('end_time').notNull().default('23:59:59'),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('confirmed'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  adminDiscountPercentage: money('admin_discount_percentage').notNull().default(0),
  vendorDiscountPercentage: money('vendor_discount_percentage').notNull().default(0),
  isPublish: boolean('is_publish').notNull().default(true),
  createdAt: created(),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: serial('id').primaryKey(),
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    discountType: text('discount_type').notNull(),
    discount: money('discount').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('flash_sale_items_item_idx').on(t.itemId), index('flash_sale_items_sale_idx').on(t.flashSaleId)],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  startDate: text('start_date').notNull(),
  expireDate: text('expire_date').notNull(),
  minPurchase: money('min_purchase').notNull().default(0),
  maxDiscount: money('max_discount').notNull().default(0),
  discount: money('discount').notNull().default(0),
  discountType: text('discount_type').notNull().default('percent'),
  couponType: text('coupon_type').notNull(),
  limit: integer('limit'),
  status: boolean('status').notNull().default(true),
  /** zone ids for zone_wise, store ids for store_wise */
  data: jsonb('data').$type<number[]>().notNull().default([]),
  totalUses: integer('total_uses').notNull().default(0),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  createdBy: text('created_by').notNull().default('admin'),
  customerId: jsonb('customer_id').$type<Array<string | number>>().notNull().default(['all']),
  storeId: integer('store_id').references(() => stores.id),
  createdAt: created(),
});

export const cashbackOffers = pgTable('cashback_offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  customerId: jsonb('customer_id').$type<Array<string | number>>().notNull().default(['all']),
  cashbackType: text('cashback_type').notNull(),
  sameUserLimit: integer('same_user_limit').notNull().default(1),
  totalUsed: integer('total_used').notNull().default(0),
  cashbackAmount: money('cashback_amount').notNull(),
  minPurchase: money('min_purchase').notNull().default(0),
  maxDiscount: money('max_discount').notNull().default(0),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** default | store_wise | item_wise */
    type: text('type').$type<'default' | 'store_wise' | 'item_wise'>().notNull(),
    image: text('image').notNull(),
    /** store id or item id, by type */
    data: integer('data'),
    link: text('link'),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    featured: boolean('featured').notNull().default(false),
    status: boolean('status').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('banners_zone_module_idx').on(t.zoneId, t.moduleId)],
);

/** Per-module promotional content: section banners, why-choose cards, video block, parcel banners. */
export const moduleContents = pgTable(
  'module_contents',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    /** other_banners | why_choose | video_content */
    kind: text('kind').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [uniqueIndex('module_contents_module_kind_idx').on(t.moduleId, t.kind)],
);

export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  parcelPerKmShippingCharge: money('parcel_per_km_shipping_charge'),
  parcelMinimumShippingCharge: money('parcel_minimum_shipping_charge'),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

export const offlinePaymentMethods = pgTable('offline_payment_methods', {
  id: serial('id').primaryKey(),
  methodName: text('method_name').notNull(),
  methodFields: jsonb('method_fields').$type<Array<{ input_name: string; input_data: string }>>().notNull(),
  methodInformations: jsonb('method_informations').$type<Array<{ customer_input: string; customer_placeholder: string; is_required: number }>>().notNull(),
  status: boolean('status').notNull().default(true),
});

/* ---------------------------------------------------------------- people */

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull().default(''),
  phone: text('phone').unique(),
  email: text('email').unique(),
  passwordHash: text('password_hash'),
  image: text('image'),
  isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  status: boolean('status').notNull().default(true),
  interest: jsonb('interest').$type<number[]>().notNull().default([]),
  cmFirebaseToken: text('cm_firebase_token'),
  loginMedium: text('login_medium').notNull().default('manual'),
  socialId: text('social_id'),
  zoneId: integer('zone_id').references(() => zones.id),
  walletBalance: money('wallet_balance').notNull().default(0),
  loyaltyPoint: integer('loyalty_point').notNull().default(0),
  refCode: text('ref_code').unique(),
  refBy: integer('ref_by'),
  currentLanguageKey: text('current_language_key').notNull().default('en'),
  createdAt: created(),
  updatedAt: updated(),
});

export const guests = pgTable('guests', {
  /** random, up to 2^53 - 1 (the largest integer every client reads exactly): not to be guessed */
  id: bigint('id', { mode: 'number' }).primaryKey(),
  ipAddress: text('ip_address'),
  fcmToken: text('fcm_token'),
  createdAt: created(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    addressType: text('address_type').notNull(),
    /** the shopper's own name for it ('Mum's flat'), beside the type */
    addressLabel: text('address_label'),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    contactPersonEmail: text('contact_person_email'),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    floor: text('floor'),
    road: text('road'),
    house: text('house'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.isGuest)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    /** customer id, or guest id when is_guest */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    itemId: integer('item_id').notNull(),
    /** Item | ItemCampaign */
    itemType: text('item_type').notNull().default('Item'),
    /** the item's store: a cart holds one store's items */
    storeId: integer('store_id'),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    variation: jsonb('variation').notNull().default([]),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    addOnQtys: jsonb('add_on_qtys').$type<number[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('cart_lines_owner_idx').on(t.userId, t.isGuest, t.moduleId),
    // one line per item and variation: two concurrent adds cannot make two lines
    uniqueIndex('cart_lines_identity_idx').on(t.userId, t.isGuest, t.moduleId, t.itemType, t.itemId, t.variation),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('wishlists_user_item_idx').on(t.userId, t.itemId), uniqueIndex('wishlists_user_store_idx').on(t.userId, t.storeId)],
);

/* ---------------------------------------------------------------- orders */

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    isGuest: boolean('is_guest').notNull().default(false),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    zoneId: integer('zone_id').references(() => zones.id),
    storeId: integer('store_id').references(() => stores.id),
    deliveryManId: integer('delivery_man_id').references(() => deliveryMen.id),
    orderType: text('order_type').notNull(),
    orderAmount: money('order_amount').notNull(),
    couponDiscountAmount: money('coupon_discount_amount').notNull().default(0),
    couponDiscountTitle: text('coupon_discount_title'),
    couponCode: text('coupon_code'),
    couponCreatedBy: text('coupon_created_by'),
    storeDiscountAmount: money('store_discount_amount').notNull().default(0),
    flashAdminDiscountAmount: money('flash_admin_discount_amount').notNull().default(0),
    flashStoreDiscountAmount: money('flash_store_discount_amount').notNull().default(0),
    totalTaxAmount: money('total_tax_amount').notNull().default(0),
    taxPercentage: money('tax_percentage').notNull().default(0),
    taxStatus: text('tax_status').notNull().default('excluded'),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    originalDeliveryCharge: money('original_delivery_charge').notNull().default(0),
    additionalCharge: money('additional_charge').notNull().default(0),
    extraPackagingAmount: money('extra_packaging_amount').notNull().default(0),
    dmTips: money('dm_tips').notNull().default(0),
    refBonusAmount: money('ref_bonus_amount').notNull().default(0),
    partiallyPaidAmount: money('partially_paid_amount').notNull().default(0),
    freeDeliveryBy: text('free_delivery_by'),
    cashBackId: integer('cash_back_id'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    orderStatus: text('order_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    transactionReference: text('transaction_reference'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressJson>(),
    orderNote: text('order_note'),
    deliveryInstruction: text('delivery_instruction'),
    unavailableItemNote: text('unavailable_item_note'),
    cutlery: boolean('cutlery').notNull().default(false),
    scheduleAt: timestamp('schedule_at', { withTimezone: true, mode: 'date' }),
    scheduled: boolean('scheduled').notNull().default(false),
    otp: text('otp').notNull(),
    distance: doublePrecision('distance').notNull().default(0),
    /** the delivery vehicle class the distance called for (its extra charge is in the delivery charge) */
    dmVehicleId: integer('dm_vehicle_id'),
    parcelCategoryId: integer('parcel_category_id').references(() => parcelCategories.id),
    receiverDetails: jsonb('receiver_details').$type<DeliveryAddressJson>(),
    chargePayer: text('charge_payer'),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    orderAttachment: jsonb('order_attachment').$type<string[]>().notNull().default([]),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by'),
    /** the shopper closed the review prompt for this delivered order */
    reviewPromptClosed: boolean('review_prompt_closed').notNull().default(false),
    /** per-status timestamps */
    pending: timestamp('pending', { withTimezone: true, mode: 'date' }),
    accepted: timestamp('accepted', { withTimezone: true, mode: 'date' }),
    confirmed: timestamp('confirmed', { withTimezone: true, mode: 'date' }),
    processing: timestamp('processing', { withTimezone: true, mode: 'date' }),
    handover: timestamp('handover', { withTimezone: true, mode: 'date' }),
    pickedUp: timestamp('picked_up', { withTimezone: true, mode: 'date' }),
    delivered: timestamp('delivered', { withTimezone: true, mode: 'date' }),
    canceled: timestamp('canceled', { withTimezone: true, mode: 'date' }),
    refundRequested: timestamp('refund_requested', { withTimezone: true, mode: 'date' }),
    refunded: timestamp('refunded', { withTimezone: true, mode: 'date' }),
    refundRequestCanceled: timestamp('refund_request_canceled', { withTimezone: true, mode: 'date' }),
    failed: timestamp('failed', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.isGuest), index('orders_store_idx').on(t.storeId)],
);

/** A row that belongs to one order, and goes with it. */
const orderRef = () => bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' });

/** Order ids start at 100001 (reference 4.9), whatever the database. */
export const orderIdSequence = pgSequence('order_id_seq', { startWith: 100001, minValue: 100001 });

/** How an order is paid; a partial payment has two rows (wallet paid, the rest unpaid). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    paymentMethod: text('payment_method').notNull(),
    amount: money('amount').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    createdAt: created(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** What a shopper says about paying an order offline (a bank transfer, say): the method, its fields as filled, a note; the operator verifies it. */
export const orderOfflinePayments = pgTable('order_offline_payments', {
  orderId: orderRef().primaryKey(),
  methodId: integer('method_id').notNull(),
  methodName: text('method_name').notNull(),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  customerNote: text('customer_note'),
  /** pending, verified, denied */
  status: text('status').notNull().default('pending'),
  createdAt: created(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt to pay an order online: the provider (the built-in sandbox gateway or Stripe), its own
 * reference, where the shopper goes back to, and the outcome. A callback settles an open session once;
 * a second (replayed) one is refused.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    /** the order paid (purpose order); null for a wallet top-up */
    orderId: orderRef(),
    /** order, or add_fund (money into the wallet of userId) */
    purpose: text('purpose').notNull().default('order'),
    userId: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** open, paid, failed, canceled */
    status: text('status').notNull().default('open'),
    callbackUrl: text('callback_url').notNull(),
    createdAt: created(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payment_sessions_order_idx').on(t.orderId), index('payment_sessions_provider_ref_idx').on(t.providerRef)],
);

/**
 * Idempotency-Key of order/place: the same key and body answer the same order; the same key with
 * another body is refused. Kept 24 h.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  /** the owner ('c:<customer id>' or 'g:<guest id>') and the client's key */
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  response: jsonb('response'),
  createdAt: created(),
});

export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    itemId: integer('item_id'),
    itemCampaignId: integer('item_campaign_id'),
    price: money('price').notNull(),
    itemDetails: jsonb('item_details').notNull(),
    variation: jsonb('variation').$type<LineVariation>().notNull().default([]),
    addOns: jsonb('add_ons').$type<Array<{ id: number; name: string; price: number; quantity: number }>>().notNull().default([]),
    discountOnItem: money('discount_on_item').notNull().default(0),
    discountType: text('discount_type').notNull().default('discount_on_product'),
    quantity: integer('quantity').notNull(),
    taxAmount: money('tax_amount').notNull().default(0),
    totalAddOnPrice: money('total_add_on_price').notNull().default(0),
    createdAt: created(),
  },
  (t) => [index('order_details_order_idx').on(t.orderId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }),
    comment: text('comment').notNull().default(''),
    /** 1 to 5 in half steps */
    rating: doublePrecision('rating').notNull(),
    attachment: jsonb('attachment').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    status: boolean('status').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('reviews_item_idx').on(t.itemId),
    index('reviews_store_idx').on(t.storeId),
    // once per item per order
    uniqueIndex('reviews_order_item_idx')
      .on(t.orderId, t.itemId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * A shopper's review of the store an order came from: once per order. The store's rating counts these
 * beside its items' reviews (6amMart derives it from item reviews alone; issue 46.9).
 */
export const storeReviews = pgTable(
  'store_reviews',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: orderRef().notNull(),
    /** 1 to 5 in half steps */
    rating: doublePrecision('rating').notNull(),
    comment: text('comment').notNull().default(''),
    status: boolean('status').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('store_reviews_order_idx').on(t.orderId), index('store_reviews_store_idx').on(t.storeId)],
);

/** A shopper's rating of the delivery man who brought an order: once per order. */
export const deliveryManReviews = pgTable(
  'delivery_man_reviews',
  {
    id: serial('id').primaryKey(),
    deliveryManId: integer('delivery_man_id')
      .notNull()
      .references(() => deliveryMen.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: orderRef().notNull(),
    rating: doublePrecision('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: created(),
  },
  (t) => [uniqueIndex('delivery_man_reviews_order_idx').on(t.orderId)],
);

/** A shopper's request for a refund of a delivered, paid order: the amount, why, and up to 3 images. */
export const refundRequests = pgTable('refund_requests', {
  orderId: orderRef().primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  note: text('note'),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  method: text('method'),
  /** pending, approved, rejected */
  status: text('status').notNull().default('pending'),
  adminNote: text('admin_note'),
  createdAt: created(),
});

export const walletTransactions = pgTable('wallet_transactions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  transactionId: text('transaction_id').notNull(),
  credit: money('credit').notNull().default(0),
  debit: money('debit').notNull().default(0),
  adminBonus: money('admin_bonus').notNull().default(0),
  balance: money('balance').notNull(),
  transactionType: text('transaction_type').notNull(),
  reference: text('reference'),
  createdAt: created(),
});

/** Money the shop adds to a wallet top-up (6amMart's add-fund bonuses): a share or a fixed amount, from a minimum top-up, within dates (YYYY-MM-DD, the marketplace's days). */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bonusType: text('bonus_type').$type<'percentage' | 'amount'>().notNull(),
  bonusAmount: money('bonus_amount').notNull(),
  minimumAddAmount: money('minimum_add_amount').notNull().default(0),
  /** the most a percentage bonus gives; 0: no bound */
  maximumBonusAmount: money('maximum_bonus_amount').notNull().default(0),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

export const loyaltyPointTransactions = pgTable('loyalty_point_transactions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  transactionId: text('transaction_id').notNull(),
  credit: integer('credit').notNull().default(0),
  debit: integer('debit').notNull().default(0),
  balance: integer('balance').notNull(),
  transactionType: text('transaction_type').notNull(),
  reference: text('reference'),
  createdAt: created(),
});

/** What the shop told a customer (issue 18): an order's status, a referral earned. Its text is written when read, in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** order_status, referral_code, ... (the push payload's type) */
    type: text('type').notNull(),
    /** what the text needs: order_id, status, amount ... */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/* ---------------------------------------------------------------- messaging */

/** The parties a customer chats with (issue 18): a store (the 6amMart wire calls it vendor) or a delivery man. */
export type ChatParty = 'vendor' | 'delivery_man';

/** One customer's conversation with one store or delivery man. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partyType: text('party_type').$type<ChatParty>().notNull(),
    partyId: integer('party_id').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.customerId, t.partyType, t.partyId), index('conversations_customer_idx').on(t.customerId, t.lastMessageAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** written by the customer (true) or by the conversation's party */
    fromCustomer: boolean('from_customer').notNull(),
    message: text('message'),
    /** media paths (uploads/...) of the attached images */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: created(),
});

/* ---------------------------------------------------------------- identity */

/** Sign-in sessions: only a SHA-256 hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/**
 * A version of each customer's own rows that a signed-in page reads: their customer row, their cart
 * lines and their orders (order counts, Visit Again). Triggers raise it in the same transaction as
 * any change to those rows (migration 0035); the session's statement reads it, and on PostgreSQL the
 * process keeps those rows, and the header's answers made of them, under it
 * (src/server/cache/reference-cache.ts, `personalData`; src/server/api/in-process.ts): a change,
 * from whichever process, is a new version the very next request reads.
 */
export const personalVersions = pgTable('personal_versions', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** One-time codes, bound to a phone or email and a purpose; the code itself is stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: created(),
  },
  (t) => [index('otp_codes_target_idx').on(t.target, t.purpose)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Every SMS and email the storefront sends; the embedded default stops here and the operator reads it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    createdAt: created(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient),
    // the pushes waiting for the dispatcher (src/server/adapters/messaging/push.ts)
    index('outbox_push_pending_idx')
      .on(t.id)
      .where(sql`${t.channel} = 'push' and ${t.sentAt} is null and ${t.error} is null`),
  ],
);

/** The browsers a customer let the shop push to (Web Push, VAPID): each with its push service address and keys. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: created(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded images (profile photos), kept in the database so every server process can serve them.
 * Served at /media/uploads/{key}; `key` is random and names the file type.
 */
export const mediaFiles = pgTable('media_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  ownerId: integer('owner_id'),
  createdAt: created(),
});

/**
 * Keys the server makes for itself once and every process and machine shares (the sandbox gateway's
 * signing key): generated on first use, kept so that a restart or another instance signs alike.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: created(),
});

/* ---------------------------------------------------------------- staff and the content editor (issue 49) */

/** Marketing's accounts for the content editor: not customers. Made by `npm run ops -- staff add`; the password is set by a link from the outbox. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  status: boolean('status').notNull().default(true),
  createdAt: created(),
});

/** A staff member's sign-in: 256 random bits handed out once, kept only as a hash (as customers' sessions). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** The link that sets a staff member's password: its token kept as a hash, good once, for a day. */
export const staffPasswordLinks = pgTable('staff_password_links', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Every published version of a page or a landing block, in both languages (`value`): the newest of a
 * key is what the site shows (written through to `pages`, `landing_blocks` and `translations` in the
 * same transaction). A restore publishes an old version's value again, as a new version.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'page' | 'landing'>().notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    /** the staff member's email, or 'seed' */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    restoredFrom: integer('restored_from'),
  },
  (t) => [index('content_versions_key_idx').on(t.kind, t.key, t.id)],
);
