/** The wishlist endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { wishlistApi } from '../endpoints/wishlist';
import { request } from './transport';

export const wishlist = /* @__PURE__ */ wishlistApi(request);
