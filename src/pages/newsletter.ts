/**
 * The newsletter form without JavaScript: POST here, then back to the page with the outcome in the
 * query (`newsletter=subscribed` or `newsletter_error=...`), which the page renders.
 */
import type { APIRoute } from 'astro';
import { ApiClientError } from '../lib/api/errors';
import { toLocale } from '../lib/i18n';
import { isValidNewsletterEmail } from '../lib/validation/newsletter';
import { serverApiClient } from '../server/api/in-process';
import { publicOrigin } from '../lib/public-origin';

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

export const POST: APIRoute = async ({ request, url, currentLocale }) => {
  const target = backTo(request, url);
  let email: unknown = '';
  try {
    email = (await request.formData()).get('email') ?? '';
  } catch {
    // unreadable form: validation below reports it
  }
  // the same check the API makes: an address it passes and the API still refuses is already subscribed
  if (typeof email !== 'string' || !isValidNewsletterEmail(email)) {
    target.searchParams.set('newsletter_error', 'invalid');
    return Response.redirect(target.toString(), 303);
  }
  try {
    await serverApiClient({ language: toLocale(currentLocale) }, publicOrigin(url.origin)).subscribeNewsletter(email);
    target.searchParams.set('newsletter', 'subscribed');
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    target.searchParams.set('newsletter_error', error.errors[0]?.code === 'email' ? 'duplicate' : 'invalid');
  }
  return Response.redirect(target.toString(), 303);
};
