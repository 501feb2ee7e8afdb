/** Item campaigns in product format (is_campaign 1, with available_date_starts/ends). */
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/context';
import * as s from '../../db/schema';
import { formatProducts, productContextShape } from './products';

export function runningCampaignItems(ctx: RequestContext): SQL[] {
  const today = ctx.today;
  return [eq(s.itemCampaigns.status, true), lte(s.itemCampaigns.startDate, today), gte(s.itemCampaigns.endDate, today), eq(s.stores.status, true)];
}

export async function campaignProducts(ctx: RequestContext, where: SQL[], limit = 50) {
  const rows = await ctx.db
    .select({ item: s.itemCampaigns, ...productContextShape })
    .from(s.itemCampaigns)
    .innerJoin(s.stores, eq(s.stores.id, s.itemCampaigns.storeId))
    .innerJoin(s.modules, eq(s.modules.id, s.itemCampaigns.moduleId))
    .leftJoin(s.units, eq(s.units.id, s.itemCampaigns.unitId))
    .where(and(...runningCampaignItems(ctx), ...where))
    .orderBy(asc(s.itemCampaigns.id))
    .limit(limit);
  return formatProducts(ctx, rows, { campaign: true });
}
