/**
 * One number and a button (points to convert, money to add): the field with its hint, the button
 * disabled until the island runs and busy while the action runs, and the action's refusal said beside the field, in an alert.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../lib/api/errors';
import { fill } from '../../lib/fill';

export interface NumberFormProps {
  /** `invalid`: said when the field is empty or outside min..max ({{min}}, {{max}}): nothing is sent */
  labels: { title: string; field: string; submit: string; busy: string; hint: string; invalid: string };
  name: string;
  min: number;
  max?: number;
  step: number;
  /** runs with the number; a throw is shown beside the field */
  action: (value: number) => Promise<void>;
  /** asked first, when the action needs a plain confirmation: false leaves the form as it was */
  confirm?: () => Promise<boolean>;
}

export function NumberForm({ labels, name, min, max, step, action, confirm }: NumberFormProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the server's HTML has the button disabled: a click before the island runs would send the form to nowhere
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get(name) ?? '').trim();
    const value = Number(raw);
    // an empty or out-of-range number is said here, in the form's words (issue 46.15: the validator's own text came back)
    if (!raw || !Number.isFinite(value) || value < min || (max !== undefined && value > max)) {
      setError(fill(labels.invalid, { min: String(min), max: String(max ?? '') }));
      return;
    }
    if (confirm && !(await confirm())) return;
    setBusy(true);
    setError(null);
    try {
      await action(value);
    } catch (e) {
      setError(e instanceof ApiClientError ? (e.errors[0]?.message ?? e.message) : String(e));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-box border border-base-300 p-4">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {labels.title}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm">
          {labels.field}
          <input
            name={name}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            required
            className="input w-40"
            aria-describedby={`${id}-hint ${id}-error`}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy || !ready}>
          {busy ? labels.busy : labels.submit}
        </button>
      </form>
      <p id={`${id}-hint`} className="mt-2 text-sm">
        {labels.hint}
      </p>
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
        {error}
      </p>
    </section>
  );
}
