/** The geo endpoints, bound to the browser transport (a module of its own, so only islands that use it carry it). */
import { locationApi } from '../endpoints/location';
import { request } from './transport';

export const geo = /* @__PURE__ */ locationApi(request);
