/**
 * Orders from the checkout: the quote (the server prices the order exactly as placing would), placing
 * it, paying a failed one on delivery instead, cancelling it, and the tip most customers give.
 */
import * as z from 'zod/mini';
import type { Requester, RequestOptions } from '../core';
import type { LineVariation } from '../../pricing';

export type OrderType = 'delivery' | 'take_away';
export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';

/** a way to pay offline the operator offers: where to pay, and what the shopper tells after */
export interface OfflineMethod {
  id: number;
  name: string;
  /** the operator's details (bank, account number) */
  details: Array<{ name: string; value: string }>;
  /** what the shopper fills in */
  inputs: Array<{ name: string; placeholder: string; required: boolean }>;
}

/** a buy-now line, as the item popup keeps it for the checkout */
export interface BuyNowLine {
  itemId: number;
  model: 'Item' | 'ItemCampaign';
  quantity: number;
  variation: LineVariation;
  addOnIds: number[];
  addOnQtys: number[];
}

export interface OrderDraft {
  storeId: number;
  orderType: OrderType;
  /** ISO time, or null for now */
  scheduleAt: string | null;
  couponCode: string | null;
  tips: number;
  cutlery: boolean;
  extraPackaging: boolean;
  orderNote: string;
  deliveryInstruction: string;
  address: { address: string; addressType: string; latitude: number; longitude: number; road?: string | null; house?: string | null; floor?: string | null };
  /** who receives it: needed to place the order, not to price it */
  contact?: { name: string; phone: string; email: string | null };
  buyNow: BuyNowLine | null;
  /** a prescription: up to 3 images (sent as multipart) */
  attachments?: File[];
}

export interface Quote {
  orderAmount: number;
  itemPrice: number;
  addOnPrice: number;
  /** store and flash-sale discounts */
  discount: number;
  couponDiscount: number;
  couponCode: string | null;
  referralDiscount: number;
  tax: number;
  taxIncluded: boolean;
  deliveryCharge: number;
  originalDeliveryCharge: number;
  additionalCharge: number;
  packaging: number;
  tips: number;
  cashOnDelivery: { allowed: boolean; maximum: number | null };
  walletBalance: number | null;
  /** earned once the order is delivered */
  cashback: number;
}

/** a running coupon the shopper may pick at checkout */
export interface CheckoutCoupon {
  code: string;
  title: string;
  discount: number;
  percent: boolean;
  /** a free-delivery coupon takes the delivery charge, not an amount */
  freeDelivery: boolean;
  minPurchase: number;
  expires: string;
  storeId: number | null;
}

export interface PlacedOrder {
  orderId: number;
  total: number;
  status: string;
  createdAt: string;
}

const num = z.number();
export const quoteSchema = z.pipe(
  z.object({
    order_amount: num,
    item_price: num,
    add_on_price: num,
    store_discount_amount: num,
    flash_discount_amount: num,
    coupon_discount_amount: num,
    coupon_code: z.nullable(z.string()),
    ref_bonus_amount: num,
    total_tax_amount: num,
    tax_status: z.string(),
    delivery_charge: num,
    original_delivery_charge: num,
    additional_charge: num,
    extra_packaging_amount: num,
    dm_tips: num,
    cash_on_delivery: z.object({ status: num, maximum_order_amount: z.nullable(num) }),
    wallet_balance: z.nullable(num),
    cashback_amount: z.optional(num),
  }),
  z.transform((w): Quote => ({
    orderAmount: w.order_amount,
    itemPrice: w.item_price,
    addOnPrice: w.add_on_price,
    discount: w.store_discount_amount + w.flash_discount_amount,
    couponDiscount: w.coupon_discount_amount,
    couponCode: w.coupon_code,
    referralDiscount: w.ref_bonus_amount,
    tax: w.total_tax_amount,
    taxIncluded: w.tax_status === 'included',
    deliveryCharge: w.delivery_charge,
    originalDeliveryCharge: w.original_delivery_charge,
    additionalCharge: w.additional_charge,
    packaging: w.extra_packaging_amount,
    tips: w.dm_tips,
    cashOnDelivery: { allowed: w.cash_on_delivery.status === 1, maximum: w.cash_on_delivery.maximum_order_amount },
    walletBalance: w.wallet_balance,
    cashback: w.cashback_amount ?? 0,
  })),
);

export const placedSchema = z.pipe(
  z.object({ order_id: num, total_ammount: num, status: z.string(), created_at: z.string() }),
  z.transform((w): PlacedOrder => ({ orderId: w.order_id, total: w.total_ammount, status: w.status, createdAt: w.created_at })),
);
const messageSchema = z.pipe(
  z.object({ message: z.optional(z.string()) }),
  z.transform((w) => w.message ?? ''),
);

