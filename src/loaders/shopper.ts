/**
 * Who and where the shopper is, for server-rendered pages: zone, module, position and language from
 * the cookies that mirror the persistent stores, else from the query, else the default location.
 * Pages talk to the API through the same typed client the islands use, answered in-process.
 */
import type { AstroGlobal } from 'astro';
import { z } from 'zod';
import { deliveryRange, type DeliveryRange } from '../lib/delivery-range';
import type { ApiClient } from '../lib/api/client';
import type { Config, Module } from '../lib/api/schemas';
import type { MoneyFormat } from '../lib/format';
import { readZoneIds } from '../lib/geo';
import { onePerKey } from '../lib/one-per-key';
import { deepFreeze } from '../lib/deep-freeze';
import { dirFor, localizedPath, translator, type Locale } from '../lib/i18n';
import { requestMemo, serverApiClient, serverRequester, type RequestMemo } from '../server/api/in-process';
import { apiBaseUrl } from '../server/api/api-base';
import { accountApi, type AccountApi, type Profile } from '../lib/api/endpoints/account';
import { cartApi } from '../lib/api/endpoints/cart';
import { myOrdersApi } from '../lib/api/endpoints/my-orders';
import { walletApi, type WalletApi } from '../lib/api/endpoints/wallet';
import { notificationsApi } from '../lib/api/endpoints/notifications';
import { chatApi } from '../lib/api/endpoints/chat';
import { pushApi } from '../lib/api/endpoints/push';

type NotificationsApi = ReturnType<typeof notificationsApi>;
type ChatApi = ReturnType<typeof chatApi>;
type PushApi = ReturnType<typeof pushApi>;

type MyOrdersApi = ReturnType<typeof myOrdersApi>;
import { mayLoseIn, type MayLose } from './degrade';
import { readGuestCookie } from './guest-cookie';
import { ApiClientError } from '../lib/api/errors';
import { publicOrigin } from '../lib/public-origin';

export interface Shopper {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t: ReturnType<typeof translator>;
  href: (path: string) => string;
  api: ApiClient;
  /** the catalogue as seen from one store's zone and module: its own page lists its items whatever the shopper's zone or module */
  apiOf: (place: { zoneId: number; moduleId: number }) => ApiClient;
  config: Config;
  money: MoneyFormat;
  zoneIds: number[];
  lat: number;
  lng: number;
  locationText: string | null;
  modules: Module[];
  module: Module | null;
  signedIn: boolean;
  /** the signed-in shopper's own calls (token from the cookie that mirrors the token store), or null */
  me: { account: AccountApi; wallet: WalletApi; notifications: NotificationsApi; chat: ChatApi; push: PushApi; api: ApiClient } | null;
  /** the signed-in shopper's profile (customer/info), asked once per request however many parts want it; null for a guest or a refused token */
  profile: () => Promise<Profile | null>;
  /** the cart's owner's cart: the signed-in shopper's, or a guest's whose id the server set (guest_id cookie) */
  cartOwner: ReturnType<typeof cartApi> | null;
  /** the orders of the same owner (signed-in shopper or guest), or null for neither */
  myOrders: MyOrdersApi | null;
  /** the origin for canonical and absolute URLs */
  origin: string;
  /** the origin of the backend the islands call ('' for this one: API_BASE_URL) */
  apiBase: string;
  /** run a call whose data the page can do without: a failure is logged and the page is not publicly cached */
  mayLose: MayLose;
  /** the fastest delivery time among the module's popular stores (the header's promise), or null; asked once, by the first part that wants it */
  deliveryMinutes: () => Promise<number | null>;
  /** the quickest and the slowest delivery among the module's popular stores ('delivered in 40-60 minutes'), or null */
  deliveryRange: () => Promise<DeliveryRange | null>;
}

const latLngCookie = z
  .string()
  .transform((v) => JSON.parse(v) as unknown)
  .pipe(z.object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }))
  .optional()
  .catch(undefined);
const moduleCookie = z
  .string()
  .transform((v) => JSON.parse(v) as unknown)
  .pipe(z.object({ id: z.coerce.number().int().positive() }).loose())
  .optional()
  .catch(undefined);
const idQuery = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * A cookie's value read once per distinct value (issue 16: parsing the same three cookies on every
 * page was 2% of a page's CPU). The result is frozen: every request with that value shares it.
 */
const COOKIE_VALUES_KEPT = 1_000;
const readOnce = <T>(read: (raw: string | undefined) => T) => onePerKey((raw: string | undefined) => deepFreeze(read(raw)), COOKIE_VALUES_KEPT);
const readLatLng = readOnce((raw) => latLngCookie.parse(raw));
const readModule = readOnce((raw) => moduleCookie.parse(raw));
const readZones = readOnce(readZoneIds);

/** The cookies a shopper is read from: Astro's, or the server front's reading of Node's request (src/server/cache/front-hit.ts). */
export interface ShopperCookies {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: { path: string; sameSite: 'lax'; maxAge: number }): void;
}
/** What the shopper is read from: a page's Astro global, the middleware's context or the server front's request (src/loaders/personal.ts). */
export type ShopperScope = Pick<AstroGlobal, 'locals' | 'url'> & { cookies: ShopperCookies };

