/**
 * Follows one order: asks order/track, then listens to its event stream (each status change and
 * each delivery-man position). When the stream cannot be had, asks again every 10 s until the order
 * is delivered (spec section 9). Stops when the component goes.
 */
import { useEffect, useState } from 'react';
import { followMyOrder, myOrders } from '../../lib/api/browser/my-orders';
import type { Order, Tracked } from '../../lib/api/endpoints/my-orders';
import { TRACKING_POLL_MS } from '../../lib/constants';
import { isFinished } from '../../lib/order-status';

export type Tracking = { state: 'loading' } | { state: 'missing' } | { state: 'found'; order: Order; position: { lat: number; lng: number } | null };

export function useOrderTracking(target: Tracked | null, onStatus?: (order: Order) => void): Tracking {
  const [tracking, setTracking] = useState<Tracking>({ state: 'loading' });
  const orderId = target?.orderId;
  const contact = target?.contact ?? null;
  useEffect(() => {
    if (!orderId) return;
    setTracking({ state: 'loading' });
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: string | null = null;
    // answers can overtake each other: an older answer never replaces a newer one, and a position
    // the stream brought after an answer was asked for is newer than the answer's
    let asked = 0;
    let moves = 0;
    const t: Tracked = { orderId, contact };
    const load = async (): Promise<Order | null> => {
      const ask = ++asked;
      const movesBefore = moves;
      try {
        const order = await myOrders.track(t, (e) => e.code === 'order');
        if (stop.signal.aborted) return null;
        if (ask !== asked) return order;
        const read = order.deliveryMan?.lat != null && order.deliveryMan.lng != null ? { lat: order.deliveryMan.lat, lng: order.deliveryMan.lng } : null;
        setTracking((old) => {
          const kept = old.state === 'found' ? old.position : null;
          return { state: 'found', order, position: moves === movesBefore ? (read ?? kept) : kept };
        });
        if (last !== null && last !== order.status) onStatus?.(order);
        last = order.status;
        return order;
      } catch {
        if (!stop.signal.aborted && last === null) setTracking({ state: 'missing' });
        return null;
      }
    };
    const poll = () => {
      timer = setTimeout(() => {
        void load().then((o) => {
          if (!stop.signal.aborted && (!o || !isFinished(o.status))) poll();
        });
      }, TRACKING_POLL_MS);
    };
    void load().then((first) => {
      if (!first || stop.signal.aborted || isFinished(first.status)) return;
      followMyOrder(
        t,
        (e) => {
          if (e.type === 'location') {
            moves++;
            setTracking((old) => (old.state === 'found' ? { ...old, position: { lat: e.lat, lng: e.lng } } : old));
          }
          // a new status or a delivery man: the whole order again (timeline, card, code); the first event repeats what `load` read
          else if (e.type !== 'status' || e.status !== last) void load();
        },
        stop.signal,
      )
        // the stream ended or could not be had: ask every 10 s instead
        .catch(() => undefined)
        .finally(() => {
          if (!stop.signal.aborted) poll();
        });
    });
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
    // onStatus is read when called; following restarts only for another order
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, contact]);
  return tracking;
}
