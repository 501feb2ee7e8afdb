/** An item's reviews as a page (`items/reviews/{id}`): the product page and the item popup read them. */
import * as z from 'zod/mini';

const pagingEcho = z.union([z.number(), z.string()]);

export interface ItemReview {
  id: number;
  rating: number;
  comment: string;
  customerName: string;
  createdAt: string;
}

export const reviewsSchema = z.pipe(
  z.looseObject({
    total_size: z.number(),
    limit: pagingEcho,
    offset: pagingEcho,
    reviews: z.array(z.looseObject({ id: z.number(), rating: z.number(), comment: z.string(), customer_name: z.string(), created_at: z.string() })),
  }),
  z.transform((w) => ({
    total: w.total_size,
    reviews: w.reviews.map((r): ItemReview => ({ id: r.id, rating: r.rating, comment: r.comment, customerName: r.customer_name, createdAt: r.created_at })),
  })),
);
