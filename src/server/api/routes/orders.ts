/** Orders (customer/order/*): place an order from the cart or a buy-now line, for a customer or a guest. */
import { z } from 'zod';
import { placeOrder, placePrescriptionOrder, quoteOrder, type OrderAddress, type OrderRequest } from '../../services/orders/place';
import { parcelInstructions, placeParcelOrder, quoteParcel, type ParcelRequest } from '../../services/orders/parcel';
import type { CartOwner } from '../../services/cart';
import type { Context } from 'hono';
import type { RequestContext } from '../../core/context';
import type { Env } from '../context';
import { bearerToken } from '../auth-guard';
import { ApiError, refusal } from '../../core/errors';
import { metrics } from '../../observability/metrics';
import { submitOfflinePayment, updateOfflinePayment } from '../../services/orders/offline-payment';
import { followableOrder, listOrders, orderDetails, orderProgress, runningOrderIds, trackOrder } from '../../services/orders/read';
import { cancelOrder, switchToCashOnDelivery } from '../../services/orders/shopper-actions';
import { requireModule } from '../../services/modules';
import { MAX_ID } from '../../core/context';
import { t } from '../../core/messages';
import { addressFormSchema } from '../../../lib/validation/address';
import { listInput, pageFields, numeric, requiredOrInvalid } from '../context';
import { pagedWire } from '../wire/paged';
import { orderDetailWire, orderWire, quoteWire } from '../wire/order';
import { cancellationReasonsAnswer, lastLocationAnswer, messageAnswer, offlinePaymentAnswer, orderAnswer, orderLinesAnswer, orderRouteAnswer, ordersPageAnswer, parcelInstructionsAnswer, placedAnswer, quoteAnswer, refundReasonsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { cartOwner } from './cart';
import { imageList } from '../image-field';
import { orderEventStream, shopperEventStream } from '../event-stream';
import { cancellationReasons, refundReasons } from '../../services/orders/reasons';
import { requestRefund } from '../../services/orders/refund';
import { orderRoute } from '../../services/orders/route';

/** how many running orders a shopper's notification stream follows */
const FOLLOWED_RUNNING_ORDERS = 20;

const money = (max = 1e7) => numeric(z.number().min(0).max(max));
const text = (max: number) => z.string().trim().max(max).optional().nullable();
const flag01 = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean());

