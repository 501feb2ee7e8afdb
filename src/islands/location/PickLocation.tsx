/**
 * The Pick Location modal (spec section 2, section 4 'Location flow'): search with autocomplete,
 * a draggable map with a centre pin and a fullscreen toggle, 'use my current location', and 'Pick
 * Locations' once the address and the zone are known. Every move resolves the address and the
 * zone on the server; a point outside every zone turns the button into the server's message.
 * Without map tiles (offline) the pin, search and address all still work.
 */
import { useEffect, useRef, useState } from 'react';
import { setLocation, type LatLng } from '../../stores/location';
import { flashToast, showToast } from '../../stores/toast';
import { token } from '../../stores/auth';
import AddressForm, { type AddressFormLabels } from './AddressForm';
import MapPicker, { type MapPickerLabels, type ResolvedPoint } from './MapPicker';
import SavedAddresses, { type SavedAddressesLabels } from './SavedAddresses';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';

export interface PickLocationLabels extends MapPickerLabels {
  title: string;
  pick: string;
  pickFromMap: string;
  newLocation: string;
  close: string;
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
  /** receiver: the toast and the point handed back, nothing stored; parcel: the point handed back */
  mode?: 'default' | 'receiver' | 'parcel';
  onPicked?: (place: { lat: number; lng: number; address: string; zoneIds: number[] }) => void;
  onClose: () => void;
  /** a moment's wait before the map closes in; tests set 0 */
  settleMs?: number;
}

export default function PickLocation({ labels, start, tileUrl, homeHref, mode = 'default', onPicked, onClose, settleMs }: PickLocationProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [point, setPoint] = useState<ResolvedPoint | null>(null);
  const [picked, setPicked] = useState<{ lat: number; lng: number; address: string } | null>(null);
  const [showSaved, setShowSaved] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function pick() {
    const zone = point?.zone;
    if (!point || !zone) return;
    if ('error' in zone) {
      // the error button: nothing to store without a zone; it closes
      dialog.current?.close();
      return;
    }
    const place = { zoneIds: zone.ids, lat: point.lat, lng: point.lng, address: point.address };
    if (mode === 'receiver') {
      // the receiver's point goes back to the parcel form; the shopper's own zone stays as it is
      showToast(labels.newLocation, { type: 'success' });
      onPicked?.(place);
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

  const ready = Boolean(point && !point.resolving && point.address && point.zone);
  const zoneError = point?.zone && 'error' in point.zone ? point.zone.error : null;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="pick-location-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex max-w-2xl flex-col gap-3">
        <ModalHeader id="pick-location-title" title={picked ? labels.addressTitle : labels.title} close={labels.close} onClose={() => dialog.current?.close()} />
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
        {showSaved && <SavedAddresses labels={labels.saved} onClose={() => setShowSaved(false)} />}
        <MapPicker
          labels={labels}
          start={start}
          tileUrl={tileUrl}
          hidden={Boolean(picked)}
          onChange={setPoint}
          settleMs={settleMs}
          action={
            zoneError ? (
              <button type="button" className="btn btn-error" onClick={pick}>
                {zoneError}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={!ready} onClick={pick}>
                {labels.pick}
              </button>
            )
          }
        />
      </div>
    </dialog>
  );
}
