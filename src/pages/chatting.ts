/**
 * `/chatting` (spec: conversationId, type, chatFrom=true): the 6amMart web client's chat address. The
 * chat lives in the inbox (/profile?page=inbox): this address leads there, to the same conversation,
 * or to the party a chat was asked with (type and id), in the page's language.
 */
import type { APIRoute } from 'astro';
import { localizedPath } from '../lib/i18n';
import { chatPath } from '../lib/order-links';
import { toPositiveInt } from '../lib/pagination';

export const prerender = false;

export const GET: APIRoute = ({ url, locals, redirect }) => {
  const q = url.searchParams;
  const conversationId = toPositiveInt(q.get('conversationId')) ?? undefined;
  const type = q.get('type');
  const id = toPositiveInt(q.get('id'));
  const party = (type === 'vendor' || type === 'delivery_man') && id ? { type: type as 'vendor' | 'delivery_man', id } : undefined;
  const orderId = toPositiveInt(q.get('orderId')) ?? undefined;
  return redirect(localizedPath(locals.locale ?? 'en', chatPath({ conversationId, party, orderId })), 302);
};
