/** The account endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { accountApi } from '../endpoints/account';
import { request } from './transport';

export const account = /* @__PURE__ */ accountApi(request);
