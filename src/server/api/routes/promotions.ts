/** Brands, campaigns, flash sales, coupons and cashback. */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../../db/schema';
import { campaignProducts } from '../../services/catalogue/campaigns';
import { pagedProducts } from '../../services/catalogue/listing';
import { mediaUrl } from '../../services/catalogue/media';
import { formatProducts, productQuery, visibleItems, type ProductRow } from '../../services/catalogue/products';
import { formatStores, storeQuery, type StoreRow } from '../../services/catalogue/stores';
import { bestCashback } from '../../../lib/cashback';
import { PAGE_SIZE } from '../../../lib/constants';
import { echo, parsePage } from '../../../lib/pagination';
import { json, type Router } from '../app';
import { optionalModule, pathId, qInt, qNum, requireModule, requireZone, type RequestContext } from '../context';
import { notFound, parseWith } from '../http';
import { t } from '../messages';

const today = (ctx: RequestContext) => ctx.today;
const idQuery = (field: string) => z.object({ [field]: qInt(1) });

export function registerPromotionRoutes(app: Router) {
  /* brands */
  app.get(
    '/brand',
    json(async (ctx) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const rows = await ctx.db
        .select({
          brand: s.brands,
          itemsCount: sql<number>`(select count(*) from items i where i.brand_id = "brands"."id" and i.status and i.zone_id in ${zoneIds})`.mapWith(Number),
        })
        .from(s.brands)
        .where(and(eq(s.brands.status, true), eq(s.brands.moduleId, module.id)))
        .orderBy(asc(s.brands.id));
      return rows.map(({ brand, itemsCount }) => ({
        id: brand.id,
        name: brand.name,
        slug: brand.slug,
        image: brand.image,
        image_full_url: mediaUrl(ctx.origin, brand.image),
        status: 1,
        module_id: brand.moduleId,
        items_count: itemsCount,
      }));
    }),
  );
  app.get(
    '/brand/items/:id',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id'), 'brand_id');
      const [brand] = await ctx.db.select({ id: s.brands.id }).from(s.brands).where(eq(s.brands.id, id)).limit(1);
      if (!brand) throw notFound('brand', t(ctx.locale, 'brand_not_found'));
      const q = c.req.query();
      return pagedProducts(ctx, [...visibleItems(zoneIds, module.id), eq(s.items.brandId, id)], [desc(s.items.orderCount), asc(s.items.id)], q, PAGE_SIZE.categoryItems);
    }),
  );

  /* campaigns */
  const runningCampaigns = (ctx: RequestContext, moduleId: number) =>
    and(eq(s.campaigns.status, true), eq(s.campaigns.moduleId, moduleId), lte(s.campaigns.startDate, today(ctx)), gte(s.campaigns.endDate, today(ctx)));
  const formatCampaign = (ctx: RequestContext, c: typeof s.campaigns.$inferSelect) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    image: c.image,
    image_full_url: mediaUrl(ctx.origin, c.image),
    module_id: c.moduleId,
    available_date_starts: c.startDate,
    available_date_ends: c.endDate,
    start_time: c.startTime.slice(0, 5),
    end_time: c.endTime.slice(0, 5),
    status: 1,
  });
  app.get(
    '/campaigns/basic',
    json(async (ctx) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const rows = await ctx.db.select().from(s.campaigns).where(runningCampaigns(ctx, module.id)).orderBy(asc(s.campaigns.id));
      return rows.map((c) => formatCampaign(ctx, c));
    }),
  );
  app.get(
    '/campaigns/basic-campaign-details',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const { basic_campaign_id } = parseWith(idQuery('basic_campaign_id'), c.req.query());
      const [campaign] = await ctx.db
        .select()
        .from(s.campaigns)
        .where(and(eq(s.campaigns.id, basic_campaign_id as number), runningCampaigns(ctx, module.id)))
        .limit(1);
      if (!campaign) throw notFound('campaign', t(ctx.locale, 'campaign_not_found'));
      const storeRows = (await storeQuery(ctx)
        .where(
          and(
            eq(s.stores.status, true),
            inArray(s.stores.zoneId, zoneIds),
            inArray(s.stores.id, ctx.db.select({ id: s.campaignStores.storeId }).from(s.campaignStores).where(eq(s.campaignStores.campaignId, campaign.id))),
          ),
        )
        .orderBy(asc(s.stores.id))) as StoreRow[];
      return { ...formatCampaign(ctx, campaign), stores: await formatStores(ctx, storeRows) };
    }),
  );
  app.get(
    '/campaigns/item',
    json(async (ctx) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      return campaignProducts(ctx, [inArray(s.itemCampaigns.zoneId, zoneIds), eq(s.itemCampaigns.moduleId, module.id)], 50);
    }),
  );

  /* flash sales */
  const runningFlash = (ctx: RequestContext, moduleId: number) =>
    and(eq(s.flashSales.isPublish, true), eq(s.flashSales.moduleId, moduleId), lte(s.flashSales.startDate, ctx.now), gte(s.flashSales.endDate, ctx.now));
  app.get(
    '/flash-sales',
    json(async (ctx) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const [sale] = await ctx.db.select().from(s.flashSales).where(runningFlash(ctx, module.id)).orderBy(asc(s.flashSales.endDate)).limit(1);
      if (!sale) return null;
      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.flashSaleItems)
        .innerJoin(s.items, eq(s.items.id, s.flashSaleItems.itemId))
        .where(and(eq(s.flashSaleItems.flashSaleId, sale.id), eq(s.flashSaleItems.status, true), inArray(s.items.zoneId, zoneIds), sql`${s.flashSaleItems.stock} > ${s.flashSaleItems.sold}`));
      return {
        id: sale.id,
        title: sale.title,
        module_id: sale.moduleId,
        start_date: sale.startDate.toISOString(),
        end_date: sale.endDate.toISOString(),
        admin_discount_percentage: sale.adminDiscountPercentage,
        vendor_discount_percentage: sale.vendorDiscountPercentage,
        active_products: n,
      };
    }),
  );
  app.get(
    '/flash-sales/items',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const q = parseWith(z.object({ flash_sale_id: qInt(1), limit: z.unknown().optional(), offset: z.unknown().optional() }), c.req.query());
      const [sale] = await ctx.db.select().from(s.flashSales).where(and(eq(s.flashSales.id, q.flash_sale_id), runningFlash(ctx, module.id))).limit(1);
      if (!sale) throw notFound('flash_sale', t(ctx.locale, 'flash_sale_not_found'));
      const page = parsePage(q.limit, q.offset, PAGE_SIZE.flashSaleProducts);
      const where = and(eq(s.flashSaleItems.flashSaleId, sale.id), eq(s.flashSaleItems.status, true), sql`${s.flashSaleItems.stock} > ${s.flashSaleItems.sold}`, ...visibleItems(zoneIds, module.id));
      const lines = await ctx.db
        .select({ line: s.flashSaleItems, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(s.flashSaleItems)
        .innerJoin(s.items, eq(s.items.id, s.flashSaleItems.itemId))
        .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
        .where(where)
        .orderBy(asc(s.flashSaleItems.id))
        .limit(page.limit)
        .offset(page.skip);
      const rows = lines.length
        ? ((await productQuery(ctx).where(inArray(s.items.id, lines.map((l) => l.line.itemId)))) as ProductRow[])
        : [];
      const products = new Map((await formatProducts(ctx, rows)).map((p) => [p.id, p]));
      return {
        total_size: lines[0]?.total ?? 0,
        limit: echo(q.limit, page.limit),
        offset: echo(q.offset, page.offset),
        flash_sale: { id: sale.id, title: sale.title, start_date: sale.startDate.toISOString(), end_date: sale.endDate.toISOString() },
        products: lines.map(({ line }) => {
          const item = products.get(line.itemId)!;
          return {
            id: line.id,
            flash_sale_id: line.flashSaleId,
            item_id: line.itemId,
            stock: line.stock,
            sold: line.sold,
            available_stock: line.stock - line.sold,
            discount: line.discount,
            discount_type: line.discountType,
            price: item.price,
            item,
          };
        }),
      };
    }),
  );

  /* coupons */
  const couponList = json(async (ctx) => {
    const zoneIds = requireZone(ctx);
    const module = await optionalModule(ctx);
    const rows = await ctx.db
      .select({ coupon: s.coupons, storeName: s.stores.name })
      .from(s.coupons)
      .leftJoin(s.stores, eq(s.stores.id, s.coupons.storeId))
      .where(and(eq(s.coupons.status, true), lte(s.coupons.startDate, today(ctx)), gte(s.coupons.expireDate, today(ctx)), module ? eq(s.coupons.moduleId, module.id) : undefined))
      .orderBy(asc(s.coupons.id));
    return rows
      .filter(({ coupon }) => coupon.couponType !== 'zone_wise' || coupon.data.some((z) => zoneIds.includes(z)))
      .filter(({ coupon }) => coupon.customerId.includes('all'))
      .map(({ coupon, storeName }) => ({
        id: coupon.id,
        title: coupon.title,
        code: coupon.code,
        start_date: coupon.startDate,
        expire_date: coupon.expireDate,
        min_purchase: coupon.minPurchase,
        max_discount: coupon.maxDiscount,
        discount: coupon.discount,
        discount_type: coupon.discountType,
        coupon_type: coupon.couponType,
        limit: coupon.limit,
        status: 1,
        data: coupon.couponType === 'store_wise' ? storeName : JSON.stringify(coupon.data),
        total_uses: coupon.totalUses,
        module_id: coupon.moduleId,
        created_by: coupon.createdBy,
        customer_id: JSON.stringify(coupon.customerId),
        store_id: coupon.storeId,
        store: coupon.storeId ? { id: coupon.storeId, name: storeName } : null,
      }));
  });
  app.get('/coupon/list', couponList);
  app.get('/coupon/list/all', couponList);

  /* cashback */
  const activeCashback = (ctx: RequestContext) =>
    ctx.db
      .select()
      .from(s.cashbackOffers)
      .where(and(eq(s.cashbackOffers.status, true), lte(s.cashbackOffers.startDate, today(ctx)), gte(s.cashbackOffers.endDate, today(ctx))))
      .orderBy(asc(s.cashbackOffers.id));
  app.get(
    '/cashback/list',
    json(async (ctx) => {
      await optionalModule(ctx);
      return (await activeCashback(ctx)).map((o) => ({
        id: o.id,
        title: o.title,
        cashback_type: o.cashbackType,
        cashback_amount: o.cashbackAmount,
        min_purchase: o.minPurchase,
        max_discount: o.maxDiscount,
        start_date: o.startDate,
        end_date: o.endDate,
        same_user_limit: o.sameUserLimit,
      }));
    }),
  );
  app.get(
    '/cashback/getCashback',
    json(async (ctx, c) => {
      await optionalModule(ctx);
      const { amount } = parseWith(z.object({ amount: qNum(0, 1e9) }), c.req.query());
      const offers = await activeCashback(ctx);
      const best = bestCashback(
        offers.map((o) => ({ id: o.id, type: o.cashbackType === 'percent' ? 'percent' : 'amount', amount: o.cashbackAmount, minPurchase: o.minPurchase, maxDiscount: o.maxDiscount })),
        amount,
      );
      if (!best) return { calculated_amount: 0, cashback_amount: 0, cashback_type: null, min_purchase: 0, max_discount: 0, id: null };
      return {
        calculated_amount: best.value,
        cashback_amount: best.offer.amount,
        cashback_type: best.offer.type,
        min_purchase: best.offer.minPurchase,
        max_discount: best.offer.maxDiscount,
        id: best.offer.id,
      };
    }),
  );
}
