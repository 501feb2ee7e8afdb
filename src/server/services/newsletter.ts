/** Newsletter subscription: one row per address (lower case); a second sign-up is refused. */
import type { Db } from '../db/client';
import { newsletterSubscribers } from '../db/schema';
import { refusal } from '../core/errors';
import { t, type Locale } from '../core/messages';

/** `email`: already checked by the newsletter schema */
export async function subscribeNewsletter(db: Db, email: string, locale: Locale): Promise<{ message: string }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!inserted.length) throw refusal(403, 'email', 'already_subscribed');
  return { message: t(locale, 'subscribed') };
}
