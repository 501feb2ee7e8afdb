/** Web Push (issue 18): the shop's public VAPID key, and this browser's subscription kept or dropped. */
import * as z from 'zod/mini';
import type { Requester } from '../core';

const messageSchema = z.object({ message: z.string() });

export const pushApi = (request: Requester) => ({
  /** null: the shop has no Web Push */
  publicKey: () => request('GET', 'customer/web-push/key', z.object({ public_key: z.nullable(z.string()) })).then((a) => a.public_key),
  subscribe: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    request('POST', 'customer/web-push/subscribe', messageSchema, { body: { endpoint: subscription.endpoint, keys: subscription.keys } }).then((a) => a.message),
  unsubscribe: (endpoint: string) => request('POST', 'customer/web-push/unsubscribe', messageSchema, { body: { endpoint } }).then((a) => a.message),
});
