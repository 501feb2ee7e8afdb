/** The auth endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { authApi } from '../endpoints/auth';
import { request } from './transport';

export const auth = /* @__PURE__ */ authApi(request);
