/**
 * 'Saved Addresses' (spec section 2, section 4 'Header location'): the customer's addresses in a 40vh
 * list; a choice takes effect only on Select (Cancel discards). From the header, selecting stores the
 * address, its position and zones, says 'New delivery address selected.' and reloads; at checkout it hands the
 * address back. 'Add New' and each address's Edit open the address modal; Delete asks first; each
 * address can be shown on a map.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { setLocation, type LatLng } from '../../stores/location';
import { flashToast, showToast } from '../../stores/toast';
import * as api from '../../lib/api/browser/addresses';
import type { SavedAddress } from '../../lib/api/endpoints/addresses';
import { attempt } from '../shared/attempt';
import AddressEditor, { type AddressEditorLabels } from './AddressEditor';
import AddressMapView from './AddressMapView';
import ConfirmDialog from '../shared/ConfirmDialog';
import { ownClose } from '../shared/own-close';
import { addressTypeLabel } from './where';

export type { SavedAddress };

export interface SavedAddressesLabels {
  title: string;
  cancel: string;
  select: string;
  oops: string;
  empty: string;
  noneToSelect: string;
  selected: string;
  loading: string;
  home: string;
  office: string;
  other: string;
  addNew: string;
  edit: string;
  delete: string;
  deleteConfirm: string;
  yes: string;
  no: string;
  showMap: string;
}

export interface SavedAddressesProps {
  labels: SavedAddressesLabels;
  /** the address modal and the map view; without them the list only selects */
  editor?: { labels: AddressEditorLabels; mapView: { title: string; label: string }; start: LatLng; tileUrl: string };
  /** at checkout: the chosen address goes back to the caller instead of becoming the location */
  onSelect?: (address: SavedAddress) => void;
  onClose: () => void;
}

type Open = { kind: 'add' } | { kind: 'edit' | 'map'; address: SavedAddress } | null;

export default function SavedAddresses({ labels, editor, onSelect, onClose }: SavedAddressesProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [list, setList] = useState<SavedAddress[] | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [info, setInfo] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const deleting = useRef<SavedAddress | null>(null);

  const load = useCallback(() => {
    api.addresses
      .list()
      .then(setList)
      .catch(() => setList([]));
  }, []);
  useEffect(() => {
    dialog.current?.showModal();
    load();
  }, [load]);

  function select() {
    const chosen = list?.find((a) => a.id === choice);
    if (!chosen) return setInfo(true);
    if (onSelect) {
      onSelect(chosen);
      dialog.current?.close();
      return;
    }
    setLocation({ zoneIds: chosen.zoneIds, lat: chosen.lat, lng: chosen.lng, address: chosen.address });
    flashToast(labels.selected, 'success');
    // the page follows the new zone
    window.location.reload();
  }

  function askDelete(address: SavedAddress) {
    deleting.current = address;
    confirm.current?.showModal();
  }

  async function remove() {
    const address = deleting.current;
    confirm.current?.close();
    if (!address) return;
    const ok = await attempt(async () => {
      const answer = await api.addresses.remove(address.id);
      showToast(answer.message, { type: 'success' });
    });
    if (!ok) return;
    if (choice === address.id) setChoice(null);
    load();
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="saved-addresses-title" onClose={ownClose(onClose)}>
      <div className="modal-box">
        <div className="flex items-center justify-between gap-2">
          <h2 id="saved-addresses-title" className="text-xl font-bold">
            {labels.title}
          </h2>
          {editor && (
            <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => setOpen({ kind: 'add' })}>
              {labels.addNew}
            </button>
          )}
        </div>
        {list === null ? (
          <div className="mt-3 flex flex-col gap-2" role="status">
            <span className="sr-only">{labels.loading}</span>
            {[0, 1].map((i) => (
              <div key={i} className="skeleton h-14 w-full" aria-hidden="true" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <div className="mt-3 text-center">
            <p className="font-semibold">{labels.oops}</p>
            <p className="text-sm">{labels.empty}</p>
          </div>
        ) : (
          <fieldset className="mt-3 max-h-[40vh] overflow-y-auto">
            <legend className="sr-only">{labels.title}</legend>
            {list.map((a) => (
              <div key={a.id} className={`mb-2 rounded-box border p-3 ${choice === a.id ? 'border-primary' : 'border-base-300'}`}>
                <label className="flex cursor-pointer items-start gap-3">
                  <input type="radio" className="radio radio-sm mt-1" name="saved-address" checked={choice === a.id} onChange={() => setChoice(a.id)} />
                  <span>
                    <span className="block font-semibold">{addressTypeLabel(labels, a.address_type)}</span>
                    <span className="block text-sm">{a.address}</span>
                  </span>
                </label>
                {editor && (
                  <div className="mt-1 flex justify-end gap-1">
                    <button type="button" className="btn btn-ghost btn-xs" aria-label={`${labels.showMap}: ${a.address}`} onClick={() => setOpen({ kind: 'map', address: a })}>
                      {labels.showMap}
                    </button>
                    <button type="button" className="btn btn-ghost btn-xs" aria-label={`${labels.edit}: ${a.address}`} onClick={() => setOpen({ kind: 'edit', address: a })}>
                      {labels.edit}
                    </button>
                    <button type="button" className="btn btn-ghost btn-xs text-error" aria-label={`${labels.delete}: ${a.address}`} onClick={() => askDelete(a)}>
                      {labels.delete}
                    </button>
                  </div>
                )}
              </div>
            ))}
          </fieldset>
        )}
        {info && (
          <p role="alert" className="mt-2 text-sm">
            {labels.noneToSelect}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {labels.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={select}>
            {labels.select}
          </button>
        </div>
      </div>
      <ConfirmDialog dialogRef={confirm} question={labels.deleteConfirm} yes={labels.yes} no={labels.no} onConfirm={remove} />
      {editor && (open?.kind === 'add' || open?.kind === 'edit') && (
        <AddressEditor
          labels={editor.labels}
          start={editor.start}
          tileUrl={editor.tileUrl}
          editing={open.kind === 'edit' ? open.address : undefined}
          onSaved={load}
          onClose={() => setOpen(null)}
        />
      )}
      {editor && open?.kind === 'map' && (
        <AddressMapView
          labels={{ ...editor.mapView, close: editor.labels.close }}
          point={{ lat: open.address.lat, lng: open.address.lng, name: addressTypeLabel(labels, open.address.address_type), address: open.address.address }}
          tileUrl={editor.tileUrl}
          onClose={() => setOpen(null)}
        />
      )}
    </dialog>
  );
}

