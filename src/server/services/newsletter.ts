/** Newsletter subscription, shared by the API route and the no-JavaScript form post. */
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { newsletterSchema } from '../../lib/validation/newsletter';
import { ApiError, parseWith } from '../core/errors';
import { t, type Locale } from '../core/messages';

export async function subscribeNewsletter(db: Db, input: unknown, locale: Locale): Promise<{ message: string }> {
  const { email } = parseWith(newsletterSchema, input);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!inserted.length) throw new ApiError(403, [{ code: 'email', message: t(locale, 'already_subscribed') }]);
  return { message: t(locale, 'subscribed') };
}
