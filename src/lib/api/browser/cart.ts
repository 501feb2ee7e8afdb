/** The cart endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { cartApi } from '../endpoints/cart';
import { request } from './transport';

export const cart = /* @__PURE__ */ cartApi(request);
