/**
 * The way on the tracking map (issue 14): from the order's delivery man, where he was last seen, to
 * the delivery address (a parcel's receiver). The road an OSRM router gives when one is configured (OSRM_URL), else the
 * straight line; a router that fails is logged and the straight line is drawn, so the map still shows
 * where he is going.
 */
import { geoProvider, type RoutePath } from '../../adapters/geo';
import { straightRoute } from '../../adapters/geo/offline';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import { orderProgress, type OrderRow } from './read';
import { loggerFor } from '../../observability/logger';

const log = loggerFor('route');

export async function orderRoute(ctx: RequestContext, order: OrderRow): Promise<RoutePath> {
  const now = await orderProgress(ctx, order.id);
  if (!now.deliveryManId || now.lat === null || now.lng === null) throw refusal(404, 'delivery_man', 'delivery_man_not_assigned');
  // a parcel goes to its receiver
  const address = ((order.orderType === 'parcel' ? order.receiverDetails : order.deliveryAddress) ?? {}) as { latitude?: unknown; longitude?: unknown };
  const to = { lat: Number(address.latitude), lng: Number(address.longitude) };
  if (order.orderType === 'take_away' || !Number.isFinite(to.lat) || !Number.isFinite(to.lng)) throw refusal(404, 'delivery_address', 'route_no_address');
  const from = { lat: now.lat, lng: now.lng };
  try {
    return await geoProvider(ctx.db).route(from, to);
  } catch (error) {
    log.error({ err: error }, 'the road router failed; drawing the straight line');
    return straightRoute(from, to);
  }
}
