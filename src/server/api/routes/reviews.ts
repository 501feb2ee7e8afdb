/** Reviews after delivery: the prompt, an item's review, the store's and the delivery man's (reference §3.3, §3.5; the store's is ours, issue 46.9). */
import { z } from 'zod';
import { numeric, requiredOrInvalid } from '../context';
import { MAX_ID } from '../../core/context';
import { t } from '../../core/messages';
import { closeReviewPrompt, orderReviews, reviewPrompt, submitDeliveryManReview, submitItemReview, submitStoreReview } from '../../services/reviews';
import { keptMediaUrl } from '../../services/catalogue/media';
import { requireCustomer } from '../auth-guard';
import { imageList } from '../image-field';
import { messageAnswer, reviewReminderAnswer, reviewedAnswer, successAnswer } from '../wire/answers';
import { documented, type Router } from '../route';

const orderId = numeric(z.number({ error: requiredOrInvalid }).int().positive().max(Number.MAX_SAFE_INTEGER));
/** 0.5 to 5 in half steps (6amMart clients send whole stars, which are half steps too) */
const rating = numeric(
  z
    .number({ error: requiredOrInvalid })
    .min(0.5, 'api.field_invalid')
    .max(5, 'api.field_invalid')
    .refine((r) => Number.isInteger(r * 2), 'api.field_invalid'),
);
const comment = z.string().trim().max(2000).optional().nullable();

export function registerReviewRoutes(app: Router) {
  const api = documented(app, 'Reviews');
  // the spec's clients POST these, the reference names GET: both are taken (issue 45.1)
  for (const method of ['get', 'post'] as const) {
    api[method]('/customer/review-reminder', { answer: reviewReminderAnswer, summary: "The newest delivered order waiting for a review, with its items' pictures ({order_id: null} when none)", needs: ['customer'] }, async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const prompt = await reviewPrompt(ctx, customer.id);
      return prompt ? { order_id: prompt.orderId, images: prompt.images.map((i) => keptMediaUrl(ctx.origin, i)) } : { order_id: null, images: [] };
    });
  }
  const closeQuery = z.object({ order_id: orderId });
  api.get('/customer/review-reminder-cancel', { answer: successAnswer, summary: 'Stop asking for a review of this order', query: closeQuery, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    await closeReviewPrompt(ctx, customer.id, input.query().order_id);
    return 'success';
  });
  api.post('/customer/review-reminder-cancel', { answer: successAnswer, summary: 'Stop asking for a review of this order (POST, as the clients send it)', body: closeQuery, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    await closeReviewPrompt(ctx, customer.id, (await input.body()).order_id);
    return 'success';
  });
  api.get(
    '/customer/order/reviews',
    { answer: reviewedAnswer, summary: 'What the customer already reviewed of an order: the item ids, and whether the store and the delivery man were', query: closeQuery, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const done = await orderReviews(ctx, customer.id, input.query().order_id);
      return { item_ids: done.itemIds, store: done.store, delivery_man: done.deliveryMan };
    },
  );

  const itemBody = z.object({
    item_id: numeric(z.number({ error: requiredOrInvalid }).int().positive().max(MAX_ID)),
    order_id: orderId,
    rating,
    comment,
    'attachment[]': z
      .unknown()
      .optional()
      .meta({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'up to 3 images' }),
  });
  api.post('/items/reviews/submit', { answer: messageAnswer, summary: 'Review an item of a delivered order: once per item per order', body: itemBody, multipart: true, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    const raw = await input.rawBody();
    const b = await input.body();
    const attachments = await imageList(raw, ['attachment[]', 'attachment'], 'attachment');
    await submitItemReview(ctx, customer.id, { itemId: b.item_id, orderId: b.order_id, rating: b.rating, comment: b.comment ?? '', attachments });
    return { message: t(ctx.locale, 'review_submitted') };
  });

  const storeBody = z.object({
    order_id: orderId,
    store_id: numeric(z.number().int().positive().max(MAX_ID).optional().meta({ description: "ignored: the order's own store is reviewed" })),
    rating,
    comment,
  });
  api.post(
    '/stores/reviews/submit',
    { answer: messageAnswer, summary: 'Review the store a delivered order came from: once per order (not in 6amMart, which rates a store by its items alone)', body: storeBody, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      const b = await input.body();
      await submitStoreReview(ctx, customer.id, { orderId: b.order_id, rating: b.rating, comment: b.comment ?? '' });
      return { message: t(ctx.locale, 'review_submitted') };
    },
  );

  const manBody = z.object({
    order_id: orderId,
    delivery_man_id: numeric(z.number().int().positive().max(MAX_ID).optional().meta({ description: "ignored: the order's own delivery man is rated" })),
    rating,
    comment,
  });
  api.post('/delivery-man/reviews/submit', { answer: messageAnswer, summary: 'Rate the delivery man of a delivered order: once per order', body: manBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    const b = await input.body();
    await submitDeliveryManReview(ctx, customer.id, { orderId: b.order_id, rating: b.rating, comment: b.comment ?? '' });
    return { message: t(ctx.locale, 'review_submitted') };
  });
}
