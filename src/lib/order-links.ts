/**
 * The shopper's orders page (spec section 2): /profile?page=my-orders, with `tab` and `offset` for
 * the lists, `orderId` for one order's details and `from=checkout` right after placing it. One place
 * writes the address; `orderId` may be the '{{id}}' slot an island fills in.
 */
export function myOrdersPath(q: { orderId?: number | string; from?: 'checkout'; tab?: 'running' | 'history'; offset?: number } = {}): string {
  let path = '/profile?page=my-orders';
  if (q.tab) path += `&tab=${q.tab}`;
  if (q.offset && q.offset > 1) path += `&offset=${q.offset}`;
  if (q.orderId !== undefined) path += `&orderId=${q.orderId}`;
  if (q.from) path += `&from=${q.from}`;
  return path;
}

/** the slot an order page's address template holds for the order id */
export const ORDER_ID_SLOT = '{{id}}';
export const fillOrderId = (template: string, orderId: number) => template.replace(ORDER_ID_SLOT, String(orderId));

/**
 * The inbox (spec section 2): /profile?page=inbox, with `conversationId` for one conversation, or
 * for a chat not yet begun the party: `type` (delivery_man or vendor) and `id` (with the spec's
 * `routeName` and `chatFrom`), and the order it is about. Any id may be a slot ('{{id}}') an island fills in.
 */
export function chatPath(q: { conversationId?: number | string; party?: { type: 'vendor' | 'delivery_man'; id: number | string }; orderId?: number | string } = {}): string {
  let path = '/profile?page=inbox';
  if (q.conversationId !== undefined) path += `&conversationId=${q.conversationId}`;
  else if (q.party) path += `&type=${q.party.type}&id=${q.party.id}&routeName=${q.party.type === 'delivery_man' ? 'delivery_man_id' : 'store_id'}&chatFrom=true`;
  if (q.orderId !== undefined) path += `&orderId=${q.orderId}`;
  return path;
}