/** JSON text as an object (anything else fails the schema that follows) */
function jsonObject(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** a parcel's receiver, as `receiver_details` carries it (reference §4.9) */
const receiverDetails = z.object({
  contact_person_name: addressFormSchema.shape.contact_person_name,
  contact_person_number: addressFormSchema.shape.contact_person_number,
  contact_person_email: z.string().trim().max(255).optional().nullable(),
  address: addressFormSchema.shape.address,
  address_type: z.string().max(20).optional().nullable(),
  latitude: numeric(z.number({ error: requiredOrInvalid }).min(-90).max(90)),
  longitude: numeric(z.number({ error: requiredOrInvalid }).min(-180).max(180)),
  zone_id: z.unknown().optional().meta({ type: 'integer', description: 'ignored: the server finds the zone' }),
  road: text(100),
  house: text(100),
  floor: text(50),
});

/** a buy-now line as the spec's client sends it in `cart` (JSON text) */
const buyNowLine = z.object({
  item_id: numeric(z.number().int().positive().max(MAX_ID).optional()),
  item_campaign_id: numeric(z.number().int().positive().max(MAX_ID).optional().nullable()),
  item_type: z.string().max(40).optional(),
  model: z.enum(['Item', 'ItemCampaign']).optional(),
  quantity: numeric(z.number({ error: 'api.quantity_whole' }).int('api.quantity_whole').min(1).max(1000)),
  variation: z.array(z.unknown()).max(50).optional(),
  add_on_ids: z.array(numeric(z.number().int().positive().max(MAX_ID))).max(50).optional(),
  add_on_qtys: z.array(numeric(z.number().int().min(0).max(100))).max(50).optional(),
});

const placeBody = z.object({
  guest_id: z.unknown().optional().meta({ type: 'integer', description: 'the guest id, when not signed in' }),
  order_type: z.enum(['delivery', 'take_away', 'parcel'], { error: 'api.field_invalid' }),
  store_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID).optional().meta({ description: 'required unless order_type is parcel' })),
  payment_method: z.enum(['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'], { error: 'api.field_invalid' }),
  order_amount: z.unknown().optional().meta({ description: 'required by 6amMart clients, ignored: the server prices the order' }),
  schedule_at: z.preprocess((v) => (v === '' || v === 'null' ? null : v), z.coerce.date().nullable().optional()),
  coupon_code: text(40),
  dm_tips: money(1e5).optional(),
  cutlery: flag01.optional(),
  extra_packaging_amount: numeric(z.number().min(0).max(1e5).optional().meta({ description: 'more than 0: the shopper asks for extra packaging (the store sets the amount)' })),
  order_note: text(1000),
  delivery_instruction: text(500),
  unavailable_item_note: text(500),
  distance: numeric(z.number().min(0).max(1000).optional()),
  is_buy_now: flag01.optional(),
  partial_payment: flag01.optional().meta({ description: 'the wallet pays what it holds, payment_method the rest' }),
  cart: z.preprocess((v) => (typeof v === 'string' ? listInput(v) : v), z.array(buyNowLine).max(1).optional()),
  address: addressFormSchema.shape.address,
  address_type: z.string().max(20).optional(),
  latitude: numeric(z.number({ error: requiredOrInvalid }).min(-90).max(90)),
  longitude: numeric(z.number({ error: requiredOrInvalid }).min(-180).max(180)),
  road: text(100),
  house: text(100),
  floor: text(50),
  contact_person_name: addressFormSchema.shape.contact_person_name,
  contact_person_number: addressFormSchema.shape.contact_person_number,
  contact_person_email: addressFormSchema.shape.contact_person_email,
  order_attachment: z
    .unknown()
    .optional()
    .meta({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'multipart: a prescription of 1 to 3 images, required when an item needs one' }),
  parcel_category_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID).optional().meta({ description: 'parcel: what is sent (required for order_type parcel)' })),
  receiver_details: z
    .preprocess((v) => (typeof v === 'string' ? jsonObject(v) : v), receiverDetails.optional())
    .meta({ description: 'parcel: the receiver (JSON text or object), required for order_type parcel' }),
  charge_payer: z.enum(['sender', 'receiver'], { error: 'api.field_invalid' }).optional().meta({ description: 'parcel: who pays the charge; the receiver pays in cash on delivery' }),
});

type PlaceBody = Omit<z.infer<typeof placeBody>, 'payment_method'>;

/** the prescription's images (`order_attachment[]` or `order_attachment`): at most 3, each a checked image */
const prescriptionImages = (raw: Record<string, unknown>) => imageList(raw, ['order_attachment[]', 'order_attachment'], 'order_attachment');

/** The order the body asks for (the same for placing and for the quote). */
function orderRequest(b: PlaceBody, owner: CartOwner, moduleId: number): OrderRequest {
  const buyNow = b.is_buy_now && b.cart?.[0] ? b.cart[0] : null;
  if (b.order_type === 'parcel' || b.store_id === undefined) throw refusal(403, 'store_id', 'api.field_required', { field: 'store_id' });
  return {
    owner,
    moduleId,
    storeId: b.store_id,
    orderType: b.order_type,
    scheduleAt: b.schedule_at ?? null,
    couponCode: b.coupon_code || null,
    tips: b.dm_tips ?? 0,
    cutlery: b.cutlery ?? false,
    extraPackaging: (b.extra_packaging_amount ?? 0) > 0,
    orderNote: b.order_note || null,
    deliveryInstruction: b.delivery_instruction || null,
    unavailableItemNote: b.unavailable_item_note || null,
    distanceKm: b.distance ?? 0,
    address: senderAddress(b),
    buyNow: buyNow
      ? {
          model: buyNow.model ?? (buyNow.item_campaign_id || buyNow.item_type?.includes('Campaign') ? 'ItemCampaign' : 'Item'),
          itemId: buyNow.item_campaign_id ?? buyNow.item_id ?? 0,
          quantity: buyNow.quantity,
          variation: buyNow.variation ?? [],
          addOnIds: buyNow.add_on_ids ?? [],
          addOnQtys: buyNow.add_on_qtys ?? [],
        }
      : null,
  };
}

