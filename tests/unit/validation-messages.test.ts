import { describe, expect, it } from 'vitest';
import en from '../../src/lib/i18n/en.json';
import ne from '../../src/lib/i18n/ne.json';
import { signUpSchema } from '../../src/lib/validation/auth';
import { contactSchema, guestContactSchema } from '../../src/lib/validation/address';
import { isValidationPath, MESSAGES, VALIDATION_NAMES, validationText } from '../../src/lib/validation/messages';

describe('validation messages come from the catalogue', () => {
  it('names exactly the catalogue section, in English and Nepali', () => {
    expect([...VALIDATION_NAMES].sort()).toEqual(Object.keys(en.validation).sort());
    expect(Object.keys(ne.validation).sort()).toEqual(Object.keys(en.validation).sort());
  });
  it('keeps the spec strings word for word in English', () => {
    expect(en.validation.emailOrPhoneRequired).toBe('Email or phone number is required');
    expect(en.validation.passwordShort).toBe('Password is too short - should be 6 chars minimum.');
    expect(en.validation.contactPhoneRequired).toBe('Phone Number is required');
    expect(en.validation.newsletterEmail).toBe('Please insert a valid email.');
  });
  it('schemas carry paths, and an island reads them in its language', () => {
    const result = signUpSchema.safeParse({ name: '', email: 'x', phone: '', password: '', confirm_password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain(MESSAGES.firstNameRequired);
    expect(messages.every(isValidationPath)).toBe(true);
    expect(validationText(MESSAGES.firstNameRequired, ne.validation)).toBe(ne.validation.firstNameRequired);
    expect(validationText(MESSAGES.firstNameRequired, en.validation)).toBe('First name is required');
    const contact = contactSchema.safeParse({ contact_person_name: '', contact_person_number: '' });
    expect(contact.error!.issues.map((i) => validationText(i.message, en.validation))).toEqual(['Name is required', 'Phone Number is required']);
  });
  it("the guest contact form: name and email are required, and a phone is a whole number (issue 46.12)", () => {
    const said = (input: Record<string, string>) => {
      const result = guestContactSchema.safeParse(input);
      // the form shows a field's first refusal
      const first = new Map<string, string>();
      for (const i of result.success ? [] : result.error.issues) if (!first.has(String(i.path[0]))) first.set(String(i.path[0]), validationText(i.message, en.validation));
      return [...first].map(([field, message]) => `${field}: ${message}`);
    };
    expect(said({ contact_person_name: 'Asha', contact_person_number: '+97798', contact_person_email: '' })).toEqual([
      `contact_person_number: ${en.validation.phoneShort}`,
      `contact_person_email: ${en.validation.emailRequired}`,
    ]);
    expect(said({ contact_person_name: '', contact_person_number: '', contact_person_email: 'asha@' })).toEqual([
      'contact_person_name: Name is required',
      'contact_person_number: Phone Number is required',
      `contact_person_email: ${en.validation.emailInvalid}`,
    ]);
    expect(said({ contact_person_name: 'Asha Rai', contact_person_number: '+9779811111111', contact_person_email: 'asha@example.com' })).toEqual([]);
  });
  it('leaves a message that is not a path as it is', () => {
    expect(validationText('validation.unknown', en.validation)).toBe('validation.unknown');
    expect(validationText('Too short', en.validation)).toBe('Too short');
  });
});
