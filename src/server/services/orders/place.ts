/**
 * Placing an order (reference §4.9, §5.1, §5.2). The client's amounts are never read: the lines come
 * from the server's cart (or the buy-now line, checked the same way), the prices from the catalogue,
 * and the money from src/lib/pricing/order. Pre-checks refuse with the wire's codes; then one
 * transaction writes the order, its detail rows and payment rows, takes the stock (never below
 * zero), counts the coupon, debits the wallet and empties the cart: everything or nothing.
 * An Idempotency-Key makes a retry answer the same order.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { RequestContext } from '../../core/context';
import { ApiError, refusal } from '../../core/errors';
import * as s from '../../db/schema';
import { refuse, refusedReason } from '../../db/errors';
import { orderTotals, type CouponRule, type OrderTotals } from '../../../lib/pricing/order';
import { adminFreeDeliveryApplies, freeDeliveryBase } from '../../../lib/pricing/free-delivery';
import { couponAtStore, couponForOwner, couponInZones, couponRunning } from '../../../lib/coupons';
import { partialRestMethods, partialSplit } from '../../../lib/pricing/payment';
import { addOnChoices, chosenVariation, tracksStock, type LineVariation } from '../../../lib/pricing';
import { storeOpenAt, storeRecord } from '../catalogue/stores';
import { BUSINESS_TIME_ZONE } from '../../../lib/constants';
import { itemWindowHolds, localClock } from '../../../lib/schedule';
import { formatPrice, type MoneyFormat } from '../../../lib/format';
import { checkQuantity, loadProducts, normalizeAddOns, normalizeVariation, type CartOwner, type ItemModel, type LineInput } from '../cart';
import type { Product } from '../catalogue/products';
import { loadSettings, moneyFormat } from '../settings';

import { storeImage } from '../uploads';
import { validFirstOrderDiscount } from '../referral';
import { cashbackFor } from '../promotions';
import { zoneById, zoneModuleTerms, zoneRowHolds } from '../zones';
import { allVehicles } from '../reference-data';
import { distanceMeters } from '../../../lib/geo';
import { typedSettings } from '../settings-schema';
import { answerOfConcurrent, claimKey, keepAnswer, KeyTaken, orderKey, placedBefore, type PlacedOrder } from './idempotency';

export type { PlacedOrder } from './idempotency';

export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';

export interface OrderAddress {
  address: string;
  addressType: string;
  latitude: number;
  longitude: number;
  road: string | null;
  house: string | null;
  floor: string | null;
  contactPersonName: string;
  contactPersonNumber: string;
  contactPersonEmail: string | null;
}

/** a buy-now line: the same fields as a line added to the cart */
export type BuyNowLine = LineInput;

export interface PlaceOrder {
  owner: CartOwner;
  moduleId: number;
  storeId: number;
  orderType: 'delivery' | 'take_away';
  paymentMethod: PaymentMethod;
  /** null: as soon as possible */
  scheduleAt: Date | null;
  couponCode: string | null;
  tips: number;
  cutlery: boolean;
  extraPackaging: boolean;
  orderNote: string | null;
  deliveryInstruction: string | null;
  unavailableItemNote: string | null;
  address: OrderAddress;
  distanceKm: number;
  /** buy now: this line instead of the cart, which stays as it is */
  buyNow: BuyNowLine | null;
  /** partial payment: the wallet pays what it holds, `paymentMethod` the rest */
  partialPayment?: boolean;
  /** prescription images (checked), required when an item needs a prescription */
  attachments?: Uint8Array[];
  idempotencyKey: string | null;
}

interface PricedLineSource {
  product: Product;
  model: ItemModel;
  quantity: number;
  variation: LineVariation;
  addOnIds: number[];
  addOnQtys: number[];
  /** the cart line it was priced from, as read (none for buy now) */
  cartLine: CartLineRow | null;
}

type CartLineRow = typeof s.cartLines.$inferSelect;

async function linesToOrder(ctx: RequestContext, input: OrderRequest): Promise<PricedLineSource[]> {
  const raw: Array<BuyNowLine & { cartLine: CartLineRow | null }> = input.buyNow
    ? [{ ...input.buyNow, cartLine: null }]
    : (
        await ctx.db
          .select()
          .from(s.cartLines)
          .where(and(eq(s.cartLines.userId, input.owner.userId), eq(s.cartLines.isGuest, input.owner.isGuest), eq(s.cartLines.moduleId, input.moduleId)))
      ).map((l) => ({ model: l.itemType as ItemModel, itemId: l.itemId, quantity: l.quantity, variation: l.variation, addOnIds: l.addOnIds, addOnQtys: l.addOnQtys, cartLine: l }));
  if (!raw.length) throw refusal(403, 'cart', 'cart_empty');
  if (input.owner.isGuest && raw.some((l) => l.model === 'ItemCampaign')) throw refusal(403, 'campaign', 'campaign_sign_in');
  const products = await loadProducts(ctx, raw, input.moduleId);
  const lines: PricedLineSource[] = [];
  for (const line of raw) {
    const product = products.get(`${line.model}:${line.itemId}`);
    if (!product) throw refusal(404, 'item', 'item_gone');
    if (product.storeId !== input.storeId) throw refusal(403, 'store_id', 'cart_other_store_order');
    const variation = normalizeVariation(product, line.variation);
    const addOns = normalizeAddOns(product, line.addOnIds, line.addOnQtys);
    checkQuantity(product, line.quantity, variation);
    lines.push({ product, model: line.model, quantity: line.quantity, variation, addOnIds: addOns.ids, addOnQtys: addOns.qtys, cartLine: line.cartLine });
  }
  return lines;
}

