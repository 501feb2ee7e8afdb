/**
 * The add and edit address modal (spec section 2 'Address screens', section 4 'Address modal'): its
 * own map to place the point, then the address form. Adding is titled 'Add New Address' and sends
 * 'Add Address'; editing an address with an address_type updates it. A point outside every zone
 * shows the server's message and cannot be saved.
 */
import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../stores/location';
import { showToast } from '../../stores/toast';
import AddressForm, { type AddressFormLabels, type AddressFormProps } from './AddressForm';
import MapPicker, { type MapPickerLabels, type ResolvedPoint } from './MapPicker';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';
import FormError from '../shared/FormError';

export interface AddressEditorLabels extends MapPickerLabels {
  addTitle: string;
  editTitle: string;
  update: string;
  close: string;
  address: AddressFormLabels;
}

export interface AddressEditorProps {
  labels: AddressEditorLabels;
  /** where the map opens when adding (the shopper's location, or the default) */
  start: LatLng;
  tileUrl: string;
  /** the saved address being edited, with its point */
  editing?: NonNullable<AddressFormProps['editing']> & LatLng;
  /** after the server saved it (or, for a guest, the device kept it) */
  onSaved: (message: string | null) => void;
  onClose: () => void;
  settleMs?: number;
}

export default function AddressEditor({ labels, start, tileUrl, editing, onSaved, onClose, settleMs }: AddressEditorProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const origin = editing ? { lat: editing.lat, lng: editing.lng } : start;
  const [point, setPoint] = useState<ResolvedPoint | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const zoneError = point?.zone && 'error' in point.zone ? point.zone.error : null;
  const usable = Boolean(point && !point.resolving && point.zone && !zoneError);
  function done(message: string | null) {
    if (message) showToast(message, { type: 'success' });
    onSaved(message);
    dialog.current?.close();
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="address-editor-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex max-w-2xl flex-col gap-3">
        <ModalHeader id="address-editor-title" title={editing ? labels.editTitle : labels.addTitle} close={labels.close} onClose={() => dialog.current?.close()} />
        <MapPicker labels={labels} start={origin} tileUrl={tileUrl} onChange={setPoint} settleMs={settleMs} />
        <FormError message={zoneError} />
        <AddressForm
          labels={labels.address}
          point={{ lat: point?.lat ?? origin.lat, lng: point?.lng ?? origin.lng, address: point?.address ?? '' }}
          editing={editing}
          submitLabel={editing ? labels.update : labels.address.submit}
          disabled={!usable}
          onDone={done}
        />
      </div>
    </dialog>
  );
}
