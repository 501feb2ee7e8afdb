/**
 * After the order: the shopper's running orders and history, one order's lines, tracking (also by
 * order id and contact), its live events, cancelling with a reason, asking a refund, and reviews.
 * The wire (reference §4.10) becomes the domain types below; nothing else reads order JSON.
 */
import * as z from 'zod/mini';
import type { Query, Requester, Streamer } from '../core';
import { variationSummary, type LineVariation } from '../../pricing';
import { PAGE_SIZE } from '../../constants';
import { ORDER_STATUSES, type OrderStatus } from '../../order-status';

export type { OrderStatus } from '../../order-status';

export interface DeliveryManCard {
  id: number;
  name: string;
  phone: string;
  image: string | null;
  rating: number;
  lat: number | null;
  lng: number | null;
}

export interface OrderRefund {
  amount: number;
  reason: string;
  note: string | null;
  status: string;
  images: string[];
}

/** a place an order goes to (or a parcel leaves from), and who is there */
export interface OrderPlace {
  address: string;
  name: string;
  phone: string;
  lat: number | null;
  lng: number | null;
}

export interface Order {
  id: number;
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  orderType: string;
  moduleType: string | null;
  moduleId: number | null;
  amount: number;
  createdAt: string;
  scheduleAt: string | null;
  /** ordered for a later time (scheduleAt), not for now */
  scheduled: boolean;
  itemCount: number;
  store: { id: number; name: string; logo: string | null; phone: string | null; lat: number | null; lng: number | null } | null;
  address: OrderPlace | null;
  /** a parcel order: what is sent, to whom, and who pays the charge */
  parcel: { category: string; receiver: OrderPlace | null; chargePayer: 'sender' | 'receiver' } | null;
  deliveryMan: DeliveryManCard | null;
  /** the code the shopper gives the delivery man (shown while the order is on its way) */
  otp: string | null;
  /** when each status was reached */
  timeline: Partial<Record<OrderStatus, string>>;
  money: {
    deliveryCharge: number;
    tips: number;
    tax: number;
    taxIncluded: boolean;
    couponDiscount: number;
    storeDiscount: number;
    additionalCharge: number;
    packaging: number;
    referralDiscount: number;
    partiallyPaid: number;
  };
  cancellationReason: string | null;
  prescriptions: string[];
  refund: OrderRefund | null;
  note: string | null;
  /** what the shopper gave for an offline payment: the method, each field they filled (a transaction id...), their note */
  offlinePayment: { method: string; fields: Array<{ name: string; value: string }>; note: string | null; status: string } | null;
}

export interface OrderLine {
  id: number;
  itemId: number | null;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  /** the chosen variation in words ('1 kg', 'Size: Large'), '' for none */
  variation: string;
  addOns: Array<{ id: number | null; name: string; price: number; quantity: number }>;
  /** the variation as chosen (what the cart takes again), and whether the line was a campaign's item */
  chosen: LineVariation;
  campaign: boolean;
  discount: number;
  tax: number;
  addOnPrice: number;
}

export interface OrderPage {
  total: number;
  orders: Order[];
}

export interface Reason {
  id: number;
  reason: string;
}

export type OrderEvent = { type: 'status'; status: OrderStatus } | { type: 'location'; lat: number; lng: number } | { type: 'delivery_man'; id: number };

const num = z.number();
const str = z.string();
const maybe = <T extends z.ZodMiniType>(t: T) => z.optional(z.nullable(t));
const numeric = z.pipe(
  z.union([num, str]),
  z.transform((v) => Number(v)),
);
const STAMPS: readonly OrderStatus[] = ORDER_STATUSES;

const deliveryManSchema = z.looseObject({
  id: num,
  f_name: str,
  l_name: maybe(str),
  phone: maybe(str),
  image_full_url: maybe(str),
  avg_rating: maybe(numeric),
  lat: maybe(numeric),
  lng: maybe(numeric),
});

const placeSchema = z.looseObject({ address: maybe(str), contact_person_name: maybe(str), contact_person_number: maybe(str), latitude: maybe(numeric), longitude: maybe(numeric) });
const orderPlace = (a: z.infer<typeof placeSchema>): OrderPlace => ({ address: a.address ?? '', name: a.contact_person_name ?? '', phone: a.contact_person_number ?? '', lat: a.latitude ?? null, lng: a.longitude ?? null });

