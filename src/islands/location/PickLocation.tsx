/**
 * The Pick Location modal (spec section 2, section 4 'Location flow'): search with autocomplete,
 * a draggable map with a centre pin and a fullscreen toggle, 'use my current location', and 'Pick
 * Locations' once the address and the zone are known. Every move resolves the address and the
 * zone on the server; a point outside every zone turns the button into the server's message.
 * Without map tiles (offline) the pin, search and address all still work.
 */
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import 'leaflet/dist/leaflet.css';
import { ApiClientError } from '../../lib/api/errors';
import { setLocation, type LatLng } from '../../stores/location';
import { flashToast, showToast } from '../../stores/toast';
import { request } from '../shared/api';
import AddressForm, { type AddressFormLabels } from './AddressForm';
import SavedAddresses, { type SavedAddressesLabels } from './SavedAddresses';
import { token } from '../../stores/auth';

export const START_ZOOM = 10;
export const DETAIL_ZOOM = 17;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 500;

const predictionsSchema = z.object({ predictions: z.array(z.looseObject({ place_id: z.string(), description: z.string() })) });
const detailsSchema = z.object({ result: z.looseObject({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }) });
const geocodeSchema = z.object({ results: z.array(z.looseObject({ formatted_address: z.string() })) });
const zoneSchema = z.looseObject({ zone_id: z.string() });

export interface PickLocationLabels {
  title: string;
  search: string;
  useCurrent: string;
  pick: string;
  fullscreen: string;
  exitFullscreen: string;
  allowPermission: string;
  permissionOff: string;
  resolving: string;
  newLocation: string;
  close: string;
  mapLabel: string;
  addressTitle: string;
  address: AddressFormLabels;
  viewSaved: string;
  signInForSaved: string;
  saved: SavedAddressesLabels;
}

export interface PickLocationProps {
  labels: PickLocationLabels;
  start: LatLng;
  tileUrl: string;
  homeHref: string;
  /** receiver: only the toast, nothing stored; parcel: hand the point back */
  mode?: 'default' | 'receiver' | 'parcel';
  onPicked?: (place: { lat: number; lng: number; address: string; zoneIds: number[] }) => void;
  onClose: () => void;
}

type Zone = { ids: number[] } | { error: string } | null;

