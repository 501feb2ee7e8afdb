/**
 * The settings page's Web Push switch (issue 18), without React: it registers the shop's service
 * worker (/push-sw.js), asks the browser's permission only when the shopper turns notifications on,
 * subscribes with the shop's public VAPID key and gives the subscription to the server; turning
 * off forgets it on both sides. A browser without push, or with notifications blocked, is told so.
 */
import { push } from '../lib/api/browser/push';
import { showToast } from '../stores/toast';

export interface WebPushLabels {
  on: string;
  off: string;
  enabled: string;
  disabled: string;
  blocked: string;
  unsupported: string;
  failed: string;
}

/** a base64url key as the bytes PushManager.subscribe takes */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export async function mountWebPush(root: HTMLElement): Promise<void> {
  const key = root.dataset.key ?? '';
  const labels = JSON.parse(root.dataset.labels ?? '{}') as WebPushLabels;
  const button = root.querySelector<HTMLButtonElement>('button[data-push-toggle]')!;
  const status = root.querySelector<HTMLElement>('[data-push-status]')!;
  if (!key || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    status.textContent = labels.unsupported;
    return;
  }
  const registration = await navigator.serviceWorker.register('/push-sw.js');
  let subscription = await registration.pushManager.getSubscription();
  const paint = () => {
    const blocked = Notification.permission === 'denied';
    button.hidden = blocked;
    button.disabled = false;
    button.textContent = subscription ? labels.off : labels.on;
    button.setAttribute('aria-pressed', String(Boolean(subscription)));
    status.textContent = blocked ? labels.blocked : subscription ? labels.enabled : '';
  };
  paint();
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      if (subscription) {
        await push.unsubscribe(subscription.endpoint);
        await subscription.unsubscribe();
        subscription = null;
        showToast(labels.disabled, { type: 'success' });
      } else if ((await Notification.requestPermission()) === 'granted') {
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
        const json = subscription.toJSON();
        await push.subscribe({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } });
        showToast(labels.enabled, { type: 'success' });
      }
      paint();
    } catch {
      paint();
      status.textContent = labels.failed;
    }
  });
}
