/**
 * /forgot-password: a code to the account's email or phone, then a new password with that code.
 * Same section 5 messages as the auth modal; the server answers the same whether or not the
 * account exists.
 */
import { useState, type SubmitEvent } from 'react';
import * as z from 'zod/mini';
import * as api from '../../lib/api/browser/auth';
import { ApiClientError } from '../../lib/api/errors';
import { newPasswordSchema, otpCodeSchema, signInSchema } from '../../lib/validation/auth';
import type { ValidationTexts } from '../../lib/validation/messages';
import { flashToast } from '../../stores/toast';
import { validate } from './validate';

export interface ForgotPasswordLabels {
  validation: ValidationTexts;
  emailOrPhone: string;
  intro: string;
  send: string;
  sent: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  reset: string;
  done: string;
  startOver: string;
}

/** the sign-in form's email-or-phone rule */
const targetSchema = z.object({ email_or_phone: signInSchema.shape.email_or_phone });


export default function ForgotPassword({ labels, homeHref }: { labels: ForgotPasswordLabels; homeHref: string }) {
  const [step, setStep] = useState<'target' | 'reset'>('target');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function send(e: SubmitEvent) {
    e.preventDefault();
    const found = validate(targetSchema, { email_or_phone: target }, labels.validation);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.auth.forgotPassword(target.trim());
      setStatus(labels.sent);
      setStep('reset');
    } catch (error) {
      if (!(error instanceof ApiClientError)) console.error(error);
    } finally {
      setBusy(false);
    }
  }

  async function reset(e: SubmitEvent) {
    e.preventDefault();
    const found = { ...validate(otpCodeSchema, { otp: code }, labels.validation), ...validate(newPasswordSchema, { reset_token: code, password, confirm_password: confirm }, labels.validation) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.auth.resetPassword(target.trim(), code.trim(), password, confirm);
      flashToast(labels.done, 'success');
      window.location.assign(homeHref);
    } catch (error) {
      if (!(error instanceof ApiClientError)) console.error(error);
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: string, value: string, set: (v: string) => void, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={id} className="label text-sm">
        {label}
      </label>
      <input id={id} type={type} autoComplete={autoComplete} className={`input w-full ${errors[id] ? 'input-error' : ''}`} value={value} aria-invalid={errors[id] ? true : undefined} aria-describedby={errors[id] ? `${id}-error` : undefined} onChange={(e) => set(e.target.value)} />
      {errors[id] ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {errors[id]}
        </p>
      ) : null}
    </div>
  );

  return step === 'target' ? (
    <form onSubmit={send} noValidate className="flex max-w-md flex-col gap-3">
      <p>{labels.intro}</p>
      {field('email_or_phone', labels.emailOrPhone, target, setTarget, 'text', 'username')}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {labels.send}
      </button>
    </form>
  ) : (
    <form onSubmit={reset} noValidate className="flex max-w-md flex-col gap-3">
      <p role="status">{status}</p>
      {field('otp', labels.code, code, setCode, 'text', 'one-time-code')}
      {field('password', labels.newPassword, password, setPassword, 'password', 'new-password')}
      {field('confirm_password', labels.confirmPassword, confirm, setConfirm, 'password', 'new-password')}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {labels.reset}
      </button>
      <button type="button" className="btn btn-link" onClick={() => setStep('target')}>
        {labels.startOver}
      </button>
    </form>
  );
}
