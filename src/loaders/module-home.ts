/**
 * The module home's data (spec section 2, Home layouts): every section's call for the shopper's zone
 * and module, chosen by the page's tab parameters, all at once where they do not depend on each other.
 * A section's failed call is logged and leaves it empty (shopper.mayLose);
 * src/components/home/ModuleHome.astro renders what this answers.
 */
import { brandOrder, sortBrands } from '../lib/brand-sort';
import { PAGE_SIZE } from '../lib/constants';
import { loadBanners } from './banners';
import type { Shopper } from './shopper';

export type ModuleHomeData = Awaited<ReturnType<typeof loadModuleHome>>;

export async function loadModuleHome(shopper: Shopper, q: URLSearchParams) {
  const { t, api, module } = shopper;
  if (!module) throw new Error('the module home needs a module');
  const type = module.type;
  const lose = shopper.mayLose;
  const emptyPage = { total: 0, products: [], categories: [] };
  const emptyStores = { total: 0, stores: [] };

  /* new arrivals with category tabs */
  const newCat = Number.parseInt(q.get('new_category') ?? '', 10);
  /* best reviewed with category tabs, 'All' first (spec section 4) */
  const bestCat = Number.parseInt(q.get('best_category') ?? '', 10);
  /* food: recommended items with category tabs, 'Recommended' first (spec section 4) */
  const recommendedCat = Number.parseInt(q.get('recommended_category') ?? '', 10);
  /* every independent call at once; only the featured category's items wait for the category list */
  const [categories, popular, bestReviewed, discounted, popularStores, latestStores, coupons, whyChoose, video, flashSale, newArrivals, conditions, allBrands, campaignItems, recommended, banners] = await Promise.all([
    lose('categories', api.categories(), []),
    lose('popular items', api.popularItems(PAGE_SIZE.popularItems, 1), emptyPage),
    lose('best reviewed items', api.mostReviewedItems(PAGE_SIZE.bestReviewed, 1, bestCat > 0 ? [bestCat] : undefined), emptyPage),
    lose('discounted items', api.discountedItems(PAGE_SIZE.discounted, 1), emptyPage),
    lose('popular stores', api.storeList('popular', PAGE_SIZE.popularStores, 1), emptyStores),
    lose('latest stores', api.storeList('latest', PAGE_SIZE.popularStores, 1), emptyStores),
    lose('coupons', api.coupons(), []),
    lose('why choose', api.whyChoose(), null),
    lose('video content', api.videoContent(), null),
    lose('flash sale', api.flashSale(), null),
    lose('new arrivals', api.newArrivals(8, 1, Number.isInteger(newCat) && newCat > 0 ? newCat : undefined), emptyPage),
    /* pharmacy: common conditions; e-commerce: brands strip; food: item campaigns */
    type === 'pharmacy' ? lose('common conditions', api.commonConditions(), []) : [],
    type === 'ecommerce' ? lose('brands', api.brands(), []) : [],
    type === 'food' ? lose('item campaigns', api.itemCampaigns(), []) : [],
    type === 'food' ? lose('recommended items', api.recommendedItems(PAGE_SIZE.recommended, 1, recommendedCat > 0 ? [recommendedCat] : undefined), emptyPage) : emptyPage,
    loadBanners(shopper),
  ]);
  const byName = (name: string) => categories.find((c) => c.name === name);


  /* featured categories with a side tab list */
  const featured = categories.filter((c) => c.featured);
  const FEATURED_ITEMS = 9;
  const featuredId = Number.parseInt(q.get('featured_category') ?? '', 10);
  const featuredActive = featured.find((c) => c.id === featuredId) ?? featured[0];
  // the featured carousel: three rows (spec section 9) of three
  const featuredItemsCall = featuredActive ? lose('featured category items', api.categoryItems(featuredActive.id, FEATURED_ITEMS, 1), emptyPage) : emptyPage;

  /* grocery and pharmacy static tabs */
  const staticTabs: Array<{ key: string; label: string; category?: string; mode?: 'new' }> =
    type === 'grocery'
      ? [
          { key: 'all', label: t('common.all') },
          { key: 'beauty', label: t('home.tab_beauty'), category: 'Beauty' },
          { key: 'bread-juice', label: t('home.tab_bread_juice'), category: 'Bread & Juice' },
          { key: 'drinks', label: t('home.tab_drinks'), category: 'Drinks' },
          { key: 'milks', label: t('home.tab_milks'), category: 'Dairy & Eggs' },
        ]
      : type === 'pharmacy'
        ? [
            { key: 'all', label: t('common.all') },
            { key: 'new', label: t('home.tab_new'), mode: 'new' },
            { key: 'baby-care', label: t('home.tab_baby_care'), category: 'Baby Care' },
            { key: 'womans-care', label: t('home.tab_womans_care'), category: 'Womans Care' },
            { key: 'mens', label: t('home.tab_mens'), category: 'Mens' },
          ]
        : [];
  const tabKey = q.get('tab') ?? 'all';
  const activeTab = staticTabs.find((s) => s.key === tabKey) ?? staticTabs[0];
  const tabCategory = activeTab?.category ? byName(activeTab.category) : undefined;
  const tabItemsCall = !activeTab
    ? emptyPage
    : activeTab.mode === 'new'
      ? newArrivals
      : tabCategory
        ? lose('tab category items', api.categoryItems(tabCategory.id, PAGE_SIZE.popularItems, 1), emptyPage)
        : popular;

  /* pharmacy: common conditions with products */
  const conditionId = Number.parseInt(q.get('condition') ?? '', 10);
  const activeCondition = conditions.find((c) => c.id === conditionId) ?? conditions.find((c) => c.itemsCount > 0);
  /* e-commerce: brands strip, first 9 cards (one large plus 8), A to Z or Z to A */
  const brandSort = brandOrder(q.get('brand_sort'));
  const brands = sortBrands(allBrands, brandSort, shopper.locale).slice(0, 9);

  /* the stores' tabs (spec section 4): Popular in its own order, Top Rated highest average first, New newest first */
  const STORE_TABS = [
    { key: 'popular', label: t('home.popular') },
    { key: 'top_rated', label: t('home.top_rated') },
    { key: 'new', label: t('home.new') },
  ] as const;
  const storeTab = STORE_TABS.find((s) => s.key === q.get('store_tab')) ?? STORE_TABS[0];

  /* the calls that needed the first answers, again all at once */
  const [featuredItems, tabItems, conditionItems, topRatedStores] = await Promise.all([
    featuredItemsCall,
    tabItemsCall,
    activeCondition ? lose('condition items', api.commonConditionItems(activeCondition.id, PAGE_SIZE.commonConditionProducts, 1), emptyPage) : emptyPage,
    storeTab.key === 'top_rated' ? lose('top rated stores', api.storeList('top-rated', PAGE_SIZE.popularStores, 1), emptyStores) : emptyStores,
  ]);
  const tabStores = { popular: popularStores, top_rated: topRatedStores, new: latestStores }[storeTab.key];
  // how soon the module's stores deliver, where the home promises it
  const deliveryTimes = type === 'grocery' ? await shopper.deliveryRange() : null;
  return {
    categories, popular, bestReviewed, discounted, popularStores, latestStores, coupons, whyChoose, video, flashSale, newArrivals, campaignItems, recommended,
    newCat, bestCat, recommendedCat, featured, featuredActive, featuredItems, staticTabs, activeTab, tabItems, activeCondition, conditions, conditionItems,
    brandSort, brands, STORE_TABS, storeTab, tabStores, deliveryTimes, banners,
  };
}
