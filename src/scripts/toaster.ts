/**
 * The toasts (spec section 8) without a framework: the server renders an empty live region; this
 * keeps one element per toast id in it, following the `toasts` store. Errors are alerts, the rest
 * polite status messages. A toast with a link (an order's notification) is that link. A toast flashed
 * by a previous page shows once, here.
 */
import { dismissToast, showFlashedToast, toasts, type Toast } from '../stores/toast';

const tone: Record<Toast['type'], string> = { success: 'alert-success', error: 'alert-error', info: 'alert-info', warning: 'alert-warning' };

export function mountToaster(root: HTMLElement): () => void {
  const closeLabel = root.dataset.closeLabel ?? 'Close';
  const shown = new Map<string, HTMLElement>();
  const unsubscribe = toasts.subscribe((list) => {
    const ids = new Set(list.map((t) => t.id));
    for (const [id, el] of shown) {
      if (!ids.has(id)) {
        el.remove();
        shown.delete(id);
      }
    }
    for (const t of list) {
      let el = shown.get(t.id);
      if (!el) {
        el = document.createElement('div');
        const text = document.createElement(t.href ? 'a' : 'span');
        if (t.href) {
          text.setAttribute('href', t.href);
          text.className = 'link';
        }
        const close = document.createElement('button');
        close.type = 'button';
        close.className = 'btn btn-ghost btn-xs';
        close.setAttribute('aria-label', closeLabel);
        close.textContent = '×';
        close.addEventListener('click', () => dismissToast(t.id));
        el.append(text, close);
        shown.set(t.id, el);
      }
      el.setAttribute('role', t.type === 'error' ? 'alert' : 'status');
      el.className = `alert ${tone[t.type]} shadow`;
      el.firstElementChild!.textContent = t.message;
      root.append(el); // keeps the store's order (append moves an existing element)
    }
  });
  showFlashedToast();
  return unsubscribe;
}
