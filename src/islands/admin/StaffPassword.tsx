/** /admin/set-password?token=…: a new staff member sets their password from the outbox's link, and is signed in to the content editor. */
import { useState, type FormEvent } from 'react';
import { admin } from '../../lib/api/browser/admin';
import { keepStaffToken } from '../../lib/api/browser/staff-token';
import { errorText } from './ContentEditor';

export type PasswordLabels = Record<'setPasswordTitle' | 'password' | 'confirmPassword' | 'setPassword', string>;

export default function StaffPassword({ labels, editorHref }: { labels: PasswordLabels; editorHref: string }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setBusy(true);
    try {
      keepStaffToken(await admin.setPassword(token, String(form.get('password') ?? ''), String(form.get('confirm') ?? '')));
      window.location.assign(editorHref);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} aria-labelledby="set-password" className="flex max-w-sm flex-col gap-3">
      <h2 id="set-password" className="text-xl font-semibold">
        {labels.setPasswordTitle}
      </h2>
      <label className="flex flex-col gap-1">
        <span>{labels.password}</span>
        <input name="password" type="password" autoComplete="new-password" required minLength={6} className="input w-full" />
      </label>
      <label className="flex flex-col gap-1">
        <span>{labels.confirmPassword}</span>
        <input name="confirm" type="password" autoComplete="new-password" required minLength={6} className="input w-full" />
      </label>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {labels.setPassword}
      </button>
    </form>
  );
}