export const orderSchema = z.pipe(
  z.looseObject({
    id: num,
    order_status: str,
    payment_status: str,
    payment_method: str,
    order_type: str,
    module_type: maybe(str),
    module_id: maybe(num),
    order_amount: numeric,
    created_at: str,
    schedule_at: maybe(str),
    scheduled: maybe(numeric),
    details_count: maybe(num),
    store: maybe(z.looseObject({ id: num, name: str, logo_full_url: maybe(str), phone: maybe(str), latitude: maybe(numeric), longitude: maybe(numeric) })),
    delivery_address: maybe(placeSchema),
    receiver_details: maybe(placeSchema),
    parcel_category: maybe(z.looseObject({ name: str })),
    charge_payer: maybe(str),
    delivery_man: maybe(z.union([deliveryManSchema, z.array(deliveryManSchema)])),
    otp: maybe(z.union([str, num])),
    delivery_charge: maybe(numeric),
    dm_tips: maybe(numeric),
    total_tax_amount: maybe(numeric),
    tax_status: maybe(str),
    coupon_discount_amount: maybe(numeric),
    store_discount_amount: maybe(numeric),
    flash_admin_discount_amount: maybe(numeric),
    flash_store_discount_amount: maybe(numeric),
    additional_charge: maybe(numeric),
    extra_packaging_amount: maybe(numeric),
    ref_bonus_amount: maybe(numeric),
    partially_paid_amount: maybe(numeric),
    cancellation_reason: maybe(str),
    order_attachment_full_url: maybe(z.array(str)),
    order_note: maybe(str),
    refund: maybe(z.looseObject({ refund_amount: numeric, customer_reason: str, customer_note: maybe(str), refund_status: str, image_full_url: maybe(z.array(str)) })),
    offline_payment: maybe(z.looseObject({ payment_info: z.record(z.string(), z.unknown()), customer_note: maybe(str), status: maybe(str) })),
  }),
  z.transform((w): Order => {
    const man = Array.isArray(w.delivery_man) ? w.delivery_man[0] : w.delivery_man;
    const a = w.delivery_address;
    const record = w as Record<string, unknown>;
    const timeline: Order['timeline'] = {};
    for (const st of STAMPS) if (typeof record[st] === 'string') timeline[st] = record[st] as string;
    const status = w.order_status as OrderStatus;
    return {
      id: w.id,
      status,
      paymentStatus: w.payment_status,
      paymentMethod: w.payment_method,
      orderType: w.order_type,
      moduleType: w.module_type ?? null,
      moduleId: w.module_id ?? null,
      amount: w.order_amount,
      createdAt: w.created_at,
      scheduleAt: w.schedule_at ?? null,
      scheduled: Boolean(w.scheduled),
      itemCount: w.details_count ?? 0,
      store: w.store ? { id: w.store.id, name: w.store.name, logo: w.store.logo_full_url ?? null, phone: w.store.phone ?? null, lat: w.store.latitude ?? null, lng: w.store.longitude ?? null } : null,
      address: a ? orderPlace(a) : null,
      parcel: w.order_type === 'parcel' ? { category: w.parcel_category?.name ?? '', receiver: w.receiver_details ? orderPlace(w.receiver_details) : null, chargePayer: w.charge_payer === 'receiver' ? 'receiver' : 'sender' } : null,
      deliveryMan: man
        ? {
            id: man.id,
            name: `${man.f_name} ${man.l_name ?? ''}`.trim(),
            phone: man.phone ?? '',
            image: man.image_full_url ?? null,
            rating: man.avg_rating ?? 0,
            lat: man.lat ?? null,
            lng: man.lng ?? null,
          }
        : null,
      otp: w.otp !== undefined && w.otp !== null ? String(w.otp) : null,
      timeline,
      money: {
        deliveryCharge: w.delivery_charge ?? 0,
        tips: w.dm_tips ?? 0,
        tax: w.total_tax_amount ?? 0,
        taxIncluded: w.tax_status === 'included',
        couponDiscount: w.coupon_discount_amount ?? 0,
        storeDiscount: (w.store_discount_amount ?? 0) + (w.flash_admin_discount_amount ?? 0) + (w.flash_store_discount_amount ?? 0),
        additionalCharge: w.additional_charge ?? 0,
        packaging: w.extra_packaging_amount ?? 0,
        referralDiscount: w.ref_bonus_amount ?? 0,
        partiallyPaid: w.partially_paid_amount ?? 0,
      },
      cancellationReason: w.cancellation_reason ?? null,
      prescriptions: w.order_attachment_full_url ?? [],
      refund: w.refund
        ? { amount: w.refund.refund_amount, reason: w.refund.customer_reason, note: w.refund.customer_note ?? null, status: w.refund.refund_status, images: w.refund.image_full_url ?? [] }
        : null,
      note: w.order_note ?? null,
      offlinePayment: w.offline_payment ? offlinePaymentOf(w.offline_payment) : null,
    };
  }),
);

