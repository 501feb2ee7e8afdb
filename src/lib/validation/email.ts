/** The newsletter email rule as a plain function, so islands can use it without a schema library. */
import { MESSAGES } from './messages';

/** a catalogue path: see ./messages */
export const NEWSLETTER_EMAIL_MESSAGE = MESSAGES.newsletterEmail;

/** The standard email pattern: local part, @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidNewsletterEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length > 0 && email.length <= 255 && EMAIL_PATTERN.test(email);
}
