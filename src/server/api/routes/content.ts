/** Banners, CMS content, policy pages, parcel categories, common conditions, newsletter and guests. */
import { z } from 'zod';
import { bannersAndCampaigns, commonConditions, conditionItems, landingPage, moduleContent, mostGivenTip, offlinePaymentMethods, parcelCategories, policyPage } from '../../services/content';
import { createGuest } from '../../services/guests';
import { optionalModule, requireModule } from '../../services/modules';
import { subscribeNewsletter } from '../../services/newsletter';
import { newsletterSchema } from '../../../lib/validation/newsletter';
import { requireZone, type RequestContext } from '../../core/context';
import { t } from '../../core/messages';
import { pageFields, pathId, qFlag } from '../context';
import { clientIp } from '../sign-in-input';
import { bannersAnswer, conditionsAnswer, landingAnswer, messageAnswer, mostTipsAnswer, offlineMethodsAnswer, otherBannersAnswer, pagedProductsAnswer, parcelCategoriesAnswer, policyPageAnswer, videoContentAnswer, whyChooseAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { bannersWire, conditionWire, landingWire, moduleContentWire, offlineMethodWire, pageWire, parcelCategoryWire } from '../wire/content';
import { pagedWire } from '../wire/paged';
import { productWire } from '../wire/product';

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

/** each block with the schema the client reads it with */
const contentBlocks = [
  ['/other-banners', 'other_banners', otherBannersAnswer],
  ['/other-banners/video-content', 'video_content', videoContentAnswer],
  ['/other-banners/why-choose', 'why_choose', whyChooseAnswer],
] as const;

const featuredQuery = z.object({ featured: qFlag.optional() });
const guestBody = z.object({ fcm_token: z.string().max(500).optional() });

export function registerContentRoutes(app: Router) {
  const api = documented(app, 'Content');
  api.get('/banners', { answer: bannersAnswer, summary: "The module's banners and running campaigns; featured=1 for the landing page's", query: featuredQuery, needs: ['zone'] }, async (ctx, _c, input) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    const { featured } = input.query();
    return bannersWire(ctx.origin, await bannersAndCampaigns(ctx, module, featured === 1));
  });

  for (const [path, kind, answer] of contentBlocks) {
    // a block is the operator's JSON as stored, with its media addresses added: TypeScript sees unknown, the API suite's hook checks it
    api.get(path, { answer: answer as typeof whyChooseAnswer, summary: `The module's ${kind.replace(/_/g, ' ')}`, needs: ['module'] }, async (ctx) => moduleContentWire(ctx.origin, kind, await moduleContent(ctx, (await requireModule(ctx)).id, kind)) as z.input<typeof whyChooseAnswer>);
  }

  const landing = async (ctx: RequestContext) => landingWire(ctx.origin, await landingPage(ctx));
  api.get('/react-landing-page', { answer: landingAnswer, summary: 'The landing page: header, features, earn money, download links' }, landing);
  api.get('/landing-page', { answer: landingAnswer, summary: 'The landing page (same as react-landing-page)' }, landing);

  for (const [path, key, flagKey] of pageRoutes) {
    api.get(path, { answer: policyPageAnswer, summary: `The ${key.replace(/-/g, ' ')} page${flagKey ? ' (404 when turned off)' : ''}` }, async (ctx) => pageWire(await policyPage(ctx, key, flagKey)));
  }

  api.get('/parcel-category', { answer: parcelCategoriesAnswer, summary: 'Parcel categories (what can be sent)' }, async (ctx) => {
    const module = await optionalModule(ctx);
    return (await parcelCategories(ctx, module?.id ?? null)).map((p) => parcelCategoryWire(ctx.origin, p));
  });

  const conditions = async (ctx: RequestContext) => (await commonConditions(ctx)).map(conditionWire);
  api.get('/common-condition', { answer: conditionsAnswer, summary: 'Common conditions (pharmacy: what a medicine treats)' }, conditions);
  api.get('/common-condition/list', { answer: conditionsAnswer, summary: 'Common conditions (same as common-condition)' }, conditions);
  api.get('/common-condition/items/:id', { answer: pagedProductsAnswer, summary: 'Items for a common condition, paged', query: z.object(pageFields), needs: ['zone', 'module'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const id = pathId(ctx, c.req.param('id'), 'condition_id');
    return pagedWire(await conditionItems(ctx, id, module.id, input.query()), 'products', productWire);
  });

  api.get('/most-tips', { answer: mostTipsAnswer, summary: 'The tip most customers give' }, async (ctx) => ({ most_tips_amount: await mostGivenTip(ctx) }));

  api.get('/offline_payment_method_list', { answer: offlineMethodsAnswer, summary: 'Offline payment methods and the fields they ask for' }, async (ctx) => {
    const methods = await offlinePaymentMethods(ctx);
    return methods ? methods.map(offlineMethodWire) : null;
  });

  api.post('/newsletter/subscribe', { answer: messageAnswer, summary: 'Subscribe an email to the newsletter', body: newsletterSchema }, async (ctx, _c, input) =>
    subscribeNewsletter(ctx.db, (await input.body()).email, ctx.locale),
  );

  api.post('/auth/guest/request', { answer: messageAnswer, summary: 'A guest id for a shopper who has not signed in (carts, addresses, orders)', body: guestBody }, async (ctx, c, input) => {
    const body = await input.body();
    const guestId = await createGuest(ctx.db, { fcmToken: body.fcm_token ?? null, ip: clientIp(c) });
    return { message: t(ctx.locale, 'guest_verified'), guest_id: guestId };
  });
}