/** the body's address fields: where an order goes, or where a parcel is picked up */
function senderAddress(b: Pick<PlaceBody, 'address' | 'address_type' | 'latitude' | 'longitude' | 'road' | 'house' | 'floor' | 'contact_person_name' | 'contact_person_number' | 'contact_person_email'>): OrderAddress {
  return {
    address: b.address,
    addressType: b.address_type || 'other',
    latitude: b.latitude,
    longitude: b.longitude,
    road: b.road || null,
    house: b.house || null,
    floor: b.floor || null,
    contactPersonName: b.contact_person_name,
    contactPersonNumber: b.contact_person_number,
    contactPersonEmail: b.contact_person_email || null,
  };
}

/** A parcel the body asks for (order_type parcel): its category, the sender (the address fields), the receiver and who pays. */
function parcelRequest(b: PlaceBody, owner: CartOwner, moduleId: number): ParcelRequest {
  if (b.parcel_category_id === undefined) throw refusal(403, 'parcel_category_id', 'api.field_required', { field: 'parcel_category_id' });
  const r = b.receiver_details;
  if (!r) throw refusal(403, 'receiver_details', 'api.field_required', { field: 'receiver_details' });
  return {
    owner,
    moduleId,
    categoryId: b.parcel_category_id,
    sender: senderAddress(b),
    receiver: senderAddress({ ...r, address_type: r.address_type ?? undefined }),
    chargePayer: b.charge_payer ?? 'sender',
    tips: b.dm_tips ?? 0,
    scheduleAt: b.schedule_at ?? null,
    orderNote: b.order_note || null,
    deliveryInstruction: b.delivery_instruction || null,
  };
}

/** who follows an order: the signed-in customer or the guest, or anyone at all who names its contact (/track-order) */
async function trackerOf(ctx: RequestContext, c: Context<Env>, contact: string | undefined): Promise<CartOwner | null> {
  if (contact && !bearerToken(c) && !c.req.query('guest_id')) return null;
  return cartOwner(ctx, c, {});
}

/** The order a call names like order/track: by its id, with the contact it was placed with for anyone but its owner. */
async function namedOrder(ctx: RequestContext, c: Context<Env>, q: { order_id: number; contact_number?: string | null }) {
  return followableOrder(ctx, await trackerOf(ctx, c, q.contact_number ?? undefined), q.order_id, q.contact_number ?? null);
}

/** Count an order placed on /metrics by its module, or refused by the first reason its shopper is told (a catalogue key or an error code: a bounded set). */
async function countedOrder<T>(moduleType: string, place: () => Promise<T>): Promise<T> {
  try {
    const placed = await place();
    metrics.ordersPlaced.inc({ module: moduleType });
    return placed;
  } catch (error) {
    const first = error instanceof ApiError ? error.entries[0] : undefined;
    metrics.ordersRefused.inc({ reason: first ? ('key' in first ? first.key : first.code) : 'server_error' });
    throw error;
  }
}

/** order/place and order/quote refuse an order that cannot be placed as it is with 406 */
const NOT_PLACED = { 406: "Not placed as it is: under the store's minimum order, or more than is in stock" };

