/** The after-the-order endpoints and the order event stream, bound to the browser transport. */
import { followOrder, followShopperEvents, myOrdersApi, type OrderEvent, type ShopperEvents, type Tracked } from '../endpoints/my-orders';
import { request, stream } from './transport';

export const myOrders = /* @__PURE__ */ myOrdersApi(request);
export const followMyOrder = (t: Tracked, onEvent: (e: OrderEvent) => void, signal: AbortSignal) => followOrder(stream, t, onEvent, signal);
export const followMyEvents = (on: ShopperEvents, signal: AbortSignal) => followShopperEvents(stream, on, signal);
