/**
 * The one typed client for /api/v1, used by server pages (with an in-process fetch) and by islands
 * (with the browser's fetch and headers from the persistent stores). Every response is checked with
 * zod; every failure becomes an ApiClientError and goes through the `onError` hook.
 */
import { z } from 'zod';
import { createRequester, type ApiCoreOptions, type Parser, type Query, type Requester, type RequestOptions } from './core';
import * as schema from './schemas';
import { onePerKey } from '../one-per-key';

export type { ApiHeaderSource, Requester } from './core';
/** the transport, for an edge that brings its own fetch (the server's in-process one) and hands it to the endpoint sets */
export { buildHeaders, createRequester } from './core';

export type ApiClient = Endpoints;

const arrayOf = onePerKey((item: z.core.$ZodType) => z.array(item));
/** One array schema per item schema, made once: a parser is known by what it is (the server keeps what each made of a shared answer, src/server/api/in-process.ts). */
const listOf = <T extends z.core.$ZodType>(item: T) => arrayOf(item) as unknown as z.ZodArray<T>;

/** the company and policy pages (about-us, refund-policy, ...): the text is Markdown, in `locale` */
export const policyPageSchema = z
  .looseObject({ key: z.string(), title: z.string(), value: z.string(), locale: z.enum(['en', 'ne']).optional(), updated_at: z.string() })
  .transform((w) => ({ key: w.key, title: w.title, markdown: w.value, locale: w.locale ?? 'en', updatedAt: w.updated_at }));
export type PolicyPage = z.output<typeof policyPageSchema>;

/** a store page's reviews (made once, as every parser here: see listOf) */
export const storeReviewsSchema = z.array(
  z
    .looseObject({ id: z.number(), rating: z.number(), comment: z.string(), customer_name: z.string(), item_name: z.string().nullish() })
    /* itemName null: a review of the store itself */
    .transform((r) => ({ id: r.id, rating: r.rating, comment: r.comment, customerName: r.customer_name, itemName: r.item_name ?? null })),
);

export type ApiClientOptions = ApiCoreOptions;

/**
 * The endpoints, each a method on one shared prototype: a page makes several clients a request
 * (one per set of headers), and a client of some sixty closures was 15% of what a signed-in page
 * from the cache allocated (issue 48.4). Call them on the client (`api.config()`), not detached.
 */
class Endpoints {
  constructor(private readonly requester: Requester) {}

