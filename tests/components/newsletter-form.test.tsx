import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import NewsletterForm from '../../src/islands/newsletter/NewsletterForm';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
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

describe('NewsletterForm', () => {
  it('refuses a bad email with the spec message, without calling the server', async () => {
    let called = false;
    server.use(http.post(`${API}/api/v1/newsletter/subscribe`, () => ((called = true), HttpResponse.json({ message: 'x' }))));
    render(<NewsletterForm labels={labels} apiBase={API} />);
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
    render(<NewsletterForm labels={labels} apiBase={API} />);
    const box = screen.getByRole('textbox', { name: 'Your Email Address' });
    await userEvent.type(box, 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed Successfully')).toBeTruthy();
    expect(sent).toEqual({ email: 'sita@example.com' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('shows the server message when the server refuses', async () => {
    server.use(http.post(`${API}/api/v1/newsletter/subscribe`, () => HttpResponse.json({ errors: [{ code: 'email', message: 'This email is already subscribed' }] }, { status: 403 })));
    render(<NewsletterForm labels={labels} apiBase={API} />);
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
    render(<NewsletterForm labels={{ ...labels, subscribe: 'सदस्यता लिनुहोस्', success: 'सफलतापूर्वक सदस्यता लिइयो' }} apiBase={API} locale="ne" />);
    await userEvent.type(screen.getByRole('textbox'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'सदस्यता लिनुहोस्' }));
    expect(await screen.findByText('सफलतापूर्वक सदस्यता लिइयो')).toBeTruthy();
    expect(language).toBe('ne');
  });
});

describe('NewsletterForm without JavaScript', () => {
  it('posts to /newsletter as a plain form', () => {
    const { container } = render(<NewsletterForm labels={labels} apiBase={API} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/newsletter');
    expect(screen.getByRole('textbox').getAttribute('name')).toBe('email');
  });
  it('shows the outcome of a plain post', () => {
    render(<NewsletterForm labels={labels} apiBase={API} outcome="duplicate" />);
    expect(screen.getByRole('status').textContent).toBe('This email is already subscribed');
  });
});
