/** The newsletter endpoint on its own (zod/mini), so the page script that posts it stays small. */
import * as z from 'zod/mini';
import { createRequester } from './core';

const messageResponse = z.object({ message: z.string() });

export function subscribeToNewsletter(email: string, locale: string | undefined, apiBase: string): Promise<{ message: string }> {
  const request = createRequester({ baseUrl: apiBase, headers: () => ({ language: locale }) });
  return request('POST', 'newsletter/subscribe', messageResponse, { body: { email } });
}
