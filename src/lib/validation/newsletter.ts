import { z } from 'zod';
import { isValidNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE } from './email';

export { NEWSLETTER_EMAIL_MESSAGE, isValidNewsletterEmail } from './email';

/** Newsletter sign-up (spec section 5): a standard email pattern, at most 255 characters. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .refine(isValidNewsletterEmail, NEWSLETTER_EMAIL_MESSAGE)
    .transform((email) => email.trim()),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
