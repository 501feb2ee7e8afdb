/** Banners, CMS content, policy pages, parcel categories, common conditions, newsletter and guests. */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../../db/schema';
import { pagedProducts } from '../../services/catalogue/listing';
import { mediaUrl } from '../../services/catalogue/media';
import { visibleItems } from '../../services/catalogue/products';
import { flag, loadLanding, loadSettings } from '../../services/settings';
import { PAGE_SIZE } from '../../../lib/constants';
import { subscribeNewsletter } from '../../services/newsletter';
import { json, type Router } from '../app';
import { optionalModule, pathId, qFlag, requireModule, requireZone, type RequestContext } from '../context';
import { notFound, parseWith, readBody } from '../http';
import { t } from '../messages';

/** Replace every `foo: "emoji/x.svg"` with the path plus `foo_full_url`. */
function withFullUrls(ctx: RequestContext, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => withFullUrls(ctx, v));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = withFullUrls(ctx, v);
    if (typeof v === 'string' && /\.(svg|png|jpe?g|webp|gif)$/.test(v)) out[`${k}_full_url`] = mediaUrl(ctx.origin, v);
  }
  return out;
}

async function moduleContentFor(ctx: RequestContext, kind: string) {
  const module = await requireModule(ctx);
  const [row] = await ctx.db
    .select()
    .from(s.moduleContents)
    .where(and(eq(s.moduleContents.moduleId, module.id), eq(s.moduleContents.kind, kind)))
    .limit(1);
  return row ? withFullUrls(ctx, row.value) : null;
}

/** Policy pages: their flag in the settings turns them off (404). */
const pageRoutes: Array<[path: string, key: string, flagKey?: string]> = [
  ['/about-us', 'about-us'],
  ['/terms-and-conditions', 'terms-and-conditions'],
  ['/privacy-policy', 'privacy-policy'],
  ['/refund-policy', 'refund-policy', 'refund_policy'],
  ['/shipping-policy', 'shipping-policy', 'shipping_policy'],
  ['/cancelation', 'cancellation-policy', 'cancelation_policy'],
  ['/cancellation-policy', 'cancellation-policy', 'cancelation_policy'],
  ['/help-and-support', 'help-and-support'],
];

