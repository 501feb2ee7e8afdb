/** Categories and items: lists, details, reviews and search. */
import type { Context } from 'hono';
import { z } from 'zod';
import { categoryTree, childCategories, requireCategory } from '../../services/catalogue/categories';
import {
  categoryItems,
  ITEM_LISTS,
  itemList,
  itemListCategories,
  itemOrStoreSearch,
  itemRating,
  itemReviews,
  latestItems,
  productDetails,
  relatedItems,
  searchItems,
  searchSuggestions,
  type ItemFilter,
} from '../../services/catalogue/items';
import { storesOfCategory } from '../../services/catalogue/store-lists';
import { optionalModule, requireModule } from '../../services/modules';
import { requireCustomer } from '../auth-guard';
import { requireZone, type RequestContext } from '../../core/context';
import { validationError } from '../../core/errors';
import { t } from '../../core/messages';
import { pageFields, pathId, qFlag, qIdList, qInt, qOptNum, qText, qVegType, type Env } from '../context';
import { categoriesAnswer, childCategoriesAnswer, itemsAndStoresAnswer, numberAnswer, pagedProductsAnswer, pagedStoresAnswer, productDetailAnswer, productsAnswer, reviewsAnswer, suggestionsAnswer } from '../wire/answers';
import { documented, type Input, type Router } from '../route';
import { NAME_REQUIRED, nameWhenSearched, searchFields, searchFilters } from '../search-query';
import { categoryNodeWire, categorySummaryWire, categoryWire, itemReviewWire, productDetailsWire, suggestionsWire } from '../wire/catalogue';
import { pagedWire } from '../wire/paged';
import { storeWire } from '../wire/store';
import { productWire } from '../wire/product';

const pageQuery = z.object({ ...pageFields, type: qVegType.optional() });
const listQuery = pageQuery.extend({
  category_id: qIdList.optional(),
  category_ids: qIdList.optional(),
  store_id: qText(120).optional(),
  min_price: qOptNum(0),
  max_price: qOptNum(0),
});
const searchQuery = listQuery.extend(searchFields).refine(nameWhenSearched, NAME_REQUIRED);
const nameQuery = z.object({ name: qText(100).min(1) });
const relatedQuery = z.object({ limit: qInt(1, 50).optional() });
const detailsQuery = z.object({ product_type: z.string().max(20).optional() });

const itemFilter = (q: z.infer<typeof listQuery>): ItemFilter => ({
  type: q.type,
  categoryIds: [...(q.category_id ?? []), ...(q.category_ids ?? [])],
  minPrice: q.min_price,
  maxPrice: q.max_price,
  store: q.store_id,
});

const featuredQuery = z.object({ featured: qFlag.optional() });
const latestQuery = listQuery.extend({ store_id: qText(120), category_id: qIdList });

/** how many reviews come with an item's details */
const DETAILS_REVIEWS = 10;

