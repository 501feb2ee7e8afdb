/**
 * Reviews after delivery: the prompt that asks for one (customer/review-reminder), an item's review
 * (once per item per order, by the customer who received it) and the delivery man's (once per
 * order). A review updates the item's and the store's ratings, or the delivery man's, in the same
 * transaction.
 */
import { and, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { RequestContext } from '../core/context';
import { refusal } from '../core/errors';
import * as s from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Product } from './catalogue/products';
import { storeImage } from './uploads';

export interface ReviewPrompt {
  orderId: number;
  /** the pictures of the order's items */
  images: string[];
}

const unreviewed = and(
  notExists(sql`(select 1 from ${s.reviews} where ${s.reviews.orderId} = ${s.orders.id})`),
  notExists(sql`(select 1 from ${s.storeReviews} where ${s.storeReviews.orderId} = ${s.orders.id})`),
);

type Tx = Pick<RequestContext['db'], 'execute'>;

/** The store's rating, count and five-to-one histogram from its items' reviews and its own, both shown ones only. */
async function refreshStoreRating(tx: Tx, storeId: number): Promise<void> {
  await tx.execute(sql`
    update stores set avg_rating = r.avg, rating_count = r.cnt,
      ratings = jsonb_build_array(r.s5, r.s4, r.s3, r.s2, r.s1)
    from (select coalesce(avg(rating), 0)::float8 as avg, count(*)::int as cnt,
            count(*) filter (where floor(rating + 0.5) >= 5)::int as s5, count(*) filter (where floor(rating + 0.5) = 4)::int as s4,
            count(*) filter (where floor(rating + 0.5) = 3)::int as s3, count(*) filter (where floor(rating + 0.5) = 2)::int as s2,
            count(*) filter (where floor(rating + 0.5) <= 1)::int as s1
          from (select rating from reviews where store_id = ${storeId} and status
                union all select rating from store_reviews where store_id = ${storeId} and status) all_reviews) r
    where stores.id = ${storeId}`);
}

/** The newest delivered order the customer has not reviewed nor dismissed, or null. */
export async function reviewPrompt(ctx: RequestContext, customerId: number): Promise<ReviewPrompt | null> {
  const [order] = await ctx.db
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(
      and(
        eq(s.orders.userId, customerId),
        eq(s.orders.isGuest, false),
        eq(s.orders.orderStatus, 'delivered'),
        isNotNull(s.orders.delivered),
        eq(s.orders.reviewPromptClosed, false),
        eq(s.orders.prescriptionOrder, false),
        unreviewed,
      ),
    )
    .orderBy(desc(s.orders.delivered), desc(s.orders.id))
    .limit(1);
  if (!order) return null;
  const details = await ctx.db.select({ item: s.orderDetails.itemDetails }).from(s.orderDetails).where(eq(s.orderDetails.orderId, order.id)).orderBy(s.orderDetails.id);
  const images = details.map((d) => (d.item as Product).image).filter((img): img is string => !!img);
  return { orderId: order.id, images };
}

/** The shopper closed the prompt for this order: it does not come back for it. */
export async function closeReviewPrompt(ctx: RequestContext, customerId: number, orderId: number): Promise<void> {
  await ctx.db
    .update(s.orders)
    .set({ reviewPromptClosed: true })
    .where(and(eq(s.orders.id, orderId), eq(s.orders.userId, customerId), eq(s.orders.isGuest, false)));
}

async function receivedOrder(tx: Pick<RequestContext['db'], 'select'>, customerId: number, orderId: number) {
  const [order] = await tx
    .select()
    .from(s.orders)
    .where(and(eq(s.orders.id, orderId), eq(s.orders.userId, customerId), eq(s.orders.isGuest, false)))
    .limit(1);
  if (!order) throw refusal(404, 'order', 'order_not_found');
  // delivered once is delivered (a refund asked later does not undo it)
  if (!order.delivered) throw refusal(403, 'order', 'review_not_delivered');
  return order;
}

export interface ItemReviewInput {
  itemId: number;
  orderId: number;
  /** 0.5 to 5, in half steps */
  rating: number;
  comment: string;
  attachments: Uint8Array[];
}