/** the method's name and the fields the shopper filled, in the order given (ids and empty values left out) */
function offlinePaymentOf(w: { payment_info: Record<string, unknown>; customer_note?: string | null; status?: string | null }): NonNullable<Order['offlinePayment']> {
  const { method_id: _id, method_name, ...rest } = w.payment_info;
  const fields = Object.entries(rest)
    .filter(([, v]) => (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '')
    .map(([name, value]) => ({ name: name.replace(/_/g, ' '), value: String(value) }));
  return { method: typeof method_name === 'string' ? method_name : '', fields, note: w.customer_note ?? null, status: w.status ?? 'pending' };
}

export const ordersPageSchema = z.pipe(
  z.object({ total_size: num, orders: z.array(orderSchema) }),
  z.transform((w): OrderPage => ({ total: w.total_size, orders: w.orders })),
);

/** a variation as the order kept it: a choice ([{type}]) or food groups ([{name, values: {label: [...]}}]); anything else reads as none */
const variationSchema = z.catch(z.union([z.array(z.looseObject({ type: str })), z.array(z.looseObject({ name: str, values: z.looseObject({ label: z.array(str) }) }))]), []);

const lineSchema = z.pipe(
  z.looseObject({
    id: num,
    item_id: maybe(num),
    price: numeric,
    quantity: num,
    item_details: maybe(z.looseObject({ name: maybe(str), image_full_url: maybe(str) })),
    variation: z.optional(variationSchema),
    item_campaign_id: maybe(num),
    add_ons: z.optional(z.array(z.looseObject({ id: maybe(num), name: str, price: numeric, quantity: maybe(numeric) }))),
    discount_on_item: maybe(numeric),
    tax_amount: maybe(numeric),
    total_add_on_price: maybe(numeric),
    image_full_url: maybe(str),
  }),
  z.transform((w): OrderLine => ({
    id: w.id,
    itemId: w.item_id ?? null,
    name: w.item_details?.name ?? '',
    image: w.image_full_url ?? w.item_details?.image_full_url ?? null,
    price: w.price,
    quantity: w.quantity,
    variation: variationSummary(w.variation as LineVariation | undefined),
    addOns: (w.add_ons ?? []).map((a) => ({ id: a.id ?? null, name: a.name, price: a.price, quantity: a.quantity ?? 1 })),
    chosen: (w.variation ?? []) as LineVariation,
    campaign: Boolean(w.item_campaign_id),
    discount: w.discount_on_item ?? 0,
    tax: w.tax_amount ?? 0,
    addOnPrice: w.total_add_on_price ?? 0,
  })),
);
/** the detail rows; a prescription or parcel order answers its order object instead (no lines) */
export const orderLinesSchema = z.pipe(
  z.union([z.array(lineSchema), z.looseObject({ id: num })]),
  z.transform((w): OrderLine[] => (Array.isArray(w) ? w : [])),
);

export const cancellationReasonsSchema = z.pipe(
  z.object({ total_size: num, data: z.array(z.object({ id: num, reason: str })) }),
  z.transform((w) => ({ total: w.total_size, reasons: w.data as Reason[] })),
);
const messageSchema = z.pipe(
  z.object({ message: z.optional(str) }),
  z.transform((w) => w.message ?? ''),
);
export const reviewPromptSchema = z.pipe(
  z.object({ order_id: maybe(num), images: z.optional(z.array(str)) }),
  z.transform((w) => (w.order_id ? { orderId: w.order_id, images: w.images ?? [] } : null)),
);

export interface OrderRoute {
  source: 'road' | 'straight';
  /** [lat, lng] from the delivery man to the address */
  points: Array<[number, number]>;
}

export interface Tracked {
  orderId: number;
  /** a phone number or an email: needed by a guest, and to follow someone else's order */
  contact?: string | null;
}
const trackQuery = (t: Tracked): Query => ({ order_id: t.orderId, ...(t.contact ? { contact_number: t.contact } : {}) });

/** the way on the tracking map: a road only when it is one; a point is [lat, lng] */
export const routeSchema = z.pipe(
  z.looseObject({ source: str, points: z.array(z.array(num)) }),
  z.transform((w): OrderRoute => ({ source: w.source === 'road' ? 'road' : 'straight', points: w.points.filter((p) => p.length === 2) as Array<[number, number]> })),
);

export const myOrdersApi = (request: Requester) => ({
  running: (offset: number, limit: number = PAGE_SIZE.orders) => request('GET', 'customer/order/running-orders', ordersPageSchema, { query: { limit, offset } }),
  history: (offset: number, limit: number = PAGE_SIZE.orders) => request('GET', 'customer/order/list', ordersPageSchema, { query: { limit, offset } }),
  lines: (orderId: number, handled?: (e: { code: string }) => boolean) => request('GET', 'customer/order/details', orderLinesSchema, { query: { order_id: orderId }, handled }),
  /** `handled`: a 404 the caller shows in place ('Order not found') */
  track: (t: Tracked, handled?: (e: { code: string }) => boolean) => request('GET', 'customer/order/track', orderSchema, { query: trackQuery(t), handled }),
  cancellationReasons: (offset: number, limit = 10) => request('GET', 'customer/order/cancellation-reasons', cancellationReasonsSchema, { query: { offset, limit, type: 'customer' } }),
  cancel: (orderId: number, reason: string) => request('PUT', 'customer/order/cancel', messageSchema, { body: { order_id: orderId, reason } }),
  refundReasons: () =>
    request(
      'GET',
      'customer/order/refund-reasons',
      z.pipe(
        z.object({ refund_reasons: z.array(z.object({ id: num, reason: str })) }),
        z.transform((w) => w.refund_reasons as Reason[]),
      ),
    ),
  requestRefund: (orderId: number, reason: string, note: string, images: File[], handled?: (e: { code: string }) => boolean) => {
    const form = new FormData();
    form.set('order_id', String(orderId));
    form.set('customer_reason', reason);
    if (note) form.set('customer_note', note);
    for (const image of images) form.append('image[]', image, image.name);
    return request('POST', 'customer/order/refund-request', messageSchema, { form, handled });
  },
  /** the way on the tracking map: from the delivery man to the address (`road` from a router, or `straight`) */
  route: (t: Tracked) =>
    request(
      'GET',
      'customer/order/route',
      routeSchema,
      { query: trackQuery(t), handled: () => true },
    ),
  reviewPrompt: () => request('GET', 'customer/review-reminder', reviewPromptSchema),
  closeReviewPrompt: (orderId: number) => request('GET', 'customer/review-reminder-cancel', z.unknown(), { query: { order_id: orderId } }),
  reviewed: (orderId: number) =>
    request(
      'GET',
      'customer/order/reviews',
      z.pipe(
        z.object({ item_ids: z.array(num), store: z.optional(z.boolean()), delivery_man: z.boolean() }),
        z.transform((w) => ({ itemIds: w.item_ids, store: w.store ?? false, deliveryMan: w.delivery_man })),
      ),
      { query: { order_id: orderId } },
    ),
  reviewItem: (orderId: number, itemId: number, rating: number, comment: string, handled?: (e: { code: string }) => boolean) =>
    request('POST', 'items/reviews/submit', messageSchema, { body: { order_id: orderId, item_id: itemId, rating, comment }, handled }),
  reviewStore: (orderId: number, rating: number, comment: string, handled?: (e: { code: string }) => boolean) =>
    request('POST', 'stores/reviews/submit', messageSchema, { body: { order_id: orderId, rating, comment }, handled }),
  rateDeliveryMan: (orderId: number, rating: number, comment: string, handled?: (e: { code: string }) => boolean) =>
    request('POST', 'delivery-man/reviews/submit', messageSchema, { body: { order_id: orderId, rating, comment }, handled }),
});

/** An order's live events (status, the delivery man's position), until `signal` aborts or the stream ends. */
export function followOrder(stream: Streamer, t: Tracked, onEvent: (e: OrderEvent) => void, signal: AbortSignal): Promise<void> {
  return stream(
    'customer/order/stream',
    trackQuery(t),
    (name, data) => {
      const d = data as { order_status?: unknown; lat?: unknown; lng?: unknown; delivery_man_id?: unknown };
      if (name === 'status' && typeof d.order_status === 'string') onEvent({ type: 'status', status: d.order_status as OrderStatus });
      else if (name === 'location' && typeof d.lat === 'number' && typeof d.lng === 'number') onEvent({ type: 'location', lat: d.lat, lng: d.lng });
      else if (name === 'delivery_man' && typeof d.delivery_man_id === 'number') onEvent({ type: 'delivery_man', id: d.delivery_man_id });
    },
    signal,
  );
}

/** What the shopper's own stream tells (the notifications on every page). */
export interface ShopperEvents {
  onStatus: (orderId: number, status: OrderStatus) => void;
  /** a store or delivery man wrote (signed-in shoppers only) */
  onMessage: (conversationId: number) => void;
  /** another notification (its type: referral_code) */
  onNotice: (type: string) => void;
}

/** The status changes of the shopper's running orders and the messages written to them, until `signal` aborts or the stream ends. */
export function followShopperEvents(stream: Streamer, on: ShopperEvents, signal: AbortSignal): Promise<void> {
  return stream(
    'customer/order/events',
    {},
    (name, data) => {
      const d = data as { order_id?: unknown; order_status?: unknown; conversation_id?: unknown; type?: unknown };
      if (name === 'status' && typeof d.order_id === 'number' && typeof d.order_status === 'string') on.onStatus(d.order_id, d.order_status as OrderStatus);
      else if (name === 'message' && typeof d.conversation_id === 'number') on.onMessage(d.conversation_id);
      else if (name === 'notice' && typeof d.type === 'string') on.onNotice(d.type);
    },
    signal,
  );
}
