import { z } from 'zod';
import { isValidNewsletterEmail } from './email';
import { MESSAGES } from './messages';

export { isValidNewsletterEmail } from './email';
/** a catalogue path: see ./messages (kept out of ./email, which the pages' newsletter script carries) */
export const NEWSLETTER_EMAIL_MESSAGE = MESSAGES.newsletterEmail;

/** Newsletter sign-up (spec section 5): a standard email pattern, at most 255 characters. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .refine(isValidNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE)
    .transform((email) => email.trim()),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
