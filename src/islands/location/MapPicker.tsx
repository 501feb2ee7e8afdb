/**
 * The map that picks a point (spec section 2 'Pick Location modal', section 4 'Location flow'):
 * search with autocomplete, a draggable Leaflet map with a centre pin and a fullscreen toggle, and
 * 'use my current location'. Every settled point is resolved to an address and a zone on the
 * server and handed to `onChange`. Without map tiles (offline) the pin, search and address work.
 * Shared by the Pick Location modal and the add/edit address modal.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LatLng } from '../../stores/location';
import { showToast } from '../../stores/toast';
import * as api from '../../lib/api/browser/geo';
import type { PlaceSuggestion } from '../../lib/api/endpoints/location';
import { currentPosition, resolvePoint, type Zone } from './where';
import { loadLeaflet } from '../shared/leaflet';

export { currentPosition, GEOLOCATION_TIMEOUT_MS, resolvePoint, type Zone } from './where';

export const START_ZOOM = 10;
export const DETAIL_ZOOM = 17;
export const SEARCH_DEBOUNCE_MS = 500;

export interface MapPickerLabels {
  search: string;
  useCurrent: string;
  fullscreen: string;
  exitFullscreen: string;
  allowPermission: string;
  permissionOff: string;
  resolving: string;
  mapLabel: string;
}


export interface ResolvedPoint extends LatLng {
  address: string;
  zone: Zone;
  resolving: boolean;
}

export interface MapPickerProps {
  labels: MapPickerLabels;
  start: LatLng;
  tileUrl: string;
  /** keeps the map alive but out of sight (while a next step shows) */
  hidden?: boolean;
  onChange: (point: ResolvedPoint) => void;
  /** shown beside 'use my current location' (the modal's main button) */
  action?: ReactNode;
  /** a moment's wait before closing in from START_ZOOM; tests set 0 */
  settleMs?: number;
}

export default function MapPicker({ labels, start, tileUrl, hidden = false, onChange, action, settleMs = 300 }: MapPickerProps) {
  const mapBox = useRef<HTMLDivElement>(null);
  const map = useRef<import('leaflet').Map | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [center, setCenter] = useState<LatLng>(start);
  const [address, setAddress] = useState('');
  const [resolving, setResolving] = useState(true);
  const [query, setQuery] = useState('');
  const [predictions, setPredictions] = useState<PlaceSuggestion[]>([]);
  const [fullscreen, setFullscreen] = useState(false);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let closeIn: ReturnType<typeof setTimeout> | undefined;
    void loadLeaflet().then((L) => {
      if (cancelled || !mapBox.current) return;
      const m = L.map(mapBox.current, { zoomControl: true }).setView([start.lat, start.lng], START_ZOOM);
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(m);
      // the zoom is on the element, for anyone (and any test) that needs to know the map settled
      m.on('zoomend', () => mapBox.current?.setAttribute('data-zoom', String(m.getZoom())));
      m.on('moveend', () => {
        const c = m.getCenter();
        setCenter({ lat: Number(c.lat.toFixed(6)), lng: Number(c.lng.toFixed(6)) });
      });
      map.current = m;
      // spec: start wide, then close in on the point once the map is ready
      m.whenReady(() => {
        closeIn = setTimeout(() => m.setView([start.lat, start.lng], DETAIL_ZOOM), settleMs);
      });
    });
    return () => {
      cancelled = true;
      // a close-in still to come, or a zoom still running, would reach into a removed map ('_leaflet_pos')
      clearTimeout(closeIn);
      map.current?.stop();
      map.current?.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // every settled position: its address and its zone
  useEffect(() => {
    let live = true;
    setResolving(true);
    changed.current({ ...center, address: '', zone: null, resolving: true });
    void resolvePoint(center).then(({ address: text, zone }) => {
      if (!live) return;
      setAddress(text);
      setResolving(false);
      changed.current({ ...center, address: text, zone, resolving: false });
    });
    return () => {
      live = false;
    };
    // a new point, not a new object with the same point, asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center.lat, center.lng]);

  // autocomplete: only for non-empty text, after a pause
  useEffect(() => {
    const text = query.trim();
    if (!text) return setPredictions([]);
    const timer = setTimeout(() => {
      api.geo
        .suggestPlaces(text)
        .then(setPredictions)
        .catch(() => setPredictions([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  function moveTo(point: LatLng) {
    setCenter(point);
    map.current?.setView([point.lat, point.lng], DETAIL_ZOOM);
  }

  async function choose(placeId: string, description: string) {
    setPredictions([]);
    setQuery(description);
    try {
      moveTo(await api.geo.placePoint(placeId));
    } catch {
      // the shared handler has shown why
    }
  }

  async function useCurrent() {
    setAsking(true);
    const here = await currentPosition();
    setAsking(false);
    if (here) moveTo(here);
    else showToast(labels.permissionOff, { id: 'error', type: 'error' });
  }

  return (
    <div className={hidden ? 'hidden' : 'flex flex-col gap-3'}>
      <div className="relative">
        <input
          type="search"
          className="input w-full"
          placeholder={labels.search}
          aria-label={labels.search}
          value={query}
          role="combobox"
          aria-expanded={predictions.length > 0}
          aria-controls="place-suggestions"
          aria-autocomplete="list"
          onInput={(e) => setQuery(e.currentTarget.value)}
        />
        {predictions.length > 0 && (
          <ul id="place-suggestions" role="listbox" aria-label={labels.search} className="menu absolute inset-x-0 top-full z-[1000] max-h-60 overflow-y-auto rounded-box bg-base-100 shadow">
            {predictions.map((p) => (
              <li key={p.placeId} role="option" aria-selected="false">
                <button type="button" onClick={() => choose(p.placeId, p.description)}>
                  {p.description}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={fullscreen ? 'fixed inset-0 z-[999] bg-base-100' : 'relative h-72 overflow-hidden rounded-box'}>
        <div ref={mapBox} className="h-full w-full bg-base-200" role="application" aria-label={labels.mapLabel} />
        {/* the centre pin: the point under it is the one picked */}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" className="pointer-events-none absolute start-1/2 top-1/2 z-[500] -translate-x-1/2 -translate-y-full fill-error">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        <button type="button" className="btn btn-sm absolute end-2 top-2 z-[500]" aria-pressed={fullscreen} onClick={() => setFullscreen((v) => !v)}>
          {fullscreen ? labels.exitFullscreen : labels.fullscreen}
        </button>
      </div>
      <p className="min-h-6 text-sm" aria-live="polite">
        {resolving ? labels.resolving : address}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <button type="button" className="btn btn-outline btn-sm" onClick={useCurrent} disabled={asking}>
            {labels.useCurrent}
          </button>
          {asking && <p className="mt-1 text-xs">{labels.allowPermission}</p>}
        </div>
        {action}
      </div>
    </div>
  );
}
