/**
 * The islands' and stores' edge to /api/v1: one browser transport (headers from the persistent
 * stores, the page's language, every failure through the one handler) and the typed endpoint sets
 * bound to it. Each set is built only where it is imported (the calls are pure), so an island
 * carries only the endpoints it uses. The API's origin is the page's `<meta name="api-base">`
 * (API_BASE_URL on the server), same origin when absent. Import it as a namespace (`import * as api`).
 */
import { createRequester } from './core';
import { handleApiError } from './errors';
import { headersFromStores } from '../../stores/api-headers';
import { clearSession } from '../../stores/auth';
import { flashToast, showToast } from '../../stores/toast';
import { accountApi } from './endpoints/account';
import { addressesApi } from './endpoints/addresses';
import { authApi } from './endpoints/auth';
import { cartApi } from './endpoints/cart';
import { itemsApi } from './endpoints/items';
import { locationApi } from './endpoints/location';
import { wishlistApi } from './endpoints/wishlist';

import { pageApiBase } from './page';

const request = createRequester({
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

export const account = /* @__PURE__ */ accountApi(request);
export const addresses = /* @__PURE__ */ addressesApi(request);
export const auth = /* @__PURE__ */ authApi(request);
export const cart = /* @__PURE__ */ cartApi(request);
export const items = /* @__PURE__ */ itemsApi(request);
export const geo = /* @__PURE__ */ locationApi(request);
export const wishlist = /* @__PURE__ */ wishlistApi(request);
