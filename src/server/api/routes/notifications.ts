/** What the shop told the customer (issue 18): the newest notifications, and marking them read. */
import { z } from 'zod';
import { customerNotifications, markNotificationsRead, notificationText, type Notification, type NotificationType } from '../../services/notifications';
import { loadSettings, moneyFormat } from '../../services/settings';
import { t, type Locale } from '../../core/messages';
import type { MoneyFormat } from '../../../lib/format';
import { requireCustomer } from '../auth-guard';
import { listInput, numeric } from '../context';
import { messageAnswer, notificationsAnswer } from '../wire/answers';
import { documented, type Router } from '../route';

const readBody = z.object({
  id: z
    .preprocess(listInput, z.array(numeric(z.number().int().positive().max(2_147_483_647))).max(100))
    .optional()
    .meta({ description: 'the ones read; absent: all' }),
});

/** a notification on the wire, its title and description in the request's language */
function notificationWire(n: Notification, locale: Locale, money: MoneyFormat) {
  const text = notificationText(n.type as NotificationType, n.data, locale, money);
  return { id: n.id, type: n.type, ...text, data: { type: n.type, ...n.data }, is_read: n.readAt !== null, created_at: n.createdAt.toISOString(), updated_at: (n.readAt ?? n.createdAt).toISOString() };
}

export function registerNotificationRoutes(app: Router) {
  const api = documented(app, 'Notifications');
  api.get('/customer/notifications', { answer: notificationsAnswer, summary: 'The newest 50 notifications, newest first, each with is_read', needs: ['customer'] }, async (ctx, c) => {
    const { customer } = await requireCustomer(ctx, c);
    const money = moneyFormat(await loadSettings(ctx.db));
    return (await customerNotifications(ctx, customer.id)).map((n) => notificationWire(n, ctx.locale, money));
  });
  api.post('/customer/notifications/read', { answer: messageAnswer, summary: 'Mark notifications read (id: a list; absent: all)', body: readBody, needs: ['customer'] }, async (ctx, c, input) => {
    const { customer } = await requireCustomer(ctx, c);
    const { id } = await input.body();
    const count = await markNotificationsRead(ctx, customer.id, id ?? null);
    return { message: t(ctx.locale, 'notifications_read'), count };
  });
}
