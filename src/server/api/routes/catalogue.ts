/** Categories and items: lists, details, reviews and search. */
import { z } from 'zod';
import { categoryTree, childCategories, requireCategory } from '../../services/catalogue/categories';
import { categoryItems, ITEM_LISTS, itemList, itemOrStoreSearch, itemRating, itemReviews, latestItems, productDetails, relatedItems, searchItems, searchSuggestions, type ItemFilter } from '../../services/catalogue/items';
import { storesOfCategory } from '../../services/catalogue/store-lists';
import { optionalModule, requireModule } from '../../services/modules';
import { requireZone } from '../../core/context';
import { parseWith, validationError } from '../../core/errors';
import { t } from '../../core/messages';
import { pathId, qFlag, qIdList, qInt, qNum, qText, qVegType, qWordList } from '../context';
import { json, type Router } from '../route';
import { categoryNodeWire, categorySummaryWire, categoryWire, itemReviewWire, productDetailsWire, suggestionsWire } from '../wire/catalogue';
import { pagedWire } from '../wire/paged';

const pageQuery = z.object({ limit: z.unknown().optional(), offset: z.unknown().optional(), type: qVegType.optional() });
const listQuery = pageQuery.extend({
  category_id: qIdList.optional(),
  category_ids: qIdList.optional(),
  store_id: qText(120).optional(),
  min_price: qNum(0).optional(),
  max_price: qNum(0).optional(),
});
const searchQuery = listQuery.extend({
  name: qText(100).min(1),
  filter: qWordList.optional(),
  sort_by: z.enum(['asc', 'dsc', 'a_to_z', 'z_to_a']).optional(),
  rating_count: qNum(0, 5).optional(),
  brand_ids: qIdList.optional(),
});
const nameQuery = z.object({ name: qText(100).min(1) });
const relatedQuery = z.object({ limit: qInt(1, 50).optional() });

const itemFilter = (q: z.infer<typeof listQuery>): ItemFilter => ({
  type: q.type,
  categoryIds: [...(q.category_id ?? []), ...(q.category_ids ?? [])],
  minPrice: q.min_price,
  maxPrice: q.max_price,
  store: q.store_id,
});

export function registerCatalogueRoutes(app: Router) {
  /* ------------------------------------------------------------ categories */
  app.get(
    '/categories',
    json(async (ctx, c) => {
      const module = await optionalModule(ctx);
      const { featured } = parseWith(z.object({ featured: qFlag.optional() }), c.req.query());
      return (await categoryTree(ctx, module?.id ?? null, featured === 1)).map((node) => categoryNodeWire(ctx.origin, node));
    }),
  );

  app.get(
    '/categories/childes/:id',
    json(async (ctx, c) => (await childCategories(ctx, pathId(ctx, c.req.param('id')))).map((cat) => categoryWire(ctx.origin, cat))),
  );

  const categoryItemsRoute = json(async (ctx, c) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const id = pathId(ctx, c.req.param('id') ?? '');
    const q = parseWith(pageQuery, c.req.query());
    return pagedWire(await categoryItems(ctx, id, module?.id ?? null, q.type ?? 'all', q), 'products');
  });
  app.get('/categories/items/:id', categoryItemsRoute);
  app.get('/categories/items/:id/all', categoryItemsRoute);

  app.get(
    '/categories/stores/:id',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await optionalModule(ctx);
      const id = pathId(ctx, c.req.param('id'));
      const q = parseWith(pageQuery, c.req.query());
      await requireCategory(ctx, id);
      return pagedWire(await storesOfCategory(ctx, id, module?.id ?? null, q), 'stores');
    }),
  );

  /* ------------------------------------------------------------ item lists */
  app.get(
    '/items/latest',
    json(async (ctx, c) => {
      const module = await requireModule(ctx);
      const raw = c.req.query();
      for (const field of ['store_id', 'category_id', 'limit', 'offset']) {
        if (raw[field] === undefined || raw[field] === '') throw validationError(field, t(ctx.locale, 'field_required', { field }));
      }
      const q = parseWith(listQuery, raw);
      const { page, categories } = await latestItems(ctx, itemFilter(q), module.id, q);
      return { ...pagedWire(page, 'products'), categories: categories.map((cat) => categorySummaryWire(ctx.origin, cat)) };
    }),
  );

  for (const kind of ITEM_LISTS) {
    app.get(
      `/items/${kind}`,
      json(async (ctx, c) => {
        const module = await requireModule(ctx);
        const q = parseWith(listQuery, c.req.query());
        return pagedWire(await itemList(ctx, kind, itemFilter(q), module.id, q), 'products');
      }),
    );
  }

  /* ------------------------------------------------------------ item details */
  app.get(
    '/items/details/:id',
    json(async (ctx, c) => {
      await requireModule(ctx);
      return productDetailsWire(await productDetails(ctx, c.req.param('id') ?? '', c.req.query('product_type') === 'campaign'));
    }),
  );

  const related = (by: 'store' | 'category') =>
    json(async (ctx, c) => {
      requireZone(ctx);
      await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id') ?? '');
      const q = parseWith(relatedQuery, c.req.query());
      return relatedItems(ctx, id, by, q.limit ?? 10);
    });
  app.get('/items/related-store-items/:id', related('store'));
  app.get('/items/related-items/:id', related('category'));

  app.get(
    '/items/reviews/:id',
    json(async (ctx, c) => {
      const id = pathId(ctx, c.req.param('id'), 'item_id');
      const q = parseWith(pageQuery, c.req.query());
      return pagedWire(await itemReviews(ctx, id, q), 'reviews', (r) => itemReviewWire(ctx.origin, r));
    }),
  );

  app.get(
    '/items/rating/:id',
    json(async (ctx, c) => itemRating(ctx, pathId(ctx, c.req.param('id'), 'item_id'))),
  );

  /* ------------------------------------------------------------ search */
  app.get(
    '/items/search',
    json(async (ctx, c) => {
      const module = await requireModule(ctx);
      const q = parseWith(searchQuery, { ...c.req.query(), name: c.req.query('name') ?? '' });
      const { page, categories } = await searchItems(
        ctx,
        { ...itemFilter(q), name: q.name, filters: q.filter, sortBy: q.sort_by, minRating: q.rating_count, brandIds: q.brand_ids },
        module.id,
        q,
      );
      return { ...pagedWire(page, 'products'), categories: categories.map((cat) => categorySummaryWire(ctx.origin, cat)) };
    }),
  );

  app.get(
    '/items/search-suggestion',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const { name } = parseWith(nameQuery, { name: c.req.query('name') ?? '' });
      return suggestionsWire(ctx.origin, await searchSuggestions(ctx, name, module.id));
    }),
  );

  app.get(
    '/items/item-or-store-search',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const { name } = parseWith(nameQuery, { name: c.req.query('name') ?? '' });
      return itemOrStoreSearch(ctx, name, module.id);
    }),
  );
}
