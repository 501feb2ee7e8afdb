import { z } from 'zod';

/** Newsletter sign-up (spec section 5): a standard email pattern, at most 255 characters. */
export const NEWSLETTER_EMAIL_MESSAGE = 'Please insert a valid email.';

export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_EMAIL_MESSAGE })
    .trim()
    .max(255, NEWSLETTER_EMAIL_MESSAGE)
    .pipe(z.email({ error: NEWSLETTER_EMAIL_MESSAGE })),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
