/** Banners and running campaigns, module content blocks, the landing page, policy pages, parcel categories, common conditions and small lists. */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as s from '../db/schema';
import { requireZone, type Paged, type RequestContext } from '../core/context';
import { notFound, orFail } from '../core/errors';
import { t, type Locale } from '../core/messages';
import { PAGE_SIZE } from '../../lib/constants';
import { pagedProducts, type PageInput } from './catalogue/listing';
import { visibleItems, type Product } from './catalogue/products';
import { activeModules, type ModuleRow } from './modules';
import { flag, loadLanding, loadSettings } from './settings';
import { typedSettings } from './settings-schema';
import { isTranslated, localizedLanding, translator } from './translations';
import { activeZones } from './zones';
import { activeBanners, activeCampaigns, allModuleContents, campaignRunsOn, type CampaignRow } from './reference-data';
import { storeRecord } from './catalogue/stores';

export interface BannerEntry {
  banner: typeof s.banners.$inferSelect;
  store: { id: number; name: string; slug: string; zoneId: number; moduleId: number; logo: string | null } | null;
  item: { id: number; name: string; slug: string; image: string | null; storeId: number; moduleId: number } | null;
}

/** Banners of the zones (and module, and featured when asked) with the store or item each points at, and the module's running campaigns. */
export async function bannersAndCampaigns(ctx: RequestContext, module: ModuleRow | null, featured: boolean): Promise<{ banners: BannerEntry[]; campaigns: Array<typeof s.campaigns.$inferSelect> }> {
  const zoneIds = requireZone(ctx);
  const today = ctx.today;
  // banners and campaigns are reference data (kept in memory until they change): chosen here, not in SQL
  const [allBanners, allCampaigns] = await Promise.all([activeBanners(ctx.db), module ? activeCampaigns(ctx.db) : Promise.resolve([] as readonly CampaignRow[])]);
  const bannerRows = allBanners.filter((b) => zoneIds.includes(b.zoneId) && (!module || b.moduleId === module.id) && (!featured || b.featured));
  const campaigns = allCampaigns.filter((c) => c.moduleId === module?.id && campaignRunsOn(c, today));
  const storeIds = bannerRows.filter((b) => b.type === 'store_wise' && b.data).map((b) => b.data!);
  const itemIds = bannerRows.filter((b) => b.type === 'item_wise' && b.data).map((b) => b.data!);
  const [storeRows, itemRows] = await Promise.all([
    Promise.all([...new Set(storeIds)].map((id) => storeRecord(ctx.db, id))).then((records) =>
      records.flatMap((r) => (r ? [{ id: r.store.id, name: r.store.name, slug: r.store.slug, zoneId: r.store.zoneId, moduleId: r.store.moduleId, logo: r.store.logo }] : [])),
    ),
    itemIds.length
      ? ctx.db
          .select({ id: s.items.id, name: s.items.name, slug: s.items.slug, image: s.items.image, storeId: s.items.storeId, moduleId: s.items.moduleId })
          .from(s.items)
          .where(inArray(s.items.id, itemIds))
      : Promise.resolve([]),
  ]);
  return {
    campaigns: [...campaigns],
    banners: bannerRows.map((banner) => ({
      banner,
      store: (banner.type === 'store_wise' && storeRows.find((st) => st.id === banner.data)) || null,
      item: (banner.type === 'item_wise' && itemRows.find((it) => it.id === banner.data)) || null,
    })),
  };
}

/** A module's content block (other banners, video, why choose), or null. */
export async function moduleContent(ctx: RequestContext, moduleId: number, kind: string): Promise<unknown> {
  return (await allModuleContents(ctx.db)).get(`${moduleId}:${kind}`) ?? null;
}

export interface Landing {
  blocks: Record<string, unknown>;
  zones: Array<{ id: number; name: string; displayName: string | null }>;
  modules: ModuleRow[];
}

export async function landingPage(ctx: RequestContext): Promise<Landing> {
  const [blocks, zones, modules] = await Promise.all([
    loadLanding(ctx.db).then((written) => localizedLanding(ctx.db, ctx.locale, written)),
    activeZones(ctx.db, 'id').then((rows) => rows.map((z) => ({ id: z.id, name: z.name, displayName: z.displayName }))),
    activeModules(ctx),
  ]);
  return { blocks, zones, modules };
}

