/** The Web Push endpoints, bound to the browser transport (a module of its own, so only the settings page carries it). */
import { pushApi } from '../endpoints/push';
import { request } from './transport';

export const push = /* @__PURE__ */ pushApi(request);
