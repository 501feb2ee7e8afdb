/**
 * The address form (spec section 2 'Add and edit address modal', section 4 'Address modal', section 5
 * 'Address form'): 'Label As' home/office/other, the address, Street number, House number and Floor,
 * the contact person, and 'Save this Address'. A signed-in customer with the box ticked creates the
 * address on the server (or updates it when editing one); a guest keeps it on this device.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import * as api from '../../lib/api/browser/addresses';
import { ApiClientError } from '../../lib/api/errors';
import { addressFormSchema, ADDRESS_TYPES, type AddressType } from '../../lib/validation/address';
import type { ValidationTexts } from '../../lib/validation/messages';
import { token } from '../../stores/auth';
import { guestAddress } from '../../stores/location';
import { showToast } from '../../stores/toast';
import { Field, useForm, validate } from '../auth/form';
import PhoneField from '../shared/PhoneField';
import RawIcon from '../shared/RawIcon';
import homeIcon from '@tabler/icons/outline/home.svg?raw';
import officeIcon from '@tabler/icons/outline/building.svg?raw';
import otherIcon from '@tabler/icons/outline/map-pin.svg?raw';

const TYPE_ICONS: Record<AddressType, string> = { home: homeIcon, office: officeIcon, other: otherIcon };


export interface AddressFormLabels {
  validation: ValidationTexts;
  labelAs: string;
  home: string;
  office: string;
  other: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  name: string;
  phone: string;
  email: string;
  save: string;
  submit: string;
}

export interface AddressFormProps {
  labels: AddressFormLabels;
  point: { lat: number; lng: number; address: string };
  /** editing a saved address: its id, type and the fields it had */
  editing?: { id: number; address_type: AddressType } & Partial<Record<TextField, string | null>>;
  /** the submit button's text (the form's own 'Add Address' by default) */
  submitLabel?: string;
  /** while the point is still being resolved, or has no zone */
  disabled?: boolean;
  onDone: (message: string | null) => void;
}

const TEXT_FIELDS = ['address', 'road', 'house', 'floor', 'contact_person_name', 'contact_person_number', 'contact_person_email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export default function AddressForm({ labels, point, editing, submitLabel, disabled = false, onDone }: AddressFormProps) {
  const [type, setType] = useState<AddressType>(editing?.address_type ?? 'home');
  const [save, setSave] = useState(true);
  const [busy, setBusy] = useState(false);
  const form = useForm(Object.fromEntries(TEXT_FIELDS.map((f) => [f, (f === 'address' ? point.address || editing?.address : editing?.[f]) ?? ''])) as Record<TextField, string>);
  // the address follows the map once it moves (a saved address keeps its own text until then)
  const [first] = useState(point);
  useEffect(() => {
    const moved = point.lat !== first.lat || point.lng !== first.lng;
    if (point.address && (moved || !editing)) form.setValues((old) => ({ ...old, address: point.address }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [point.lat, point.lng, point.address]);
  const errors = validate(addressFormSchema, { ...form.values, address_type: type }, labels.validation);
  const signedIn = Boolean(token.get());

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    form.setSubmitted(true);
    if (Object.keys(errors).length) return;
    const address = { ...form.values, address_type: type, lat: point.lat, lng: point.lng };
    if (!signedIn || !save) {
      guestAddress.set({ ...form.values, address_type: type, latitude: point.lat, longitude: point.lng });
      return onDone(null);
    }
    setBusy(true);
    try {
      const answer = editing
        ? await api.addresses.update(editing.id, address)
        : await api.addresses.add(address);
      onDone(answer.message);
    } catch (error) {
      if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <fieldset>
        <legend className="text-sm font-semibold">{labels.labelAs}</legend>
        <div className="mt-1 flex gap-2">
          {/* icons (spec: home, office, other), each radio named by its label */}
          {ADDRESS_TYPES.map((t) => (
            <label
              key={t}
              title={labels[t]}
              className={`relative flex size-11 cursor-pointer items-center justify-center rounded-box border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${type === t ? 'border-primary bg-primary/10 text-primary' : 'border-base-300'}`}
            >
              {/* the radio itself covers the chip, unseen: it takes the click, the keys and the name */}
              <input type="radio" className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0" name="address_type" aria-label={labels[t]} checked={type === t} onChange={() => setType(t)} />
              <RawIcon svg={TYPE_ICONS[t]} size={22} />
            </label>
          ))}
        </div>
      </fieldset>
      <Field {...form.bind('address')} label={labels.address} autoComplete="street-address" error={errors.address} />
      <div className="grid grid-cols-3 gap-2">
        <Field {...form.bind('road')} label={labels.road} show={false} />
        <Field {...form.bind('house')} label={labels.house} show={false} />
        <Field {...form.bind('floor')} label={labels.floor} show={false} />
      </div>
      <Field {...form.bind('contact_person_name')} label={labels.name} autoComplete="name" error={errors.contact_person_name} />
      <PhoneField {...form.bind('contact_person_number')} label={labels.phone} autoComplete="tel" error={errors.contact_person_number} />
      <Field {...form.bind('contact_person_email')} label={labels.email} type="email" inputMode="email" autoComplete="email" error={errors.contact_person_email} />
      {signedIn && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" checked={save} onChange={(e) => setSave(e.currentTarget.checked)} />
          {labels.save}
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {submitLabel ?? labels.submit}
      </button>
    </form>
  );
}