export default function PickLocation({ labels, start, tileUrl, homeHref, mode = 'default', onPicked, onClose }: PickLocationProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const map = useRef<import('leaflet').Map | null>(null);
  const [center, setCenter] = useState<LatLng>(start);
  const [address, setAddress] = useState('');
  const [zone, setZone] = useState<Zone>(null);
  const [resolving, setResolving] = useState(true);
  const [query, setQuery] = useState('');
  const [predictions, setPredictions] = useState<Array<{ place_id: string; description: string }>>([]);
  const [fullscreen, setFullscreen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [picked, setPicked] = useState<{ lat: number; lng: number; address: string } | null>(null);
  const [showSaved, setShowSaved] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    let cancelled = false;
    void import('leaflet').then((L) => {
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
      m.whenReady(() => setTimeout(() => m.setView([start.lat, start.lng], DETAIL_ZOOM), 300));
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // every settled position: its address and its zone
  useEffect(() => {
    let live = true;
    setResolving(true);
    setZone(null);
    const quiet = { handled: () => true };
    Promise.all([
      request('GET', 'config/geocode-api', geocodeSchema, { query: { lat: center.lat, lng: center.lng }, ...quiet })
        .then((g) => g.results[0]?.formatted_address ?? '')
        .catch(() => ''),
      request('GET', 'config/get-zone-id', zoneSchema, { query: { lat: center.lat, lng: center.lng }, ...quiet })
        .then((r): Zone => ({ ids: JSON.parse(r.zone_id) as number[] }))
        .catch((e): Zone => ({ error: e instanceof ApiClientError ? (e.errors[0]?.message ?? e.message) : String(e) })),
    ]).then(([text, found]) => {
      if (!live) return;
      setAddress(text);
      setZone(found);
      setResolving(false);
    });
    return () => {
      live = false;
    };
  }, [center.lat, center.lng]);

  // autocomplete: only for non-empty text, after a pause
  useEffect(() => {
    const text = query.trim();
    if (!text) return setPredictions([]);
    const timer = setTimeout(() => {
      request('GET', 'config/place-api-autocomplete', predictionsSchema, { query: { search_text: text }, handled: () => true })
        .then((p) => setPredictions(p.predictions))
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
      const d = await request('GET', 'config/place-api-details', detailsSchema, { query: { placeid: placeId } });
      moveTo(d.result.geometry.location);
    } catch {
      // the shared handler has shown why
    }
  }

  function useCurrent() {
    if (!navigator.geolocation) return showToast(labels.permissionOff, { id: 'error', type: 'error' });
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setAsking(false);
        moveTo({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => {
        setAsking(false);
        showToast(labels.permissionOff, { id: 'error', type: 'error' });
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false },
    );
  }

  function pick() {
    if (!zone) return;
    if ('error' in zone) {
      // the error button: nothing to store without a zone; it closes
      dialog.current?.close();
      return;
    }
    const place = { zoneIds: zone.ids, lat: center.lat, lng: center.lng, address };
    if (mode === 'receiver') {
      showToast(labels.newLocation, { type: 'success' });
      dialog.current?.close();
      return;
    }
    if (mode === 'parcel') {
      onPicked?.(place);
      dialog.current?.close();
      return;
    }
    setLocation(place);
    onPicked?.(place);
    // spec: the address form opens next; its confirmation shows the message and goes home
    setPicked(place);
  }

  function addressDone(message: string | null) {
    flashToast(message ?? labels.newLocation, 'success');
    window.location.assign(homeHref);
  }

  const ready = !resolving && Boolean(address) && zone !== null;
  const zoneError = zone && 'error' in zone ? zone.error : null;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="pick-location-title" onClose={onClose}>
      <div className="modal-box flex max-w-2xl flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="pick-location-title" className="text-xl font-bold">
            {picked ? labels.addressTitle : labels.title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => dialog.current?.close()}>
            {labels.close}
          </button>
        </div>
        {picked && <AddressForm labels={labels.address} point={picked} onDone={addressDone} />}
        {!picked && mode === 'default' && (
          <button
            type="button"
            className="btn btn-link btn-sm self-start px-0"
            onClick={() => (token.get() ? setShowSaved(true) : showToast(labels.signInForSaved, { id: 'error', type: 'info' }))}
          >
            {labels.viewSaved}
          </button>
        )}
        {showSaved && <SavedAddresses labels={labels.saved} homeHref={homeHref} onClose={() => setShowSaved(false)} />}
        <div className={picked ? 'hidden' : 'relative'}>
          <input
            type="search"
            className="input input-bordered w-full"
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
                <li key={p.place_id} role="option" aria-selected="false">
                  <button type="button" onClick={() => choose(p.place_id, p.description)}>
                    {p.description}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={picked ? 'hidden' : fullscreen ? 'fixed inset-0 z-[999] bg-base-100' : 'relative h-72 overflow-hidden rounded-box'}>
          <div ref={mapBox} className="h-full w-full bg-base-200" role="application" aria-label={labels.mapLabel} />
          {/* the centre pin: the point under it is the one picked */}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" className="pointer-events-none absolute start-1/2 top-1/2 z-[500] -translate-x-1/2 -translate-y-full fill-error">
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
          </svg>
          <button type="button" className="btn btn-sm absolute end-2 top-2 z-[500]" aria-pressed={fullscreen} onClick={() => setFullscreen((v) => !v)}>
            {fullscreen ? labels.exitFullscreen : labels.fullscreen}
          </button>
        </div>
        <p className={picked ? 'hidden' : 'min-h-6 text-sm'} aria-live="polite">
          {resolving ? labels.resolving : address}
        </p>
        <div className={picked ? 'hidden' : 'flex flex-wrap items-center justify-between gap-2'}>
          <div>
            <button type="button" className="btn btn-outline btn-sm" onClick={useCurrent} disabled={asking}>
              {labels.useCurrent}
            </button>
            {asking && <p className="mt-1 text-xs">{labels.allowPermission}</p>}
          </div>
          {zoneError ? (
            <button type="button" className="btn btn-error" onClick={pick}>
              {zoneError}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={!ready} onClick={pick}>
              {labels.pick}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
