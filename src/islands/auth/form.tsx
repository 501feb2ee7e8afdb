/**
 * Form pieces the identity islands share: a labelled field whose error shows after touch or submit,
 * a tiny form-state hook, schema validation into one message per field, and the 6-digit code step
 * with its 60 s resend countdown.
 */
import { useEffect, useState, type SubmitEvent, type ReactNode } from 'react';
import { otpCodeSchema } from '../../lib/validation/auth';
import type { ValidationTexts } from '../../lib/validation/messages';
import { validate } from './validate';
import { fill } from '../../lib/fill';

export const RESEND_SECONDS = 60;

/** '+9779812345678' -> '+977*******678' */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

export { validate, type Errors } from './validate';

export function Field(props: {
  id: string;
  label: string;
  type?: string;
  value: string;
  error?: string;
  show: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  readOnly?: boolean;
  /** marked required (the form is sent without native validation: the schema says what is missing) */
  required?: boolean;
  /** a line under the input that says what it is for */
  hint?: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  /** beside the input, before it (the phone's country) */
  before?: ReactNode;
  after?: ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const visible = props.show && props.error;
  const describedBy = [props.hint ? hintId : '', visible ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="w-full">
      {/* a required field is marked by a star the stylesheet draws: its name stays its label's words */}
      <label htmlFor={props.id} className={`label text-sm ${props.required ? "after:text-error after:content-['*']" : ''}`}>
        {props.label}
      </label>
      <div className="flex gap-1">
        {props.before}
        <input
          id={props.id}
          name={props.id}
          type={props.type ?? 'text'}
          className={`input w-full ${visible ? 'input-error' : ''}`}
          value={props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
          required={props.required}
          aria-invalid={visible ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
        {props.after}
      </div>
      {props.hint ? (
        <p id={hintId} className="mt-1 text-sm">
          {props.hint}
        </p>
      ) : null}
      {visible ? (
        <p id={errorId} className="mt-1 text-sm text-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const bind = (name: keyof T & string) => ({
    id: name,
    value: values[name],
    onChange: (v: string) => setValues((old) => ({ ...old, [name]: v })),
    onBlur: () => setTouched((old) => ({ ...old, [name]: true })),
    show: submitted || Boolean(touched[name]),
  });
  return { values, setValues, bind, setSubmitted };
}

export interface CodeLabels {
  /** the spec's validation messages (catalogue section `validation`) */
  validation: ValidationTexts;
  codeSentTo: string;
  phoneVerification: string;
  verifyContinue: string;
  noCode: string;
  resendIn: string;
  resend: string;
}

/** The code step: where it went (masked), six digits to enable submit, 'Resend it (Ns)'. */
export function CodeForm({ target, labels, busy, onSubmit, onResend }: { target: string; labels: CodeLabels; busy: boolean; onSubmit: (code: string) => void; onResend: () => Promise<boolean> }) {
  const code = useForm({ otp: '' });
  const [countdown, setCountdown] = useState(RESEND_SECONDS);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);
  const errors = validate(otpCodeSchema, code.values, labels.validation);
  function submit(e: SubmitEvent) {
    e.preventDefault();
    code.setSubmitted(true);
    if (!Object.keys(errors).length) onSubmit(code.values.otp);
  }
  async function resend() {
    if (await onResend()) {
      code.setValues({ otp: '' });
      setCountdown(RESEND_SECONDS);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
      <p>{fill(labels.codeSentTo, { phone: target })}</p>
      <Field {...code.bind('otp')} label={labels.phoneVerification} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={errors.otp} />
      <button type="submit" className="btn btn-primary" disabled={busy || code.values.otp.length !== 6}>
        {labels.verifyContinue}
      </button>
      <p className="text-center text-sm">
        {labels.noCode}{' '}
        {countdown > 0 ? (
          <span aria-live="polite">{fill(labels.resendIn, { seconds: String(countdown) })}</span>
        ) : (
          <button type="button" className="link link-primary" onClick={resend}>
            {labels.resend}
          </button>
        )}
      </p>
    </form>
  );
}
