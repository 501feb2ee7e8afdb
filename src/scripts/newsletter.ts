/**
 * The newsletter form sent in place (src/components/widgets/NewsletterForm.astro): the email is
 * checked first ('Please insert a valid email.'), then `newsletter/subscribe`; the status line says
 * the outcome, the server's message when it refuses. The call's code loads on the first submit.
 */
import { isValidNewsletterEmail } from '../lib/validation/email';

/** `apiBase`: the API origin (same origin by default). */
export function bindNewsletter(form: HTMLFormElement, apiBase = '') {
  const { locale, invalid = '', success = '', subscribing = '' } = form.dataset;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const idle = button.textContent ?? '';
  const say = (message: string, error: boolean) => {
    status.textContent = message;
    status.classList.toggle('text-error', error);
    status.classList.toggle('text-success', !error);
    input.setAttribute('aria-invalid', String(error));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = String(new FormData(form).get('email') ?? '');
    if (!isValidNewsletterEmail(email)) return say(invalid, true);
    button.disabled = true;
    button.textContent = subscribing;
    say('', false);
    try {
      const { subscribe } = await import('./newsletter-send');
      const refused = await subscribe(email.trim(), locale, apiBase);
      say(refused ?? success, refused !== null);
      if (refused === null) form.reset();
    } catch (error) {
      say(String(error), true);
    } finally {
      button.disabled = false;
      button.textContent = idle;
    }
  });
}
