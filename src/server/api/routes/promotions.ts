/** Brands, campaigns, flash sales, coupons and cashback. */
import { z } from 'zod';
import { activeCashback, basicCampaign, basicCampaigns, brandItems, brands, campaignItems, cashbackFor, currentFlashSale, flashSaleItems, flashSaleLines, runningCoupons } from '../../services/promotions';
import { optionalModule, requireModule } from '../../services/modules';
import { requireZone, type RequestContext } from '../../core/context';
import { pageFields, pathId, qInt, qNum } from '../context';
import { brandsAnswer, campaignDetailsAnswer, campaignsAnswer, cashbackAnswer, cashbackOffersAnswer, couponsAnswer, flashSaleAnswer, flashSaleItemsAnswer, pagedProductsAnswer, productsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { pagedWire } from '../wire/paged';
import { storeWire } from '../wire/store';
import { productWire } from '../wire/product';
import { brandWire, campaignWire, cashbackOfferWire, couponWire, flashLineWire, flashSaleWire } from '../wire/promotions';

const campaignQuery = z.object({ basic_campaign_id: qInt(1) });
const flashItemsQuery = z.object({ flash_sale_id: qInt(1), ...pageFields });
const amountQuery = z.object({ amount: qNum(0, 1e9) });

export function registerPromotionRoutes(app: Router) {
  const api = documented(app, 'Promotions');
  /* brands */
  api.get('/brand', { answer: brandsAnswer, summary: "The module's brands", needs: ['zone', 'module'] }, async (ctx) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    return (await brands(ctx, module.id)).map((b) => brandWire(ctx.origin, b));
  });
  api.get('/brand/items/:id', { answer: pagedProductsAnswer, summary: "A brand's items, paged", query: z.object(pageFields), needs: ['zone', 'module'] }, async (ctx, c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const id = pathId(ctx, c.req.param('id'), 'brand_id');
    return pagedWire(await brandItems(ctx, id, module.id, input.query()), 'products', productWire);
  });

  /* campaigns */
  api.get('/campaigns/basic', { answer: campaignsAnswer, summary: "The module's running store campaigns", needs: ['zone', 'module'] }, async (ctx) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    return (await basicCampaigns(ctx, module.id)).map((c) => campaignWire(ctx.origin, c));
  });
  api.get('/campaigns/basic-campaign-details', { answer: campaignDetailsAnswer, summary: 'A store campaign and the stores in it', query: campaignQuery, needs: ['zone', 'module'] }, async (ctx, _c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const { basic_campaign_id } = input.query();
    const { campaign, stores } = await basicCampaign(ctx, basic_campaign_id, module.id);
    return { ...campaignWire(ctx.origin, campaign), stores: stores.map(storeWire) };
  });
  api.get('/campaigns/item', { answer: productsAnswer, summary: "The module's running item campaigns", needs: ['zone', 'module'] }, async (ctx) => {
    requireZone(ctx);
    return (await campaignItems(ctx, (await requireModule(ctx)).id)).map(productWire);
  });

  /* flash sales */
  api.get('/flash-sales', { answer: flashSaleAnswer, summary: "The module's running flash sale with its first active products, or null", needs: ['zone', 'module'] }, async (ctx) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const sale = await currentFlashSale(ctx, module.id);
    if (!sale) return null;
    return flashSaleWire(sale, (await flashSaleLines(ctx, sale, module.id, {})).rows.map(flashLineWire));
  });
  api.get('/flash-sales/items', { answer: flashSaleItemsAnswer, summary: "A flash sale's items with stock and sold counts, paged", query: flashItemsQuery, needs: ['zone', 'module'] }, async (ctx, _c, input) => {
    requireZone(ctx);
    const module = await requireModule(ctx);
    const q = input.query();
    const { sale, page } = await flashSaleItems(ctx, q.flash_sale_id, module.id, q);
    return {
      ...pagedWire(page, 'products', flashLineWire),
      flash_sale: { id: sale.id, title: sale.title, start_date: sale.startDate.toISOString(), end_date: sale.endDate.toISOString() },
    };
  });

  /* coupons */
  const couponList = async (ctx: RequestContext) => {
    requireZone(ctx);
    const module = await optionalModule(ctx);
    return (await runningCoupons(ctx, module?.id ?? null)).map(couponWire);
  };
  api.get('/coupon/list', { answer: couponsAnswer, summary: 'Running coupons', needs: ['zone'] }, couponList);
  api.get('/coupon/list/all', { answer: couponsAnswer, summary: 'Running coupons (same as coupon/list)', needs: ['zone'] }, couponList);

  /* cashback */
  api.get('/cashback/list', { answer: cashbackOffersAnswer, summary: 'Active cashback offers' }, async (ctx) => {
    await optionalModule(ctx);
    return (await activeCashback(ctx)).map(cashbackOfferWire);
  });
  api.get('/cashback/getCashback', { answer: cashbackAnswer, summary: 'The best cashback for an order amount', query: amountQuery }, async (ctx, _c, input) => {
    await optionalModule(ctx);
    const { amount } = input.query();
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
  });
}
