/** Brands, campaigns, flash sales, coupons and cashback offers. */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import * as s from '../db/schema';
import { requireZone, type Paged, type RequestContext } from '../core/context';
import { notFound, orFail } from '../core/errors';
import { t } from '../core/messages';
import { bestCashback, type CashbackOffer as Offer } from '../../lib/cashback';
import { PAGE_SIZE } from '../../lib/constants';
import { campaignProducts } from './catalogue/campaigns';
import { page, pagedProducts, type PageInput } from './catalogue/listing';
import { formatProducts, productQuery, visibleItems, type Product, type ProductRow } from './catalogue/products';
import { formatStores, storeQuery, type Store, type StoreRow } from './catalogue/stores';
import { activeCampaigns, campaignRunsOn, publishedFlashSales } from './reference-data';
import { keptList, listKey } from '../cache/list-cache';
import { couponForEveryone, couponInZones, couponRunning } from '../../lib/coupons';

type Campaign = typeof s.campaigns.$inferSelect;
type FlashSale = typeof s.flashSales.$inferSelect;
type FlashLine = typeof s.flashSaleItems.$inferSelect;

/* ------------------------------------------------------------------ brands */

export async function brands(ctx: RequestContext, moduleId: number): Promise<Array<{ brand: typeof s.brands.$inferSelect; itemsCount: number }>> {
  const zoneIds = requireZone(ctx);
  return ctx.db
    .select({
      brand: s.brands,
      itemsCount: sql<number>`(select count(*) from items i where i.brand_id = "brands"."id" and i.status and i.zone_id in ${zoneIds})`.mapWith(Number),
    })
    .from(s.brands)
    .where(and(eq(s.brands.status, true), eq(s.brands.moduleId, moduleId)))
    .orderBy(asc(s.brands.id));
}

export async function brandItems(ctx: RequestContext, id: number, moduleId: number, page: PageInput): Promise<Paged<Product>> {
  const zoneIds = requireZone(ctx);
  const [brand] = await ctx.db.select({ id: s.brands.id }).from(s.brands).where(eq(s.brands.id, id)).limit(1);
  orFail(brand, () => notFound('brand', t(ctx.locale, 'brand_not_found')));
  return pagedProducts(ctx, [...visibleItems(zoneIds, moduleId), eq(s.items.brandId, id)], [desc(s.items.orderCount), asc(s.items.id)], page, PAGE_SIZE.categoryItems);
}

/* ------------------------------------------------------------------ campaigns */

/** The module's campaigns running today, from memory (reference data, migration 0016). */
async function runningCampaigns(ctx: RequestContext, moduleId: number): Promise<Campaign[]> {
  return (await activeCampaigns(ctx.db)).filter((c) => c.moduleId === moduleId && campaignRunsOn(c, ctx.today));
}

export function basicCampaigns(ctx: RequestContext, moduleId: number): Promise<Campaign[]> {
  requireZone(ctx);
  return runningCampaigns(ctx, moduleId);
}

/**
 * A campaign that has started, with its stores in the request's zones. One that has ended is still
 * found (a shared link says 'This campaign is over'), with no stores: none offers it any more.
 */
export async function basicCampaign(ctx: RequestContext, id: number, moduleId: number): Promise<{ campaign: Campaign; stores: Store[] }> {
  const zoneIds = requireZone(ctx);
  const row = (await activeCampaigns(ctx.db)).find((c) => c.id === id && c.moduleId === moduleId && c.startDate <= ctx.today);
  const campaign = orFail(row, () => notFound('campaign', t(ctx.locale, 'campaign_not_found')));
  if (!campaignRunsOn(campaign, ctx.today)) return { campaign, stores: [] };
  const storeRows = (await storeQuery(ctx)
    .where(
      and(
        eq(s.stores.status, true),
        inArray(s.stores.zoneId, zoneIds),
        inArray(s.stores.id, ctx.db.select({ id: s.campaignStores.storeId }).from(s.campaignStores).where(eq(s.campaignStores.campaignId, campaign.id))),
      ),
    )
    .orderBy(asc(s.stores.id))) as StoreRow[];
  return { campaign, stores: await formatStores(ctx, storeRows) };
}

export function campaignItems(ctx: RequestContext, moduleId: number): Promise<Product[]> {
  const zoneIds = requireZone(ctx);
  return campaignProducts(ctx, [inArray(s.itemCampaigns.zoneId, zoneIds), eq(s.itemCampaigns.moduleId, moduleId)], 50);
}

/* ------------------------------------------------------------------ flash sales */

/** The module's flash sales running now, the one ending first first, from memory (reference data). */
async function runningFlashSales(ctx: RequestContext, moduleId: number): Promise<FlashSale[]> {
  const now = ctx.now.getTime();
  return (await publishedFlashSales(ctx.db)).filter((f) => f.moduleId === moduleId && f.startDate.getTime() <= now && f.endDate.getTime() >= now);
}

/** The running flash sale ending soonest, with how many of its lines still have stock in the zones; null when none. */
/** The module's running flash sale (the one ending first), or null. */
export async function currentFlashSale(ctx: RequestContext, moduleId: number): Promise<FlashSale | null> {
  requireZone(ctx);
  return (await runningFlashSales(ctx, moduleId))[0] ?? null;
}

