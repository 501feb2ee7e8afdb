/**
 * The data of /home with data_type (spec section 2, Routes): a search by name (items or stores) or a
 * listing (category, new, discounted, brand) with its side panel's categories, brands and cashback
 * offers. The results are data the page must have; the rest it may lose (src/loaders/degrade.ts).
 * src/components/home/FilteredListing.astro renders what this answers.
 */
import type { Brand, CashbackOffer, Store } from '../lib/api/schemas';
import { listingQuery, readListingFilters, readSearchFilters, searchFilterQuery, type ListingKind, type SideCategory } from '../lib/search-filters';
import { PAGE_SIZE } from '../lib/constants';
import { mustHave, type LoaderScope } from './degrade';
import type { Shopper } from './shopper';

export type FilteredListingData = Awaited<ReturnType<typeof loadFilteredListing>>;

export async function loadFilteredListing(scope: LoaderScope, shopper: Shopper, dataType: ListingKind) {
  const { t, api, href } = shopper;
  const q = scope.url.searchParams;
  const page = Math.max(1, Math.min(10000, Number.parseInt(q.get('page') ?? '1', 10) || 1));
  // 12 a page on both search pages (spec section 7)
  const limit = PAGE_SIZE.search;
  const id = Number.parseInt(q.get('id') ?? q.get('brand_id') ?? '', 10);

  function decodeName(raw: string | null): string | null {
    if (!raw) return null;
    try {
      return new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0)));
    } catch {
      return raw;
    }
  }

  let heading = '';
  let result: Awaited<ReturnType<typeof api.popularItems>> = { total: 0, products: [], categories: [] };
  /* a search by name has two tabs, items and stores (list_type, as the API names it): each a link */
  const listType = dataType === 'searched' && q.get('list_type') === 'store' ? 'store' : 'item';
  let stores: { total: number; stores: Store[] } | null = null;
  const food = shopper.module?.type === 'food';
  const filters = readSearchFilters(q, food);
  let tabs: Array<{ label: string; href: string; active: boolean }> = [];
  /* the first variant (category, new, discounted, brand): the side panel's filters, every one asked of items/search */
  const listingFilters = dataType === 'searched' ? null : readListingFilters(q, dataType);
  const categoryId = dataType === 'category' && Number.isInteger(id) && id > 0 ? id : null;
  let sideCategories: SideCategory[] = [];
  let brands: Brand[] = [];
  let offers: CashbackOffer[] = [];
  if (dataType === 'searched') {
    const name = (q.get('name') ?? '').trim().slice(0, 100);
    heading = `${t('home.search_results')} “${name}”`;
    const tabUrl = (type: 'item' | 'store') => {
      const next = new URLSearchParams(q);
      next.delete('page');
      if (type === 'store') next.set('list_type', 'store');
      else next.delete('list_type');
      return href(`/home?${next}`);
    };
    tabs = [
      { label: t('common.items'), href: tabUrl('item'), active: listType === 'item' },
      { label: t('common.stores'), href: tabUrl('store'), active: listType === 'store' },
    ];
    if (listType === 'store') {
      stores = name ? await shopper.mayLose('store search', api.searchStores(name, { limit, offset: page }), { total: 0, stores: [] }) : { total: 0, stores: [] };
    } else if (name) {
      result = await mustHave(scope, 'search results', api.searchItems(name, { limit, offset: page, ...searchFilterQuery(filters) }));
    }
  } else if (listingFilters) {
    const [found, categories, brandList, cashback] = await Promise.all([
      dataType === 'category' && !categoryId && !listingFilters.categoryIds.length ? result : mustHave(scope, 'listing', api.listingItems({ ...listingQuery(listingFilters, categoryId), limit, offset: page })),
      dataType === 'category' ? shopper.mayLose('categories', api.categories(), []) : [],
      shopper.mayLose('brands', api.brands(), []),
      shopper.mayLose('cashback offers', api.cashbackOffers(), []),
    ]);
    result = found;
    sideCategories = categories;
    brands = brandList;
    offers = cashback;
    const own = categories.flatMap((c) => [c, ...c.children]).find((c) => c.id === categoryId);
    heading = {
      category: decodeName(q.get('name')) ?? own?.name ?? t('common.categories'),
      new: t('home.new_arrivals'),
      discounted: t('home.special_offers'),
      brand: brands.find((b) => b.id === id)?.name ?? t('home.brands'),
    }[listingFilters.kind as 'category' | 'new' | 'discounted' | 'brand'];
  }
  return { page, limit, heading, result, listType, stores, filters, food, tabs, listingFilters, categoryId, sideCategories, brands, offers };
}
