/** The words of the order tracking drawer and the order pages, from the catalogue (en, ne). */
import type { TrackingLabels } from '../islands/tracker/TrackingPanel';
import { TRACKING_STEPS } from '../lib/order-steps';
import type { Shopper } from './shopper';
import type { NotificationLabels } from '../scripts/order-notifications';
import { chatPath, myOrdersPath, ORDER_ID_SLOT } from '../lib/order-links';
import en from '../lib/i18n/en.json';

/** every order status in words (orders.status_*) */
export function statusLabels(t: Shopper['t']): Record<string, string> {
  return Object.fromEntries(
    Object.keys(en.orders)
      .filter((k) => k.startsWith('status_'))
      .map((k) => [k.slice('status_'.length), t(`orders.${k}`)]),
  );
}

export function trackingLabels(t: Shopper['t'], href: Shopper['href']): TrackingLabels {
  const keys = ['deliveryMan', 'call', 'otp', 'map', 'mapDeliveryMan', 'mapDestination', 'mapPickup', 'noPosition', 'notFound', 'details'] as const;
  return {
    ...(Object.fromEntries(TRACKING_STEPS.map((k) => [k, t(`orders.${k}`)])) as Record<(typeof TRACKING_STEPS)[number], string>),
    ...(Object.fromEntries(keys.map((k) => [k, t(`orders.${k}`, k === 'otp' ? { otp: '{{otp}}' } : {})])) as Record<(typeof keys)[number], string>),
    rated: t('card.rating', { rating: '{{rating}}' }),
    chat: t('inbox.chatDeliveryMan'),
    loginToChat: t('footer.login_required'),
    // the spec's address: /profile?page=inbox&type=delivery_man&id=…&routeName=delivery_man_id&chatFrom=true
    chatHref: href(chatPath({ party: { type: 'delivery_man', id: '{{dm}}' }, orderId: '{{order}}' })),
    loading: t('common.loading'),
    close: t('common.close'),
    track: t('footer.track_order'),
    statuses: statusLabels(t),
  };
}

const notificationsByLocale = new Map<string, NotificationLabels>();
/** The order_status notification's words (src/scripts/order-notifications.ts): the same on every page of a language, so made once per language. */
export function notificationLabels(shopper: Pick<Shopper, 't' | 'href' | 'locale'>): NotificationLabels {
  let labels = notificationsByLocale.get(shopper.locale);
  if (!labels) {
    labels = {
      changed: shopper.t('orders.statusChanged', { id: ORDER_ID_SLOT, status: '{{status}}' }),
      statuses: statusLabels(shopper.t),
      href: shopper.href(myOrdersPath({ orderId: ORDER_ID_SLOT })),
      newMessage: shopper.t('api.new_message'),
      chatHref: shopper.href(chatPath({ conversationId: ORDER_ID_SLOT })),
      referral: shopper.t('inbox.referralToast'),
      notice: shopper.t('inbox.noticeToast'),
      inboxHref: shopper.href(chatPath()),
    };
    notificationsByLocale.set(shopper.locale, labels);
  }
  return labels;
}
