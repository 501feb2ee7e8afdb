/** The browser's request function: headers from the stores, every failure through the one handler. */
import { createRequester } from '../../lib/api/core';
import { handleApiError } from '../../lib/api/errors';
import { headersFromStores } from '../../stores/api-headers';
import { clearSession } from '../../stores/auth';
import { showToast } from '../../stores/toast';

export const request = createRequester({
  headers: headersFromStores,
  onError: (error, { hadToken }) =>
    handleApiError(error, {
      hadToken,
      toast: (message, options) => showToast(message, options),
      signOut: clearSession,
      navigate: (path) => window.location.assign(path),
    }),
});
