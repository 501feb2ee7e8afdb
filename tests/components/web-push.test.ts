import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../src/lib/i18n/en.json';

const api = vi.hoisted(() => ({ subscribe: vi.fn(async () => 'on'), unsubscribe: vi.fn(async () => 'off'), publicKey: vi.fn() }));
vi.mock('../../src/lib/api/browser/push', () => ({ push: api }));
const { keyBytes, mountWebPush } = await import('../../src/scripts/web-push');

const labels = {
  on: en.settings.pushOn,
  off: en.settings.pushOff,
  enabled: en.api.push_subscribed,
  disabled: en.api.push_unsubscribed,
  blocked: en.settings.pushBlocked,
  unsupported: en.settings.pushUnsupported,
  failed: en.settings.pushFailed,
};
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function page() {
  document.body.innerHTML = `<section data-web-push data-key="${KEY}" data-labels='${JSON.stringify(labels)}'><button data-push-toggle disabled>${labels.on}</button><p role="status" data-push-status></p></section>`;
  return { root: document.querySelector<HTMLElement>('[data-web-push]')!, button: () => document.querySelector<HTMLButtonElement>('[data-push-toggle]')!, status: () => document.querySelector('[data-push-status]')!.textContent };
}

/** a browser with push: its service worker registration and the permission it gives */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = { endpoint: 'https://push.example/abc', toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'P256', auth: 'AUTH' } }), unsubscribe: vi.fn(async () => ((current = null), true)) };
      return current;
    }),
  };
  const register = vi.fn(async () => ({ pushManager }));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  return { pushManager, register };
}

beforeEach(() => {
  api.subscribe.mockClear();
  api.unsubscribe.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the Web Push switch', () => {
  it('turns on with the permission and the shop key, gives the subscription to the server, and turns off again', async () => {
    const { root, button, status } = page();
    const browser = browserWithPush('default');
    await mountWebPush(root);
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js');
    expect(button().disabled).toBe(false);
    button().click();
    await vi.waitFor(() => expect(button().textContent).toBe(labels.off));
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(api.subscribe).toHaveBeenCalledWith({ endpoint: 'https://push.example/abc', keys: { p256dh: 'P256', auth: 'AUTH' } });
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe(labels.enabled);
    button().click();
    await vi.waitFor(() => expect(button().textContent).toBe(labels.on));
    expect(api.unsubscribe).toHaveBeenCalledWith('https://push.example/abc');
    expect(status()).toBe('');
  });

  it('a refused permission subscribes nothing; blocked notifications hide the switch and say why', async () => {
    const first = page();
    const browser = browserWithPush('default', 'denied');
    await mountWebPush(first.root);
    first.button().click();
    await vi.waitFor(() => expect(first.button().disabled).toBe(false));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.subscribe).not.toHaveBeenCalled();

    const second = page();
    browserWithPush('denied');
    await mountWebPush(second.root);
    expect(second.button().hidden).toBe(true);
    expect(second.status()).toBe(labels.blocked);
  });

  it('a browser without push is told so', async () => {
    const { root, status, button } = page();
    await mountWebPush(root);
    expect(status()).toBe(labels.unsupported);
    expect(button().disabled).toBe(true);
  });

  it('reads the base64url key as its 65 bytes', () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
