/** Business constants of spec section 9, shared by pages, islands and the API. */
export const PAGE_SIZE = {
  /** the address book without limit is the whole book (the spec's pages ask no page); other clients send limit=10 */
  addresses: 200,
  storesPage: 12,
  homeStores: 20,
  search: 12,
  searchAll: 100,
  discounted: 15,
  nearby: 15,
  recommended: 15,
  popularItems: 15,
  bestReviewed: 15,
  commonConditionProducts: 20,
  categoryItems: 20,
  popularStores: 12,
  drawerList: 10,
  /** my orders: running and history (offset 1, limit 10) */
  orders: 10,
  /** wallet and loyalty point histories */
  transactions: 10,
  newArrivals: 50,
  reviews: 10,
  flashSaleProducts: 15,
  /** the inbox's conversations, and one conversation's messages */
  conversations: 10,
  messages: 20,
} as const;

/** the longest chat message (characters) */
export const CHAT_MESSAGE_MAX = 1000;

/** The marketplace's clock: store hours, item windows and date ranges are read in this zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Kathmandu';

/** the most one wallet top-up may add (rupees): a typo of a few zeros is not a payment */
export const ADD_FUND_MAX = 100_000;
export const PRICE_RANGE_DEFAULT = { min: 0, max: 20000 } as const;
export const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Map tiles: OpenStreetMap unless PUBLIC_TILE_URL names another tile server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Uploaded pictures (the profile photo): jpg, png, jpeg or gif, at most 2 MB (spec section 2). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** At most 3 images at a time (spec section 9: 'Maximum 3 images can be send at a time.'): a prescription, a refund request, a review. */
export const MAX_ATTACHED_IMAGES = 3;
/** how often the tracking drawer asks for its order when the events stream is away (spec §9) */
export const TRACKING_POLL_MS = 10_000;

/** The failed-order flow (spec sections 4 and 9): the fixed cancel reason, and the modal's delay. */
export const ORDER_PAYMENT_CANCELED_REASON = 'Order payment canceled';
export const ORDER_FAIL_MODAL_DELAY_MS = 500;

/** the most of one item a cart line may hold, whatever its stock and limit (spec section 5, 'Cart limits') */
export const MAX_LINE_QUANTITY = 1000;

/**
 * A session a page form started (the /auth pages without JavaScript) is handed to the page's scripts
 * once, in this short-lived cookie: the header script keeps it as the `token` store and removes it,
 * as a sign-in through the modal would have kept it (src/loaders/session.ts, src/scripts/header.ts).
 */
export const SESSION_HANDOFF_COOKIE = 'token-handoff';
