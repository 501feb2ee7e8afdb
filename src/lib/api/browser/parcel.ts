/** The parcel endpoints, bound to the browser transport. */
import { parcelApi } from '../endpoints/parcel';
import { request } from './transport';

export const parcel = /* @__PURE__ */ parcelApi(request);
