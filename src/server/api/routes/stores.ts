/** Store lists, details, reviews and search. */
import { z } from 'zod';
import { storePopularItems } from '../../services/catalogue/items';
import { searchStores, STORE_LISTS, storeDetails, storeDirectory, storeList, storeReviews } from '../../services/catalogue/store-lists';
import { optionalModule, requireModule } from '../../services/modules';
import { requireZone } from '../../core/context';
import { parseWith, validationError } from '../../core/errors';
import { t } from '../../core/messages';
import { qFlag, qIdList, qText, qVegType } from '../context';
import { json, type Router } from '../route';
import { storeDetailsWire, storeReviewWire } from '../wire/catalogue';
import { pagedWire } from '../wire/paged';

const listQuery = z.object({
  limit: z.unknown().optional(),
  offset: z.unknown().optional(),
  type: qVegType.optional(),
  store_type: z.enum(['all', 'newly_joined', 'popular', 'top_rated']).optional(),
  featured: qFlag.optional(),
  category_id: qIdList.optional(),
});
const SERVE = { all: 'all', delivery: 'delivery', take_away: 'take_away', takeaway: 'take_away' } as const;

export function registerStoreRoutes(app: Router) {
  app.get(
    '/stores/get-stores/:filter',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await optionalModule(ctx);
      const filter = c.req.param('filter') ?? '';
      const serve = Object.hasOwn(SERVE, filter) ? SERVE[filter as keyof typeof SERVE] : null;
      if (!serve) throw validationError('filter_data', t(ctx.locale, 'field_invalid', { field: 'filter_data' }));
      const q = parseWith(listQuery, c.req.query());
      const page = await storeDirectory(ctx, module?.id ?? null, { serve, type: q.type, storeType: q.store_type, featured: q.featured === 1, categoryIds: q.category_id }, q);
      return pagedWire(page, 'stores');
    }),
  );

  for (const kind of STORE_LISTS) {
    app.get(
      `/stores/${kind}`,
      json(async (ctx, c) => {
        requireZone(ctx);
        const module = await requireModule(ctx);
        const q = parseWith(listQuery, c.req.query());
        return pagedWire(await storeList(ctx, kind, module.id, q.type, q), 'stores');
      }),
    );
  }

  app.get(
    '/stores/details/:id',
    json(async (ctx, c) => storeDetailsWire(ctx.origin, await storeDetails(ctx, c.req.param('id') ?? ''))),
  );

  app.get(
    '/stores/reviews',
    json(async (ctx, c) => {
      const { store_id } = parseWith(z.object({ store_id: qText(120).min(1) }), { store_id: c.req.query('store_id') ?? '' });
      return (await storeReviews(ctx, store_id)).map((r) => storeReviewWire(ctx.origin, r));
    }),
  );

  app.get(
    '/stores/search',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const q = parseWith(listQuery.extend({ name: qText(100).min(1) }), { ...c.req.query(), name: c.req.query('name') ?? '' });
      return pagedWire(await searchStores(ctx, q.name, module.id, q.type, q), 'stores');
    }),
  );

  app.get(
    '/stores/popular-items/:id',
    json(async (ctx, c) => {
      await requireModule(ctx);
      return storePopularItems(ctx, c.req.param('id') ?? '');
    }),
  );
}
