/** The newsletter call, loaded on the first submit (src/scripts/newsletter.ts): no page pays for it before. */
import * as z from 'zod/mini';
import { createRequester } from '../lib/api/core';
import { ApiClientError } from '../lib/api/errors';

const messageResponse = z.object({ message: z.string() });

/** null when subscribed, else the server's message. */
export async function subscribe(email: string, locale: string | undefined, apiBase: string): Promise<string | null> {
  const request = createRequester({ baseUrl: apiBase, headers: () => ({ language: locale }) });
  try {
    await request('POST', 'newsletter/subscribe', messageResponse, { body: { email } });
    return null;
  } catch (error) {
    return error instanceof ApiClientError ? error.errors.map((e) => e.message).join(' ') : String(error);
  }
}
