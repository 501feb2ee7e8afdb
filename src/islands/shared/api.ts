/** The browser's request function: headers from the stores, every failure through the one handler. */
import { createRequester } from '../../lib/api/core';
import { ApiClientError, handleApiError } from '../../lib/api/errors';
import { headersFromStores } from '../../stores/api-headers';
import { clearSession } from '../../stores/auth';
import { flashToast, showToast } from '../../stores/toast';

export const request = createRequester({
  headers: headersFromStores,
  onError: (error, { hadToken }) => {
    let shown: string | null = null;
    handleApiError(error, {
      hadToken,
      toast: (message, options) => {
        shown = message;
        showToast(message, options);
      },
      signOut: clearSession,
      navigate: (path) => {
        // the message has to outlive the navigation
        if (shown) flashToast(shown, 'error');
        window.location.assign(path);
      },
    });
  },
});

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
