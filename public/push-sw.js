/*
 * The shop's service worker for Web Push (issue 18): it shows what the shop pushes (spec section 4's
 * payload: type, title, body, order_id, conversation_id) and opens the order, the conversation or
 * the inbox when the notification is clicked. It caches nothing.
 */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const url =
    data.type === 'order_status' && data.order_id
      ? `/profile?page=my-orders&orderId=${encodeURIComponent(data.order_id)}`
      : data.type === 'message' && data.conversation_id
        ? `/profile?page=inbox&conversationId=${encodeURIComponent(data.conversation_id)}`
        : '/profile?page=inbox';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Valley Bazaar', {
      body: data.body || '',
      icon: '/favicon.svg',
      tag: data.type === 'message' ? `message-${data.conversation_id}` : data.order_id ? `order-${data.order_id}` : undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
