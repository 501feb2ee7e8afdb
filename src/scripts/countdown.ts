/** Campaign countdowns (`data-countdown`, DD:HH:MM:SS): the server renders the first state; this ticks each second, then says the 'over' text. */
import { countdownParts, pad2 } from '../lib/format';

export function tick(root: HTMLElement, now = new Date()): boolean {
  const parts = countdownParts(new Date(root.dataset.countdown ?? ''), now);
  if (!parts) {
    const over = document.createElement('p');
    over.className = 'badge badge-error font-semibold text-error-content';
    over.textContent = root.dataset.over ?? '';
    root.replaceChildren(over);
    root.removeAttribute('role');
    return false;
  }
  for (const key of ['days', 'hours', 'minutes', 'seconds'] as const) {
    const cell = root.querySelector(`[data-part="${key}"]`);
    if (cell) cell.textContent = pad2(parts[key]);
  }
  return true;
}

export function startCountdowns() {
  const all = [...document.querySelectorAll<HTMLElement>('[data-countdown]')];
  if (!all.length) return;
  const timer = setInterval(() => {
    if (!all.map((root) => tick(root)).some(Boolean)) clearInterval(timer);
  }, 1000);
  all.forEach((root) => tick(root));
}
