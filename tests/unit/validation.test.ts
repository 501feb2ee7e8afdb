import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_MESSAGE, newsletterSchema } from '../../src/lib/validation/newsletter';

describe('newsletter email', () => {
  it.each(['a@b.co', ' sita@example.com ', 'first.last+tag@mail.example.org'])('accepts %s', (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(true);
  });
  it.each(['', 'plain', 'a@', '@b.co', 'a b@c.co', `${'a'.repeat(251)}@b.co`, 42, null])('refuses %s with the spec message', (email) => {
    const r = newsletterSchema.safeParse({ email });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(NEWSLETTER_EMAIL_MESSAGE);
  });
});
