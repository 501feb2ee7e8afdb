/** The newsletter call, loaded on the first submit (src/scripts/newsletter.ts): no page pays for it before. */
import { subscribeToNewsletter } from '../lib/api/newsletter';
import { ApiClientError } from '../lib/api/errors';

/** null when subscribed, else the server's message. */
export async function subscribe(email: string, locale: string | undefined, apiBase: string): Promise<string | null> {
  try {
    await subscribeToNewsletter(email, locale, apiBase);
    return null;
  } catch (error) {
    return error instanceof ApiClientError ? error.errors.map((e) => e.message).join(' ') : String(error);
  }
}