export function registerOrderRoutes(app: Router) {
  const api = documented(app, 'Orders');
  api.post(
    '/customer/order/place',
    {
      responses: NOT_PLACED,
      answer: placedAnswer, summary: 'Place an order from the cart (or one buy-now line); the server prices it. An Idempotency-Key header makes a retry answer the same order. JSON, or multipart with a prescription.',
      body: placeBody,
      needs: ['module', 'guest-or-customer'],
    },
    async (ctx, c, input) => {
      const module = await requireModule(ctx);
      return countedOrder(module.moduleType, async () => {
        const owner = await cartOwner(ctx, c, await input.rawBody());
        const b = await input.body();
        const key = c.req.header('idempotency-key')?.trim().slice(0, 200) || null;
        if (b.order_type === 'parcel') {
          const placed = await placeParcelOrder(ctx, { ...parcelRequest(b, owner, module.id), paymentMethod: b.payment_method, idempotencyKey: key });
          return { message: t(ctx.locale, 'order_placed'), order_id: placed.orderId, total_ammount: placed.totalAmount, status: placed.status, created_at: placed.createdAt, user_id: placed.userId };
        }
        const attachments = await prescriptionImages(await input.rawBody());
        const placed = await placeOrder(ctx, { ...orderRequest(b, owner, module.id), paymentMethod: b.payment_method, partialPayment: b.partial_payment ?? false, attachments, idempotencyKey: key });
        return { message: t(ctx.locale, 'order_placed'), order_id: placed.orderId, total_ammount: placed.totalAmount, status: placed.status, created_at: placed.createdAt, user_id: placed.userId };
      });
    },
  );

  api.post(
    '/customer/order/quote',
    {
      responses: NOT_PLACED,
      answer: quoteAnswer, summary: "The checkout's summary: the order/place body priced exactly as placing it would (nothing is written), with what cash on delivery and the wallet allow",
      // who receives the order does not change its price: the quote needs no contact
      body: placeBody.extend({
        payment_method: placeBody.shape.payment_method.optional(),
        contact_person_name: z.string().max(100).optional(),
        contact_person_number: z.string().max(20).optional(),
        contact_person_email: z.string().max(255).optional(),
      }),
      needs: ['module', 'guest-or-customer'],
    },
    async (ctx, c, input) => {
      const module = await requireModule(ctx);
      const owner = await cartOwner(ctx, c, await input.rawBody());
      const b = await input.body();
      const body = { ...b, contact_person_name: b.contact_person_name ?? '', contact_person_number: b.contact_person_number ?? '' };
      if (b.order_type === 'parcel') return quoteWire(await quoteParcel(ctx, parcelRequest(body, owner, module.id)));
      return quoteWire(await quoteOrder(ctx, orderRequest(body, owner, module.id)));
    },
  );

  const owner = ['guest-or-customer' as const];
  const listQuery = z.object({ ...pageFields, guest_id: z.unknown().optional().meta({ type: 'integer' }) });
  api.get('/customer/order/list', { answer: ordersPageAnswer, summary: 'Finished orders (delivered, canceled, refunded, failed), newest first', query: listQuery, needs: owner }, async (ctx, c) => {
    const page = await listOrders(ctx, await cartOwner(ctx, c, {}), 'history', c.req.query());
    return pagedWire(page, 'orders', (r) => orderWire(r, ctx.origin));
  });
  api.get('/customer/order/running-orders', { answer: ordersPageAnswer, summary: 'Orders still on their way', query: listQuery, needs: owner }, async (ctx, c) => {
    const page = await listOrders(ctx, await cartOwner(ctx, c, {}), 'running', c.req.query());
    return pagedWire(page, 'orders', (r) => orderWire(r, ctx.origin));
  });

  const orderQuery = z.object({
    order_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(Number.MAX_SAFE_INTEGER)),
    guest_id: z.unknown().optional().meta({ type: 'integer' }),
    contact_number: z.string().max(30).optional(),
  });
  api.get('/customer/order/details', { answer: orderLinesAnswer, summary: "An order's detail rows, each with the item as it was ordered", query: orderQuery, needs: owner }, async (ctx, c, input) => {
    const who = await cartOwner(ctx, c, {});
    const { details, order } = await orderDetails(ctx, who, input.query().order_id);
    return details.map((d, i) => orderDetailWire(d, order.isGuest, i === 0, ctx.origin));
  });
  api.get(
    '/customer/order/track',
    {
      answer: orderAnswer, summary: "One order with its store and delivery man: the shopper's own, or any order named with the phone or email it was placed with (contact_number; a guest always sends it)",
      query: orderQuery,
      needs: owner,
    },
    async (ctx, c, input) => {
      const q = input.query();
      return orderWire(await trackOrder(ctx, await trackerOf(ctx, c, q.contact_number), q.order_id, q.contact_number ?? null), ctx.origin);
    },
  );
  api.get(
    '/customer/order/stream',
    {
      answerType: 'text/event-stream', summary:
        'Server-sent events for one order, asked for like order/track: `status` ({order_id, order_status}) first and on every change, `location` ({order_id, lat, lng}) as its delivery man moves, `delivery_man` when one is assigned',
      query: orderQuery,
      needs: owner,
    },
    async (ctx, c, input) => {
      const order = await namedOrder(ctx, c, input.query());
      return orderEventStream(c, order.id, () => orderProgress(ctx, order.id));
    },
  );
  api.get(
    '/customer/order/events',
    {
      responses: { 204: 'A guest with no running order: nothing to stream' },
      answerType: 'text/event-stream', summary:
        "Server-sent events: the status changes of the shopper's running orders (the 20 newest when the stream opens), as `status` ({order_id, order_status}), and for a signed-in customer `message` ({conversation_id, sender_type}) when a store or delivery man writes and `notice` ({id, type}) for another notification (referral_code); 204 for a guest with nothing running. Our addition: the order_status and message notifications on every page",
      query: z.object({ guest_id: z.unknown().optional().meta({ type: 'integer' }) }),
      needs: ['guest-or-customer'],
    },
    async (ctx, c) => {
      const owner = await cartOwner(ctx, c, {});
      const ids = await runningOrderIds(ctx, owner, FOLLOWED_RUNNING_ORDERS);
      if (!ids.length && owner.isGuest) return c.body(null, 204);
      return shopperEventStream(c, ids, owner.isGuest ? null : owner.userId);
    },
  );
  api.get(
    '/customer/order/route',
    {
      answer: orderRouteAnswer, summary:
        "The way on the tracking map, asked for like order/track: from the delivery man's last position to the delivery address, `{order_id, source: 'road'|'straight', points: [[lat, lng], ...]}` (the road from OSRM when OSRM_URL is set). Our addition",
      query: orderQuery,
      needs: owner,
    },
    async (ctx, c, input) => {
      const order = await namedOrder(ctx, c, input.query());
      const way = await orderRoute(ctx, order);
      return { order_id: order.id, source: way.source, points: way.points };
    },
  );
  api.get('/delivery-man/last-location', { answer: lastLocationAnswer, summary: "Where the delivery man of the shopper's order was last seen", query: orderQuery, needs: owner }, async (ctx, c, input) => {
    const order = await namedOrder(ctx, c, input.query());
    const now = await orderProgress(ctx, order.id);
    if (!now.deliveryManId) throw refusal(404, 'delivery_man', 'delivery_man_not_assigned');
    return { order_id: order.id, delivery_man_id: now.deliveryManId, latitude: now.lat, longitude: now.lng, location: null, created_at: now.locationAt?.toISOString() ?? null };
  });

  const reasonsQuery = z.object({ ...pageFields, type: z.enum(['customer', 'store', 'deliveryman']).optional() });
  api.get('/customer/order/cancellation-reasons', { answer: cancellationReasonsAnswer, summary: 'Why an order may be cancelled, paged (type=customer for shoppers)', query: reasonsQuery }, async (ctx, _c, input) => {
    const q = input.query();
    return pagedWire(await cancellationReasons(ctx, q.type ?? 'customer', q), 'data', (r) => r);
  });
  api.get('/customer/order/parcel-instructions', { answer: parcelInstructionsAnswer, summary: 'What a parcel sender may ask of the delivery man, paged', query: z.object(pageFields) }, async (ctx, _c, input) =>
    pagedWire(await parcelInstructions(ctx, input.query()), 'data', (r) => ({ id: r.id, instruction: r.instruction, status: 1 })),
  );
  api.get('/customer/order/refund-reasons', { answer: refundReasonsAnswer, summary: 'Why a refund may be asked' }, async (ctx) => ({ refund_reasons: await refundReasons(ctx) }));

  const refundBody = z.object({
    order_id: orderQuery.shape.order_id,
    customer_reason: z.string({ error: 'api.field_required' }).trim().min(1, 'api.field_required').max(255),
    customer_note: z.string().trim().max(1000).optional().nullable(),
    refund_method: z.string().trim().max(40).optional().nullable(),
    guest_id: z.unknown().optional().meta({ type: 'integer' }),
    'image[]': z
      .unknown()
      .optional()
      .meta({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'up to 3 images (jpg, png, jpeg or gif), at most 2 MB each' }),
  });
  api.post(
    '/customer/order/refund-request',
    {
      answer: messageAnswer, summary: 'Ask a refund of a delivered and paid order (multipart, with up to 3 images); refund_amount = order_amount − delivery_charge − dm_tips',
      body: refundBody,
      multipart: true,
      needs: owner,
    },
    async (ctx, c, input) => {
      const raw = await input.rawBody();
      const who = await cartOwner(ctx, c, raw);
      const b = await input.body();
      const images = await imageList(raw, ['image[]', 'image'], 'image');
      await requestRefund(ctx, who, b.order_id, { reason: b.customer_reason, note: b.customer_note || null, method: b.refund_method || null, images });
      return { message: t(ctx.locale, 'refund_requested') };
    },
  );

  const cancelBody = z.object({ order_id: orderQuery.shape.order_id, reason: z.string().trim().max(255).optional(), guest_id: z.unknown().optional().meta({ type: 'integer' }) });
  api.put('/customer/order/cancel', { answer: messageAnswer, summary: 'Cancel an order while it is pending (or its payment failed)', body: cancelBody, needs: owner }, async (ctx, c, input) => {
    const who = await cartOwner(ctx, c, await input.rawBody());
    const b = await input.body();
    await cancelOrder(ctx, who, b.order_id, b.reason || 'canceled by customer');
    return { message: t(ctx.locale, 'order_canceled') };
  });
  const switchBody = z.object({ order_id: orderQuery.shape.order_id, guest_id: z.unknown().optional().meta({ type: 'integer' }) });
  api.put('/customer/order/payment-method', { answer: messageAnswer, summary: 'Switch a failed digital payment to cash on delivery', body: switchBody, needs: owner }, async (ctx, c, input) => {
    const who = await cartOwner(ctx, c, await input.rawBody());
    await switchToCashOnDelivery(ctx, who, (await input.body()).order_id);
    return { message: t(ctx.locale, 'payment_method_switched') };
  });

  /* an offline payment: how the shopper paid, in the fields the operator's method asks for */
  const offlineBody = z.looseObject({
    order_id: orderQuery.shape.order_id,
    method_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)),
    customer_note: z.string().trim().max(1000).optional().nullable(),
    guest_id: z.unknown().optional().meta({ type: 'integer' }),
  });
  const offlineInput = async (input: { rawBody(): Promise<Record<string, unknown>>; body(): Promise<z.infer<typeof offlineBody>> }) => {
    const raw = await input.rawBody();
    const b = await input.body();
    const fields = Object.fromEntries(
      Object.entries(raw)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
    return { orderId: b.order_id, offline: { methodId: b.method_id, fields, note: b.customer_note || null } };
  };
  api.put(
    '/customer/order/offline-payment',
    { answer: offlinePaymentAnswer, summary: "Say how an offline_payment order was paid: the method and its customer fields (sent as fields of the body's own)", body: offlineBody, needs: owner },
    async (ctx, c, input) => {
      const who = await cartOwner(ctx, c, await input.rawBody());
      const { orderId, offline } = await offlineInput(input);
      await submitOfflinePayment(ctx, who, orderId, offline);
      return { payment: 'success' };
    },
  );
  api.put('/customer/order/offline-payment-update', { answer: offlinePaymentAnswer, summary: 'Correct the offline payment info while the operator has not verified it', body: offlineBody, needs: owner }, async (ctx, c, input) => {
    const who = await cartOwner(ctx, c, await input.rawBody());
    const { orderId, offline } = await offlineInput(input);
    await updateOfflinePayment(ctx, who, orderId, offline);
    return { payment: 'Payment_Info_Updated_successfully', message: t(ctx.locale, 'offline_payment_updated') };
  });

  /* a prescription order (pharmacy): the prescription's images instead of cart lines */
  const prescriptionBody = z.object({
    guest_id: z.unknown().optional().meta({ type: 'integer', description: 'the guest id, when not signed in' }),
    store_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)),
    distance: placeBody.shape.distance,
    dm_tips: placeBody.shape.dm_tips,
    order_note: placeBody.shape.order_note,
    address: placeBody.shape.address,
    address_type: placeBody.shape.address_type,
    latitude: placeBody.shape.latitude,
    longitude: placeBody.shape.longitude,
    contact_person_name: placeBody.shape.contact_person_name,
    contact_person_number: placeBody.shape.contact_person_number,
    contact_person_email: placeBody.shape.contact_person_email,
    schedule_at: placeBody.shape.schedule_at,
    'order_attachment[]': z
      .unknown()
      .optional()
      .meta({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'the prescription: 1 to 3 images (jpg, png, jpeg or gif), at most 2 MB each' }),
  });
  api.post(
    '/customer/order/prescription/place',
    { answer: placedAnswer, summary: 'Place a pharmacy order by prescription images (multipart); the store prices it later', body: prescriptionBody, multipart: true, needs: ['module', 'guest-or-customer'] },
    async (ctx, c, input) => {
      const module = await requireModule(ctx);
      return countedOrder(module.moduleType, async () => {
        const raw = await input.rawBody();
        const owner = await cartOwner(ctx, c, raw);
        const b = await input.body();
        const images = await prescriptionImages(raw);
        if (!images.length) throw refusal(403, 'order_attachment', 'prescription_required');
        const placed = await placePrescriptionOrder(ctx, {
          owner,
          moduleId: module.id,
          storeId: b.store_id,
          distanceKm: b.distance ?? 0,
          tips: b.dm_tips ?? 0,
          orderNote: b.order_note || null,
          scheduleAt: b.schedule_at ?? null,
          address: {
            address: b.address,
            addressType: b.address_type || 'other',
            latitude: b.latitude,
            longitude: b.longitude,
            road: null,
            house: null,
            floor: null,
            contactPersonName: b.contact_person_name,
            contactPersonNumber: b.contact_person_number,
            contactPersonEmail: b.contact_person_email || null,
          },
          images,
      });
      return { message: t(ctx.locale, 'order_placed'), order_id: placed.orderId, total_ammount: placed.totalAmount, status: placed.status, created_at: placed.createdAt, user_id: placed.userId };
      });
    },
  );
}
