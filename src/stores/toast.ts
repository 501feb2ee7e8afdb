/** Toasts: one at a time per id (spec section 8), 5 s by default. */
import { atom } from 'nanostores';

export interface Toast {
  id: string;
  message: string;
  type: 'success' | 'error' | 'info' | 'warning';
  duration: number;
  /** a toast that opens something (an order's notification): its text is this link */
  href?: string;
}

export const toasts = atom<Toast[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string) {
  toasts.set(toasts.get().filter((t) => t.id !== id));
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function showToast(message: string, options: Partial<Omit<Toast, 'message'>> = {}) {
  const toast: Toast = { id: options.id ?? message, type: options.type ?? 'info', duration: options.duration ?? 5000, message, ...(options.href ? { href: options.href } : {}) };
  toasts.set([...toasts.get().filter((t) => t.id !== toast.id), toast]);
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.duration),
  );
}

const FLASH_KEY = 'flash-toast';
/** This page load: a toast flashed here is for the next page, never for this one. */
const PAGE = Math.random().toString(36).slice(2);

/** A toast for the next page: kept in sessionStorage across a navigation or reload. */
export function flashToast(message: string, type: Toast['type'] = 'info') {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, type, from: PAGE }));
  } catch {
    showToast(message, { type });
  }
}

/** Show a toast left by a previous page, once, and only on a later page (never on the page that left it). */
export function showFlashedToast() {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    const { message, type, from } = JSON.parse(raw) as { message: string; type: Toast['type']; from?: string };
    if (from === PAGE) return;
    sessionStorage.removeItem(FLASH_KEY);
    showToast(message, { type, id: type === 'error' ? 'error' : message });
  } catch {
    // nothing to show
  }
}
