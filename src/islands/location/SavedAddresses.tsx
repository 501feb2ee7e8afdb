/**
 * 'Saved Addresses' (spec section 2, section 4 'Header location'): the customer's addresses in a 40vh
 * list; a choice takes effect only on Select (Cancel discards). Selecting stores the address, its
 * position and zones, and says 'New delivery address selected.'.
 */
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { setLocation } from '../../stores/location';
import { flashToast } from '../../stores/toast';
import { request } from '../shared/api';

const listSchema = z.object({
  addresses: z.array(
    z.looseObject({
      id: z.number(),
      address_type: z.string(),
      address: z.string(),
      latitude: z.union([z.string(), z.number()]),
      longitude: z.union([z.string(), z.number()]),
      zone_ids: z.array(z.number()),
      contact_person_name: z.optional(z.string()),
    }),
  ),
});
type Saved = z.infer<typeof listSchema>['addresses'][number];

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
}

export default function SavedAddresses({ labels, homeHref, onClose }: { labels: SavedAddressesLabels; homeHref: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [list, setList] = useState<Saved[] | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [info, setInfo] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    request('GET', 'customer/address/list', listSchema)
      .then((r) => setList(r.addresses))
      .catch(() => setList([]));
  }, []);

  function select() {
    const chosen = list?.find((a) => a.id === choice);
    if (!chosen) return setInfo(true);
    setLocation({ zoneIds: chosen.zone_ids, lat: Number(chosen.latitude), lng: Number(chosen.longitude), address: chosen.address });
    flashToast(labels.selected, 'success');
    window.location.assign(homeHref);
  }

  const typeLabel = (t: string) => (t === 'home' ? labels.home : t === 'office' ? labels.office : labels.other);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="saved-addresses-title" onClose={onClose}>
      <div className="modal-box">
        <h2 id="saved-addresses-title" className="text-xl font-bold">
          {labels.title}
        </h2>
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
              <label key={a.id} className={`mb-2 flex cursor-pointer items-start gap-3 rounded-box border p-3 ${choice === a.id ? 'border-primary' : 'border-base-300'}`}>
                <input type="radio" className="radio radio-sm mt-1" name="saved-address" checked={choice === a.id} onChange={() => setChoice(a.id)} />
                <span>
                  <span className="block font-semibold">{typeLabel(a.address_type)}</span>
                  <span className="block text-sm">{a.address}</span>
                </span>
              </label>
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
    </dialog>
  );
}
