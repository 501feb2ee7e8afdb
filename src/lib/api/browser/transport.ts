/**
 * The islands' one browser transport: headers from the persistent stores, the page's language,
 * every failure through the one handler. The API's origin is the page's `<meta name="api-base">`
 * (API_BASE_URL on the server), same origin when absent.
 */
import { createRequester, createStreamer } from '../core';
import { handleApiError } from '../errors';
import { headersFromStores } from '../../../stores/api-headers';
import { clearSession } from '../../../stores/auth';
import { flashToast, showToast } from '../../../stores/toast';
import { pageApiBase } from '../page';

export const request = createRequester({
  baseUrl: pageApiBase(),
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

/** Event streams, with the same headers (a failure is the caller's: it polls instead). */
export const stream = createStreamer({ baseUrl: pageApiBase(), headers: headersFromStores });
