/** Footer links gated by spec section 6 (`data-gate`): loyalty points and wallet need a token, campaigns a stored zone. Plain links without JavaScript. */
import { token } from '../stores/auth';
import { zoneId } from '../stores/location';
import { showToast } from '../stores/toast';

export function onGatedClick(e: MouseEvent) {
  const link = (e.target as Element | null)?.closest?.<HTMLElement>('[data-gate]');
  if (!link) return;
  const allowed = link.dataset.gate === 'login' ? Boolean(token.get()) : Boolean(zoneId.get());
  if (allowed) return;
  e.preventDefault();
  showToast(link.dataset.gateMessage ?? '', { id: 'error', type: 'error' });
}
