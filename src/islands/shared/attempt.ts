/** A call from a click, shown to the shopper: the transport's handler has already shown a failed call. */
import { ApiClientError } from '../../lib/api/errors';
import { showToast } from '../../stores/toast';

/**
 * Run a call from a click: true when it worked (with an optional success toast). A failed call has
 * already been shown by the shared handler; anything else becomes an error toast here.
 */
export async function attempt(action: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    await action();
    if (success) showToast(success, { type: 'success' });
    return true;
  } catch (error) {
    if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
    return false;
  }
}
