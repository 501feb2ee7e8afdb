/** Store lists, details, reviews and search. */
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../../db/schema';
import { pagedStores } from '../../services/catalogue/listing';
import { mediaUrl } from '../../services/catalogue/media';
import { formatProducts, productQuery, visibleItems, type ProductRow } from '../../services/catalogue/products';
import { distanceSql, formatStores, storeDiscountRunningSql, storeQuery, visibleStores, type StoreRow } from '../../services/catalogue/stores';
import { PAGE_SIZE } from '../../../lib/constants';
import { json, type Router } from '../app';
import { optionalModule, qFlag, qIdList, qText, qVegType, requireModule, requireZone, type RequestContext } from '../context';
import { notFound, parseWith, validationError } from '../http';
import { t } from '../messages';
import { nameMatches } from './catalogue';

const listQuery = z.object({
  limit: z.unknown().optional(),
  offset: z.unknown().optional(),
  type: qVegType.optional(),
  store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
  featured: qFlag.optional(),
  category_id: qIdList.optional(),
});

function vegStores(type: 'all' | 'veg' | 'non_veg' | undefined): SQL | undefined {
  if (type === 'veg') return eq(s.stores.veg, true);
  if (type === 'non_veg') return eq(s.stores.nonVeg, true);
  return undefined;
}

function nearestFirst(ctx: RequestContext): SQL[] {
  return ctx.lat !== null && ctx.lng !== null ? [sql`${distanceSql(ctx.lat, ctx.lng)} asc`] : [];
}

async function storeByIdOrSlug(ctx: RequestContext, raw: string): Promise<StoreRow | null> {
  const byId = /^\d+$/.test(raw) && Number(raw) <= 2_147_483_647;
  const rows = (await storeQuery(ctx)
    .where(and(byId ? eq(s.stores.id, Number(raw)) : eq(s.stores.slug, raw), eq(s.stores.status, true)))
    .limit(1)) as StoreRow[];
  return rows[0] ?? null;
}

