/** The email rule as a plain function (islands use it without building a schema): zod's own email check. */
import { regexes } from 'zod/mini';
import { MESSAGES } from './messages';

/** a catalogue path: see ./messages */
export const NEWSLETTER_EMAIL_MESSAGE = MESSAGES.newsletterEmail;

/** zod's email pattern (issue 44.4: no hand-written one): the same check as z.email() */
export const EMAIL_PATTERN = regexes.email;

export function isValidNewsletterEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length > 0 && email.length <= 255 && EMAIL_PATTERN.test(email);
}
