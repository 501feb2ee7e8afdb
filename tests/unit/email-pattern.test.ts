/** The shop's email check is zod's own (issue 44.4), kept out of the pages' scripts as a copy that must not drift. */
import { regexes } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../src/lib/validation/email';

describe('EMAIL_PATTERN', () => {
  it("is zod's email pattern, exactly", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
