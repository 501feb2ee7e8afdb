/**
 * The address selection block (spec section 2 'Address screens', section 4 'Header location'):
 * 'Delivery Addresses' with the selected address card, 'View Saved Address', and 'Add address' for
 * signed-in customers.
 * - navbar: a modal from the header's location; the current position or a map point becomes the
 *   location (the page reloads), a saved address becomes it with 'New delivery address selected.'.
 * - checkout: inline; the chosen address goes back to the page. Guests give their contact info in
 *   the guest contact modal (tooltips say what is missing); for take_away orders the address
 *   controls are hidden and that modal opens instead.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { token } from '../../stores/auth';
import { currentLatLng, guestAddress, guestContact, locationText, setLocation, type LatLng } from '../../stores/location';
import { flashToast, showToast } from '../../stores/toast';
import type { AddressEditorLabels } from './AddressEditor';
import GuestContact, { type GuestContactLabels } from './GuestContact';
import { addressTypeLabel, currentPosition, resolvePoint } from './where';
import type { PickLocationLabels } from './PickLocation';
import type { SavedAddress } from './SavedAddresses';
import { ownClose } from '../shared/own-close';

// the modals arrive when one opens: the page's first load carries the block alone
const AddressEditor = lazy(() => import('./AddressEditor'));
const PickLocation = lazy(() => import('./PickLocation'));
const SavedAddresses = lazy(() => import('./SavedAddresses'));

export interface AddressBlockLabels {
  block: { title: string; add: string; current: string; none: string; contactTip: string; addressTip: string; contact: string; editContact: string; change: string };
  pick: PickLocationLabels;
  /** the editor's own strings; the rest come from the picker's */
  editor: Pick<AddressEditorLabels, 'addTitle' | 'editTitle' | 'update'>;
  mapView: { title: string; label: string };
  /** the modal's own strings; its fields and their messages are the address form's */
  contact: Omit<GuestContactLabels, 'close' | 'name' | 'phone' | 'email' | 'validation'>;
}

/** the address an order goes to: a saved one, the guest's own, or the chosen location */
export interface ChosenAddress extends LatLng {
  address: string;
  address_type?: string;
  id?: number;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
}

export interface AddressBlockProps {
  variant: 'navbar' | 'checkout';
  labels: AddressBlockLabels;
  start: LatLng;
  tileUrl: string;
  homeHref: string;
  /** checkout: delivery or take_away */
  orderType?: 'delivery' | 'take_away';
  /** checkout: the chosen address, whenever it changes */
  onAddressChange?: (address: ChosenAddress | null) => void;
  /** navbar: the modal closed */
  onClose?: () => void;
  settleMs?: number;
}

type Open = 'saved' | 'add' | 'pick' | 'contact' | null;

function initialAddress(): ChosenAddress | null {
  const guest = guestAddress.get() as (ChosenAddress & { latitude?: number; longitude?: number }) | null;
  if (!token.get() && guest?.address) return { ...guest, lat: Number(guest.latitude ?? guest.lat), lng: Number(guest.longitude ?? guest.lng) };
  const at = currentLatLng.get();
  const text = locationText.get();
  return at && text ? { ...at, address: text } : null;
}