type Coupon = typeof s.coupons.$inferSelect;

async function couponFor(ctx: RequestContext, input: OrderRequest, zoneId: number, subtotal: number, money: MoneyFormat): Promise<Coupon | null> {
  if (!input.couponCode) return null;
  const [coupon] = await ctx.db.select().from(s.coupons).where(eq(s.coupons.code, input.couponCode)).limit(1);
  if (!coupon || !coupon.status || coupon.moduleId !== input.moduleId) throw refusal(403, 'coupon', 'coupon_invalid');
  if (!couponRunning(coupon, ctx.today)) throw refusal(403, 'coupon', 'coupon_expired');
  if (!couponAtStore(coupon, input.storeId) || !couponInZones(coupon, [zoneId]) || !couponForOwner(coupon, input.owner)) throw refusal(403, 'coupon', 'coupon_invalid');
  if (coupon.limit !== null && coupon.limit > 0) {
    const [{ used }] = await ctx.db
      .select({ used: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(and(eq(s.orders.userId, input.owner.userId), eq(s.orders.isGuest, input.owner.isGuest), eq(s.orders.couponCode, coupon.code)));
    if (used >= coupon.limit) throw refusal(403, 'coupon', 'coupon_limit');
  }
  if (coupon.couponType === 'first_order') {
    const [{ count }] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(and(eq(s.orders.userId, input.owner.userId), eq(s.orders.isGuest, input.owner.isGuest)));
    if (count > 0) throw refusal(403, 'coupon', 'coupon_invalid');
  }
  if (subtotal < coupon.minPurchase) throw refusal(403, 'coupon', 'coupon_minimum', { amount: formatPrice(coupon.minPurchase, money) });
  return coupon;
}

const couponRule = (c: Coupon | null): CouponRule | null =>
  !c ? null : c.couponType === 'free_delivery' ? { kind: 'free_delivery' } : { kind: c.discountType === 'percent' ? 'percent' : 'amount', discount: c.discount, maxDiscount: c.maxDiscount };

/** the customer's wallet balance: the one the profile shows (customers.wallet_balance) */
export async function walletBalance(ctx: RequestContext, userId: number): Promise<number> {
  const [row] = await ctx.db.select({ balance: s.customers.walletBalance }).from(s.customers).where(eq(s.customers.id, userId)).limit(1);
  return row?.balance ?? 0;
}

export async function placeOrder(ctx: RequestContext, input: PlaceOrder): Promise<PlacedOrder> {
  const { idempotencyKey, ...body } = input;
  const key = orderKey(input.owner, idempotencyKey, body);
  const before = key && (await placedBefore(ctx, key));
  if (before) return before;

  const { settings, store, zone, rates, lines, coupon, freeByCoupon, totals, vehicle } = await priceOrder(ctx, body);
  await checkPaymentMethod(ctx, { settings, zone, rates, method: input.paymentMethod, owner: input.owner, orderAmount: totals.orderAmount });
  const walletPart = input.partialPayment ? await partialWalletPart(ctx, input, settings, totals.orderAmount) : 0;
  const plan = paymentPlan(input.paymentMethod, walletPart, totals.orderAmount);
  const images = input.attachments ?? [];
  if (!images.length && lines.some((l) => l.product.prescriptionRequired)) throw refusal(403, 'order_attachment', 'prescription_required');
  const attachments: string[] = [];
  for (const image of images) attachments.push(await storeImage(ctx.db, image, input.owner.isGuest ? null : input.owner.userId));

  /* ------------------------------------------------ everything or nothing (§5.2 step 10) */
  const status = plan.status;
  const now = ctx.now;
  // the cashback offer the order earns, credited once it is delivered (reference §4.7)
  const cashback = input.owner.isGuest ? null : await cashbackFor(ctx, totals.orderAmount);
  const newOrderId = sql`(select id from new_order)` as unknown as number;
  const order = ctx.db
    .insert(s.orders)
    .values({
      ...orderBase(ctx, input, store),
      orderType: input.orderType,
      orderAmount: totals.orderAmount,
      couponDiscountAmount: totals.couponDiscount,
      couponDiscountTitle: coupon?.title ?? null,
      couponCode: coupon?.code ?? null,
      couponCreatedBy: coupon?.createdBy ?? null,
      storeDiscountAmount: totals.storeDiscount,
      flashAdminDiscountAmount: totals.flashDiscount,
      totalTaxAmount: totals.tax,
      taxPercentage: store.tax,
      taxStatus: typedSettings(settings).taxIncluded ? 'included' : 'excluded',
      deliveryCharge: totals.deliveryCharge,
      originalDeliveryCharge: totals.originalDeliveryCharge,
      additionalCharge: totals.additionalCharge,
      extraPackagingAmount: totals.packaging,
      dmTips: totals.tips,
      refBonusAmount: totals.referralDiscount,
      freeDeliveryBy: totals.deliveryCharge === 0 && totals.originalDeliveryCharge > 0 ? (freeByCoupon ? (coupon?.createdBy ?? 'admin') : store.freeDelivery ? 'vendor' : 'admin') : null,
      paymentStatus: plan.paymentStatus,
      orderStatus: status,
      paymentMethod: plan.method,
      partiallyPaidAmount: walletPart,
      cashBackId: cashback?.offer.id ?? null,
      dmVehicleId: vehicle?.id ?? null,
      orderNote: input.orderNote,
      deliveryInstruction: input.deliveryInstruction,
      unavailableItemNote: input.unavailableItemNote,
      cutlery: input.cutlery,
      ...(attachments.length ? { orderAttachment: attachments } : {}),
      scheduleAt: input.scheduleAt ?? now,
      scheduled: Boolean(input.scheduleAt),
      ...(status === 'confirmed' ? { confirmed: now } : {}),
    })
    .returning({ id: s.orders.id });
  const details = ctx.db.insert(s.orderDetails).values(
    lines.map((l, i) => {
      const priced = totals.lines[i];
      return {
        orderId: newOrderId,
        itemId: l.model === 'Item' ? l.product.id : null,
        itemCampaignId: l.model === 'ItemCampaign' ? l.product.id : null,
        price: priced.unit,
        itemDetails: l.product,
        variation: l.variation,
        addOns: l.addOnIds.map((addOnId, j) => {
          const a = l.product.addOns.find((x) => x.id === addOnId);
          return { id: addOnId, name: a?.name ?? '', price: a?.price ?? 0, quantity: l.addOnQtys[j] ?? 0 };
        }),
        discountOnItem: priced.unitDiscount,
        discountType: priced.discountType,
        quantity: l.quantity,
        taxAmount: priced.tax,
        totalAddOnPrice: priced.addOns,
      };
    }),
  );
  const payments = ctx.db.insert(s.orderPayments).values(plan.rows.map((r) => ({ orderId: newOrderId, ...r })));
  // a coupon with a use limit is counted against it inside the placing statement, after a lock on the
  // coupon and this owner: simultaneous orders by one shopper wait for each other (issue 43.6)
  const couponLimit = coupon && coupon.limit !== null && coupon.limit > 0 ? { code: coupon.code, limit: coupon.limit, owner: input.owner } : null;
  const statement = placingStatement(lines, { order: order.getSQL(), details: details.getSQL(), payments: payments.getSQL(), couponId: coupon?.id ?? null, couponLimit, fromCart: !input.buyNow });

  const write = async (db: Pick<RequestContext['db'], 'execute' | 'insert' | 'update'>): Promise<PlacedOrder> => {
    if (key) await claimKey(db, key);
    if (coupon && couponLimit) await db.execute(sql`select pg_advisory_xact_lock(${coupon.id}::int, ${input.owner.isGuest ? -input.owner.userId : input.owner.userId}::int)`);
    const written = (await db.execute(statement)) as unknown as { rows: Array<{ id: string }> };
    const id = Number(written.rows[0].id);
    await takeVariationStock(db, lines);
    if (plan.fromWallet > 0) await debitWallet(db, input.owner.userId, plan.fromWallet, id);
    const placed: PlacedOrder = { orderId: id, totalAmount: totals.orderAmount, status, createdAt: now.toISOString(), userId: input.owner.userId };
    if (key) await keepAnswer(db, key, placed);
    return placed;
  };
  // the one statement is atomic alone; a transaction holds it together with the writes some orders add
  const alone = !key && !couponLimit && plan.fromWallet === 0 && !lines.some((l) => variationStockChoice(l));
  try {
    return alone ? await write(ctx.db) : await ctx.db.transaction(write);
  } catch (error) {
    if (error instanceof KeyTaken && key) return answerOfConcurrent(ctx, key);
    const reason = refusedReason(error);
    if (reason) throw await placingRefusal(ctx, reason, lines);
    throw error;
  }
}

/** Whether the order may be paid this way (§5.2 step 1): the method is on, cash within the zone's rules, the wallet a customer's and enough. */
export async function checkPaymentMethod(
  ctx: RequestContext,
  o: { settings: Record<string, unknown>; zone: { cashOnDelivery: boolean } | null | undefined; rates: { maximumCodOrderAmount: number | null } | null | undefined; method: PaymentMethod; owner: CartOwner; orderAmount: number },
): Promise<void> {
  const methodOn: Record<PaymentMethod, boolean> = {
    cash_on_delivery: typedSettings(o.settings).cashOnDelivery,
    digital_payment: typedSettings(o.settings).digitalPayment,
    offline_payment: typedSettings(o.settings).offlinePayment,
    wallet: typedSettings(o.settings).wallet,
  };
  if (!methodOn[o.method]) throw refusal(403, 'payment_method', 'payment_method_off');
  if (o.method === 'wallet' && o.owner.isGuest) throw refusal(403, 'payment_method', 'wallet_sign_in');
  if (o.method === 'cash_on_delivery' && o.zone && !o.zone.cashOnDelivery) throw refusal(403, 'payment_method', 'payment_method_off');
  if (o.method === 'cash_on_delivery' && o.rates?.maximumCodOrderAmount && o.orderAmount > o.rates.maximumCodOrderAmount) throw refusal(203, 'order_amount', 'cod_maximum');
  if (o.method === 'wallet' && (await walletBalance(ctx, o.owner.userId)) < o.orderAmount) throw refusal(203, 'payment_method', 'wallet_short');
}

/** The wallet pays `amount` of order `orderId`: one conditional update, so a balance that changed since the pre-check is never overdrawn, and its ledger row. */
export async function debitWallet(db: Pick<RequestContext['db'], 'insert' | 'update'>, userId: number, amount: number, orderId: number): Promise<void> {
  const [debited] = await db
    .update(s.customers)
    .set({ walletBalance: sql`${s.customers.walletBalance} - ${amount}` })
    .where(and(eq(s.customers.id, userId), gte(s.customers.walletBalance, amount)))
    .returning({ balance: s.customers.walletBalance });
  if (!debited) throw refusal(203, 'payment_method', 'wallet_short');
  await db.insert(s.walletTransactions).values({ userId, transactionId: `order-${orderId}`, debit: amount, balance: debited.balance, transactionType: 'order_place', reference: String(orderId) });
}

/** what each item's lines need, summed (one item may be on several lines), numbered in the order of the lines */
function needPerItem(lines: PricedLineSource[], counts: (l: PricedLineSource) => boolean): Array<{ id: number; q: number; ord: number }> {
  const need = new Map<number, number>();
  for (const l of lines) if (l.model === 'Item' && counts(l)) need.set(l.product.id, (need.get(l.product.id) ?? 0) + l.quantity);
  return [...need].map(([id, q], ord) => ({ id, q, ord }));
}

/**
 * The writes every order has, in one statement that checks its own work and refuses (migration 0013)
 * when a check fails, so that none of it is written:
 * - the priced lines leave the cart, exactly as they were priced: a line changed or removed meanwhile
 *   (another tab, a second placement of the same cart, which waits on these rows and then finds them
 *   gone) refuses 'cart_changed'; a line added meanwhile stays in the cart;
 * - the stock and the flash sales' stock are taken, never below zero: an item short refuses with its id;
 * - a coupon with a use limit is not past it (the caller holds a lock on the coupon and the owner);
 * - the order, its lines and payment rows are written, and the coupon's use is counted.
 */
function placingStatement(
  lines: PricedLineSource[],
  parts: { order: SQL; details: SQL; payments: SQL; couponId: number | null; couponLimit: { code: string; limit: number; owner: CartOwner } | null; fromCart: boolean },
): SQL {
  const ctes: SQL[] = [];
  const checks: SQL[] = [];
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
  // the ids again as an array: the planner reads a row set from jsonb as 100 rows and would scan the table
  const ids = (rows: Array<{ id: number }>) => sql`${`{${rows.map((r) => r.id).join(',')}}`}::int[]`;
  if (parts.fromCart) {
    const priced = lines.flatMap((l) => (l.cartLine ? [l.cartLine] : []));
    const rows = priced.map((c) => ({ id: c.id, item_id: c.itemId, item_type: c.itemType, quantity: c.quantity, variation: c.variation, add_on_ids: c.addOnIds, add_on_qtys: c.addOnQtys }));
    ctes.push(sql`taken as (delete from cart_lines c using jsonb_to_recordset(${json(rows)}) as p(id int, item_id int, item_type text, quantity int, variation jsonb, add_on_ids jsonb, add_on_qtys jsonb)
      where c.id = any(${ids(rows)}) and c.id = p.id and c.item_id = p.item_id and c.item_type = p.item_type and c.quantity = p.quantity and c.variation = p.variation and c.add_on_ids = p.add_on_ids and c.add_on_qtys = p.add_on_qtys returning c.id)`);
    checks.push(sql`when (select count(*) from taken) <> ${priced.length} then ${refuse(sql`'cart_changed'`)}`);
  }
  const flash = needPerItem(lines, (l) => Boolean(l.product.flashSale));
  if (flash.length) {
    ctes.push(sql`flash_need as (select * from jsonb_to_recordset(${json(flash)}) as v(id int, q int, ord int))`);
    ctes.push(
      sql`flash as (update flash_sale_items f set sold = f.sold + v.q from flash_need v where f.item_id = any(${ids(flash)}) and f.item_id = v.id and f.stock - f.sold >= v.q returning f.item_id)`,
    );
    checks.push(
      sql`when (select count(*) from flash) <> ${flash.length} then ${refuse(sql`'flash_out_of_stock:' || (select v.id from flash_need v where v.id not in (select item_id from flash) order by v.ord limit 1)`)}`,
    );
  }
  const stock = needPerItem(lines, (l) => tracksStock(l.product.moduleType));
  if (stock.length) {
    ctes.push(sql`stock_need as (select * from jsonb_to_recordset(${json(stock)}) as v(id int, q int, ord int))`);
    ctes.push(sql`stock as (update items set stock = items.stock - v.q from stock_need v where items.id = any(${ids(stock)}) and items.id = v.id and items.stock >= v.q returning items.id)`);
    checks.push(
      sql`when (select count(*) from stock) <> ${stock.length} then ${refuse(sql`'out_of_stock:' || (select v.id from stock_need v where v.id not in (select id from stock) order by v.ord limit 1)`)}`,
    );
  }
  if (parts.couponLimit) {
    // the owner's orders with this coupon as they stand now (the caller holds the lock on coupon and owner)
    const { code, limit, owner } = parts.couponLimit;
    checks.push(
      sql`when (select count(*) from orders o where o.user_id = ${owner.userId} and o.is_guest = ${owner.isGuest} and o.coupon_code = ${code}) >= ${limit} then ${refuse(sql`'coupon_limit'`)}`,
    );
  }
  ctes.push(sql`new_order as (${parts.order})`, sql`details as (${parts.details})`, sql`payments as (${parts.payments})`);
  if (parts.couponId !== null) ctes.push(sql`coupon_use as (update coupons set total_uses = total_uses + 1 where id = ${parts.couponId})`);
  const id = checks.length ? sql`case ${sql.join(checks, sql` `)} else (select id from new_order) end` : sql`(select id from new_order)`;
  return sql`with ${sql.join(ctes, sql`, `)} select (${id})::text as id`;
}

/** The refusal a placing statement's reason stands for (the stock left is read only then). */
async function placingRefusal(ctx: RequestContext, reason: string, lines: PricedLineSource[]): Promise<ApiError> {
  const [what, id] = reason.split(':');
  const product = lines.find((l) => l.model === 'Item' && l.product.id === Number(id))?.product;
  if (what === 'out_of_stock' && product) {
    const [left] = await ctx.db.select({ stock: s.items.stock }).from(s.items).where(eq(s.items.id, product.id));
    return outOfStock(product, left?.stock ?? 0);
  }
  if (what === 'flash_out_of_stock' && product) return outOfStock(product, 0);
  if (what === 'cart_changed') return refusal(409, 'cart', 'cart_changed');
  if (what === 'coupon_limit') return refusal(403, 'coupon', 'coupon_limit');
  throw new Error(`unexpected refusal from the placing statement: ${reason}`);
}

/** the variation a line takes its own stock from (a grocery '1 kg'), if any */
function variationStockChoice(l: PricedLineSource): { type: string } | null {
  const choice = l.model === 'Item' && tracksStock(l.product.moduleType) ? chosenVariation(l.product, l.variation) : null;
  return choice && typeof choice.stock === 'number' ? { type: choice.type } : null;
}

/** A chosen variation keeps its own stock too: take it from that variation, never below zero, or refuse the order (its transaction). */
async function takeVariationStock(db: Pick<RequestContext['db'], 'execute'>, lines: PricedLineSource[]): Promise<void> {
  for (const l of lines) {
    const choice = variationStockChoice(l);
    if (!choice) continue;
    const updated = (await db.execute(sql`
      update items set variations = (
        select jsonb_agg(case when e.v->>'type' = ${choice.type} then jsonb_set(e.v, '{stock}', to_jsonb((e.v->>'stock')::int - ${l.quantity}::int)) else e.v end order by e.ord)
        from jsonb_array_elements(items.variations) with ordinality as e(v, ord)
      )
      where items.id = ${l.product.id}
        and exists (select 1 from jsonb_array_elements(items.variations) as x(v) where x.v->>'type' = ${choice.type} and (x.v->>'stock')::int >= ${l.quantity}::int)
      returning items.id`)) as unknown as { rows: unknown[] };
    if (!updated.rows.length) throw refusal(406, 'stock', 'variation_out_of_stock');
  }
}

/** Partial payment: the wallet pays all it holds, which must be less than the order; refusals otherwise. */
async function partialWalletPart(ctx: RequestContext, input: PlaceOrder, settings: Record<string, unknown>, orderAmount: number): Promise<number> {
  if (!typedSettings(settings).partialPayment) throw refusal(403, 'partial_payment', 'partial_payment_off');
  if (input.owner.isGuest) throw refusal(403, 'payment_method', 'wallet_sign_in');
  if (!(partialRestMethods(typedSettings(settings).partialPaymentMethod) as PaymentMethod[]).includes(input.paymentMethod)) throw refusal(403, 'payment_method', 'payment_method_off');
  const balance = await walletBalance(ctx, input.owner.userId);
  if (balance <= 0) throw refusal(203, 'payment_method', 'wallet_short');
  const split = partialSplit(orderAmount, balance);
  if (!split) throw refusal(403, 'partial_payment', 'partial_not_needed');
  return split.wallet;
}

/**
 * How an order is paid (reference §5.1): the order's method and statuses, its payment rows, and what
 * the wallet pays now. A wallet payment, and a partial one whose rest is not offline, are confirmed at once.
 */
export function paymentPlan(method: PaymentMethod, walletPart: number, orderAmount: number) {
  if (method === 'wallet') {
    return { method, status: 'confirmed' as const, paymentStatus: 'paid', fromWallet: orderAmount, rows: [{ paymentMethod: 'wallet', amount: orderAmount, paymentStatus: 'paid' }] };
  }
  const split = partialSplit(orderAmount, walletPart);
  if (split) {
    const rest = split.rest;
    return {
      method: 'partial_payment',
      status: method === 'offline_payment' ? ('pending' as const) : ('confirmed' as const),
      paymentStatus: 'partially_paid',
      fromWallet: walletPart,
      rows: [
        { paymentMethod: 'wallet', amount: walletPart, paymentStatus: 'paid' },
        { paymentMethod: method, amount: rest, paymentStatus: 'unpaid' },
      ],
    };
  }
  return { method, status: 'pending' as const, paymentStatus: 'unpaid', fromWallet: 0, rows: [{ paymentMethod: method, amount: orderAmount, paymentStatus: 'unpaid' }] };
}

/** What an order asks for, before how it is paid. */
export type OrderRequest = Omit<PlaceOrder, 'idempotencyKey' | 'paymentMethod' | 'attachments' | 'partialPayment'>;

/**
 * The pre-checks that do not depend on the payment method, and the money (§5.2 steps 1-9): what
 * placing and the checkout's quote share. Writes nothing.
 */
export async function priceOrder(ctx: RequestContext, input: OrderRequest) {
  /* ------------------------------------------------ pre-checks (§5.2 step 1) */
  const settings = await loadSettings(ctx.db);
  if (input.owner.isGuest && !typedSettings(settings).guestCheckout) throw refusal(403, 'guest', 'guest_checkout_off');
  if (input.orderType === 'delivery' ? !typedSettings(settings).homeDelivery : !typedSettings(settings).takeaway) throw refusal(403, 'order_type', 'order_type_off');

  const { store, zone, openAt } = await orderStore(ctx, input.storeId, input.moduleId);
  if (input.orderType === 'delivery' ? !store.delivery : !store.takeAway) throw refusal(403, 'order_type', 'order_type_off');
  const at = orderTime(ctx, store, openAt, input.scheduleAt);
  // the store's zone, read with the store, must hold the address
  if (input.orderType === 'delivery' && !zoneRowHolds(zone, input.address.latitude, input.address.longitude)) throw refusal(403, 'coordinates', 'out_of_coverage');

  const lines = await linesToOrder(ctx, input);
  // each item inside its daily window at the order's time (now, or the time it is scheduled for)
  const clock = localClock(at, zone?.timezone ?? BUSINESS_TIME_ZONE);
  const outside = lines.find((l) => !itemWindowHolds(l.product, clock))?.product;
  if (outside) throw refusal(403, 'item', 'item_unavailable_at', { name: outside.name, from: outside.availableFrom ?? '', until: outside.availableUntil ?? '' });

  /* ------------------------------------------------ money (§5.2 steps 2-9) */
  const rates = await zoneModuleTerms(ctx.db, store.zoneId, input.moduleId);
  const pricingLines = lines.map((l) => ({ item: l.product, quantity: l.quantity, variation: l.variation, addOns: addOnChoices(l.addOnIds, l.addOnQtys) }));
  const storeDiscount = store.discountPercent ? { minPurchase: store.discountMinPurchase ?? 0, maxDiscount: store.discountMaxDiscount ?? 0 } : null;
  // the items after their discounts (the same store-discount rule as the order), before coupon and delivery: what the coupon and the free-delivery rule look at
  const preview = orderTotals({
    lines: pricingLines,
    storeDiscount,
    taxPercent: 0,
    taxIncluded: false,
    delivery: { orderType: 'take_away', distanceKm: 0, perKm: 0, minimum: 0, maximum: null, extra: 0, surgePercent: 0, free: false },
    tips: 0,
    additionalCharge: 0,
    packaging: 0,
  });
  const subtotal = preview.items + preview.addOns;
  const coupon = await couponFor(ctx, input, store.zoneId, subtotal - preview.storeDiscount - preview.flashDiscount, moneyFormat(settings));
  const freeByAdmin = adminFreeDeliveryApplies(typedSettings(settings).adminFreeDelivery, freeDeliveryBase(preview));
  const freeByCoupon = coupon?.couponType === 'free_delivery';
  const firstOrder = input.owner.isGuest ? null : await validFirstOrderDiscount(ctx.db, input.owner.userId, settings, ctx.now);
  const distanceKm = input.orderType === 'delivery' ? orderDistanceKm(store, input.address, input.distanceKm) : 0;
  const { delivery, vehicle } = await deliveryTerms(ctx, { store, zone, rates, orderType: input.orderType, distanceKm, free: freeByAdmin || freeByCoupon });
  const totals: OrderTotals = orderTotals({
    lines: pricingLines,
    storeDiscount,
    coupon: couponRule(coupon),
    referral: firstOrder ? { kind: firstOrder.amountType === 'amount' ? 'amount' : 'percent', amount: firstOrder.amount } : null,
    taxPercent: store.tax,
    taxIncluded: typedSettings(settings).taxIncluded,
    delivery,
    tips: typedSettings(settings).tips && input.orderType === 'delivery' ? Math.max(0, input.tips) : 0,
    additionalCharge: typedSettings(settings).additionalCharge,
    packaging: input.extraPackaging && store.extraPackagingStatus ? store.extraPackagingAmount : 0,
  });
  if (store.minimumOrder > totals.items + totals.addOns) throw refusal(406, 'minimum_order', 'minimum_order', { amount: formatPrice(store.minimumOrder, moneyFormat(settings)) });

  return { settings, store, zone, rates, lines, coupon, freeByCoupon, totals, vehicle };
}

type DeliveryInput = Parameters<typeof orderTotals>[0]['delivery'];

/**
 * What an order's delivery charge is worked out from (reference §5.2 step 7), for order/place, the
 * quote and a prescription order alike (issue 44.1): a store that delivers itself (or for free)
 * charges its own rates; otherwise the zone's rates for the module, the extra of the vehicle class
 * the distance calls for, and the zone's surge. `free`: a rule beyond the store's own waives it.
 */
async function deliveryTerms(
  ctx: RequestContext,
  o: {
    store: { selfDeliverySystem: boolean; freeDelivery: boolean; perKmShippingCharge: number; minimumShippingCharge: number; maximumShippingCharge: number | null };
    zone: { increasedDeliveryFeeStatus: boolean; increasedDeliveryFee: number } | null | undefined;
    rates: { perKmShippingCharge: number; minimumShippingCharge: number; maximumShippingCharge: number | null } | null | undefined;
    orderType: string;
    distanceKm: number;
    free: boolean;
  },
): Promise<{ delivery: DeliveryInput; vehicle: { id: number; extraCharges: number } | null }> {
  const ownRates = o.store.selfDeliverySystem || o.store.freeDelivery;
  // the marketplace's delivery men ride the vehicle class the distance calls for, at its extra charge
  const vehicle = o.orderType === 'delivery' && !ownRates ? await vehicleFor(ctx, o.distanceKm) : null;
  const delivery: DeliveryInput = {
    orderType: o.orderType as DeliveryInput['orderType'],
    distanceKm: o.distanceKm,
    perKm: ownRates ? o.store.perKmShippingCharge : (o.rates?.perKmShippingCharge ?? 0),
    minimum: ownRates ? o.store.minimumShippingCharge : (o.rates?.minimumShippingCharge ?? 0),
    maximum: ownRates ? o.store.maximumShippingCharge : (o.rates?.maximumShippingCharge ?? null),
    extra: vehicle?.extraCharges ?? 0,
    surgePercent: !ownRates && o.zone?.increasedDeliveryFeeStatus ? o.zone.increasedDeliveryFee : 0,
    free: o.free || o.store.freeDelivery,
  };
  return { delivery, vehicle };
}

/**
 * When an order is for: now, or the time it is scheduled for (not past, and only at a store that
 * takes scheduled orders); the store must be open then (order/place and a prescription order alike).
 */
function orderTime(ctx: RequestContext, store: { scheduleOrder: boolean }, openAt: (at: Date) => boolean, scheduleAt: Date | null | undefined): Date {
  if (scheduleAt) {
    if (scheduleAt.getTime() < ctx.now.getTime() - 60_000) throw refusal(403, 'schedule_at', 'schedule_past');
    if (!store.scheduleOrder) throw refusal(403, 'schedule_at', 'schedule_off');
  }
  const at = scheduleAt ?? ctx.now;
  if (!openAt(at)) throw refusal(403, 'store', 'store_closed');
  return at;
}

/** The active vehicle class whose coverage holds the distance (the nearest-starting one when several do). */
export async function vehicleFor(ctx: RequestContext, distanceKm: number) {
  const vehicle = (await allVehicles(ctx.db)).find((v) => v.status && v.startingCoverageKm <= distanceKm && v.maximumCoverageKm >= distanceKm);
  return vehicle ? { id: vehicle.id, extraCharges: vehicle.extraCharges } : null;
}

/**
 * The delivery distance: what the client measured along the roads, but never less than the straight
 * line from the store to the address, so a tampered distance cannot lower the charge.
 */
function orderDistanceKm(store: { latitude: number; longitude: number }, address: OrderAddress, clientKm: number): number {
  const straight = distanceMeters(store.latitude, store.longitude, address.latitude, address.longitude) / 1000;
  return Math.max(straight, Number.isFinite(clientKm) ? clientKm : 0);
}

/** The store an order goes to (404 when it is not in this module or switched off), its zone, and when it is open. */
async function orderStore(ctx: RequestContext, storeId: number, moduleId: number) {
  const record = await storeRecord(ctx.db, storeId);
  const store = record?.store;
  if (!store || !store.status || store.moduleId !== moduleId) throw refusal(404, 'store', 'store_not_found');
  const schedules = record.hours;
  const zone = await zoneById(ctx.db, store.zoneId);
  const openAt = (at: Date) => storeOpenAt(store, schedules, zone?.timezone ?? BUSINESS_TIME_ZONE, at);
  return { store, zone, openAt };
}

/** The next order id (from 100001, migrations 0005 and 0006), taken by the insert itself. */
const NEXT_ORDER_ID = sql`nextval('order_id_seq')`;

/** The columns every new order has: who, where, the 4-digit delivery code, and its first status time. */
export function orderBase(ctx: RequestContext, input: Pick<PlaceOrder, 'owner' | 'moduleId' | 'address' | 'distanceKm'>, store: { id: number | null; zoneId: number }) {
  return {
    id: NEXT_ORDER_ID as unknown as number,
    userId: input.owner.userId,
    isGuest: input.owner.isGuest,
    moduleId: input.moduleId,
    zoneId: store.zoneId,
    storeId: store.id,
    deliveryAddress: deliveryAddressJson(input.address),
    otp: String(randomInt(1000, 10000)),
    distance: input.distanceKm,
    pending: ctx.now,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** `delivery_address` as orders keep it (the wire's field names: it is returned as stored) */
export const deliveryAddressJson = (a: OrderAddress) => ({
  address: a.address,
  address_type: a.addressType,
  latitude: String(a.latitude),
  longitude: String(a.longitude),
  road: a.road,
  house: a.house,
  floor: a.floor,
  contact_person_name: a.contactPersonName,
  contact_person_number: a.contactPersonNumber,
  contact_person_email: a.contactPersonEmail,
});

const outOfStock = (product: Product, left: number): ApiError => refusal(406, 'stock', 'out_of_stock_order', { name: product.name, count: Math.max(0, left) });

export interface PrescriptionOrder {
  owner: CartOwner;
  moduleId: number;
  storeId: number;
  address: OrderAddress;
  distanceKm: number;
  tips: number;
  orderNote: string | null;
  /** when it is for; null: now */
  scheduleAt?: Date | null;
  /** checked images (at most 3, at most 2 MB each) */
  images: Uint8Array[];
}

/**
 * A prescription order (pharmacy): no lines, only the prescription's images; the store prices it
 * later. It is paid on delivery, and costs the delivery charge and the tip until then.
 */
export async function placePrescriptionOrder(ctx: RequestContext, input: PrescriptionOrder): Promise<PlacedOrder> {
  const settings = await loadSettings(ctx.db);
  if (input.owner.isGuest && !typedSettings(settings).guestCheckout) throw refusal(403, 'guest', 'guest_checkout_off');
  const { store, zone, openAt } = await orderStore(ctx, input.storeId, input.moduleId);
  if (!store.prescriptionOrder || !store.delivery) throw refusal(403, 'order_type', 'order_type_off');
  // scheduled as order/place schedules (issue 45.1): a closed store takes it for a time it is open
  const at = orderTime(ctx, store, openAt, input.scheduleAt);
  if (!zoneRowHolds(zone, input.address.latitude, input.address.longitude)) throw refusal(403, 'coordinates', 'out_of_coverage');
  const rates = await zoneModuleTerms(ctx.db, store.zoneId, input.moduleId);
  // priced as order/place prices delivery: the store's own rates, or the zone's with the vehicle's extra
  const { delivery, vehicle } = await deliveryTerms(ctx, { store, zone, rates, orderType: 'delivery', distanceKm: orderDistanceKm(store, input.address, input.distanceKm), free: false });
  const totals = orderTotals({
    lines: [],
    taxPercent: 0,
    taxIncluded: false,
    delivery,
    tips: typedSettings(settings).tips ? Math.max(0, input.tips) : 0,
    additionalCharge: 0,
    packaging: 0,
  });
  const attachments: string[] = [];
  for (const image of input.images) attachments.push(await storeImage(ctx.db, image, input.owner.isGuest ? null : input.owner.userId));
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(s.orders)
      .values({
        ...orderBase(ctx, input, store),
        orderType: 'delivery',
        orderAmount: totals.orderAmount,
        deliveryCharge: totals.deliveryCharge,
        originalDeliveryCharge: totals.originalDeliveryCharge,
        dmTips: totals.tips,
        freeDeliveryBy: totals.deliveryCharge === 0 && totals.originalDeliveryCharge > 0 ? 'vendor' : null,
        dmVehicleId: vehicle?.id ?? null,
        paymentMethod: 'cash_on_delivery',
        orderNote: input.orderNote,
        scheduleAt: at,
        scheduled: Boolean(input.scheduleAt),
        prescriptionOrder: true,
        orderAttachment: attachments,
      })
      .returning({ id: s.orders.id, createdAt: s.orders.createdAt });
    const id = order.id;
    await tx.insert(s.orderPayments).values({ orderId: id, paymentMethod: 'cash_on_delivery', amount: totals.orderAmount });
    return { orderId: id, totalAmount: totals.orderAmount, status: 'pending' as const, createdAt: order.createdAt.toISOString(), userId: input.owner.userId };
  });
}

/** The checkout's summary: the order priced exactly as placing it would, and what each way to pay allows. */
export interface OrderQuote {
  totals: OrderTotals;
  coupon: { code: string; title: string } | null;
  taxIncluded: boolean;
  /** cash on delivery: the zone allows it, up to this order amount (null: no maximum) */
  cashOnDelivery: { allowed: boolean; maximum: number | null };
  /** the customer's wallet balance; null for a guest */
  walletBalance: number | null;
  /** the cashback this order earns once delivered (customers only) */
  cashback: number;
}

export async function quoteOrder(ctx: RequestContext, input: OrderRequest): Promise<OrderQuote> {
  const { settings, zone, rates, coupon, totals } = await priceOrder(ctx, input);
  return {
    totals,
    coupon: coupon ? { code: coupon.code, title: coupon.title } : null,
    taxIncluded: typedSettings(settings).taxIncluded,
    cashOnDelivery: { allowed: typedSettings(settings).cashOnDelivery && (!zone || zone.cashOnDelivery), maximum: rates?.maximumCodOrderAmount || null },
    walletBalance: input.owner.isGuest ? null : await walletBalance(ctx, input.owner.userId),
    cashback: input.owner.isGuest ? 0 : ((await cashbackFor(ctx, totals.orderAmount))?.value ?? 0),
  };
}
