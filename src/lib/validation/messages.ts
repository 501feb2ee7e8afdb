/**
 * The spec's validation messages (section 5) live in the i18n catalogue's `validation` section, in
 * English and Nepali. The shared schemas carry catalogue paths (`validation.<name>`) as their
 * messages; the server writes them in the request's language and an island shows them from its
 * `validation` labels. This module holds no text, so islands that import it ship no catalogue.
 */
export const VALIDATION_NAMES = [
  'emailOrPhoneRequired',
  'emailOrPhoneInvalid',
  'passwordRequired',
  'passwordShort',
  'phoneRequired',
  'phoneShort',
  'firstNameRequired',
  'emailInvalid',
  'emailRequired',
  'passwordsMatch',
  'otpEmpty',
  'nameRequired',
  'profilePhoneRequired',
  'addressRequired',
  'contactNameRequired',
  'contactPhoneRequired',
  'newsletterEmail',
] as const;
export type ValidationName = (typeof VALIDATION_NAMES)[number];
export type ValidationPath = `validation.${ValidationName}`;
/** what an island receives as its `validation` labels: every message, in the page's language */
export type ValidationTexts = Record<ValidationName, string>;

const PREFIX = 'validation.';
/** `MESSAGES.emailRequired` is the path 'validation.emailRequired' */
export const MESSAGES = Object.fromEntries(VALIDATION_NAMES.map((name) => [name, `${PREFIX}${name}`])) as { readonly [N in ValidationName]: `validation.${N}` };

export const isValidationPath = (message: string): message is ValidationPath => message.startsWith(PREFIX) && (VALIDATION_NAMES as readonly string[]).includes(message.slice(PREFIX.length));

/** A schema message as a person reads it: a catalogue path becomes its text; anything else is kept. */
export function validationText(message: string, texts: ValidationTexts): string {
  return isValidationPath(message) ? texts[message.slice(PREFIX.length) as ValidationName] : message;
}
