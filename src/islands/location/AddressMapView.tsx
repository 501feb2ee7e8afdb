/**
 * A saved address over a map (spec section 2 'Other map views'): a modal with the point marked.
 * The marker is drawn (no marker images), so it shows even when the tiles cannot load.
 */
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../stores/location';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';
import { loadLeaflet } from '../shared/leaflet';

export const ADDRESS_MAP_ZOOM = 16;

export interface AddressMapViewProps {
  labels: { title: string; label: string; close: string };
  point: LatLng & { name: string; address: string };
  tileUrl: string;
  onClose: () => void;
}

export default function AddressMapView({ labels, point, tileUrl, onClose }: AddressMapViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    let map: { remove: () => void; stop: () => void } | undefined;
    let cancelled = false;
    void loadLeaflet().then((L) => {
      if (cancelled || !box.current) return;
      const m = L.map(box.current).setView([point.lat, point.lng], ADDRESS_MAP_ZOOM);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(m);
      L.circleMarker([point.lat, point.lng], { radius: 10, color: '#dc2626', weight: 3, fillOpacity: 0.6 })
        .bindTooltip(point.name, { permanent: true, direction: 'top', offset: [0, -10] })
        .addTo(m);
      map = m;
    });
    return () => {
      cancelled = true;
      // a zoom still running would reach into a removed map ('_leaflet_pos')
      map?.stop();
      map?.remove();
    };
  }, [point.lat, point.lng, point.name, tileUrl]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="address-map-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex max-w-2xl flex-col gap-3">
        <ModalHeader id="address-map-title" title={labels.title} close={labels.close} onClose={() => dialog.current?.close()} />
        <div ref={box} role="region" aria-label={`${labels.label}: ${point.address}`} className="h-72 w-full rounded-box bg-base-200" />
        <p className="text-sm">
          <span className="font-semibold">{point.name}</span> · {point.address}
        </p>
      </div>
    </dialog>
  );
}
