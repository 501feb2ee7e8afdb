/** Store lists, details, reviews and search. */
import { z } from 'zod';
import { storePopularItems } from '../../services/catalogue/items';
import { searchStores, STORE_LISTS, storeDetails, storeDirectory, storeList, storeReviews } from '../../services/catalogue/store-lists';
import { optionalModule, requireModule } from '../../services/modules';
import { requireZone } from '../../core/context';
import { validationError } from '../../core/errors';
import { t } from '../../core/messages';
import { pageFields, qFlag, qIdList, qText, qVegType } from '../context';
import { itemsOrStoresAnswer, pagedStoresAnswer, productsAnswer, storeDetailAnswer, storeReviewsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { NAME_REQUIRED, nameWhenSearched, searchFields, searchFilters } from '../search-query';
import { storeDetailsWire, storeReviewWire } from '../wire/catalogue';
import { pagedWire } from '../wire/paged';
import { storeWire } from '../wire/store';
import { productWire } from '../wire/product';

const listQuery = z.object({
  ...pageFields,
  type: qVegType.optional(),
  store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
  featured: qFlag.optional(),
  category_id: qIdList.optional(),
});
const STORE_ORDERS = ['newly_joined', 'popular', 'top_rated'] as const;
const SERVE = { all: 'all', delivery: 'delivery', take_away: 'take_away', takeaway: 'take_away' } as const;

const reviewsQuery = z.object({ store_id: qText(120).min(1) });
const searchQuery = listQuery.extend({ ...searchFields, category_ids: qIdList.optional() }).refine(nameWhenSearched, NAME_REQUIRED);

export function registerStoreRoutes(app: Router) {
  const api = documented(app, 'Stores');
  api.get('/stores/get-stores/:filter', { answer: pagedStoresAnswer, summary: 'Stores of the zone; filter is all, delivery, take_away or takeaway', query: listQuery, needs: ['zone'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const filter = c.req.param('filter') ?? '';
    const serve = Object.hasOwn(SERVE, filter) ? SERVE[filter as keyof typeof SERVE] : null;
    if (!serve) throw validationError('filter_data', t(ctx.locale, 'field_invalid', { field: 'filter_data' }));
    const q = input.query();
    // the stores page sends its order as `type` (newly_joined, popular, top_rated), other clients as store_type; veg and non_veg stay a filter
    const typeOrder = STORE_ORDERS.find((o) => o === c.req.query('type'));
    const page = await storeDirectory(ctx, module?.id ?? null, { serve, type: q.type, storeType: typeOrder ?? q.store_type, featured: q.featured === 1, categoryIds: q.category_id }, q);
    return pagedWire(page, 'stores', storeWire);
  });

  for (const kind of STORE_LISTS) {
    api.get(`/stores/${kind}`, { answer: pagedStoresAnswer, summary: `The ${kind.replace(/-/g, ' ')} stores of the module, paged`, query: listQuery, needs: ['zone', 'module'] }, async (ctx, _c, input) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const q = input.query();
      return pagedWire(await storeList(ctx, kind, module.id, q.type, q), 'stores', storeWire);
    });
  }

  api.get('/stores/details/:id', { answer: storeDetailAnswer, summary: 'One store by id or slug: hours, delivery, ratings, category ids' }, async (ctx, c) =>
    storeDetailsWire(ctx.origin, await storeDetails(ctx, c.req.param('id') ?? '')),
  );

  api.get('/stores/reviews', { answer: storeReviewsAnswer, summary: "A store's reviews", query: reviewsQuery }, async (ctx, c, input) => {
    const { store_id } = input.query({ store_id: c.req.query('store_id') ?? '' });
    return (await storeReviews(ctx, store_id)).map((r) => storeReviewWire(ctx.origin, r));
  });

  api.get('/stores/search', { answer: pagedStoresAnswer, summary: 'Stores matching a name, paged', query: searchQuery, needs: ['zone', 'module'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const q = input.query({ name: c.req.query('name') ?? '' });
    const categoryIds = [...(q.category_id ?? []), ...(q.category_ids ?? [])];
    const search = { name: q.name || undefined, type: q.type, categoryIds, filters: searchFilters(q), minRating: q.rating_count, sortBy: q.sort_by };
    return pagedWire(await searchStores(ctx, search, module.id, q), 'stores', storeWire);
  });

  // the search page's combined calls (reference 3.5): items or stores by list_type, as items/search and stores/search answer them (issue 45.1)
  const listTypeQuery = z.object({ list_type: z.enum(['item', 'store']).optional().catch(undefined) }).loose();
  for (const path of ['/stores/get-data', '/get-combined-data']) {
    api.get(path, { answer: itemsOrStoresAnswer, summary: 'The search page: list_type=store answers as stores/search, anything else as items/search', query: listTypeQuery, needs: ['zone', 'module'] }, async (_ctx, c, input) => {
      const target = new URL(c.req.url);
      target.pathname = `/api/v1/${input.query().list_type === 'store' ? 'stores' : 'items'}/search`;
      return app.fetch(new Request(target, c.req.raw));
    });
  }

  api.get('/stores/popular-items/:id', { answer: productsAnswer, summary: "A store's most ordered items", needs: ['module'] }, async (ctx, c) => {
    await requireModule(ctx);
    return (await storePopularItems(ctx, c.req.param('id') ?? '')).map(productWire);
  });
}
