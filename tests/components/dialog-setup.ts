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
 * down, where `window` is gone: the library's window events, skipped when there is no window.
 */
import { setPersistentEngine, windowPersistentEvents, type PersistentEvents } from '@nanostores/persistent';
const tolerantEvents: PersistentEvents = {
  addEventListener: (...args) => (typeof window === 'undefined' ? undefined : windowPersistentEvents.addEventListener(...args)),
  removeEventListener: (...args) => (typeof window === 'undefined' ? undefined : windowPersistentEvents.removeEventListener(...args)),
};
setPersistentEngine(localStorage, tolerantEvents);
