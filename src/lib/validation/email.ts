/** The email rule as a plain function (islands use it without building a schema): zod's own email check. */

/**
 * zod's email pattern, the same check as z.email() (issue 44.4). Written out here because importing
 * zod's `regexes` namespace would carry every one of its patterns into each page's newsletter script;
 * tests/unit/email-pattern.test.ts fails the moment it differs from zod's.
 */
// eslint-disable-next-line no-useless-escape -- zod's source as zod writes it (the test compares the two)
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isValidNewsletterEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length > 0 && email.length <= 255 && EMAIL_PATTERN.test(email);
}
