/**
 * Parcel orders (reference §4.9, §5.2; issue 19): a sender and a receiver, each inside a zone the
 * parcel module serves, a parcel category, and who pays. The charge is the server's alone:
 * max(distance × per km, minimum) + the vehicle's extra, at the category's rates when it sets them,
 * else the parcel settings; the distance between the two points comes from the geo adapter (never
 * less than the straight line). The order costs its charge and the tip. When the receiver pays,
 * it is paid in cash on delivery.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Paged, RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { geoProvider } from '../../adapters/geo';
import { distanceMeters } from '../../../lib/geo';
import { orderTotals, parcelCharge, type OrderTotals } from '../../../lib/pricing/order';
import { loadSettings } from '../settings';
import { pagedTable, type PageInput } from '../catalogue/listing';
import { allModules } from '../reference-data';
import { zonesAt, zoneModuleTerms, type ZoneModuleRow, type ZoneRow } from '../zones';
import type { CartOwner } from '../cart';
import {
  checkPaymentMethod,
  debitWallet,
  deliveryAddressJson,
  orderBase,
  paymentPlan,
  vehicleFor,
  walletBalance,
  type OrderAddress,
  type OrderQuote,
  type PaymentMethod,
  type PlacedOrder,
} from './place';
import { typedSettings } from '../settings-schema';
import { answerOfConcurrent, claimKey, keepAnswer, KeyTaken, orderKey, placedBefore } from './idempotency';
import { loggerFor } from '../../observability/logger';

const log = loggerFor('parcel');


export type ChargePayer = 'sender' | 'receiver';

export interface ParcelRequest {
  owner: CartOwner;
  moduleId: number;
  categoryId: number;
  /** where the parcel is picked up, and who hands it over */
  sender: OrderAddress;
  /** where it goes, and who takes it */
  receiver: OrderAddress;
  chargePayer: ChargePayer;
  tips: number;
  /** null: as soon as possible */
  scheduleAt: Date | null;
  orderNote: string | null;
  deliveryInstruction: string | null;
}

export interface ParcelOrder extends ParcelRequest {
  paymentMethod: PaymentMethod;
}

type ParcelCategoryRow = typeof s.parcelCategories.$inferSelect;

/** The first active zone at a point that offers the parcel module, with its terms. */
async function parcelZoneAt(ctx: RequestContext, point: { latitude: number; longitude: number }, moduleId: number): Promise<{ zone: ZoneRow; terms: ZoneModuleRow } | null> {
  for (const zone of (await zonesAt(ctx.db, point.latitude, point.longitude)).active) {
    const terms = await zoneModuleTerms(ctx.db, zone.id, moduleId);
    if (terms) return { zone, terms };
  }
  return null;
}

/** The road distance between the two points in km (the geo adapter's), never less than the straight line. */
async function parcelDistanceKm(ctx: RequestContext, from: OrderAddress, to: OrderAddress): Promise<number> {
  const straight = distanceMeters(from.latitude, from.longitude, to.latitude, to.longitude);
  const road = await geoProvider(ctx.db)
    .distance({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude }, 'driving')
    .then((d) => d.meters)
    .catch((error: unknown) => {
      log.error({ err: error }, 'parcel distance: the geo adapter failed, the straight line is used');
      return 0;
    });
  return Math.max(straight, road) / 1000;
}

/** The pre-checks and the money of a parcel order, shared by its quote and its placing. Writes nothing. */
export async function priceParcel(ctx: RequestContext, input: ParcelRequest) {
  const settings = await loadSettings(ctx.db);
  if (input.owner.isGuest && !typedSettings(settings).guestCheckout) throw refusal(403, 'guest', 'guest_checkout_off');
  // every module is reference data, kept in memory
  const module = (await allModules(ctx.db)).find((m) => m.id === input.moduleId);
  if (module?.moduleType !== 'parcel') throw refusal(403, 'order_type', 'parcel_module_only');
  const [category] = await ctx.db
    .select()
    .from(s.parcelCategories)
    .where(and(eq(s.parcelCategories.id, input.categoryId), eq(s.parcelCategories.moduleId, input.moduleId), eq(s.parcelCategories.status, true)))
    .limit(1);
  if (!category) throw refusal(404, 'parcel_category_id', 'parcel_category_not_found');
  if (input.scheduleAt && input.scheduleAt.getTime() < ctx.now.getTime() - 60_000) throw refusal(403, 'schedule_at', 'schedule_past');
  const [from, to] = await Promise.all([parcelZoneAt(ctx, input.sender, input.moduleId), parcelZoneAt(ctx, input.receiver, input.moduleId)]);
  if (!from) throw refusal(403, 'coordinates', 'sender_out_of_coverage');
  if (!to) throw refusal(403, 'receiver_details', 'receiver_out_of_coverage');
  const distanceKm = await parcelDistanceKm(ctx, input.sender, input.receiver);
  const vehicle = await vehicleFor(ctx, distanceKm);
  const charge = parcelCharge({
    distanceKm,
    category: { perKm: category.parcelPerKmShippingCharge, minimum: category.parcelMinimumShippingCharge },
    settings: typedSettings(settings).parcel,
    extra: vehicle?.extraCharges ?? 0,
  });
  // the charge is the order's delivery; nothing else is priced but the tip
  const totals: OrderTotals = orderTotals({
    lines: [],
    taxPercent: 0,
    taxIncluded: false,
    delivery: { orderType: 'delivery', distanceKm: 0, perKm: 0, minimum: charge, maximum: null, extra: 0, surgePercent: 0, free: false },
    tips: typedSettings(settings).tips ? Math.max(0, input.tips) : 0,
    additionalCharge: 0,
    packaging: 0,
  });
  return { settings, category, zone: from.zone, terms: from.terms, receiverZone: to.zone, distanceKm, vehicle, totals };
}