export function registerCatalogueRoutes(app: Router) {
  const api = documented(app, 'Catalogue');
  /* ------------------------------------------------------------ categories */
  api.get('/categories', { answer: categoriesAnswer, summary: "The module's category tree (parents with their children); featured=1 keeps featured ones", query: featuredQuery }, async (ctx, _c, input) => {
    const module = await optionalModule(ctx);
    const { featured } = input.query();
    return (await categoryTree(ctx, module?.id ?? null, featured === 1)).map((node) => categoryNodeWire(ctx.origin, node));
  });

  api.get('/categories/childes/:id', { answer: childCategoriesAnswer, summary: 'The children of a category' }, async (ctx, c) =>
    (await childCategories(ctx, pathId(ctx, c.req.param('id')))).map((cat) => categoryWire(ctx.origin, cat)),
  );

  const categoryItemsDoc = { answer: pagedProductsAnswer, summary: 'Items of a category and its children, paged', query: pageQuery, needs: ['zone' as const] };
  const categoryItemsRoute = async (ctx: RequestContext, c: Context<Env>, input: Input<typeof pageQuery, undefined>) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const id = pathId(ctx, c.req.param('id') ?? '');
    const q = input.query();
    return pagedWire(await categoryItems(ctx, [id], module?.id ?? null, q.type ?? 'all', q), 'products', productWire);
  };
  // several categories at once (`category_ids=[1,2]`), before `/:id` reads "list" as an id
  const listOfCategories = pageQuery.extend({ category_ids: qIdList });
  api.get('/categories/items/list', { answer: pagedProductsAnswer, summary: 'Items of several categories (category_ids) and their children, paged', query: listOfCategories, needs: ['zone'] }, async (ctx, _c, input) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const q = input.query();
    return pagedWire(await categoryItems(ctx, q.category_ids, module?.id ?? null, q.type ?? 'all', q), 'products', productWire);
  });
  api.get('/categories/stores/list', { answer: pagedStoresAnswer, summary: 'Stores selling in several categories (category_ids), paged', query: listOfCategories, needs: ['zone'] }, async (ctx, _c, input) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const q = input.query();
    return pagedWire(await storesOfCategory(ctx, q.category_ids, module?.id ?? null, q), 'stores', storeWire);
  });
  api.get('/categories/items/:id', categoryItemsDoc, categoryItemsRoute);
  api.get('/categories/items/:id/all', categoryItemsDoc, categoryItemsRoute);

  api.get('/categories/stores/:id', { answer: pagedStoresAnswer, summary: 'Stores selling in a category, paged', query: pageQuery, needs: ['zone'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const id = pathId(ctx, c.req.param('id'));
    const q = input.query();
    await requireCategory(ctx, id);
    return pagedWire(await storesOfCategory(ctx, [id], module?.id ?? null, q), 'stores', storeWire);
  });

  /* ------------------------------------------------------------ item lists */
  api.get('/items/latest', { answer: pagedProductsAnswer, summary: "A store's newest items in a category, with the store's categories", query: latestQuery, needs: ['zone', 'module'] }, async (ctx, c, input) => {
    const module = await requireModule(ctx);
    const raw = c.req.query();
    for (const field of ['store_id', 'category_id', 'limit', 'offset']) {
      if (raw[field] === undefined || raw[field] === '') throw validationError(field, t(ctx.locale, 'field_required', { field }));
    }
    const q = input.query();
    const { page, categories } = await latestItems(ctx, itemFilter(q), module.id, q);
    return { ...pagedWire(page, 'products', productWire), categories: categories.map((cat) => categorySummaryWire(ctx.origin, cat)) };
  });

  for (const kind of ITEM_LISTS) {
    api.get(`/items/${kind}`, { answer: pagedProductsAnswer, summary: `The ${kind.replace(/-/g, ' ')} items of the module, paged`, query: listQuery, needs: ['zone', 'module'] }, async (ctx, _c, input) => {
      const module = await requireModule(ctx);
      const q = input.query();
      const filter = itemFilter(q);
      const [page, tabs] = await Promise.all([itemList(ctx, kind, filter, module.id, q), kind === 'new-arrival' ? itemListCategories(ctx, kind, filter, module.id) : null]);
      const wire = pagedWire(page, 'products', productWire);
      // new arrivals carry their category tabs; recommended items are `items` in the spec and `products` in the reference: both
      if (tabs) return { ...wire, categories: tabs.map((cat) => categorySummaryWire(ctx.origin, cat)) };
      if (kind === 'recommended') return { ...wire, items: wire.products };
      return wire;
    });
  }

  /* ------------------------------------------------------------ item details */
  api.get('/items/details/:id', { answer: productDetailAnswer, summary: 'One item by id or slug (product_type=campaign for a campaign item)', query: detailsQuery, needs: ['module'] }, async (ctx, c, input) => {
    await requireModule(ctx);
    const campaign = input.query().product_type === 'campaign';
    const details = await productDetails(ctx, c.req.param('id') ?? '', campaign);
    const reviews = campaign ? [] : (await itemReviews(ctx, details.product.id, { limit: DETAILS_REVIEWS, offset: 1 })).rows;
    return productDetailsWire(details, reviews, ctx.origin);
  });

  const related = (by: 'store' | 'category') => async (ctx: RequestContext, c: Context<Env>, input: Input<typeof relatedQuery, undefined>) => {
    requireZone(ctx);
    await requireModule(ctx);
    const id = pathId(ctx, c.req.param('id') ?? '');
    const q = input.query();
    return (await relatedItems(ctx, id, by, q.limit ?? 10)).map(productWire);
  };
  api.get('/items/related-store-items/:id', { answer: productsAnswer, summary: 'Other items of the same store', query: relatedQuery, needs: ['zone', 'module'] }, related('store'));
  api.get('/items/related-items/:id', { answer: productsAnswer, summary: 'Other items of the same category', query: relatedQuery, needs: ['zone', 'module'] }, related('category'));

  api.get('/items/reviews/:id', { answer: reviewsAnswer, summary: "An item's reviews, paged", query: pageQuery }, async (ctx, c, input) => {
    const id = pathId(ctx, c.req.param('id'), 'item_id');
    const q = input.query();
    return pagedWire(await itemReviews(ctx, id, q), 'reviews', (r) => itemReviewWire(ctx.origin, r));
  });

  api.get('/items/rating/:id', { answer: numberAnswer, summary: "An item's average rating and count" }, async (ctx, c) => itemRating(ctx, pathId(ctx, c.req.param('id'), 'item_id')));

  /* ------------------------------------------------------------ search */
  api.get('/items/search', { answer: pagedProductsAnswer, summary: 'Items matching a name, with filters and sorting, paged', query: searchQuery, needs: ['zone', 'module'] }, async (ctx, c, input) => {
    const module = await requireModule(ctx);
    const q = input.query({ name: c.req.query('name') ?? '' });
    // the search page's kinds of search: discounted checks the Discounted filter, new lists the newest first
    const search = { ...itemFilter(q), name: q.name || undefined, newestFirst: q.data_type === 'new', filters: searchFilters(q), sortBy: q.sort_by, minRating: q.rating_count, brandIds: q.brand_ids };
    const { page, categories } = await searchItems(ctx, search, module.id, q);
    return { ...pagedWire(page, 'products', productWire), categories: categories.map((cat) => categorySummaryWire(ctx.origin, cat)) };
  });

  // suggestions (reference 3.3, 3.5; issue 45.1): for a customer, from the categories they like, else the most
  // ordered; for a cart, the store's items, its recommended ones first when asked
  api.get('/customer/suggested-items', { answer: productsAnswer, summary: "Up to 5 items for the customer: the most ordered of the categories they like in the module, else of the module", needs: ['customer', 'zone', 'module'] }, async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const module = await requireModule(ctx);
    const first = { limit: 5, offset: 1 };
    const liked = customer.interest.length ? (await itemList(ctx, 'popular', { categoryIds: customer.interest }, module.id, first)).rows : [];
    const items = liked.length ? liked : (await itemList(ctx, 'popular', {}, module.id, first)).rows;
    return items.slice(0, 5).map(productWire);
  });
  const suggestedQuery = z.object({ store_id: qText(200).min(1, 'api.field_required'), recommended: qFlag.optional() });
  api.get('/items/suggested', { answer: productsAnswer, summary: "A store's items to suggest beside a cart: its recommended ones when recommended=1, else its most ordered", query: suggestedQuery, needs: ['zone', 'module'] }, async (ctx, _c, input) => {
    const module = await requireModule(ctx);
    const q = input.query();
    return (await itemList(ctx, q.recommended ? 'recommended' : 'popular', { store: q.store_id }, module.id, { limit: 10, offset: 1 })).rows.map(productWire);
  });

  api.get('/items/search-suggestion', { answer: suggestionsAnswer, summary: 'Item and store names that start like the text typed', query: nameQuery, needs: ['zone', 'module'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const { name } = input.query({ name: c.req.query('name') ?? '' });
    return suggestionsWire(ctx.origin, await searchSuggestions(ctx, name, module.id));
  });

  api.get('/items/item-or-store-search', { answer: itemsAndStoresAnswer, summary: 'Items and stores matching a name', query: nameQuery, needs: ['zone', 'module'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const { name } = input.query({ name: c.req.query('name') ?? '' });
    const found = await itemOrStoreSearch(ctx, name, module.id);
    return { items: found.items.map(productWire), stores: found.stores.map(storeWire) };
  });
}
