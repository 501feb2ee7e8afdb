/**
 * Sign-in, sign-up, OTP and profile rules of spec section 5, word for word. Shared by the auth
 * forms (islands) and the /api/v1 auth routes. Written with zod/mini so the islands stay small.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email';
import { MESSAGES } from './messages';

export { MESSAGES } from './messages';

export const PASSWORD_MIN = 6;
export const PHONE_MIN = 10;
export const EMAIL_MAX = 255;
export const OTP_LENGTH = 6;

/** An optional plus, a nonzero leading digit, and up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,14}$/;

export const isEmail = (v: string) => EMAIL_PATTERN.test(v.trim());
export const isPhone = (v: string) => PHONE_PATTERN.test(v.trim());
/** Phones are kept with a leading plus and digits only. */
export const normalizePhone = (v: string) => `+${v.replace(/[^\d]/g, '')}`;

/** A trimmed string; missing or empty answers with `message` first, and a value that is not text (an API client's number) is invalid, not missing. */
const text = (message: string, ...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : 'api.field_invalid') }).check(z.trim(), z.minLength(1, message), ...checks);

/** a new or given password: at least PASSWORD_MIN characters */
export const password = text(MESSAGES.passwordRequired, z.minLength(PASSWORD_MIN, MESSAGES.passwordShort), z.maxLength(200, MESSAGES.passwordShort));
export const email = text(MESSAGES.emailRequired, z.maxLength(EMAIL_MAX, MESSAGES.emailInvalid), z.refine(isEmail, MESSAGES.emailInvalid));
/** A whole phone number: at least PHONE_MIN characters, digits with an optional leading plus (the forms' rule). */
export const isPhoneNumber = (v: string) => v.trim().length >= PHONE_MIN && isPhone(v);
export const phone = (requiredMessage: string) => text(requiredMessage, z.minLength(PHONE_MIN, MESSAGES.phoneShort), z.refine(isPhone, MESSAGES.phoneShort));

export const signInSchema = z.object({
  email_or_phone: text(
    MESSAGES.emailOrPhoneRequired,
    z.maxLength(EMAIL_MAX, MESSAGES.emailOrPhoneInvalid),
    z.refine((v) => isEmail(v) || isPhone(v), MESSAGES.emailOrPhoneInvalid),
  ),
  password,
});

export const otpPhoneSchema = z.object({ phone: phone(MESSAGES.phoneRequired) });

export const signUpSchema = z
  .object({
    name: text(MESSAGES.firstNameRequired, z.maxLength(100, MESSAGES.firstNameRequired)),
    email,
    phone: phone(MESSAGES.phoneRequired),
    password,
    confirm_password: text(MESSAGES.passwordRequired),
    ref_code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  })
  .check(z.refine((v) => v.password === v.confirm_password, { message: MESSAGES.passwordsMatch, path: ['confirm_password'] }));

export const otpCodeSchema = z.object({
  otp: text(MESSAGES.otpEmpty, z.length(OTP_LENGTH, MESSAGES.otpEmpty), z.regex(/^\d+$/, MESSAGES.otpEmpty)),
});

export const newPasswordSchema = z
  .object({ reset_token: z.string().check(z.trim()), password, confirm_password: z.string() })
  .check(z.refine((v) => v.password === v.confirm_password, { message: MESSAGES.passwordsMatch, path: ['confirm_password'] }));

export const profileSchema = z.object({
  name: text(MESSAGES.nameRequired, z.maxLength(100, MESSAGES.nameRequired)),
  phone: phone(MESSAGES.profilePhoneRequired),
  email,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
