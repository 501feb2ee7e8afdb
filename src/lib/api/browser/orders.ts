/** The order endpoints, bound to the browser transport. */
import { ordersApi } from '../endpoints/orders';
import { request } from './transport';

export const orders = /* @__PURE__ */ ordersApi(request);
