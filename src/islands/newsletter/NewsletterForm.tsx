/**
 * Newsletter sign-up (spec sections 2, 5 and 8): standard email pattern, 'Please insert a valid
 * email.' on a bad address, 'Subscribed Successfully' on success, the server's message otherwise.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { createApiClient } from '../../lib/api/client';
import { ApiClientError } from '../../lib/api/errors';
import { createIslandI18n, type Locale } from '../../lib/i18n';
import { newsletterSchema } from '../../lib/validation/newsletter';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

export type NewsletterOutcome = 'subscribed' | 'invalid' | 'duplicate';

export interface NewsletterFormProps {
  locale?: Locale;
  /** API origin; same origin by default */
  apiBase?: string;
  /** outcome of a no-JavaScript post, read by the page from the query */
  outcome?: NewsletterOutcome;
}

export default function NewsletterForm({ locale = 'en', apiBase = '', outcome }: NewsletterFormProps) {
  const t = useMemo(() => createIslandI18n(locale).t, [locale]);
  const api = useMemo(() => createApiClient({ baseUrl: apiBase, headers: () => ({ language: locale }) }), [apiBase, locale]);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(() =>
    outcome === 'subscribed'
      ? { kind: 'done', message: t('newsletter.success') }
      : outcome
        ? { kind: 'error', message: t(outcome === 'duplicate' ? 'newsletter.duplicate' : 'newsletter.invalid') }
        : { kind: 'idle' },
  );
  const inputId = useId();
  const messageId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: 'error', message: t('newsletter.invalid') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await api.subscribeNewsletter(parsed.data.email);
      setStatus({ kind: 'done', message: t('newsletter.success') });
      setEmail('');
    } catch (error) {
      const message = error instanceof ApiClientError ? error.errors.map((e) => e.message).join(' ') : String(error);
      setStatus({ kind: 'error', message });
    }
  }

  const sending = status.kind === 'sending';
  return (
    <form method="post" action="/newsletter" onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row" aria-describedby={messageId}>
      <label htmlFor={inputId} className="sr-only">
        {t('newsletter.placeholder')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        className="input input-bordered w-full"
        placeholder={t('newsletter.placeholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={status.kind === 'error'}
      />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </button>
      <p id={messageId} role="status" aria-live="polite" className={status.kind === 'error' ? 'text-error text-sm' : 'text-success text-sm'}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
