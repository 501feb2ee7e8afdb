/**
 * The newsletter form without JavaScript: POST here, then back to the page with the outcome in the
 * query (`newsletter=subscribed` or `newsletter_error=...`), which the page renders.
 */
import type { APIRoute } from 'astro';
import { ApiClientError } from '../lib/api/errors';
import { serverApiClient } from '../server/api/in-process';

export const prerender = false;

function backTo(request: Request, url: URL): URL {
  const referer = request.headers.get('referer');
  try {
    const target = referer ? new URL(referer) : new URL('/', url);
    if (target.origin !== url.origin) return new URL('/', url);
    target.searchParams.delete('newsletter');
    target.searchParams.delete('newsletter_error');
    target.hash = 'newsletter';
    return target;
  } catch {
    return new URL('/', url);
  }
}

export const POST: APIRoute = async ({ request, url }) => {
  const target = backTo(request, url);
  let email: unknown = '';
  try {
    email = (await request.formData()).get('email') ?? '';
  } catch {
    // unreadable form: validation below reports it
  }
  try {
    // the page shows its own words for the outcome: it asks in English only to tell a duplicate from a bad address
    await serverApiClient({ language: 'en' }, process.env.APP_URL ?? url.origin).subscribeNewsletter(String(email));
    target.searchParams.set('newsletter', 'subscribed');
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    target.searchParams.set('newsletter_error', error.errors[0]?.code === 'email' && /already/i.test(error.errors[0].message) ? 'duplicate' : 'invalid');
  }
  return Response.redirect(target.toString(), 303);
};
