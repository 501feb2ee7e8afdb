/**
 * The tracking map (spec section 2): the way between the delivery man and the customer, with start
 * and end markers; the delivery man's marker moves with each position. Markers are drawn (no
 * marker images), so the map reads even when the tiles cannot load.
 */
import { useEffect, useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import type { CircleMarker, Map as LeafletMap, Polyline } from 'leaflet';

export interface TrackingMapProps {
  from: { lat: number; lng: number } | null;
  to: { lat: number; lng: number };
  tileUrl: string;
  labels: { map: string; deliveryMan: string; destination: string };
}

export default function TrackingMap({ from, to, tileUrl, labels }: TrackingMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: LeafletMap; man: CircleMarker | null; line: Polyline | null; L: typeof import('leaflet') } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !box.current) return;
      const map = L.map(box.current, { zoomControl: true }).setView([to.lat, to.lng], 15);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
      L.circleMarker([to.lat, to.lng], { radius: 9, color: '#16a34a', weight: 3, fillOpacity: 0.7 }).bindTooltip(labels.destination, { direction: 'top' }).addTo(map);
      parts.current = { map, man: null, line: null, L };
      draw();
    });
    return () => {
      cancelled = true;
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
    const way: Array<[number, number]> = [at, [to.lat, to.lng]];
    if (p.line) p.line.setLatLngs(way);
    else p.line = L.polyline(way, { color: '#2563eb', weight: 4, dashArray: '6 6' }).addTo(map);
    map.fitBounds(L.latLngBounds(way), { padding: [32, 32], maxZoom: 16 });
  }
  useEffect(draw, [from?.lat, from?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return <div ref={box} role="img" aria-label={labels.map} data-delivery-man={from ? `${from.lat.toFixed(5)},${from.lng.toFixed(5)}` : ''} className="h-56 w-full rounded-box bg-base-200" />;
}
