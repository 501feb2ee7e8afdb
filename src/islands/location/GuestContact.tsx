/**
 * The guest contact modal (spec section 2 'Address screens'): Contact Person Name, phone and Contact
 * Person Email with Reset and Save, validated with the address form's own messages. What is saved
 * stays on this device (`guest-contact`) for checkout.
 */
import { useEffect, useRef, type SubmitEvent } from 'react';
import { guestContactSchema } from '../../lib/validation/address';
import type { ValidationTexts } from '../../lib/validation/messages';
import { guestContact } from '../../stores/location';
import { showToast } from '../../stores/toast';
import { Field, useForm, validate } from '../auth/form';
import PhoneField from '../shared/PhoneField';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';

export interface GuestContactLabels {
  validation: ValidationTexts;
  title: string;
  name: string;
  phone: string;
  email: string;
  reset: string;
  save: string;
  saved: string;
  close: string;
}

const EMPTY = { contact_person_name: '', contact_person_number: '', contact_person_email: '' };

export default function GuestContact({ labels, onClose }: { labels: GuestContactLabels; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm({ ...EMPTY, ...(guestContact.get() ?? {}) });
  const errors = validate(guestContactSchema, form.values, labels.validation);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function save(e: SubmitEvent) {
    e.preventDefault();
    form.setSubmitted(true);
    if (Object.keys(errors).length) return;
    guestContact.set({
      contact_person_name: form.values.contact_person_name.trim(),
      contact_person_number: form.values.contact_person_number.trim(),
      contact_person_email: form.values.contact_person_email.trim(),
    });
    showToast(labels.saved, { type: 'success' });
    dialog.current?.close();
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="guest-contact-title" onClose={ownClose(onClose)}>
      <form className="modal-box flex flex-col gap-2" onSubmit={save} noValidate>
        <ModalHeader id="guest-contact-title" title={labels.title} close={labels.close} onClose={() => dialog.current?.close()} />
        <Field {...form.bind('contact_person_name')} label={labels.name} autoComplete="name" required error={errors.contact_person_name} />
        <PhoneField {...form.bind('contact_person_number')} label={labels.phone} autoComplete="tel" error={errors.contact_person_number} />
        <Field {...form.bind('contact_person_email')} label={labels.email} type="email" inputMode="email" autoComplete="email" required error={errors.contact_person_email} />
        <div className="modal-action">
          <button
            type="button"
            className="btn"
            onClick={() => {
              form.setValues(EMPTY);
              form.setSubmitted(false);
            }}
          >
            {labels.reset}
          </button>
          <button type="submit" className="btn btn-primary">
            {labels.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
