/** The after-the-order endpoints and the order event stream, bound to the browser transport. */
import { followOrder, myOrdersApi, type OrderEvent, type Tracked } from '../endpoints/my-orders';
import { request, stream } from './transport';

export const myOrders = /* @__PURE__ */ myOrdersApi(request);
export const followMyOrder = (t: Tracked, onEvent: (e: OrderEvent) => void, signal: AbortSignal) => followOrder(stream, t, onEvent, signal);
