/** The browser's request function: headers from the stores, every failure through the one handler. */
import { createRequester } from '../../lib/api/core';
import { handleApiError } from '../../lib/api/errors';
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
