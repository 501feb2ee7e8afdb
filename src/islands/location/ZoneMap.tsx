/**
 * A small map of the delivery zones (Leaflet). Tiles come from PUBLIC_TILE_URL (OpenStreetMap by
 * default); when they cannot load the polygons and labels still show on a plain background.
 */
import { useEffect, useRef } from 'react';
// the map is this page's content (delivery areas): its stylesheet is linked from the head, as the page's own
import 'leaflet/dist/leaflet.css';

export interface ZoneMapProps {
  zones: Array<{ id: number; name: string; points: Array<{ lat: number; lng: number }> }>;
  tileUrl?: string;
  label: string;
}

import { DEFAULT_TILE_URL } from '../../lib/constants';
export { DEFAULT_TILE_URL };

export default function ZoneMap({ zones, tileUrl = DEFAULT_TILE_URL, label }: ZoneMapProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: { remove: () => void; stop: () => void } | undefined;
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !root.current) return;
      const m = L.map(root.current, { scrollWheelZoom: false });
      L.tileLayer(tileUrl, { maxZoom: 18, attribution: '&copy; OpenStreetMap contributors' }).addTo(m);
      const colors = ['#4f46e5', '#059669', '#d97706', '#dc2626'];
      const layers = zones.map((z, i) =>
        L.polygon(
          z.points.map((p) => [p.lat, p.lng] as [number, number]),
          { color: colors[i % colors.length], weight: 2, fillOpacity: 0.2 },
        )
          .bindTooltip(z.name, { permanent: true, direction: 'center' })
          .addTo(m),
      );
      if (layers.length) m.fitBounds(L.featureGroup(layers).getBounds(), { padding: [16, 16] });
      map = m;
    });
    return () => {
      cancelled = true;
      // a zoom still running would reach into a removed map ('_leaflet_pos')
      map?.stop();
      map?.remove();
    };
  }, [zones, tileUrl]);
  return <div ref={root} role="region" aria-label={label} className="h-80 w-full rounded-box bg-base-200" />;
}
