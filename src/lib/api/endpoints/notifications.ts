/** What the shop told the signed-in shopper (issue 18): the newest notifications, and marking them read. */
import * as z from 'zod/mini';
import type { Requester } from '../core';

export interface ShopNotification {
  id: number;
  type: string;
  /** in the language the call was made in */
  title: string;
  description: string;
  orderId: number | null;
  /** an order's status the notification tells of */
  status: string | null;
  read: boolean;
  at: string;
}

export const notificationListSchema = z.pipe(
  z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      title: z.string(),
      description: z.string(),
      data: z.optional(z.looseObject({ order_id: z.optional(z.number()), status: z.optional(z.string()) })),
      is_read: z.boolean(),
      created_at: z.string(),
    }),
  ),
  z.transform((rows): ShopNotification[] =>
    rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      description: n.description,
      orderId: n.data?.order_id ?? null,
      status: n.data?.status ?? null,
      read: n.is_read,
      at: n.created_at,
    })),
  ),
);

export const notificationsApi = (request: Requester) => ({
  list: () => request('GET', 'customer/notifications', notificationListSchema),
  /** all read (the list has been seen); a failure is nobody's business but the next visit's */
  markAllRead: () => request('POST', 'customer/notifications/read', z.object({ count: z.number() }), { body: {}, handled: () => true }).then((a) => a.count),
});
