/** Every indexable URL: module homes, categories, stores, products, campaigns and content pages, in both languages. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { BUSINESS_TIME_ZONE } from '../../lib/constants';
import { localDay } from '../../lib/schedule';
import { activeCampaigns, allModules, campaignRunsOn } from './reference-data';
import { loadSettings } from './settings';
import { typedSettings } from './settings-schema';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export async function sitemapEntries(db: Db, now = new Date()): Promise<SitemapEntry[]> {
  const today = localDay(now, BUSINESS_TIME_ZONE);
  const [settings, moduleRows, categoryRows, storeRows, itemRows, campaignRows] = await Promise.all([
    loadSettings(db),
    allModules(db).then((all) => all.filter((m) => m.status)),
    db.select({ id: s.categories.id, updated: s.categories.updatedAt }).from(s.categories).where(eq(s.categories.status, true)).orderBy(asc(s.categories.id)),
    db.select({ slug: s.stores.slug, updated: s.stores.updatedAt }).from(s.stores).where(eq(s.stores.status, true)).orderBy(asc(s.stores.id)),
    db
      .select({ slug: s.items.slug, updated: s.items.updatedAt })
      .from(s.items)
      .innerJoin(s.stores, eq(s.stores.id, s.items.storeId))
      .where(and(eq(s.items.status, true), eq(s.stores.status, true)))
      .orderBy(asc(s.items.id))
      .limit(40000),
    // the running campaigns, each in its own module (its page is the module's)
    activeCampaigns(db).then((all) => all.filter((c) => campaignRunsOn(c, today))),
  ]);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const content = ['about-us', 'terms-and-conditions', 'privacy-policy', 'help-and-support', 'delivery-areas'];
  const { policies } = typedSettings(settings);
  if (policies.refund) content.push('refund-policy');
  if (policies.cancelation) content.push('cancellation-policy');
  if (policies.shipping) content.push('shipping-policy');
  return [
    { path: '/' },
    { path: '/categories' },
    { path: '/stores' },
    { path: '/store/latest' },
    { path: '/store/popular' },
    ...moduleRows.map((m) => ({ path: `/home?module_id=${m.id}` })),
    ...content.map((c) => ({ path: `/${c}` })),
    ...categoryRows.map((c) => ({ path: `/category/${c.id}`, lastmod: day(c.updated) })),
    ...storeRows.map((st) => ({ path: `/store/${st.slug}`, lastmod: day(st.updated) })),
    ...itemRows.map((it) => ({ path: `/product/${it.slug}`, lastmod: day(it.updated) })),
    ...campaignRows.map((c) => ({ path: `/campaigns/${c.id}?module_id=${c.moduleId}` })),
  ];
}
