/** Toasts: one at a time per id (spec section 8), 5 s by default. */
import { atom } from 'nanostores';

export interface Toast {
  id: string;
  message: string;
  type: 'success' | 'error' | 'info' | 'warning';
  duration: number;
}

export const toasts = atom<Toast[]>([]);
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string) {
  toasts.set(toasts.get().filter((t) => t.id !== id));
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function showToast(message: string, options: Partial<Omit<Toast, 'message'>> = {}) {
  const toast: Toast = { id: options.id ?? message, type: options.type ?? 'info', duration: options.duration ?? 5000, message };
  toasts.set([...toasts.get().filter((t) => t.id !== toast.id), toast]);
  clearTimeout(timers.get(toast.id));
  timers.set(toast.id, setTimeout(() => dismissToast(toast.id), toast.duration));
}
