/**
 * Sign-in, sign-up, OTP and profile rules of spec section 5, word for word. Shared by the auth
 * forms and the /api/v1 auth routes.
 */
import { z } from 'zod';

export const MESSAGES = {
  emailOrPhoneRequired: 'Email or phone number is required',
  emailOrPhoneInvalid: 'Must be a valid email or phone number',
  passwordRequired: 'Password is required',
  passwordShort: 'Password is too short - should be 6 chars minimum.',
  phoneRequired: 'Please give a phone number',
  phoneShort: 'number must be 10 digits',
  firstNameRequired: 'First name is required',
  emailInvalid: 'Must be a valid email',
  emailRequired: 'Email is required',
  passwordsMatch: 'Passwords must match',
  otpEmpty: 'field is empty',
  nameRequired: 'name is required',
  profilePhoneRequired: 'phone number required',
} as const;

export const PASSWORD_MIN = 6;
export const PHONE_MIN = 10;
export const EMAIL_MAX = 255;
export const OTP_LENGTH = 6;

/** An optional plus, a nonzero leading digit, and up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (v: string) => EMAIL.test(v.trim());
export const isPhone = (v: string) => PHONE_PATTERN.test(v.trim());
/** Phones are kept with a leading plus and digits only. */
export const normalizePhone = (v: string) => `+${v.replace(/[^\d]/g, '')}`;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const password = required(MESSAGES.passwordRequired).pipe(z.string().min(PASSWORD_MIN, MESSAGES.passwordShort).max(200, MESSAGES.passwordShort));
const email = required(MESSAGES.emailRequired).pipe(z.string().max(EMAIL_MAX, MESSAGES.emailInvalid).refine(isEmail, MESSAGES.emailInvalid));
const phone = required(MESSAGES.phoneRequired).pipe(z.string().min(PHONE_MIN, MESSAGES.phoneShort).refine(isPhone, MESSAGES.phoneShort));

export const signInSchema = z.object({
  email_or_phone: required(MESSAGES.emailOrPhoneRequired).pipe(z.string().max(EMAIL_MAX, MESSAGES.emailOrPhoneInvalid).refine((v) => isEmail(v) || isPhone(v), MESSAGES.emailOrPhoneInvalid)),
  password,
});

export const otpPhoneSchema = z.object({ phone });

export const signUpSchema = z
  .object({
    name: required(MESSAGES.firstNameRequired).pipe(z.string().max(100, MESSAGES.firstNameRequired)),
    email,
    phone,
    password,
    confirm_password: required(MESSAGES.passwordRequired),
    ref_code: z.string().trim().max(40).optional(),
  })
  .refine((v) => v.password === v.confirm_password, { message: MESSAGES.passwordsMatch, path: ['confirm_password'] });

export const otpCodeSchema = z.object({
  otp: required(MESSAGES.otpEmpty).pipe(z.string().length(OTP_LENGTH, MESSAGES.otpEmpty).regex(/^\d+$/, MESSAGES.otpEmpty)),
});

export const profileSchema = z.object({
  name: required(MESSAGES.nameRequired).pipe(z.string().max(100, MESSAGES.nameRequired)),
  phone: required(MESSAGES.profilePhoneRequired).pipe(z.string().min(PHONE_MIN, MESSAGES.phoneShort).refine(isPhone, MESSAGES.phoneShort)),
  email,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