export function registerContentRoutes(app: Router) {
  app.get(
    '/banners',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await optionalModule(ctx);
      const { featured } = parseWith(z.object({ featured: qFlag.optional() }), c.req.query());
      const today = ctx.today;
      const [bannerRows, campaignRows] = await Promise.all([
        ctx.db
          .select()
          .from(s.banners)
          .where(and(eq(s.banners.status, true), inArray(s.banners.zoneId, zoneIds), module ? eq(s.banners.moduleId, module.id) : undefined, featured === 1 ? eq(s.banners.featured, true) : undefined))
          .orderBy(asc(s.banners.id)),
        module
          ? ctx.db
              .select()
              .from(s.campaigns)
              .where(and(eq(s.campaigns.status, true), eq(s.campaigns.moduleId, module.id), sql`${s.campaigns.startDate} <= ${today}`, sql`${s.campaigns.endDate} >= ${today}`))
              .orderBy(asc(s.campaigns.id))
          : Promise.resolve([] as Array<typeof s.campaigns.$inferSelect>),
      ]);
      const storeIds = bannerRows.filter((b) => b.type === 'store_wise' && b.data).map((b) => b.data!);
      const itemIds = bannerRows.filter((b) => b.type === 'item_wise' && b.data).map((b) => b.data!);
      const [storeRows, itemRows] = await Promise.all([
        storeIds.length ? ctx.db.select({ id: s.stores.id, name: s.stores.name, slug: s.stores.slug, zoneId: s.stores.zoneId, moduleId: s.stores.moduleId, logo: s.stores.logo }).from(s.stores).where(inArray(s.stores.id, storeIds)) : Promise.resolve([]),
        itemIds.length ? ctx.db.select({ id: s.items.id, name: s.items.name, slug: s.items.slug, image: s.items.image, storeId: s.items.storeId, moduleId: s.items.moduleId }).from(s.items).where(inArray(s.items.id, itemIds)) : Promise.resolve([]),
      ]);
      return {
        campaigns: campaignRows.map((cp) => ({
          id: cp.id,
          title: cp.title,
          image: cp.image,
          image_full_url: mediaUrl(ctx.origin, cp.image),
          available_date_starts: cp.startDate,
          available_date_ends: cp.endDate,
          isCampaign: true,
        })),
        banners: bannerRows.map((b) => {
          const store = b.type === 'store_wise' ? storeRows.find((st) => st.id === b.data) : undefined;
          const item = b.type === 'item_wise' ? itemRows.find((it) => it.id === b.data) : undefined;
          return {
            id: b.id,
            title: b.title,
            type: b.type,
            image: b.image,
            image_full_url: mediaUrl(ctx.origin, b.image),
            link: b.link,
            zone_id: b.zoneId,
            module_id: b.moduleId,
            featured: b.featured ? 1 : 0,
            store: store ? { id: store.id, name: store.name, slug: store.slug, zone_id: store.zoneId, module_id: store.moduleId, logo_full_url: mediaUrl(ctx.origin, store.logo) } : null,
            item: item ? { id: item.id, name: item.name, slug: item.slug, image: item.image, image_full_url: mediaUrl(ctx.origin, item.image), store_id: item.storeId, module_id: item.moduleId } : null,
          };
        }),
      };
    }),
  );

  app.get('/other-banners', json((ctx) => moduleContentFor(ctx, 'other_banners')));
  app.get('/other-banners/video-content', json((ctx) => moduleContentFor(ctx, 'video_content')));
  app.get('/other-banners/why-choose', json((ctx) => moduleContentFor(ctx, 'why_choose')));

  const landing = json(async (ctx) => {
    const [blocks, zones, moduleRows] = await Promise.all([
      loadLanding(ctx.db),
      ctx.db.select({ id: s.zones.id, name: s.zones.name, display_name: s.zones.displayName }).from(s.zones).where(eq(s.zones.status, true)).orderBy(asc(s.zones.id)),
      ctx.db.select().from(s.modules).where(eq(s.modules.status, true)).orderBy(asc(s.modules.id)),
    ]);
    return {
      ...(withFullUrls(ctx, blocks) as Record<string, unknown>),
      available_zone_list: zones,
      module_list: moduleRows.map((m) => ({ id: m.id, module_name: m.moduleName, module_type: m.moduleType, description: m.description, icon_full_url: mediaUrl(ctx.origin, m.icon) })),
    };
  });
  app.get('/react-landing-page', landing);
  app.get('/landing-page', landing);

  for (const [path, key, flagKey] of pageRoutes) {
    app.get(
      path,
      json(async (ctx) => {
        if (flagKey && !flag((await loadSettings(ctx.db))[flagKey])) throw notFound('page', t(ctx.locale, 'page_not_found'));
        const [page] = await ctx.db.select().from(s.pages).where(eq(s.pages.key, key)).limit(1);
        if (!page || !page.status) throw notFound('page', t(ctx.locale, 'page_not_found'));
        return { key: page.key, title: page.title, value: page.body, format: 'markdown', status: 1, updated_at: page.updatedAt.toISOString() };
      }),
    );
  }

  app.get(
    '/parcel-category',
    json(async (ctx) => {
      const module = await optionalModule(ctx);
      const rows = await ctx.db
        .select()
        .from(s.parcelCategories)
        .where(and(eq(s.parcelCategories.status, true), module ? eq(s.parcelCategories.moduleId, module.id) : undefined))
        .orderBy(asc(s.parcelCategories.id));
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        image: p.image,
        image_full_url: mediaUrl(ctx.origin, p.image),
        module_id: p.moduleId,
        parcel_per_km_shipping_charge: p.parcelPerKmShippingCharge,
        parcel_minimum_shipping_charge: p.parcelMinimumShippingCharge,
        status: 1,
      }));
    }),
  );

  const conditions = json(async (ctx) => {
    const rows = await ctx.db
      .select({ condition: s.commonConditions, n: sql<number>`(select count(*) from items i where i.common_condition_id = "common_conditions"."id" and i.status)`.mapWith(Number) })
      .from(s.commonConditions)
      .where(eq(s.commonConditions.status, true))
      .orderBy(asc(s.commonConditions.id));
    return rows.map(({ condition, n }) => ({ id: condition.id, name: condition.name, status: 1, items_count: n }));
  });
  app.get('/common-condition', conditions);
  app.get('/common-condition/list', conditions);
  app.get(
    '/common-condition/items/:id',
    json(async (ctx, c) => {
      const zoneIds = requireZone(ctx);
      const module = await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id'), 'condition_id');
      const [row] = await ctx.db.select({ id: s.commonConditions.id }).from(s.commonConditions).where(eq(s.commonConditions.id, id)).limit(1);
      if (!row) throw notFound('common_condition', t(ctx.locale, 'condition_not_found'));
      return pagedProducts(ctx, [...visibleItems(zoneIds, module.id), eq(s.items.commonConditionId, id)], [desc(s.items.orderCount), asc(s.items.id)], c.req.query(), PAGE_SIZE.commonConditionProducts);
    }),
  );

  app.get(
    '/most-tips',
    json(async (ctx) => {
      const [row] = await ctx.db
        .select({ tips: s.orders.dmTips, n: sql<number>`count(*)`.mapWith(Number) })
        .from(s.orders)
        .where(and(isNotNull(s.orders.dmTips), sql`${s.orders.dmTips} > 0`))
        .groupBy(s.orders.dmTips)
        .orderBy(desc(sql`count(*)`), desc(s.orders.dmTips))
        .limit(1);
      return { most_tips_amount: row?.tips ?? 0 };
    }),
  );

  app.get(
    '/offline_payment_method_list',
    json(async (ctx) => {
      const settings = await loadSettings(ctx.db);
      if (!flag(settings.offline_payment_status)) return null;
      const rows = await ctx.db.select().from(s.offlinePaymentMethods).where(eq(s.offlinePaymentMethods.status, true)).orderBy(asc(s.offlinePaymentMethods.id));
      return rows.map((m) => ({ id: m.id, method_name: m.methodName, method_fields: m.methodFields, method_informations: m.methodInformations, status: 1 }));
    }),
  );

  app.post(
    '/newsletter/subscribe',
    json(async (ctx, c) => subscribeNewsletter(ctx.db, await readBody(c.req), ctx.locale)),
  );

  app.post(
    '/auth/guest/request',
    json(async (ctx, c) => {
      const body = parseWith(z.object({ fcm_token: z.string().max(500).optional() }), await readBody(c.req));
      const ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
      // random, not sequential: a guest id is the key to a guest's cart, so it must not be guessable
      for (let attempt = 0; attempt < 5; attempt++) {
        const [guest] = await ctx.db
          .insert(s.guests)
          .values({ id: randomInt(100_000_000, 2_147_483_647), fcmToken: body.fcm_token ?? null, ipAddress: ip })
          .onConflictDoNothing()
          .returning({ id: s.guests.id });
        if (guest) return { message: t(ctx.locale, 'guest_verified'), guest_id: guest.id };
      }
      throw new Error('could not allocate a guest id');
    }),
  );
}
