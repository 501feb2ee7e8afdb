/**
 * The order_status and message notifications (spec section 4, issues 14 and 18) on every page,
 * without React: a shopper with orders running hears each status change over the server's event
 * stream and gets a 5 s toast that opens the order in my orders. A message from a store or delivery
 * man is first offered to the page (the `storefront:message` event): the chat showing that
 * conversation takes it (preventDefault) and refreshes; otherwise 'You have a new message' opens it.
 * A referral earned shows a 5 s toast; any other notice a toast that opens the inbox. The stream is asked for once the page is idle, and only by a
 * signed-in shopper or a guest with an id; nothing running (204) or no stream: nothing more is asked.
 * A stream the server ends (a restart, a lost LISTEN) is opened again, a few times, with a pause.
 */
import { followMyEvents } from '../lib/api/browser/my-orders';
import { fillOrderId } from '../lib/order-links';
import { statusChangeMessage } from '../lib/order-steps';
import { showToast } from '../stores/toast';
import { offerMessage } from '../lib/chat-events';

export interface NotificationLabels {
  /** with {{id}} and {{status}} */
  changed: string;
  statuses: Record<string, string>;
  /** the order's page, with {{id}} */
  href: string;
  newMessage: string;
  /** the conversation's page, with {{id}} */
  chatHref: string;
  /** a referral earned: a 5 s toast (top right) */
  referral: string;
  /** any other notification: a toast that opens the inbox */
  notice: string;
  inboxHref: string;
}


const REOPEN_AFTER_MS = 3000;
const MAX_REOPENS = 5;

export function followOrderNotifications(labels: NotificationLabels, signal: AbortSignal): void {
  let reopens = 0;
  const open = (): void => {
    followMyEvents(
      {
        onStatus: (orderId, status) => {
          // a toast is known by its message: the details page's own toast for this change is this one
          showToast(statusChangeMessage(labels.changed, labels.statuses, orderId, status), { type: 'info', href: fillOrderId(labels.href, orderId) });
        },
        onMessage: (conversationId) => {
          if (offerMessage(conversationId)) showToast(labels.newMessage, { type: 'info', href: fillOrderId(labels.chatHref, conversationId) });
        },
        onNotice: (type) => {
          if (type === 'referral_code') showToast(labels.referral, { type: 'success' });
          else showToast(labels.notice, { type: 'info', href: labels.inboxHref });
        },
      },
      signal,
    ).then(
      () => {
        if (!signal.aborted && reopens++ < MAX_REOPENS) setTimeout(open, REOPEN_AFTER_MS);
      },
      () => undefined,
    );
  };
  open();
}