export function registerStoreRoutes(app: Router) {
  app.get(
    '/stores/get-stores/:filter',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await optionalModule(ctx);
      const filter = c.req.param('filter') ?? '';
      if (!['all', 'delivery', 'take_away', 'takeaway'].includes(filter)) {
        throw validationError('filter_data', t(ctx.locale, 'field_invalid', { field: 'filter_data' }));
      }
      const q = parseWith(listQuery, c.req.query());
      const where = visibleStores(zoneIds, module?.id ?? null);
      if (filter === 'delivery') where.push(eq(s.stores.delivery, true));
      if (filter === 'take_away' || filter === 'takeaway') where.push(eq(s.stores.takeAway, true));
      if (q.featured === 1) where.push(eq(s.stores.featured, true));
      const veg = vegStores(q.type);
      if (veg) where.push(veg);
      if (q.category_id?.length) {
        where.push(
          sql`exists (select 1 from ${s.items} where ${s.items.storeId} = ${s.stores.id} and ${s.items.status} and ((${s.items.categoryIds}->0->>'id')::int in ${q.category_id} or ${s.items.categoryId} in ${q.category_id}))`,
        );
      }
      const order: SQL[] = [];
      if (q.store_type === 'newly_joined') order.push(sql`${s.stores.createdAt} desc`);
      if (q.store_type === 'popular') order.push(sql`${s.stores.orderCount} desc`);
      if (q.store_type === 'top_rated') {
        where.push(gt(s.stores.ratingCount, 0));
        order.push(sql`${s.stores.avgRating} desc`);
      }
      order.push(sql`${s.stores.active} desc`, sql`${s.stores.featured} desc`, ...nearestFirst(ctx), sql`${s.stores.id} asc`);
      return pagedStores(ctx, where, order, q, PAGE_SIZE.storesPage, { categories: true });
    }),
  );

  const list = (path: string, order: (ctx: RequestContext) => SQL[], extra?: (ctx: RequestContext) => SQL[]) =>
    app.get(
      path,
      json(async (ctx, c) => {
        const zoneIds = requireZone(ctx);
        const module = await requireModule(ctx);
        const q = parseWith(listQuery, c.req.query());
        const where = visibleStores(zoneIds, module.id);
        const veg = vegStores(q.type);
        if (veg) where.push(veg);
        if (extra) where.push(...extra(ctx));
        return pagedStores(ctx, where, [...order(ctx), sql`${s.stores.id} asc`], q, PAGE_SIZE.homeStores);
      }),
    );
  list('/stores/latest', () => [sql`${s.stores.createdAt} desc`]);
  list('/stores/popular', (ctx) => [sql`${s.stores.orderCount} desc`, ...nearestFirst(ctx)]);
  list('/stores/top-rated', () => [sql`${s.stores.avgRating} desc`, sql`${s.stores.ratingCount} desc`], () => [gt(s.stores.ratingCount, 0)]);
  list('/stores/recommended', () => [sql`${s.stores.orderCount} desc`], () => [eq(s.stores.recommended, true)]);
  list('/stores/discounted', () => [sql`${s.stores.discountPercent} desc`], (ctx) => [storeDiscountRunningSql(ctx.today)]);

  app.get(
    '/stores/details/:id',
    json(async (ctx, c) => {
      const row = await storeByIdOrSlug(ctx, c.req.param('id') ?? '');
      if (!row) throw notFound('store', t(ctx.locale, 'store_not_found'));
      const id = row.store.id;
      const today = ctx.today;
      const [[store], schedules, campaignRows, couponRows, priceRange, categoryRows] = await Promise.all([
        formatStores(ctx, [row], { categories: true }),
        ctx.db.select().from(s.storeSchedules).where(eq(s.storeSchedules.storeId, id)).orderBy(asc(s.storeSchedules.day)),
        ctx.db
          .select({ campaign: s.campaigns })
          .from(s.campaignStores)
          .innerJoin(s.campaigns, eq(s.campaigns.id, s.campaignStores.campaignId))
          .where(and(eq(s.campaignStores.storeId, id), eq(s.campaigns.status, true), sql`${s.campaigns.startDate} <= ${today}`, sql`${s.campaigns.endDate} >= ${today}`)),
        ctx.db
          .select()
          .from(s.coupons)
          .where(and(eq(s.coupons.storeId, id), eq(s.coupons.status, true), sql`${s.coupons.startDate} <= ${today}`, sql`${s.coupons.expireDate} >= ${today}`)),
        ctx.db
          .select({ min: sql<number>`coalesce(min(${s.items.price}), 0)`.mapWith(Number), max: sql<number>`coalesce(max(${s.items.price}), 0)`.mapWith(Number) })
          .from(s.items)
          .where(and(eq(s.items.storeId, id), eq(s.items.status, true))),
        ctx.db
          .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
          .from(s.categories)
          .where(inArray(s.categories.id, sql`(select distinct (${s.items.categoryIds}->0->>'id')::int from ${s.items} where ${s.items.storeId} = ${id} and ${s.items.status})`))
          .orderBy(asc(s.categories.priority)),
      ]);
      return {
        ...store,
        schedules: schedules.map((sc) => ({ id: sc.id, store_id: sc.storeId, day: sc.day, opening_time: sc.openingTime, closing_time: sc.closingTime })),
        campaigns: campaignRows.map(({ campaign }) => ({ id: campaign.id, title: campaign.title, image_full_url: mediaUrl(ctx.origin, campaign.image) })),
        total_campaigns: campaignRows.length,
        activeCoupons: couponRows.map((cp) => ({ id: cp.id, title: cp.title, code: cp.code, discount: cp.discount, discount_type: cp.discountType, min_purchase: cp.minPurchase, max_discount: cp.maxDiscount, expire_date: cp.expireDate })),
        category_details: categoryRows.map((cat) => ({ ...cat, image_full_url: mediaUrl(ctx.origin, cat.image) })),
        price_range: [{ min_price: priceRange[0].min, max_price: priceRange[0].max }],
        reviews_comments_count: store.rating_count,
        store_sub: null,
        minimum_stock_for_warning: 5,
      };
    }),
  );

  app.get(
    '/stores/reviews',
    json(async (ctx, c) => {
      const { store_id } = parseWith(z.object({ store_id: qText(120).min(1) }), { store_id: c.req.query('store_id') ?? '' });
      const row = await storeByIdOrSlug(ctx, store_id);
      if (!row) throw notFound('store', t(ctx.locale, 'store_not_found'));
      const rows = await ctx.db
        .select({ review: s.reviews, itemName: s.items.name, itemImage: s.items.image, fName: s.customers.fName, lName: s.customers.lName })
        .from(s.reviews)
        .innerJoin(s.items, eq(s.items.id, s.reviews.itemId))
        .innerJoin(s.customers, eq(s.customers.id, s.reviews.userId))
        .where(and(eq(s.reviews.storeId, row.store.id), eq(s.reviews.status, true)))
        .orderBy(desc(s.reviews.createdAt), desc(s.reviews.id))
        .limit(50);
      return rows.map((r) => ({
        id: r.review.id,
        item_id: r.review.itemId,
        comment: r.review.comment,
        rating: r.review.rating,
        reply: r.review.reply,
        item_name: r.itemName,
        item_image: r.itemImage,
        item_image_full_url: mediaUrl(ctx.origin, r.itemImage),
        customer_name: `${r.fName} ${r.lName}`.trim(),
        created_at: r.review.createdAt.toISOString(),
      }));
    }),
  );

  app.get(
    '/stores/search',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const q = parseWith(listQuery.extend({ name: qText(100).min(1) }), { ...c.req.query(), name: c.req.query('name') ?? '' });
      const where = [...visibleStores(zoneIds, module.id), nameMatches(s.stores.name, q.name)];
      const veg = vegStores(q.type);
      if (veg) where.push(veg);
      return pagedStores(ctx, where, [...nearestFirst(ctx), sql`${s.stores.orderCount} desc`, sql`${s.stores.id} asc`], q, PAGE_SIZE.search);
    }),
  );

  app.get(
    '/stores/popular-items/:id',
    json(async (ctx, c) => {
      await requireModule(ctx);
      const row = await storeByIdOrSlug(ctx, c.req.param('id') ?? '');
      if (!row) throw notFound('store', t(ctx.locale, 'store_not_found'));
      const rows = (await productQuery(ctx)
        .where(and(...visibleItems(null, null), eq(s.items.storeId, row.store.id)))
        .orderBy(desc(s.items.orderCount), asc(s.items.id))
        .limit(10)) as ProductRow[];
      return formatProducts(ctx, rows);
    }),
  );
}
