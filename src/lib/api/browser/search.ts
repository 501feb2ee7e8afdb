/** The search endpoints, bound to the browser transport (a module of its own, so only the search box carries it). */
import { searchApi } from '../endpoints/search';
import { request } from './transport';

export const search = /* @__PURE__ */ searchApi(request);
