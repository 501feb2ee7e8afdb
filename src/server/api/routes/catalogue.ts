/** Categories and items: lists, details, reviews and search. */
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern } from '../../db/like';
import * as s from '../../db/schema';
import { campaignProducts } from '../../services/catalogue/campaigns';
import { pagedProducts, pagedStores } from '../../services/catalogue/listing';
import { mediaUrl } from '../../services/catalogue/media';
import { formatProducts, productQuery, vegCondition, visibleItems, type ProductRow } from '../../services/catalogue/products';
import { distanceSql, formatStores, storeDiscountRunningSql, storeQuery, visibleStores, type StoreRow } from '../../services/catalogue/stores';
import { BUSINESS_TIME_ZONE, PAGE_SIZE } from '../../../lib/constants';
import { echo, parsePage } from '../../../lib/pagination';
import { localClock } from '../../../lib/schedule';
import { json, type Router } from '../app';
import { optionalModule, pathId, qFlag, qIdList, qInt, qNum, qText, qVegType, qWordList, requireModule, requireZone, type RequestContext } from '../context';
import { notFound, parseWith, validationError } from '../http';
import { t } from '../messages';

export const nameMatches = (column: SQLWrapper, term: string) =>
  sql`lower(${column}) like ${containsPattern(term.toLowerCase())}`;

/** Items in any of these categories (parent or sub). */
export function inCategories(ids: number[]): SQL | undefined {
  const list = ids.filter((id) => id > 0);
  if (!list.length) return undefined;
  return or(inArray(s.items.categoryId, list), inArray(sql`(${s.items.categoryIds}->0->>'id')::int`, list));
}

const pageQuery = z.object({ limit: z.unknown().optional(), offset: z.unknown().optional(), type: qVegType.optional() });


/** A store by id or slug, visible in the module; null when unknown. */
async function storeIdFor(ctx: RequestContext, raw: string): Promise<number | null> {
  const byId = /^\d+$/.test(raw) && Number(raw) <= 2_147_483_647;
  const [row] = await ctx.db
    .select({ id: s.stores.id })
    .from(s.stores)
    .where(byId ? eq(s.stores.id, Number(raw)) : eq(s.stores.slug, raw))
    .limit(1);
  return row?.id ?? null;
}

async function categoriesWithChildren(ctx: RequestContext, moduleId: number | null, featured: boolean, zoneIds: number[] | null) {
  const [rows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(s.categories)
      .where(and(eq(s.categories.status, true), moduleId ? eq(s.categories.moduleId, moduleId) : undefined))
      .orderBy(asc(s.categories.priority), asc(s.categories.id)),
    ctx.db
      .select({ categoryId: s.items.categoryId, n: sql<number>`count(*)`.mapWith(Number), orders: sql<number>`coalesce(sum(${s.items.orderCount}), 0)`.mapWith(Number) })
      .from(s.items)
      .where(and(eq(s.items.status, true), moduleId ? eq(s.items.moduleId, moduleId) : undefined, zoneIds ? inArray(s.items.zoneId, zoneIds) : undefined))
      .groupBy(s.items.categoryId),
  ]);
  const countBy = new Map(counts.map((c) => [c.categoryId, c]));
  const format = (c: typeof s.categories.$inferSelect) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    image: c.image,
    image_full_url: mediaUrl(ctx.origin, c.image),
    parent_id: c.parentId,
    position: c.position,
    status: c.status ? 1 : 0,
    priority: c.priority,
    module_id: c.moduleId,
    featured: c.featured ? 1 : 0,
    products_count: countBy.get(c.id)?.n ?? 0,
    order_count: countBy.get(c.id)?.orders ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    translations: [],
  });
  const children = (parentId: number) => rows.filter((r) => r.parentId === parentId).map(format);
  return {
    all: rows,
    parents: rows
      .filter((r) => r.parentId === 0 && (!featured || r.featured))
      .map((p) => {
        const childes = children(p.id);
        return {
          ...format(p),
          products_count: childes.reduce((sum, c) => sum + c.products_count, countBy.get(p.id)?.n ?? 0),
          order_count: childes.reduce((sum, c) => sum + c.order_count, 0),
          childes_count: childes.length,
          childes,
        };
      }),
    format,
  };
}