  /* any zod schema, classic or mini (the domain readers in endpoints/ are zod/mini pipes) */
  request<S extends z.core.$ZodType>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, responseSchema: S, init: RequestOptions = {}): Promise<z.output<S>> {
    return this.requester(method, path, responseSchema as unknown as Parser<z.output<S>>, init);
  }

  private get<S extends z.core.$ZodType>(path: string, s: S, query?: Query) {
    return this.request('GET', path, s, { query });
  }

  /* config and location */
  config() {
    return this.get('config', schema.configSchema);
  }
  modules() {
    return this.get('module', listOf(schema.moduleSchema));
  }
  zoneId(lat: number, lng: number) {
    return this.get('config/get-zone-id', schema.zoneIdSchema, { lat, lng });
  }
  placeAutocomplete(searchText: string) {
    return this.get('config/place-api-autocomplete', schema.predictionsSchema, { search_text: searchText });
  }
  placeDetails(placeId: string) {
    return this.get('config/place-api-details', schema.placeDetailsSchema, { placeid: placeId });
  }
  geocode(lat: number, lng: number) {
    return this.get('config/geocode-api', schema.geocodeSchema, { lat, lng });
  }
  distance(origin: { lat: number; lng: number }, destination: { lat: number; lng: number }, mode: 'driving' | 'walking' = 'walking') {
    return this.get('config/distance-api', schema.distanceSchema, {
      origin_lat: origin.lat,
      origin_lng: origin.lng,
      destination_lat: destination.lat,
      destination_lng: destination.lng,
      mode,
    });
  }
  deliveryTime(store: { lat: number; lng: number }, customer: { lat: number; lng: number }) {
    return this.request('POST', 'utils/deliverytime', schema.deliveryTimeSchema, {
      body: { ds_latitude: store.lat, ds_longitude: store.lng, c_latitude: customer.lat, c_longitude: customer.lng },
    });
  }
  /* content */
  banners() {
    return this.get('banners', schema.bannersSchema);
  }
  categories(featured?: boolean) {
    return this.get('categories', listOf(schema.categorySchema), { featured: featured ? 1 : undefined });
  }
  /* items */
  popularItems(limit?: number, offset?: number, type?: 'all' | 'veg' | 'non_veg') {
    return this.get('items/popular', schema.pagedProductsSchema, { ...paging(limit, offset), type });
  }
  discountedItems(limit?: number, offset?: number) {
    return this.get('items/discounted', schema.pagedProductsSchema, paging(limit, offset));
  }
  newArrivals(limit?: number, offset?: number, categoryId?: number) {
    return this.get('items/new-arrival', schema.pagedProductsSchema, { ...paging(limit, offset), category_id: categoryId });
  }
  latestItems(storeId: number | string, categoryId: number | number[], limit: number, offset: number) {
    return this.get('items/latest', schema.pagedProductsSchema, { store_id: storeId, category_id: Array.isArray(categoryId) ? categoryId.join(',') : categoryId, limit, offset });
  }
  searchItems(name: string, query: Query = {}) {
    return this.get('items/search', schema.pagedProductsSchema, { name, ...query });
  }
  /** the first search page (/home with a data_type): items/search by kind, with its filters; a name only for a search by name */
  listingItems(query: Query) {
    return this.get('items/search', schema.pagedProductsSchema, query);
  }
  searchStores(name: string, query: Query = {}) {
    return this.get('stores/search', schema.pagedStoresSchema, { name, ...query });
  }
  itemDetails(idOrSlug: number | string, campaign = false) {
    return this.get(`items/details/${encodeURIComponent(String(idOrSlug))}`, schema.productDetailSchema, { product_type: campaign ? 'campaign' : undefined });
  }
  /* stores */
  stores(filter: 'all' | 'delivery' | 'take_away', query: Query = {}) {
    return this.get(`stores/get-stores/${filter}`, schema.pagedStoresSchema, query);
  }
  storeDetails(idOrSlug: number | string) {
    return this.get(`stores/details/${encodeURIComponent(String(idOrSlug))}`, schema.storeSchema);
  }
  mostReviewedItems(limit?: number, offset?: number, categoryIds?: number[]) {
    return this.get('items/most-reviewed', schema.pagedProductsSchema, { ...paging(limit, offset), category_ids: categoryIds?.join(',') });
  }
  recommendedItems(limit?: number, offset?: number, categoryIds?: number[]) {
    return this.get('items/recommended', schema.pagedProductsSchema, { ...paging(limit, offset), filter: 'all', category_ids: categoryIds?.join(',') });
  }
  relatedStoreItems(id: number) {
    return this.get(`items/related-store-items/${id}`, listOf(schema.productSchema));
  }
  itemReviews(id: number, limit?: number, offset?: number) {
    return this.get(`items/reviews/${id}`, schema.reviewsSchema, paging(limit, offset));
  }
  productPage(idOrSlug: number | string, campaign = false) {
    return this.get(`items/details/${encodeURIComponent(String(idOrSlug))}`, schema.productDetailSchema, { product_type: campaign ? 'campaign' : undefined });
  }
  categoryItems(id: number, limit?: number, offset?: number, type?: 'all' | 'veg' | 'non_veg') {
    return this.get(`categories/items/${id}`, schema.pagedProductsSchema, { ...paging(limit, offset), type });
  }
  categoryStores(id: number, limit?: number, offset?: number) {
    return this.get(`categories/stores/${id}`, schema.pagedStoresSchema, paging(limit, offset));
  }
  childCategories(id: number) {
    return this.get(`categories/childes/${id}`, schema.childCategoriesSchema);
  }
  storeList(list: 'latest' | 'popular' | 'top-rated' | 'discounted', limit?: number, offset?: number) {
    return this.get(`stores/${list}`, schema.pagedStoresSchema, paging(limit, offset));
  }
  storePage(idOrSlug: number | string) {
    return this.get(`stores/details/${encodeURIComponent(String(idOrSlug))}`, schema.storeDetailSchema);
  }
  storeReviews(storeId: number | string) {
    return this.get('stores/reviews', storeReviewsSchema, { store_id: storeId });
  }
  brands() {
    return this.get('brand', listOf(schema.brandSchema));
  }
  brandItems(id: number, limit?: number, offset?: number) {
    return this.get(`brand/items/${id}`, schema.pagedProductsSchema, paging(limit, offset));
  }
  coupons() {
    return this.get('coupon/list', listOf(schema.couponSchema));
  }
  cashbackOffers() {
    return this.get('cashback/list', listOf(schema.cashbackOfferSchema));
  }
  basicCampaigns() {
    return this.get('campaigns/basic', listOf(schema.basicCampaignSchema));
  }
  basicCampaign(id: number) {
    return this.get('campaigns/basic-campaign-details', schema.basicCampaignDetailsSchema, { basic_campaign_id: id });
  }
  itemCampaigns() {
    return this.get('campaigns/item', listOf(schema.productSchema));
  }
  flashSale() {
    return this.get('flash-sales', schema.flashSaleSchema);
  }
  flashSaleItems(id: number, limit?: number, offset?: number) {
    return this.get('flash-sales/items', schema.flashSaleItemsSchema, { flash_sale_id: id, ...paging(limit, offset) });
  }
  commonConditions() {
    return this.get('common-condition', listOf(schema.commonConditionSchema));
  }
  commonConditionItems(id: number, limit?: number, offset?: number) {
    return this.get(`common-condition/items/${id}`, schema.pagedProductsSchema, paging(limit, offset));
  }
  parcelCategories() {
    return this.get('parcel-category', listOf(schema.parcelCategorySchema));
  }
  otherBanners() {
    return this.get('other-banners', schema.otherBannersSchema);
  }
  whyChoose() {
    return this.get('other-banners/why-choose', schema.whyChooseSchema);
  }
  videoContent() {
    return this.get('other-banners/video-content', schema.videoContentSchema);
  }
  landing() {
    return this.get('react-landing-page', schema.landingSchema);
  }
  /** `path`: the API's path of the page ('about-us', 'refund-policy', 'cancelation', ...) */
  policyPage(path: string) {
    return this.get(path, policyPageSchema);
  }
  zones() {
    return this.get('zone/list', schema.zoneListSchema);
  }
  /* the signed-in customer's (with a token) */
  visitAgain() {
    return this.get('customer/visit-again', listOf(schema.storeSchema));
  }
  /* other */
  subscribeNewsletter(email: string) {
    return this.request('POST', 'newsletter/subscribe', schema.messageSchema, { body: { email } });
  }
}

const paging = (limit?: number, offset?: number) => ({ limit, offset });

export function createApiClient(options: ApiClientOptions = {}): Endpoints {
  return new Endpoints(createRequester(options));
}
