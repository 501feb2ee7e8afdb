/**
 * Newsletter sign-up (spec sections 2, 5 and 8): standard email pattern, 'Please insert a valid
 * email.' on a bad address, 'Subscribed Successfully' on success, the server's message otherwise.
 * Without JavaScript the same form posts to /newsletter. Labels come from the server's catalogue.
 * Hydrated on use (`client:interact`): the field is uncontrolled, so what was typed before React
 * arrived is what is sent.
 */
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { useIslandReady } from '../shared/ready';
import * as z from 'zod/mini';
import { createRequester } from '../../lib/api/core';
import { ApiClientError } from '../../lib/api/errors';
import { isValidNewsletterEmail } from '../../lib/validation/email';

export type NewsletterOutcome = 'subscribed' | 'invalid' | 'duplicate';

export interface NewsletterLabels {
  placeholder: string;
  subscribe: string;
  subscribing: string;
  success: string;
  invalid: string;
  duplicate: string;
}

export interface NewsletterFormProps {
  labels: NewsletterLabels;
  locale?: 'en' | 'ne';
  /** API origin; same origin by default */
  apiBase?: string;
  /** outcome of a no-JavaScript post, read by the page from the query */
  outcome?: NewsletterOutcome;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

const messageResponse = z.object({ message: z.string() });

export default function NewsletterForm({ labels, locale = 'en', apiBase = '', outcome }: NewsletterFormProps) {
  const request = useMemo(() => createRequester({ baseUrl: apiBase, headers: () => ({ language: locale }) }), [apiBase, locale]);
  const [status, setStatus] = useState<Status>(() =>
    outcome === 'subscribed'
      ? { kind: 'done', message: labels.success }
      : outcome
        ? { kind: 'error', message: outcome === 'duplicate' ? labels.duplicate : labels.invalid }
        : { kind: 'idle' },
  );
  const inputId = useId();
  const messageId = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    if (!isValidNewsletterEmail(email)) {
      setStatus({ kind: 'error', message: labels.invalid });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await request('POST', 'newsletter/subscribe', messageResponse, { body: { email: email.trim() } });
      setStatus({ kind: 'done', message: labels.success });
      form.reset();
    } catch (error) {
      const message = error instanceof ApiClientError ? error.errors.map((e) => e.message).join(' ') : String(error);
      setStatus({ kind: 'error', message });
    }
  }

  const sending = status.kind === 'sending';
  const ready = useIslandReady<HTMLFormElement>();
  return (
    <form ref={ready} method="post" action="/newsletter" onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" aria-describedby={messageId}>
      <label htmlFor={inputId} className="sr-only">
        {labels.placeholder}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        className="input input-bordered w-full sm:flex-1"
        placeholder={labels.placeholder}
        aria-invalid={status.kind === 'error'}
      />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? labels.subscribing : labels.subscribe}
      </button>
      <p id={messageId} role="status" aria-live="polite" className={`w-full text-sm ${status.kind === 'error' ? 'text-error' : 'text-success'}`}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