export function registerCatalogueRoutes(app: Router) {
  /* ------------------------------------------------------------ categories */
  app.get(
    '/categories',
    json(async (ctx, c) => {
      const module = await optionalModule(ctx);
      const { featured } = parseWith(z.object({ featured: qFlag.optional() }), c.req.query());
      return (await categoriesWithChildren(ctx, module?.id ?? null, featured === 1, ctx.zoneIds)).parents;
    }),
  );

  app.get(
    '/categories/childes/:id',
    json(async (ctx, c) => {
      const id = pathId(ctx, c.req.param('id'));
      const [parent] = await ctx.db.select().from(s.categories).where(eq(s.categories.id, id)).limit(1);
      if (!parent) throw notFound('category', t(ctx.locale, 'category_not_found'));
      const tree = await categoriesWithChildren(ctx, parent.moduleId, false, ctx.zoneIds);
      return tree.all.filter((r) => r.parentId === id).map(tree.format);
    }),
  );

  const categoryItems = json(async (ctx, c) => {
    const zoneIds = requireZone(ctx);
    const module = await optionalModule(ctx);
    const id = pathId(ctx, c.req.param('id') ?? '');
    const q = parseWith(pageQuery, c.req.query());
    const [category] = await ctx.db.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, id)).limit(1);
    if (!category) throw notFound('category', t(ctx.locale, 'category_not_found'));
    const where = [...visibleItems(zoneIds, module?.id ?? null), inCategories([id])!];
    const veg = vegCondition(q.type ?? 'all');
    if (veg) where.push(veg);
    return pagedProducts(ctx, where, [desc(s.items.orderCount), asc(s.items.id)], q, PAGE_SIZE.categoryItems);
  });
  app.get('/categories/items/:id', categoryItems);
  app.get('/categories/items/:id/all', categoryItems);

  app.get(
    '/categories/stores/:id',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await optionalModule(ctx);
      const id = pathId(ctx, c.req.param('id'));
      const q = parseWith(pageQuery, c.req.query());
      const [category] = await ctx.db.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, id)).limit(1);
      if (!category) throw notFound('category', t(ctx.locale, 'category_not_found'));
      const where = [
        ...visibleStores(zoneIds, module?.id ?? null),
        sql`exists (select 1 from ${s.items} where ${s.items.storeId} = ${s.stores.id} and ${s.items.status} and (${s.items.categoryId} = ${id} or (${s.items.categoryIds}->0->>'id')::int = ${id}))`,
      ];
      return pagedStores(ctx, where, [desc(s.stores.featured), asc(s.stores.id)], q, PAGE_SIZE.homeStores, { categories: true });
    }),
  );

  /* ------------------------------------------------------------ item lists */
  const listQuery = pageQuery.extend({
    category_id: qIdList.optional(),
    category_ids: qIdList.optional(),
    store_id: qText(120).optional(),
    min_price: qNum(0).optional(),
    max_price: qNum(0).optional(),
  });

  async function listWhere(ctx: RequestContext, q: z.infer<typeof listQuery>, moduleId: number, found: { storeId?: number } = {}) {
    const where = visibleItems(requireZone(ctx), moduleId);
    const veg = vegCondition(q.type ?? 'all');
    if (veg) where.push(veg);
    const cats = inCategories([...(q.category_id ?? []), ...(q.category_ids ?? [])]);
    if (cats) where.push(cats);
    if (q.min_price !== undefined) where.push(gte(s.items.price, q.min_price));
    if (q.max_price !== undefined) where.push(lte(s.items.price, q.max_price));
    if (q.store_id) {
      const storeId = await storeIdFor(ctx, q.store_id);
      if (!storeId) throw notFound('store', t(ctx.locale, 'store_not_found'));
      found.storeId = storeId;
      where.push(eq(s.items.storeId, storeId));
    }
    return where;
  }

  app.get(
    '/items/latest',
    json(async (ctx, c) => {
      const module = await requireModule(ctx);
      const raw = c.req.query();
      for (const field of ['store_id', 'category_id', 'limit', 'offset']) {
        if (raw[field] === undefined || raw[field] === '') throw validationError(field, t(ctx.locale, 'field_required', { field }));
      }
      const q = parseWith(listQuery, raw);
      const found: { storeId?: number } = {};
      const where = await listWhere(ctx, q, module.id, found);
      const storeId = found.storeId!;
      const [result, categories] = await Promise.all([
        pagedProducts(ctx, where, [desc(s.items.createdAt), desc(s.items.id)], q, PAGE_SIZE.categoryItems),
        ctx.db
        .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
        .from(s.categories)
          .where(inArray(s.categories.id, sql`(select distinct (${s.items.categoryIds}->0->>'id')::int from ${s.items} where ${s.items.storeId} = ${storeId} and ${s.items.status})`))
          .orderBy(asc(s.categories.priority)),
      ]);
      return { ...result, categories: categories.map((cat) => ({ ...cat, image_full_url: mediaUrl(ctx.origin, cat.image) })) };
    }),
  );

  const simpleList = (path: string, order: (ctx: RequestContext) => Array<SQL | typeof s.items.id>, defaultLimit: number, extra?: (ctx: RequestContext) => SQL[]) =>
    app.get(
      path,
      json(async (ctx, c) => {
        const module = await requireModule(ctx);
        const q = parseWith(listQuery, c.req.query());
        const where = await listWhere(ctx, q, module.id);
        if (extra) where.push(...extra(ctx));
        return pagedProducts(ctx, where, [...order(ctx), asc(s.items.id)], q, defaultLimit);
      }),
    );

  simpleList('/items/popular', () => [desc(s.items.orderCount)], PAGE_SIZE.popularItems);
  simpleList('/items/most-reviewed', () => [desc(s.items.ratingCount), desc(s.items.avgRating)], PAGE_SIZE.bestReviewed, () => [gt(s.items.ratingCount, 0)]);
  simpleList('/items/new-arrival', () => [desc(s.items.createdAt)], PAGE_SIZE.newArrivals);
  simpleList('/items/recommended', () => [desc(s.items.orderCount)], PAGE_SIZE.recommended, () => [eq(s.items.recommended, true)]);
  simpleList('/items/basic', () => [desc(s.items.orderCount)], PAGE_SIZE.popularItems, () => [eq(s.items.isBasic, true)]);
  simpleList('/items/common-conditions', () => [desc(s.items.orderCount)], PAGE_SIZE.commonConditionProducts, () => [isNotNull(s.items.commonConditionId)]);
  simpleList('/items/discounted', () => [desc(s.items.discount)], PAGE_SIZE.discounted, (ctx) => [
    or(
      gt(s.items.discount, 0),
      sql`exists (select 1 from ${s.flashSaleItems} fsi join ${s.flashSales} fs on fs.id = fsi.flash_sale_id where fsi.item_id = ${s.items.id} and fsi.status and fs.is_publish and fs.start_date <= ${ctx.now.toISOString()} and fs.end_date >= ${ctx.now.toISOString()})`,
      storeDiscountRunningSql(ctx.today),
    )!,
  ]);

  /* ------------------------------------------------------------ item details */
  app.get(
    '/items/details/:id',
    json(async (ctx, c) => {
      await requireModule(ctx);
      const raw = c.req.param('id') ?? '';
      const campaign = c.req.query('product_type') === 'campaign';
      const byId = /^\d+$/.test(raw) && Number(raw) <= 2_147_483_647;
      let product;
      if (campaign) {
        [product] = await campaignProducts(ctx, [byId ? eq(s.itemCampaigns.id, Number(raw)) : eq(s.itemCampaigns.slug, raw)], 1);
      } else {
        const rows = (await productQuery(ctx)
          .where(and(byId ? eq(s.items.id, Number(raw)) : eq(s.items.slug, raw), eq(s.items.status, true)))
          .limit(1)) as ProductRow[];
        [product] = await formatProducts(ctx, rows);
      }
      if (!product) throw notFound('product-001', t(ctx.locale, 'product_not_found'));
      const storeRows = (await storeQuery(ctx).where(eq(s.stores.id, product.store_id)).limit(1)) as StoreRow[];
      const [store] = await formatStores(ctx, storeRows);
      return { ...product, store_details: store, whislists_count: product.wishlist_count, reviews: [] };
    }),
  );

  const relatedQuery = z.object({ limit: qInt(1, 50).optional() });
  const related = (by: 'store' | 'category') =>
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id') ?? '');
      const q = parseWith(relatedQuery, c.req.query());
      const [item] = await ctx.db.select({ storeId: s.items.storeId, categoryId: s.items.categoryId, moduleId: s.items.moduleId }).from(s.items).where(eq(s.items.id, id)).limit(1);
      if (!item) throw notFound('product-001', t(ctx.locale, 'product_not_found'));
      const rows = (await productQuery(ctx)
        .where(and(...visibleItems(zoneIds, item.moduleId), ne(s.items.id, id), by === 'store' ? eq(s.items.storeId, item.storeId) : eq(s.items.categoryId, item.categoryId)))
        .orderBy(desc(s.items.orderCount), asc(s.items.id))
        .limit(q.limit ?? 10)) as ProductRow[];
      return formatProducts(ctx, rows);
    });
  app.get('/items/related-store-items/:id', related('store'));
  app.get('/items/related-items/:id', related('category'));

  app.get(
    '/items/reviews/:id',
    json(async (ctx, c) => {
      const id = pathId(ctx, c.req.param('id'), 'item_id');
      const q = parseWith(pageQuery, c.req.query());
      const page = parsePage(q.limit, q.offset, PAGE_SIZE.reviews);
      const rows = await ctx.db
        .select({ review: s.reviews, fName: s.customers.fName, lName: s.customers.lName, image: s.customers.image, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(s.reviews)
        .innerJoin(s.customers, eq(s.customers.id, s.reviews.userId))
        .where(and(eq(s.reviews.itemId, id), eq(s.reviews.status, true)))
        .orderBy(desc(s.reviews.createdAt), desc(s.reviews.id))
        .limit(page.limit)
        .offset(page.skip);
      const total = rows[0]?.total ?? (page.skip ? (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(s.reviews).where(and(eq(s.reviews.itemId, id), eq(s.reviews.status, true))))[0].n : 0);
      return {
        total_size: total,
        limit: echo(q.limit, page.limit),
        offset: echo(q.offset, page.offset),
        reviews: rows.map((r) => ({
          id: r.review.id,
          item_id: r.review.itemId,
          user_id: r.review.userId,
          order_id: r.review.orderId,
          comment: r.review.comment,
          rating: r.review.rating,
          attachment: r.review.attachment,
          reply: r.review.reply,
          customer_name: `${r.fName} ${r.lName}`.trim(),
          customer: { f_name: r.fName, l_name: r.lName, image_full_url: mediaUrl(ctx.origin, r.image) },
          created_at: r.review.createdAt.toISOString(),
        })),
      };
    }),
  );

  app.get(
    '/items/rating/:id',
    json(async (ctx, c) => {
      const id = pathId(ctx, c.req.param('id'), 'item_id');
      const [row] = await ctx.db.select({ avg: s.items.avgRating }).from(s.items).where(eq(s.items.id, id)).limit(1);
      if (!row) throw notFound('product-001', t(ctx.locale, 'product_not_found'));
      return Number(row.avg.toFixed(2));
    }),
  );

  /* ------------------------------------------------------------ search */
  const searchQuery = listQuery.extend({
    name: qText(100).min(1),
    filter: qWordList.optional(),
    sort_by: z.enum(['asc', 'dsc', 'a_to_z', 'z_to_a']).optional(),
    rating_count: qNum(0, 5).optional(),
    brand_ids: qIdList.optional(),
  });

  app.get(
    '/items/search',
    json(async (ctx, c) => {
      const module = await requireModule(ctx);
      const q = parseWith(searchQuery, { ...c.req.query(), name: c.req.query('name') ?? '' });
      const where = await listWhere(ctx, q, module.id);
      where.push(nameMatches(s.items.name, q.name));
      const filters = new Set((q.filter ?? []).map((f) => f.toLowerCase()));
      const order: Array<SQL | typeof s.items.id> = [];
      if (filters.has('discounted') || filters.has('discountedfoods')) where.push(gt(s.items.discount, 0));
      if (filters.has('veg')) where.push(eq(s.items.veg, true));
      if (filters.has('non_veg') || filters.has('nonveg')) where.push(eq(s.items.veg, false));
      if (filters.has('currently_available') || filters.has('currentavailablefoods')) {
        const clock = localClock(ctx.now, BUSINESS_TIME_ZONE);
        const hhmm = `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}:00`;
        where.push(lte(s.items.availableTimeStarts, hhmm), gte(s.items.availableTimeEnds, hhmm));
      }
      if (q.rating_count) where.push(gte(s.items.avgRating, q.rating_count));
      if (q.brand_ids?.length) where.push(inArray(s.items.brandId, q.brand_ids));
      if (filters.has('top_rated')) order.push(desc(s.items.avgRating));
      if (filters.has('popular')) order.push(desc(s.items.orderCount));
      if (filters.has('high')) order.push(desc(s.items.price));
      if (filters.has('low')) order.push(asc(s.items.price));
      if (q.sort_by === 'asc' || q.sort_by === 'a_to_z') order.push(asc(s.items.name));
      if (q.sort_by === 'dsc' || q.sort_by === 'z_to_a') order.push(desc(s.items.name));
      order.push(desc(s.items.orderCount), asc(s.items.id));
      const [result, categoryRows] = await Promise.all([
        pagedProducts(ctx, where, order, q, PAGE_SIZE.search),
        ctx.db
          .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
          .from(s.categories)
          .where(
            inArray(
              s.categories.id,
              ctx.db
                .selectDistinct({ id: sql<number>`(${s.items.categoryIds}->0->>'id')::int` })
                .from(s.items)
                .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
                .where(and(...where)),
            ),
          )
          .orderBy(asc(s.categories.priority)),
      ]);
      return { ...result, categories: categoryRows.map((cat) => ({ ...cat, image_full_url: mediaUrl(ctx.origin, cat.image) })) };
    }),
  );

  app.get(
    '/items/search-suggestion',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const { name } = parseWith(z.object({ name: qText(100).min(1) }), { name: c.req.query('name') ?? '' });
      const [itemRows, storeRows] = await Promise.all([
        ctx.db
          .select({ id: s.items.id, name: s.items.name, slug: s.items.slug, image: s.items.image })
          .from(s.items)
          .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
          .where(and(...visibleItems(zoneIds, module.id), nameMatches(s.items.name, name)))
          .orderBy(desc(s.items.orderCount), asc(s.items.id))
          .limit(5),
        ctx.db
          .select({ id: s.stores.id, name: s.stores.name, slug: s.stores.slug, logo: s.stores.logo })
          .from(s.stores)
          .where(and(...visibleStores(zoneIds, module.id), nameMatches(s.stores.name, name)))
          .orderBy(desc(s.stores.orderCount), asc(s.stores.id))
          .limit(5),
      ]);
      return {
        items: itemRows.map((i) => ({ ...i, image_full_url: mediaUrl(ctx.origin, i.image) })),
        stores: storeRows.map((st) => ({ ...st, logo_full_url: mediaUrl(ctx.origin, st.logo) })),
      };
    }),
  );

  app.get(
    '/items/item-or-store-search',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const { name } = parseWith(z.object({ name: qText(100).min(1) }), { name: c.req.query('name') ?? '' });
      const order = ctx.lat !== null && ctx.lng !== null ? [distanceSql(ctx.lat, ctx.lng)] : [desc(s.stores.orderCount)];
      const [itemRows, storeRows] = await Promise.all([
        productQuery(ctx)
          .where(and(...visibleItems(zoneIds, module.id), nameMatches(s.items.name, name)))
          .orderBy(desc(s.items.orderCount), asc(s.items.id))
          .limit(25) as Promise<ProductRow[]>,
        storeQuery(ctx)
          .where(and(...visibleStores(zoneIds, module.id), nameMatches(s.stores.name, name)))
          .orderBy(...order, asc(s.stores.id))
          .limit(25) as Promise<StoreRow[]>,
      ]);
      const [items, stores] = await Promise.all([formatProducts(ctx, itemRows), formatStores(ctx, storeRows)]);
      return { items, stores };
    }),
  );
}
