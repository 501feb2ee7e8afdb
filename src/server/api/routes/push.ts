/** Web Push (issue 18): the operator's public VAPID key, and a browser's subscription kept or dropped for the signed-in customer. */
import { z } from 'zod';
import { refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { subscribePush, unsubscribePush, vapidKeys } from '../../adapters/messaging/push';
import { requireCustomer } from '../auth-guard';
import { requiredOrInvalid } from '../context';
import { messageAnswer, webPushKeyAnswer } from '../wire/answers';
import { documented, type Router } from '../route';

/** a push service's address (a browser's is https; http is allowed for a push service on the operator's own network) */
const endpoint = z.url({ protocol: /^https?$/, error: requiredOrInvalid }).max(2000);
/** the browser's keys, base64url */
const key = (max: number) => z.string({ error: requiredOrInvalid }).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'api.field_invalid').min(16).max(max);
const subscribeBody = z.object({ endpoint, keys: z.object({ p256dh: key(200), auth: key(60) }) });
const unsubscribeBody = z.object({ endpoint });

export function registerPushRoutes(app: Router) {
  const api = documented(app, 'Notifications');
  api.get('/customer/web-push/key', { answer: webPushKeyAnswer, summary: "The shop's public VAPID key for PushManager.subscribe (null: Web Push is not set up)" }, async () => ({ public_key: vapidKeys()?.publicKey ?? null }));
  api.post(
    '/customer/web-push/subscribe',
    { answer: messageAnswer, summary: "Keep this browser's push subscription (PushSubscription.toJSON()) for the signed-in customer", body: subscribeBody, needs: ['customer'] },
    async (ctx, c, input) => {
      const { customer } = await requireCustomer(ctx, c);
      if (!vapidKeys()) throw refusal(403, 'web_push', 'push_off');
      const b = await input.body();
      await subscribePush(ctx.db, customer.id, { endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth });
      return { message: t(ctx.locale, 'push_subscribed') };
    },
  );
  api.post('/customer/web-push/unsubscribe', { answer: messageAnswer, summary: "Forget this browser's push subscription", body: unsubscribeBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    await unsubscribePush(ctx.db, customer.id, (await input.body()).endpoint);
    return { message: t(ctx.locale, 'push_unsubscribed') };
  });
}
