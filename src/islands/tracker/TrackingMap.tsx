/**
 * The tracking map (spec section 2): the way between the delivery man and the customer, with start
 * and end markers; the delivery man's marker moves with each position. Markers are drawn (no
 * marker images), so the map reads even when the tiles cannot load.
 *
 * The way is the server's (customer/order/route): the road when the marketplace has a road router
 * (OSRM), asked again as he moves (at most every ROUTE_REFRESH_MS); otherwise the straight line,
 * drawn dashed from where he is now, with no more asking.
 */
import { useEffect, useRef, useState } from 'react';
import type { CircleMarker, Map as LeafletMap, Polyline } from 'leaflet';
import { myOrders } from '../../lib/api/browser/my-orders';
import type { OrderRoute, Tracked } from '../../lib/api/endpoints/my-orders';
import { loadLeaflet } from '../shared/leaflet';

const ROUTE_REFRESH_MS = 15_000;

export interface TrackingMapProps {
  tracked: Tracked;
  from: { lat: number; lng: number } | null;
  to: { lat: number; lng: number };
  /** a parcel's pickup point (the sender), drawn with the rest */
  pickup?: { lat: number; lng: number } | null;
  tileUrl: string;
  labels: { map: string; deliveryMan: string; destination: string; pickup: string };
}

export default function TrackingMap({ tracked, from, to, pickup = null, tileUrl, labels }: TrackingMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [road, setRoad] = useState<OrderRoute | null>(null);
  const asked = useRef<{ at: number; straight: boolean } | null>(null);
  useEffect(() => {
    if (!from) return;
    const last = asked.current;
    if (last && (last.straight || Date.now() - last.at < ROUTE_REFRESH_MS)) return;
    asked.current = { at: Date.now(), straight: false };
    let live = true;
    myOrders.route(tracked).then(
      (r) => {
        if (!live) return;
        if (r.source === 'straight') asked.current = { at: Date.now(), straight: true };
        setRoad(r.source === 'road' ? r : null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // asked again as he moves; the throttle above decides when
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from?.lat, from?.lng, tracked.orderId, tracked.contact]);
  const parts = useRef<{ map: LeafletMap; man: CircleMarker | null; line: Polyline | null; L: typeof import('leaflet') } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !box.current) return;
      const map = L.map(box.current, { zoomControl: true }).setView([to.lat, to.lng], 15);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
      L.circleMarker([to.lat, to.lng], { radius: 9, color: '#16a34a', weight: 3, fillOpacity: 0.7 }).bindTooltip(labels.destination, { direction: 'top' }).addTo(map);
      if (pickup) L.circleMarker([pickup.lat, pickup.lng], { radius: 7, color: '#7c3aed', weight: 3, fillOpacity: 0.6, className: 'tracking-pickup' }).bindTooltip(labels.pickup, { direction: 'top' }).addTo(map);
      parts.current = { map, man: null, line: null, L };
      draw();
    });
    return () => {
      cancelled = true;
      parts.current?.map.stop();
      parts.current?.map.remove();
      parts.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to.lat, to.lng, tileUrl]);

  function draw() {
    const p = parts.current;
    if (!p || !from) return;
    const { L, map } = p;
    const at: [number, number] = [from.lat, from.lng];
    if (p.man) p.man.setLatLng(at);
    else p.man = L.circleMarker(at, { radius: 9, color: '#dc2626', weight: 3, fillOpacity: 0.8, className: 'tracking-delivery-man' }).bindTooltip(labels.deliveryMan, { direction: 'top' }).addTo(map);
    // the road from where he is now: the router's way, joined to his live position
    const way: Array<[number, number]> = road ? [at, ...road.points.slice(1)] : [at, [to.lat, to.lng]];
    p.line?.remove();
    p.line = L.polyline(way, road ? { color: '#2563eb', weight: 5 } : { color: '#2563eb', weight: 4, dashArray: '6 6' }).addTo(map);
    // not animated: an animation still running when the drawer closes (and the map goes) threw from Leaflet's frame
    map.fitBounds(L.latLngBounds(pickup ? [...way, [pickup.lat, pickup.lng]] : way), { padding: [32, 32], maxZoom: 16, animate: false });
  }
  useEffect(draw, [from?.lat, from?.lng, road]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      ref={box}
      // a region, not an image: the map holds controls (zoom, attribution link), and an image may hold none (issue 46.24)
      role="region"
      aria-label={labels.map}
      data-delivery-man={from ? `${from.lat.toFixed(5)},${from.lng.toFixed(5)}` : ''}
      data-route={road ? `road:${road.points.length}` : 'straight'}
      data-destination={`${to.lat.toFixed(5)},${to.lng.toFixed(5)}`}
      data-pickup={pickup ? `${pickup.lat.toFixed(5)},${pickup.lng.toFixed(5)}` : undefined}
      className="h-56 w-full rounded-box bg-base-200"
    />
  );
}