/** the order/place body (reference §4.9); the amounts are the server's to work out */
function placeBody(d: OrderDraft): Record<string, unknown> {
  return {
    store_id: d.storeId,
    order_type: d.orderType,
    schedule_at: d.scheduleAt,
    coupon_code: d.couponCode,
    dm_tips: d.tips,
    cutlery: d.cutlery ? 1 : 0,
    extra_packaging_amount: d.extraPackaging ? 1 : 0,
    order_note: d.orderNote || null,
    delivery_instruction: d.deliveryInstruction || null,
    order_amount: 0,
    address: d.address.address,
    address_type: d.address.addressType,
    latitude: d.address.latitude,
    longitude: d.address.longitude,
    road: d.address.road ?? null,
    house: d.address.house ?? null,
    floor: d.address.floor ?? null,
    ...(d.contact ? { contact_person_name: d.contact.name, contact_person_number: d.contact.phone, contact_person_email: d.contact.email } : {}),
    ...(d.buyNow
      ? {
          is_buy_now: 1,
          cart: JSON.stringify([
            { item_id: d.buyNow.itemId, model: d.buyNow.model, quantity: d.buyNow.quantity, variation: d.buyNow.variation, add_on_ids: d.buyNow.addOnIds, add_on_qtys: d.buyNow.addOnQtys },
          ]),
        }
      : {}),
  };
}

/** the operator's offline methods (null when offline payment is off) */
export const offlineMethodsSchema = z.pipe(
        z.nullable(
          z.array(
            z.object({
              id: num,
              method_name: z.string(),
              method_fields: z.array(z.object({ input_name: z.string(), input_data: z.string() })),
              method_informations: z.array(z.object({ customer_input: z.string(), customer_placeholder: z.string(), is_required: z.union([num, z.boolean()]) })),
            }),
          ),
        ),
        z.transform((list): OfflineMethod[] =>
          (list ?? []).map((m) => ({
            id: m.id,
            name: m.method_name,
            details: m.method_fields.map((f) => ({ name: f.input_name, value: f.input_data })),
            inputs: m.method_informations.map((i) => ({ name: i.customer_input, placeholder: i.customer_placeholder, required: Number(i.is_required) === 1 })),
          })),
        ),
      );

export const ordersApi = (request: Requester) => ({
  /** `handled`: refusals the page shows in place (a coupon, the minimum order) */
  quote: (draft: OrderDraft, handled?: RequestOptions['handled']) => request('POST', 'customer/order/quote', quoteSchema, { body: placeBody(draft), handled }),
  /** `key`: the same for every retry of one order, so a double click places one */
  /** `partial`: the wallet pays what it holds, `paymentMethod` the rest */
  place: (draft: OrderDraft, paymentMethod: PaymentMethod, key: string, partial = false, handled?: RequestOptions['handled']) => {
    const body = { ...placeBody(draft), payment_method: paymentMethod, ...(partial ? { partial_payment: 1 } : {}) };
    if (!draft.attachments?.length) return request('POST', 'customer/order/place', placedSchema, { body, headers: { 'Idempotency-Key': key }, handled });
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (value !== null && value !== undefined) form.append(name, String(value));
    for (const file of draft.attachments) form.append('order_attachment[]', file, file.name);
    return request('POST', 'customer/order/place', placedSchema, { form, headers: { 'Idempotency-Key': key }, handled });
  },
  /** a failed online payment: pay on delivery instead */
  switchToCashOnDelivery: (orderId: number) => request('PUT', 'customer/order/payment-method', messageSchema, { body: { order_id: orderId } }),
  cancel: (orderId: number, reason: string) => request('PUT', 'customer/order/cancel', messageSchema, { body: { order_id: orderId, reason } }),
  /** running coupons of this zone and module */
  coupons: () =>
    request(
      'GET',
      'coupon/list',
      z.pipe(
        z.array(
          z.object({
            code: z.string(),
            title: z.string(),
            discount: num,
            discount_type: z.string(),
            min_purchase: num,
            expire_date: z.string(),
            store_id: z.optional(z.nullable(num)),
            coupon_type: z.optional(z.string()),
          }),
        ),
        z.transform((list): CheckoutCoupon[] =>
          list.map((c) => ({
            code: c.code,
            title: c.title,
            discount: c.discount,
            percent: c.discount_type === 'percent',
            freeDelivery: c.coupon_type === 'free_delivery',
            minPurchase: c.min_purchase,
            expires: c.expire_date,
            storeId: c.store_id ?? null,
          })),
        ),
      ),
    ),
  /** the operator's offline methods (null when offline payment is off) */
  offlineMethods: () =>
    request(
      'GET',
      'offline_payment_method_list',
      offlineMethodsSchema,
    ),
  /** how an offline_payment order was paid */
  offlinePayment: (orderId: number, methodId: number, fields: Record<string, string>, note: string) =>
    request('PUT', 'customer/order/offline-payment', z.object({ payment: z.string() }), { body: { ...fields, order_id: orderId, method_id: methodId, customer_note: note || null } }),
  mostTips: () =>
    request(
      'GET',
      'most-tips',
      z.pipe(
        z.object({ most_tips_amount: z.nullable(z.optional(num)) }),
        z.transform((w) => w.most_tips_amount ?? null),
      ),
    ),
});

/**
 * Where the shopper pays an order online (`payment-mobile`, as the 6amMart clients send them): the
 * provider's page, which sends them back to `callback` with flag (success, fail, cancel) and order_id.
 */
export function paymentUrl(apiBase: string, p: { orderId: number; customerId: number | null; guestId: string | null; callback: string }): string {
  const query = new URLSearchParams({ order_id: String(p.orderId), callback: p.callback, payment_method: 'digital_payment', payment_platform: 'web' });
  if (p.customerId) query.set('customer_id', String(p.customerId));
  else if (p.guestId) query.set('guest_id', p.guestId);
  return `${apiBase.replace(/\/$/, '')}/api/v1/payment-mobile?${query}`;
}
