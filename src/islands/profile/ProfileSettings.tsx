/**
 * Profile settings (spec section 2 'Profile edit', section 4 'Profile update' and 'Delete account'):
 * the profile card, and an editor with photo (jpg/png/jpeg/gif, at most 2 MB), name, email, phone
 * (locked once verified) and, with password sign-in on, a new password. A changed phone or email is
 * confirmed with a code first. Deleting the account asks, then signs out and goes to /.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import * as api from '../../lib/api/browser/account';
import type { Profile } from '../../lib/api/endpoints/account';
import { ApiClientError } from '../../lib/api/errors';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/validation/image-file';
import { profileSchema } from '../../lib/validation/auth';
import { clearSession } from '../../stores/auth';
import { flashToast, showToast } from '../../stores/toast';
import { CodeForm, Field, maskPhone, useForm, validate, type CodeLabels } from '../auth/form';
import PhoneField from '../shared/PhoneField';
import ConfirmDialog from '../shared/ConfirmDialog';
import { ownClose } from '../shared/own-close';
import { useIslandReady } from '../shared/ready';


export interface ProfileLabels extends CodeLabels {
  editProfile: string;
  photo: string;
  photoHint: string;
  userName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  currentPasswordHint: string;
  reset: string;
  update: string;
  goBack: string;
  deleteAccount: string;
  deleteConfirm: string;
  deleteDetail: string;
  deleted: string;
  phoneLocked: string;
  imageType: string;
  imageSize: string;
  emailVerification: string;
  verified: string;
  yes: string;
  no: string;
  close: string;
}

export interface ProfileSettingsProps {
  profile: Profile;
  labels: ProfileLabels;
  /** password fields only when password sign-in is on */
  showPassword: boolean;
  rootHref: string;
}

/** The phone input keeps only digits with an optional leading plus (spec section 5). */
export const phoneInput = (v: string) => v.replace(/(?!^\+)[^\d]/g, '');

/** the profile photo's check: the shared one for chosen pictures */
export const photoProblem = (file: { name: string; type: string; size: number }, labels: Pick<ProfileLabels, 'imageType' | 'imageSize'>) => imageFileProblem(file, labels);