/** The parcel's summary before placing: its charge and tip, and what cash on delivery and the wallet allow. */
export async function quoteParcel(ctx: RequestContext, input: ParcelRequest): Promise<OrderQuote> {
  const { settings, zone, terms, totals } = await priceParcel(ctx, input);
  return {
    totals,
    coupon: null,
    taxIncluded: typedSettings(settings).taxIncluded,
    cashOnDelivery: { allowed: typedSettings(settings).cashOnDelivery && zone.cashOnDelivery, maximum: terms.maximumCodOrderAmount || null },
    walletBalance: input.owner.isGuest || input.chargePayer === 'receiver' ? null : await walletBalance(ctx, input.owner.userId),
    cashback: 0,
  };
}

/** Place a parcel order: the pre-checks, the server's charge, the payment's rules, then the order, its payment rows and any wallet debit together. */
export async function placeParcelOrder(ctx: RequestContext, input: ParcelOrder & { idempotencyKey?: string | null }): Promise<PlacedOrder> {
  if (input.chargePayer === 'receiver' && input.paymentMethod !== 'cash_on_delivery') throw refusal(403, 'payment_method', 'receiver_pays_cash');
  const { idempotencyKey, ...body } = input;
  const key = orderKey(input.owner, idempotencyKey, body);
  const before = key && (await placedBefore(ctx, key));
  if (before) return before;
  const { settings, category, zone, terms, receiverZone, distanceKm, vehicle, totals } = await priceParcel(ctx, input);
  await checkPaymentMethod(ctx, { settings, zone, rates: terms, method: input.paymentMethod, owner: input.owner, orderAmount: totals.orderAmount });
  const plan = paymentPlan(input.paymentMethod, 0, totals.orderAmount);
  const now = ctx.now;
  const write = async (tx: Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0]): Promise<PlacedOrder> => {
    if (key) await claimKey(tx, key);
    const [order] = await tx
      .insert(s.orders)
      .values({
        ...orderBase(ctx, { owner: input.owner, moduleId: input.moduleId, address: input.sender, distanceKm }, { id: null, zoneId: zone.id }),
        orderType: 'parcel',
        orderAmount: totals.orderAmount,
        deliveryCharge: totals.deliveryCharge,
        originalDeliveryCharge: totals.originalDeliveryCharge,
        dmTips: totals.tips,
        dmVehicleId: vehicle?.id ?? null,
        paymentStatus: plan.paymentStatus,
        orderStatus: plan.status,
        paymentMethod: plan.method,
        parcelCategoryId: category.id,
        receiverDetails: { ...deliveryAddressJson(input.receiver), zone_id: receiverZone.id },
        chargePayer: input.chargePayer,
        orderNote: input.orderNote,
        deliveryInstruction: input.deliveryInstruction,
        scheduleAt: input.scheduleAt ?? now,
        scheduled: Boolean(input.scheduleAt),
        ...(plan.status === 'confirmed' ? { confirmed: now } : {}),
      })
      .returning({ id: s.orders.id, createdAt: s.orders.createdAt });
    await tx.insert(s.orderPayments).values(plan.rows.map((r) => ({ orderId: order.id, ...r })));
    if (plan.fromWallet > 0) await debitWallet(tx, input.owner.userId, plan.fromWallet, order.id);
    const placed: PlacedOrder = { orderId: order.id, totalAmount: totals.orderAmount, status: plan.status, createdAt: order.createdAt.toISOString(), userId: input.owner.userId };
    if (key) await keepAnswer(tx, key, placed);
    return placed;
  };
  try {
    return await ctx.db.transaction(write);
  } catch (error) {
    if (error instanceof KeyTaken && key) return answerOfConcurrent(ctx, key);
    throw error;
  }
}

export interface ParcelInstruction {
  id: number;
  instruction: string;
}

/** The instructions a sender may pick for the delivery man, paged (order/parcel-instructions). */
export async function parcelInstructions(ctx: RequestContext, input: PageInput): Promise<Paged<ParcelInstruction>> {
  const t = s.parcelDeliveryInstructions;
  const page = await pagedTable(ctx.db, t, eq(t.status, true), [asc(t.id)], input, 10);
  return { ...page, rows: page.rows.map((r) => ({ id: r.id, instruction: r.instruction })) };
}

export type { ParcelCategoryRow };