export interface PolicyPage {
  key: string;
  title: string;
  /** Markdown */
  body: string;
  /** the language the title and text are in: the request's, or English where marketing has not written it yet */
  locale: Locale;
  updatedAt: Date;
}

/** A policy page in the request's language (its Nepali is a translation: English stands in until one is written); its settings flag (when it has one) turns it off. */
export async function policyPage(ctx: RequestContext, key: string, flagKey?: string): Promise<PolicyPage> {
  const missing = () => notFound('page', t(ctx.locale, 'page_not_found'));
  if (flagKey && !flag((await loadSettings(ctx.db))[flagKey])) throw missing();
  const [row] = await ctx.db.select().from(s.pages).where(eq(s.pages.key, key)).limit(1);
  const page = orFail(row?.status ? row : null, missing);
  if (ctx.locale === 'en' || !(await isTranslated(ctx.db, 'pages', key, ctx.locale, 'body'))) return { key, title: page.title, body: page.body, locale: 'en', updatedAt: page.updatedAt };
  const tr = await translator(ctx.db, ctx.locale);
  return { key, title: tr('pages', key, 'title', page.title), body: tr('pages', key, 'body', page.body), locale: ctx.locale, updatedAt: page.updatedAt };
}

export function parcelCategories(ctx: RequestContext, moduleId: number | null): Promise<Array<typeof s.parcelCategories.$inferSelect>> {
  return ctx.db
    .select()
    .from(s.parcelCategories)
    .where(and(eq(s.parcelCategories.status, true), moduleId ? eq(s.parcelCategories.moduleId, moduleId) : undefined))
    .orderBy(asc(s.parcelCategories.id));
}

export interface Condition {
  id: number;
  name: string;
  itemsCount: number;
}

export async function commonConditions(ctx: RequestContext): Promise<Condition[]> {
  const rows = await ctx.db
    .select({ condition: s.commonConditions, n: sql<number>`(select count(*) from items i where i.common_condition_id = "common_conditions"."id" and i.status)`.mapWith(Number) })
    .from(s.commonConditions)
    .where(eq(s.commonConditions.status, true))
    .orderBy(asc(s.commonConditions.id));
  return rows.map(({ condition, n }) => ({ id: condition.id, name: condition.name, itemsCount: n }));
}

export async function conditionItems(ctx: RequestContext, id: number, moduleId: number, page: PageInput): Promise<Paged<Product>> {
  const zoneIds = requireZone(ctx);
  const [row] = await ctx.db.select({ id: s.commonConditions.id }).from(s.commonConditions).where(eq(s.commonConditions.id, id)).limit(1);
  orFail(row, () => notFound('common_condition', t(ctx.locale, 'condition_not_found')));
  return pagedProducts(ctx, [...visibleItems(zoneIds, moduleId), eq(s.items.commonConditionId, id)], [desc(s.items.orderCount), asc(s.items.id)], page, PAGE_SIZE.commonConditionProducts);
}

/** The tip most often given (0 when none). */
export async function mostGivenTip(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ tips: s.orders.dmTips, n: sql<number>`count(*)`.mapWith(Number) })
    .from(s.orders)
    .where(and(isNotNull(s.orders.dmTips), sql`${s.orders.dmTips} > 0`))
    .groupBy(s.orders.dmTips)
    .orderBy(desc(sql`count(*)`), desc(s.orders.dmTips))
    .limit(1);
  return row?.tips ?? 0;
}

/** Offline payment methods, or null when offline payment is off. */
export async function offlinePaymentMethods(ctx: RequestContext): Promise<Array<typeof s.offlinePaymentMethods.$inferSelect> | null> {
  const settings = await loadSettings(ctx.db);
  if (!typedSettings(settings).offlinePayment) return null;
  return ctx.db.select().from(s.offlinePaymentMethods).where(eq(s.offlinePaymentMethods.status, true)).orderBy(asc(s.offlinePaymentMethods.id));
}