export default function ProfileSettings({ profile: initial, labels, showPassword, rootHref }: ProfileSettingsProps) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<{ on: 'phone' | 'email'; target: string } | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const codeDialog = useRef<HTMLDialogElement>(null);
  const confirmDelete = useRef<HTMLDialogElement>(null);
  const start = () => ({ name: profile.name, email: profile.email ?? '', phone: profile.phone ?? '', password: '', confirm_password: '', current_password: '' });
  const form = useForm(start());
  const errors = validate(profileSchema, form.values, labels.validation);
  const passwordError = form.values.password && form.values.password !== form.values.confirm_password ? labels.validation.passwordsMatch : undefined;
  const phoneLocked = profile.phoneVerified && Boolean(profile.phone);
  // a new email or phone is proved by the current password (or, for an account without one, a code to the phone it has)
  const contactChanged = form.values.email.trim() !== (profile.email ?? '') || form.values.phone.trim() !== (profile.phone ?? '');

  function reset() {
    form.setValues(start());
    form.setSubmitted(false);
    setPhoto(null);
    setPreview(null);
    setPhotoError(null);
    if (photoInput.current) photoInput.current.value = '';
  }

  function pickPhoto(file: File | undefined) {
    if (!file) return;
    const problem = photoProblem(file, labels);
    setPhotoError(problem);
    if (problem) {
      setPhoto(null);
      setPreview(null);
      if (photoInput.current) photoInput.current.value = '';
      return;
    }
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  }

  function body(otp?: string): FormData {
    const data = new FormData();
    data.set('name', form.values.name.trim());
    data.set('email', form.values.email.trim());
    data.set('phone', form.values.phone.trim());
    data.set('button_type', 'profile');
    if (showPassword && form.values.password) data.set('password', form.values.password);
    if (showPassword && contactChanged && form.values.current_password) data.set('current_password', form.values.current_password);
    if (photo) data.set('image', photo, photo.name);
    if (otp && verifying) {
      data.set('otp', otp);
      data.set('verification_on', verifying.on);
      data.set('verification_medium', verifying.on === 'phone' ? 'sms' : 'email');
    }
    return data;
  }

  async function send(otp?: string): Promise<boolean> {
    setBusy(true);
    try {
      const answer = await api.account.updateProfile(body(otp));
      if (!answer.done) {
        const on = answer.codeSentTo;
        setVerifying({ on, target: on === 'email' ? form.values.email.trim() : form.values.phone.trim() });
        if (!codeDialog.current?.open) codeDialog.current?.showModal();
        return true;
      }
      codeDialog.current?.close();
      setVerifying(null);
      showToast(answer.message, { type: 'success' });
      setProfile(await api.account.profile());
      setEditing(false);
      setPhoto(null);
      setPreview(null);
      return true;
    } catch (error) {
      // the shared handler has already shown the server's message
      if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    form.setSubmitted(true);
    if (Object.keys(errors).length || passwordError || photoError) return;
    await send();
  }

  async function deleteAccount() {
    confirmDelete.current?.close();
    try {
      await api.account.removeAccount();
    } catch {
      return; // refused (ongoing orders): the handler has shown why
    }
    clearSession();
    flashToast(labels.deleted, 'success');
    window.location.assign(rootHref);
  }

  const name = profile.name;
  const image = preview ?? profile.image;
  // the last hook: a click that woke the island (client:interact) is replayed once this has run
  const ready = useIslandReady();
  return (
    <section aria-labelledby="profile-heading" className="rounded-box border border-base-300 p-4">
      <span hidden ref={ready} />
      <div className="flex flex-wrap items-center gap-4">
        {profile.image ? (
          <img src={profile.image} alt="" width={80} height={80} className="size-20 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-base-200 text-3xl font-bold">
            {(name || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="profile-heading" className="text-xl font-bold">
            {name || profile.phone}
          </h2>
          {profile.email && <p className="break-all">{profile.email}</p>}
          {profile.phone && (
            <p>
              {profile.phone} {phoneLocked && <span className="badge badge-success badge-sm">{labels.verified}</span>}
            </p>
          )}
        </div>
        {!editing && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {labels.editProfile}
          </button>
        )}
      </div>

      {editing && (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-3 md:grid-cols-2">
          <div className="md:col-span-2">
            <label htmlFor="photo" className="label text-sm">
              {labels.photo}
            </label>
            <div className="flex items-center gap-3">
              {image ? <img src={image} alt="" width={64} height={64} className="size-16 rounded-full object-cover" /> : null}
              <input
                ref={photoInput}
                id="photo"
                name="image"
                type="file"
                accept={IMAGE_ACCEPT}
                className="file-input w-full max-w-sm"
                aria-describedby="photo-hint"
                aria-invalid={photoError ? true : undefined}
                onChange={(e) => pickPhoto(e.currentTarget.files?.[0])}
              />
            </div>
            <p id="photo-hint" className="mt-1 text-sm">
              {labels.photoHint}
            </p>
            {photoError && (
              <p role="alert" className="mt-1 text-sm text-error">
                {photoError}
              </p>
            )}
          </div>
          <Field {...form.bind('name')} label={labels.userName} autoComplete="name" error={errors.name} />
          <Field {...form.bind('email')} label={labels.email} type="email" inputMode="email" autoComplete="email" error={errors.email} />
          <div>
            <PhoneField
              {...form.bind('phone')}
              onChange={(v) => form.setValues((old) => ({ ...old, phone: phoneInput(v) }))}
              label={labels.phone}
              autoComplete="tel"
              error={errors.phone}
              readOnly={phoneLocked}
            />
            {phoneLocked && <p className="mt-1 text-sm">{labels.phoneLocked}</p>}
          </div>
          {showPassword && (
            <>
              <Field {...form.bind('password')} label={labels.password} type="password" autoComplete="new-password" />
              <Field {...form.bind('confirm_password')} label={labels.confirmPassword} type="password" autoComplete="new-password" error={passwordError} />
            </>
          )}
          {showPassword && contactChanged && (
            <div className="md:col-span-2">
              <Field {...form.bind('current_password')} label={labels.currentPassword} type="password" autoComplete="current-password" hint={labels.currentPasswordHint} />
            </div>
          )}
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <button type="button" className="btn" onClick={reset}>
              {labels.reset}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.update}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                reset();
                setEditing(false);
              }}
            >
              {labels.goBack}
            </button>
          </div>
        </form>
      )}

      <div className="mt-8 border-t border-base-300 pt-4">
        <button type="button" className="btn btn-outline border-red-800 text-red-800" onClick={() => confirmDelete.current?.showModal()}>
          {labels.deleteAccount}
        </button>
      </div>
      <ConfirmDialog dialogRef={confirmDelete} question={labels.deleteConfirm} detail={labels.deleteDetail} yes={labels.yes} no={labels.no} onConfirm={deleteAccount} />

      <dialog ref={codeDialog} className="modal" aria-labelledby="code-title" onClose={ownClose(() => setVerifying(null))}>
        <div className="modal-box max-w-md">
          <div className="flex items-center justify-between">
            <h2 id="code-title" className="text-xl font-bold">
              {verifying?.on === 'email' ? labels.emailVerification : labels.phoneVerification}
            </h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => codeDialog.current?.close()}>
              {labels.close}
            </button>
          </div>
          {verifying && (
            <CodeForm
              key={verifying.target}
              target={verifying.on === 'phone' ? maskPhone(verifying.target) : verifying.target}
              labels={{ ...labels, phoneVerification: verifying.on === 'email' ? labels.emailVerification : labels.phoneVerification }}
              busy={busy}
              onSubmit={(otp) => void send(otp)}
              onResend={() => send()}
            />
          )}
        </div>
      </dialog>
    </section>
  );
}
