/** The addresses endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { addressesApi } from '../endpoints/addresses';
import { request } from './transport';

export const addresses = /* @__PURE__ */ addressesApi(request);
