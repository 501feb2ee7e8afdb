/** Brands, campaigns, flash sales, coupons and cashback. */
import { z } from 'zod';
import { activeCashback, basicCampaign, basicCampaigns, brandItems, brands, campaignItems, cashbackFor, currentFlashSale, flashSaleItems, runningCoupons } from '../../services/promotions';
import { optionalModule, requireModule } from '../../services/modules';
import { requireZone } from '../../core/context';
import { parseWith } from '../../core/errors';
import { pathId, qInt, qNum } from '../context';
import { json, type Router } from '../route';
import { pagedWire } from '../wire/paged';
import { brandWire, campaignWire, cashbackOfferWire, couponWire, flashLineWire, flashSaleWire } from '../wire/promotions';

export function registerPromotionRoutes(app: Router) {
  /* brands */
  app.get(
    '/brand',
    json(async (ctx) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      return (await brands(ctx, module.id)).map((b) => brandWire(ctx.origin, b));
    }),
  );
  app.get(
    '/brand/items/:id',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const id = pathId(ctx, c.req.param('id'), 'brand_id');
      return pagedWire(await brandItems(ctx, id, module.id, c.req.query()), 'products');
    }),
  );

  /* campaigns */
  app.get(
    '/campaigns/basic',
    json(async (ctx) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      return (await basicCampaigns(ctx, module.id)).map((c) => campaignWire(ctx.origin, c));
    }),
  );
  app.get(
    '/campaigns/basic-campaign-details',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const { basic_campaign_id } = parseWith(z.object({ basic_campaign_id: qInt(1) }), c.req.query());
      const { campaign, stores } = await basicCampaign(ctx, basic_campaign_id, module.id);
      return { ...campaignWire(ctx.origin, campaign), stores };
    }),
  );
  app.get(
    '/campaigns/item',
    json(async (ctx) => {
      requireZone(ctx);
      return campaignItems(ctx, (await requireModule(ctx)).id);
    }),
  );

  /* flash sales */
  app.get(
    '/flash-sales',
    json(async (ctx) => {
      requireZone(ctx);
      const current = await currentFlashSale(ctx, (await requireModule(ctx)).id);
      return current ? flashSaleWire(current) : null;
    }),
  );
  app.get(
    '/flash-sales/items',
    json(async (ctx, c) => {
      requireZone(ctx);
      const module = await requireModule(ctx);
      const q = parseWith(z.object({ flash_sale_id: qInt(1), limit: z.unknown().optional(), offset: z.unknown().optional() }), c.req.query());
      const { sale, page } = await flashSaleItems(ctx, q.flash_sale_id, module.id, q);
      return {
        ...pagedWire(page, 'products', flashLineWire),
        flash_sale: { id: sale.id, title: sale.title, start_date: sale.startDate.toISOString(), end_date: sale.endDate.toISOString() },
      };
    }),
  );

  /* coupons */
  const couponList = json(async (ctx) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    return (await runningCoupons(ctx, module?.id ?? null)).map(couponWire);
  });
  app.get('/coupon/list', couponList);
  app.get('/coupon/list/all', couponList);

  /* cashback */
  app.get(
    '/cashback/list',
    json(async (ctx) => {
      await optionalModule(ctx);
      return (await activeCashback(ctx)).map(cashbackOfferWire);
    }),
  );
  app.get(
    '/cashback/getCashback',
    json(async (ctx, c) => {
      await optionalModule(ctx);
      const { amount } = parseWith(z.object({ amount: qNum(0, 1e9) }), c.req.query());
      const best = await cashbackFor(ctx, amount);
      if (!best) return { calculated_amount: 0, cashback_amount: 0, cashback_type: null, min_purchase: 0, max_discount: 0, id: null };
      return {
        calculated_amount: best.value,
        cashback_amount: best.offer.amount,
        cashback_type: best.offer.type,
        min_purchase: best.offer.minPurchase,
        max_discount: best.offer.maxDiscount,
        id: best.offer.id,
      };
    }),
  );
}