export async function flashSaleItems(ctx: RequestContext, saleId: number, moduleId: number, input: PageInput): Promise<{ sale: FlashSale; page: Paged<{ line: FlashLine; product: Product }> }> {
  requireZone(ctx);
  const row = (await runningFlashSales(ctx, moduleId)).find((f) => f.id === saleId);
  const sale = orFail(row, () => notFound('flash_sale', t(ctx.locale, 'flash_sale_not_found')));
  return { sale, page: await flashSaleLines(ctx, sale, moduleId, input) };
}

/** A running flash sale's active lines (some left to sell) in the request's zones, a page of them with their products. */
export async function flashSaleLines(ctx: RequestContext, sale: FlashSale, moduleId: number, input: PageInput): Promise<Paged<{ line: FlashLine; product: Product }>> {
  const zoneIds = requireZone(ctx);
  // kept a few seconds for everyone who asks the same (src/server/cache/list-cache.ts)
  return keptList(ctx.db, listKey(ctx, 'flashSaleLines', sale.id, moduleId, input), () => readFlashSaleLines(ctx, zoneIds, sale, moduleId, input));
}

async function readFlashSaleLines(ctx: RequestContext, zoneIds: number[], sale: FlashSale, moduleId: number, input: PageInput): Promise<Paged<{ line: FlashLine; product: Product }>> {
  const matching = and(eq(s.flashSaleItems.flashSaleId, sale.id), eq(s.flashSaleItems.status, true), sql`${s.flashSaleItems.stock} > ${s.flashSaleItems.sold}`, ...visibleItems(zoneIds, moduleId));
  // the window counts the lines with the page; past the last page they are counted alone (listing's `page`)
  const { rows: lines, envelope } = await page(
    input,
    PAGE_SIZE.flashSaleProducts,
    (p) =>
      ctx.db
        .select({ line: s.flashSaleItems, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(s.flashSaleItems)
        .innerJoin(s.items, eq(s.items.id, s.flashSaleItems.itemId))
        .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
        .where(matching)
        .orderBy(asc(s.flashSaleItems.id))
        .limit(p.limit)
        .offset(p.skip),
    async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(s.flashSaleItems)
          .innerJoin(s.items, eq(s.items.id, s.flashSaleItems.itemId))
          .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
          .where(matching)
      )[0].n,
  );
  const rows = lines.length ? ((await productQuery(ctx).where(inArray(s.items.id, lines.map((l) => l.line.itemId)))) as ProductRow[]) : [];
  const products = new Map((await formatProducts(ctx, rows)).map((p) => [p.id, p]));
  return { ...envelope, rows: lines.map(({ line }) => ({ line, product: products.get(line.itemId)! })) };
}

/* ------------------------------------------------------------------ coupons */

/** Running coupons for everyone, of the module when given, zone-wise ones only for the request's zones. */
export async function runningCoupons(ctx: RequestContext, moduleId: number | null): Promise<Array<{ coupon: typeof s.coupons.$inferSelect; storeName: string | null }>> {
  const zoneIds = requireZone(ctx);
  // the list shown on a module home: kept a few seconds for everyone who asks the same, as its rails
  // (src/server/cache/list-cache.ts); a coupon given at checkout is checked afresh there
  return keptList(ctx.db, listKey(ctx, 'runningCoupons', moduleId), () => readRunningCoupons(ctx, zoneIds, moduleId));
}

async function readRunningCoupons(ctx: RequestContext, zoneIds: number[], moduleId: number | null): Promise<Array<{ coupon: typeof s.coupons.$inferSelect; storeName: string | null }>> {
  const rows = await ctx.db
    .select({ coupon: s.coupons, storeName: s.stores.name })
    .from(s.coupons)
    .leftJoin(s.stores, eq(s.stores.id, s.coupons.storeId))
    .where(and(runningCouponSql(ctx.today), moduleId ? eq(s.coupons.moduleId, moduleId) : undefined))
    .orderBy(asc(s.coupons.id));
  return rows.filter(({ coupon }) => couponRunning(coupon, ctx.today) && couponInZones(coupon, zoneIds) && couponForEveryone(coupon));
}

/** The coupons that may run `today`, as a condition for a query (couponRunning in src/lib/coupons.ts says the same of a row). */
export function runningCouponSql(today: string): SQL | undefined {
  return and(eq(s.coupons.status, true), lte(s.coupons.startDate, today), gte(s.coupons.expireDate, today));
}

/* ------------------------------------------------------------------ cashback */

export type CashbackOffer = typeof s.cashbackOffers.$inferSelect;

export function activeCashback(ctx: RequestContext): Promise<CashbackOffer[]> {
  return ctx.db
    .select()
    .from(s.cashbackOffers)
    .where(and(eq(s.cashbackOffers.status, true), lte(s.cashbackOffers.startDate, ctx.today), gte(s.cashbackOffers.endDate, ctx.today)))
    .orderBy(asc(s.cashbackOffers.id));
}

/** The running offer worth most on this amount, or null. */
export async function cashbackFor(ctx: RequestContext, amount: number): Promise<{ offer: Offer; value: number } | null> {
  const offers = await activeCashback(ctx);
  return bestCashback(
    offers.map((o) => ({ id: o.id, type: o.cashbackType === 'percent' ? 'percent' : 'amount', amount: o.cashbackAmount, minPurchase: o.minPurchase, maxDiscount: o.maxDiscount })),
    amount,
  );
}
