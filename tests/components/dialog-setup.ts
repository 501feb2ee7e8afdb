/** jsdom has no modal dialogs: open and close them the way a browser does (close fires 'close'). */
HTMLDialogElement.prototype.showModal = function showModal() {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close() {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

/*
 * A persistent store unsubscribes from window events a second after its last listener leaves
 * (nanostores' unmount delay). On a loaded machine that can fall after the test file's jsdom is torn
 * down, where `window` is gone: the same window events, tolerant of a missing window.
 */
import { setPersistentEngine, type PersistentEvents } from '@nanostores/persistent';
const windowEvents: PersistentEvents = {
  addEventListener(_key, listener, restore) {
    if (typeof window === 'undefined') return;
    window.addEventListener('storage', listener as unknown as EventListener);
    window.addEventListener('pageshow', restore);
  },
  removeEventListener(_key, listener, restore) {
    if (typeof window === 'undefined') return;
    window.removeEventListener('storage', listener as unknown as EventListener);
    window.removeEventListener('pageshow', restore);
  },
};
setPersistentEngine(localStorage, windowEvents);