export async function submitItemReview(ctx: RequestContext, customerId: number, input: ItemReviewInput): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const order = await receivedOrder(tx, customerId, input.orderId);
      const [line] = await tx
        .select({ itemId: s.orderDetails.itemId })
        .from(s.orderDetails)
        .where(and(eq(s.orderDetails.orderId, order.id), eq(s.orderDetails.itemId, input.itemId)))
        .limit(1);
      const [item] = line ? await tx.select({ storeId: s.items.storeId }).from(s.items).where(eq(s.items.id, input.itemId)) : [];
      if (!item) throw refusal(403, 'item_id', 'review_item_not_in_order');
      const attachment: string[] = [];
      for (const bytes of input.attachments) attachment.push(await storeImage(tx, bytes, customerId));
      await tx
        .insert(s.reviews)
        .values({ itemId: input.itemId, storeId: item.storeId, userId: customerId, orderId: order.id, rating: input.rating, comment: input.comment, attachment, createdAt: ctx.now });
      await tx.execute(sql`
        update items set avg_rating = r.avg, rating_count = r.cnt
        from (select avg(rating)::float8 as avg, count(*)::int as cnt from reviews where item_id = ${input.itemId} and status) r
        where items.id = ${input.itemId}`);
      await refreshStoreRating(tx, item.storeId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(403, 'review', 'review_given');
    throw error;
  }
}

export interface StoreReviewInput {
  orderId: number;
  rating: number;
  comment: string;
}

/** The customer's review of the store a delivered order came from: once per order. A parcel has no store to review. */
export async function submitStoreReview(ctx: RequestContext, customerId: number, input: StoreReviewInput): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const order = await receivedOrder(tx, customerId, input.orderId);
      if (!order.storeId) throw refusal(403, 'store_id', 'store_review_no_store');
      await tx.insert(s.storeReviews).values({ storeId: order.storeId, userId: customerId, orderId: order.id, rating: input.rating, comment: input.comment, createdAt: ctx.now });
      await refreshStoreRating(tx, order.storeId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(403, 'review', 'store_review_given');
    throw error;
  }
}

export interface DeliveryManReviewInput {
  orderId: number;
  rating: number;
  comment: string;
}

export async function submitDeliveryManReview(ctx: RequestContext, customerId: number, input: DeliveryManReviewInput): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const order = await receivedOrder(tx, customerId, input.orderId);
      if (!order.deliveryManId) throw refusal(403, 'delivery_man_id', 'dm_review_no_dm');
      await tx.insert(s.deliveryManReviews).values({ deliveryManId: order.deliveryManId, userId: customerId, orderId: order.id, rating: input.rating, comment: input.comment, createdAt: ctx.now });
      await tx.execute(sql`
        update delivery_men set avg_rating = r.avg, rating_count = r.cnt
        from (select avg(rating)::float8 as avg, count(*)::int as cnt from delivery_man_reviews where delivery_man_id = ${order.deliveryManId}) r
        where delivery_men.id = ${order.deliveryManId}`);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(403, 'review', 'dm_review_given');
    throw error;
  }
}

/** What the customer already said about an order: the items reviewed, and whether the store and the delivery man were. */
export async function orderReviews(ctx: RequestContext, customerId: number, orderId: number): Promise<{ itemIds: number[]; store: boolean; deliveryMan: boolean }> {
  const [items, store, man] = await Promise.all([
    ctx.db
      .select({ itemId: s.reviews.itemId })
      .from(s.reviews)
      .where(and(eq(s.reviews.orderId, orderId), eq(s.reviews.userId, customerId))),
    ctx.db
      .select({ id: s.storeReviews.id })
      .from(s.storeReviews)
      .where(and(eq(s.storeReviews.orderId, orderId), eq(s.storeReviews.userId, customerId))),
    ctx.db
      .select({ id: s.deliveryManReviews.id })
      .from(s.deliveryManReviews)
      .where(and(eq(s.deliveryManReviews.orderId, orderId), eq(s.deliveryManReviews.userId, customerId))),
  ]);
  return { itemIds: items.map((r) => r.itemId), store: store.length > 0, deliveryMan: man.length > 0 };
}
