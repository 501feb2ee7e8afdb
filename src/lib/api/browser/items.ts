/** The items endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { itemsApi } from '../endpoints/items';
import { request } from './transport';

export const items = /* @__PURE__ */ itemsApi(request);