export default function AddressBlock({ variant, labels, start, tileUrl, homeHref, orderType = 'delivery', onAddressChange, onClose, settleMs }: AddressBlockProps) {
  const signedIn = Boolean(useStore(token));
  const contact = useStore(guestContact);
  const [chosen, setChosen] = useState<ChosenAddress | null>(initialAddress);
  const [open, setOpen] = useState<Open>(null);
  const [locating, setLocating] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const navbar = variant === 'navbar';
  const takeAway = !navbar && orderType === 'take_away';

  useEffect(() => {
    if (navbar) dialog.current?.showModal();
  }, [navbar]);
  useEffect(() => {
    onAddressChange?.(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);
  // take_away: no address to give, only who collects it
  useEffect(() => {
    if (takeAway && !signedIn && !guestContact.get()) setOpen('contact');
  }, [takeAway, signedIn]);

  function viewSaved() {
    if (signedIn) setOpen('saved');
    else showToast(labels.pick.signInForSaved, { id: 'error', type: 'info' });
  }

  /** navbar: the browser's position becomes the location, then the page reloads */
  async function useCurrent() {
    setLocating(true);
    const here = await currentPosition();
    if (!here) {
      setLocating(false);
      return showToast(labels.pick.permissionOff, { id: 'error', type: 'error' });
    }
    const { address, zone } = await resolvePoint(here);
    setLocating(false);
    if ('error' in zone) return showToast(zone.error, { id: 'error', type: 'error' });
    setLocation({ ...here, address, zoneIds: zone.ids });
    flashToast(labels.pick.newLocation, 'success');
    window.location.reload();
  }

  function selectSaved(a: SavedAddress) {
    setChosen(a);
    showToast(labels.pick.saved.selected, { type: 'success' });
  }

  const card = (
    <div className="rounded-box border border-base-300 p-3" aria-live="polite">
      {chosen ? (
        <>
          <p className="text-xs opacity-70">{chosen.address_type ? addressTypeLabel(labels.pick.saved, chosen.address_type) : labels.block.current}</p>
          <p className="font-semibold">{chosen.address}</p>
          {chosen.contact_person_name && (
            <p className="text-sm">
              {chosen.contact_person_name} {chosen.contact_person_number}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm">{labels.block.none}</p>
      )}
    </div>
  );

  const tip = (show: boolean, text: string, control: ReactNode) =>
    show ? (
      <span className="tooltip tooltip-open tooltip-right" data-tip={text}>
        {control}
        <span className="sr-only">{text}</span>
      </span>
    ) : (
      control
    );

  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${variant}-addresses-title`} className="text-xl font-bold">
          {labels.block.title}
        </h2>
        <div className="flex gap-1">
          {signedIn && !takeAway && (
            <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => setOpen('add')}>
              {labels.block.add}
            </button>
          )}
          {navbar && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => dialog.current?.close()}>
              {labels.pick.close}
            </button>
          )}
        </div>
      </div>
      {!takeAway && (
        <>
          {card}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-link btn-sm px-0" onClick={viewSaved}>
              {labels.pick.viewSaved}
            </button>
            {navbar ? (
              <>
                <button type="button" className="btn btn-outline btn-sm" onClick={useCurrent} disabled={locating}>
                  {labels.pick.useCurrent}
                </button>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen('pick')}>
                  {labels.pick.pickFromMap}
                </button>
              </>
            ) : (
              !signedIn &&
              tip(
                !chosen,
                labels.block.addressTip,
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('add')}>
                  {chosen ? labels.block.change : labels.pick.address.submit}
                </button>,
              )
            )}
          </div>
          {locating && <p className="text-xs">{labels.pick.allowPermission}</p>}
        </>
      )}
      {!navbar && !signedIn && (
        <div className="flex flex-wrap items-center gap-2">
          {contact ? (
            <p className="text-sm">
              <span className="font-semibold">{labels.block.contact}:</span> {contact.contact_person_name} · {contact.contact_person_number}
              {contact.contact_person_email ? ` · ${contact.contact_person_email}` : ''}
            </p>
          ) : null}
          {tip(
            !contact,
            labels.block.contactTip,
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('contact')}>
              {contact ? labels.block.editContact : labels.block.contact}
            </button>,
          )}
        </div>
      )}
    </>
  );

  const editorLabels: AddressEditorLabels = { ...labels.pick, ...labels.editor };
  const modals = (
    <Suspense fallback={open ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}>
      {open === 'saved' && (
        <SavedAddresses
          labels={labels.pick.saved}
          editor={{ labels: editorLabels, mapView: labels.mapView, start: chosen ?? start, tileUrl }}
          onSelect={navbar ? undefined : selectSaved}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'add' && (
        <AddressEditor
          labels={editorLabels}
          start={chosen ?? start}
          tileUrl={tileUrl}
          settleMs={settleMs}
          onSaved={() => {
            // a guest's address is kept on the device and becomes the chosen one; a customer's joins the saved list
            const kept = signedIn ? null : initialAddress();
            if (kept) setChosen(kept);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'pick' && <PickLocation labels={labels.pick} start={start} tileUrl={tileUrl} homeHref={homeHref} settleMs={settleMs} onClose={() => setOpen(null)} />}
      {open === 'contact' && (
        <GuestContact
          labels={{ ...labels.contact, validation: labels.pick.address.validation, name: labels.pick.address.name, phone: labels.pick.address.phone, email: labels.pick.address.email, close: labels.pick.close }}
          onClose={() => setOpen(null)}
        />
      )}
    </Suspense>
  );

  if (!navbar)
    return (
      <section aria-labelledby="checkout-addresses-title" className="flex flex-col gap-3">
        {body}
        {modals}
      </section>
    );
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="navbar-addresses-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex flex-col gap-3">{body}</div>
      {modals}
    </dialog>
  );
}
