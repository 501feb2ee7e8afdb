/**
 * The newsletter form's script (src/scripts/newsletter.ts) over the markup of
 * src/components/widgets/NewsletterForm.astro; the plain post without JavaScript is checked end to
 * end (tests/e2e/landing.spec.ts).
 */
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bindNewsletter } from '../../src/scripts/newsletter';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const API = 'http://shop.test';
const labels = {
  placeholder: 'Your Email Address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  success: 'Subscribed Successfully',
  invalid: 'Please insert a valid email.',
  duplicate: 'This email is already subscribed',
};

/** The component's markup, as the server renders it. */
function mount(l = labels, locale = 'en') {
  document.body.innerHTML = `
    <form method="post" action="/newsletter" novalidate data-newsletter data-locale="${locale}" data-invalid="${l.invalid}" data-success="${l.success}" data-subscribing="${l.subscribing}">
      <label for="newsletter-email" class="sr-only">${l.placeholder}</label>
      <input id="newsletter-email" type="email" name="email" />
      <button type="submit">${l.subscribe}</button>
      <p role="status" aria-live="polite"></p>
    </form>`;
  bindNewsletter(document.querySelector('form')!, API);
}

describe('the newsletter form with JavaScript', () => {
  it('refuses a bad email with the spec message, without calling the server', async () => {
    let called = false;
    server.use(http.post(`${API}/api/v1/newsletter/subscribe`, () => ((called = true), HttpResponse.json({ message: 'x' }))));
    mount();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your Email Address' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please insert a valid email.')).toBeTruthy();
    expect(called).toBe(false);
  });

  it('subscribes and says so', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/api/v1/newsletter/subscribe`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Subscribed Successfully' });
      }),
    );
    mount();
    const box = screen.getByRole('textbox', { name: 'Your Email Address' });
    await userEvent.type(box, 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed Successfully')).toBeTruthy();
    expect(sent).toEqual({ email: 'sita@example.com' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('shows the server message when the server refuses', async () => {
    server.use(http.post(`${API}/api/v1/newsletter/subscribe`, () => HttpResponse.json({ errors: [{ code: 'email', message: 'This email is already subscribed' }] }, { status: 403 })));
    mount();
    await userEvent.type(screen.getByRole('textbox'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This email is already subscribed')).toBeTruthy();
  });

  it('uses the labels it is given and sends the language header', async () => {
    let language: string | null = null;
    server.use(
      http.post(`${API}/api/v1/newsletter/subscribe`, ({ request }) => {
        language = request.headers.get('x-localization');
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    mount({ ...labels, subscribe: 'सदस्यता लिनुहोस्', success: 'सफलतापूर्वक सदस्यता लिइयो' }, 'ne');
    await userEvent.type(screen.getByRole('textbox'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लिनुहोस्' }));
    expect(await screen.findByText('सफलतापूर्वक सदस्यता लिइयो')).toBeTruthy();
    expect(language).toBe('ne');
  });
});
