/** Banners, CMS content, policy pages, parcel categories, common conditions, newsletter and guests. */
import { z } from 'zod';
import { bannersAndCampaigns, commonConditions, conditionItems, landingPage, moduleContent, mostGivenTip, offlinePaymentMethods, parcelCategories, policyPage } from '../../services/content';
import { createGuest } from '../../services/guests';
import { optionalModule, requireModule } from '../../services/modules';
import { subscribeNewsletter } from '../../services/newsletter';
import { requireZone } from '../../core/context';
import { parseWith } from '../../core/errors';
import { t } from '../../core/messages';
import { readBody } from '../body';
import { pathId, qFlag } from '../context';
import { json, type Router } from '../route';
import { bannersWire, conditionWire, landingWire, offlineMethodWire, pageWire, parcelCategoryWire, withFullUrls } from '../wire/content';
import { pagedWire } from '../wire/paged';

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

const contentBlocks: Array<[path: string, kind: string]> = [
  ['/other-banners', 'other_banners'],
  ['/other-banners/video-content', 'video_content'],
  ['/other-banners/why-choose', 'why_choose'],
];

export function registerContentRoutes(app: Router) {
  app.get(
    '/banners',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await optionalModule(ctx);
      const { featured } = parseWith(z.object({ featured: qFlag.optional() }), c.req.query());
      return bannersWire(ctx.origin, await bannersAndCampaigns(ctx, module, featured === 1));
    }),
  );

  for (const [path, kind] of contentBlocks) {
    app.get(
      path,
      json(async (ctx) => withFullUrls(ctx.origin, await moduleContent(ctx, (await requireModule(ctx)).id, kind))),
    );
  }

  const landing = json(async (ctx) => landingWire(ctx.origin, await landingPage(ctx)));
  app.get('/react-landing-page', landing);
  app.get('/landing-page', landing);

  for (const [path, key, flagKey] of pageRoutes) {
    app.get(path, json(async (ctx) => pageWire(await policyPage(ctx, key, flagKey))));
  }

  app.get(
    '/parcel-category',
    json(async (ctx) => {
      const module = await optionalModule(ctx);
      return (await parcelCategories(ctx, module?.id ?? null)).map((p) => parcelCategoryWire(ctx.origin, p));
    }),
  );

  const conditions = json(async (ctx) => (await commonConditions(ctx)).map(conditionWire));
  app.get('/common-condition', conditions);
  app.get('/common-condition/list', conditions);
  app.get(
    '/common-condition/items/:id',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id'), 'condition_id');
      return pagedWire(await conditionItems(ctx, id, module.id, c.req.query()), 'products');
    }),
  );

  app.get('/most-tips', json(async (ctx) => ({ most_tips_amount: await mostGivenTip(ctx) })));

  app.get(
    '/offline_payment_method_list',
    json(async (ctx) => {
      const methods = await offlinePaymentMethods(ctx);
      return methods ? methods.map(offlineMethodWire) : null;
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
      const guestId = await createGuest(ctx.db, { fcmToken: body.fcm_token ?? null, ip });
      return { message: t(ctx.locale, 'guest_verified'), guest_id: guestId };
    }),
  );
}
