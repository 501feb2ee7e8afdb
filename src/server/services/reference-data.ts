/**
 * The reference tables every request reads, kept in memory until they change
 * (src/server/cache/reference-cache.ts). The rows are shared and frozen: read-only.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { referenceData } from '../cache/reference-cache';
import * as s from '../db/schema';

export type ModuleRow = typeof s.modules.$inferSelect;
export type ZoneRow = typeof s.zones.$inferSelect;
export type ZoneModuleRow = typeof s.zoneModules.$inferSelect;
export type VehicleRow = typeof s.deliveryVehicles.$inferSelect;

/** Every module, by id. */
export function allModules(db: Db): Promise<readonly ModuleRow[]> {
  return referenceData(db, 'modules', ['modules'], () => db.select().from(s.modules).orderBy(asc(s.modules.id)));
}

/** Every zone, smallest first (the first holding a point is its zone). */
export function allZones(db: Db): Promise<readonly ZoneRow[]> {
  return referenceData(db, 'zones', ['zones'], () => db.select().from(s.zones).orderBy(asc(s.zones.area), asc(s.zones.id)));
}

/** Every zone's terms for each module it offers (delivery rates, COD maximum). */
export function allZoneModules(db: Db): Promise<readonly ZoneModuleRow[]> {
  return referenceData(db, 'zone_modules', ['zone_modules'], () => db.select().from(s.zoneModules));
}

/** Every delivery vehicle class, the farthest-starting first. */
/** The vehicle classes in use, nearest coverage first. */
export async function activeVehicles(db: Db): Promise<VehicleRow[]> {
  return (await allVehicles(db)).filter((v) => v.status).sort((a, b) => a.startingCoverageKm - b.startingCoverageKm || a.id - b.id);
}

export function allVehicles(db: Db): Promise<readonly VehicleRow[]> {
  return referenceData(db, 'delivery_vehicles', ['delivery_vehicles'], () => db.select().from(s.deliveryVehicles).orderBy(desc(s.deliveryVehicles.startingCoverageKm)));
}

export interface CategoryName {
  id: number;
  name: string;
  slug: string;
}

/** Every category's name and slug, by id. */
export function categoryNames(db: Db): Promise<ReadonlyMap<number, CategoryName>> {
  return referenceData(db, 'category_names', ['categories'], async () => {
    const rows = await db.select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug }).from(s.categories);
    return new Map(rows.map((r) => [r.id, r]));
  });
}

export type FlashSaleLine = typeof s.flashSaleItems.$inferSelect & { flashSaleStart: Date; flashSaleEnd: Date };

/**
 * The lines of every published flash sale that are switched on, whatever their dates and counts
 * (each reader asks which run now and have some left). A sale's sold count changes with each
 * flash-sale purchase, which tells the cache: the next reader reads the lines again.
 */
export function publishedFlashLines(db: Db): Promise<readonly FlashSaleLine[]> {
  return referenceData(db, 'flash_lines', ['flash_sales', 'flash_sale_items'], async () => {
    const rows = await db
      .select({ line: s.flashSaleItems, start: s.flashSales.startDate, end: s.flashSales.endDate })
      .from(s.flashSaleItems)
      .innerJoin(s.flashSales, eq(s.flashSales.id, s.flashSaleItems.flashSaleId))
      .where(and(eq(s.flashSaleItems.status, true), eq(s.flashSales.isPublish, true)));
    return rows.map((r) => ({ ...r.line, flashSaleStart: r.start, flashSaleEnd: r.end }));
  });
}

export type BannerRow = typeof s.banners.$inferSelect;
export type CampaignRow = typeof s.campaigns.$inferSelect;

/** Switched-on banners, by id (migration 0016 announces their changes). */
export function activeBanners(db: Db): Promise<readonly BannerRow[]> {
  return referenceData(db, 'banners', ['banners'], () => db.select().from(s.banners).where(eq(s.banners.status, true)).orderBy(asc(s.banners.id)));
}

/** Switched-on campaigns, by id, whatever their dates (callers keep the running ones). */
export function activeCampaigns(db: Db): Promise<readonly CampaignRow[]> {
  return referenceData(db, 'campaigns', ['campaigns'], () => db.select().from(s.campaigns).where(eq(s.campaigns.status, true)).orderBy(asc(s.campaigns.id)));
}

/** A campaign runs on `today` (YYYY-MM-DD) between its start and end dates. */
export const campaignRunsOn = (campaign: CampaignRow, today: string) => campaign.startDate <= today && campaign.endDate >= today;

/** Every module content block (other banners, why choose, video), by module and kind. */
export function allModuleContents(db: Db): Promise<ReadonlyMap<string, unknown>> {
  return referenceData(db, 'module_contents', ['module_contents'], async () => new Map((await db.select().from(s.moduleContents)).map((r) => [`${r.moduleId}:${r.kind}`, r.value])));
}

export type FlashSaleRow = typeof s.flashSales.$inferSelect;

/** Published flash sales, the one ending first first (callers keep the module's running ones). */
export function publishedFlashSales(db: Db): Promise<readonly FlashSaleRow[]> {
  return referenceData(db, 'published-flash-sales', ['flash_sales'], () =>
    db.select().from(s.flashSales).where(eq(s.flashSales.isPublish, true)).orderBy(asc(s.flashSales.endDate), asc(s.flashSales.id)),
  );
}
