/**
 * A message from a store or delivery man, offered to the page by the shopper's event stream
 * (src/scripts/order-notifications.ts) before any toast: the chat showing that conversation takes
 * it (preventDefault) and refreshes; otherwise 'You have a new message' shows.
 */
export const MESSAGE_EVENT = 'storefront:message';
export type MessageEventDetail = { conversationId: number };

/** Offer the message to the page; true when nothing on it took it. */
export function offerMessage(conversationId: number): boolean {
  return window.dispatchEvent(new CustomEvent<MessageEventDetail>(MESSAGE_EVENT, { detail: { conversationId }, cancelable: true }));
}