/** A cookie's value as the shopper is read from it: URI-decoded when it can be, undefined when empty. */
export function cookie(astro: Pick<ShopperScope, 'cookies'>, name: string): string | undefined {
  const raw = astro.cookies.get(name)?.value;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The shopper of this request. A catalogue page (`kind` 'catalogue': the same for everyone who shares
 * its zone, module, position and language) says so here, before anything is read: its session and
 * guest cookies are then not read at all, so nothing of the shopper's can reach the page, which the
 * page cache may keep and hand to everyone (src/middleware.ts). Their own places (name, cart count,
 * Visit Again) are filled in afterwards (src/loaders/personal.ts).
 */
export async function getShopper(astro: ShopperScope, kind?: 'catalogue', memo: RequestMemo = requestMemo()): Promise<Shopper> {
  if (kind === 'catalogue') {
    astro.locals.cache = 'catalogue';
    astro.locals.shared = true;
  }
  const locale: Locale = astro.locals.locale ?? 'en';
  const mayLose = mayLoseIn(astro);
  const origin = publicOrigin(astro.url.origin);
  // every read of this page request answered once (`memo`: src/server/api/in-process.ts)
  const base = serverApiClient({ language: locale }, origin, memo);
  const config = await base.config();
  const stored = readLatLng(cookie(astro, 'currentLatLng'));
  const lat = stored?.lat ?? config.defaultLocation.lat;
  const lng = stored?.lng ?? config.defaultLocation.lng;
  let zoneIds = readZones(cookie(astro, 'zoneid')) ?? [];
  if (!zoneIds.length) {
    const zone = await mayLose('zone of the default location', base.zoneId(lat, lng), null);
    zoneIds = readZoneIds(zone?.zone_id) ?? [];
  }
  const modulesApi = serverApiClient({ language: locale, zoneId: zoneIds }, origin, memo);
  const modules = zoneIds.length ? await modulesApi.modules() : [];
  const wanted = idQuery.parse(astro.url.searchParams.get('module_id') ?? undefined);
  const fromCookie = readModule(cookie(astro, 'module'))?.id;
  const module = modules.find((m) => m.id === wanted) ?? modules.find((m) => m.id === fromCookie) ?? modules[0] ?? null;
  if (module && wanted === module.id && fromCookie !== module.id) {
    // a module chosen by link becomes the stored module, as the module chooser would store it
    astro.cookies.set('module', JSON.stringify({ id: module.id, module_type: module.type }), { path: '/', sameSite: 'lax', maxAge: 31536000 });
  }
  const t = translator(locale);
  const shared = astro.locals.shared === true;
  const token = shared ? undefined : cookie(astro, 'token');
  const guestId = token || shared ? undefined : readGuestCookie(astro.cookies);
  const own = { language: locale, zoneId: zoneIds, moduleId: module?.id, latitude: lat, longitude: lng };
  const mine = token ? { ...own, token } : null;
  const myRequester = mine ? serverRequester(mine, origin, memo) : null;
  const me =
    mine && myRequester
      ? { account: accountApi(myRequester), wallet: walletApi(myRequester), notifications: notificationsApi(myRequester), chat: chatApi(myRequester), push: pushApi(myRequester), api: serverApiClient(mine, origin, memo) }
      : null;
  let profile: Promise<Profile | null> | null = null;
  const api = serverApiClient({ language: locale, zoneId: zoneIds, moduleId: module?.id, latitude: lat, longitude: lng }, origin, memo);
  let deliveryTimes: Promise<DeliveryRange | null> | null = null;
  // asked only when a page renders its layout (not for a redirect or a rewrite), at most once
  const popularDelivery = (): Promise<DeliveryRange | null> =>
    module && module.type !== 'parcel'
      ? mayLose('delivery time of popular stores', api.storeList('popular', 20, 1), null).then((popular) => deliveryRange(popular?.stores ?? []))
      : Promise.resolve(null);
  return {
    locale,
    dir: dirFor(locale),
    t,
    href: (path) => localizedPath(locale, path),
    api,
    apiOf: (place) => serverApiClient({ language: locale, zoneId: [place.zoneId], moduleId: place.moduleId, latitude: lat, longitude: lng }, origin, memo),
    config,
    money: config.currency,
    zoneIds,
    lat,
    lng,
    locationText: cookie(astro, 'location') ?? null,
    modules,
    module,
    signedIn: Boolean(token),
    me,
    // null for a refused (expired or revoked) token as for a guest; any other failure is logged and degrades the page
    profile: () =>
      (profile ??= me
        ? me.account.profile(true).catch((error: unknown) => (error instanceof ApiClientError && error.status === 401 ? null : mayLose('profile', Promise.reject(error), null)))
        : Promise.resolve(null)),
    cartOwner: mine || guestId ? cartApi(serverRequester(mine ?? { ...own, guestId }, origin, memo)) : null,
    myOrders: mine || guestId ? myOrdersApi(serverRequester(mine ?? { ...own, guestId }, origin, memo)) : null,
    origin,
    apiBase: apiBaseUrl() ?? '',
    mayLose,
    deliveryMinutes: () => (deliveryTimes ??= popularDelivery()).then((range) => range?.min ?? null),
    deliveryRange: () => (deliveryTimes ??= popularDelivery()),
  };
}
