/**
 * Sign-in, sign-up, verification and password reset (spec section 2, section 8), as the islands use
 * them: a requester in, domain answers out (camelCase, real booleans).
 */
import * as z from 'zod/mini';
import type { Requester } from '../core';
import type { WireError } from '../errors';
import { messageSchema } from './shared';

export const tokenAnswerSchema = z.looseObject({
  token: z.nullable(z.string()),
  is_personal_info: z.number(),
  phone: z.optional(z.nullable(z.string())),
  is_exist_user: z.optional(z.nullable(z.object({ name: z.string(), image: z.nullable(z.string()) }))),
  message: z.optional(z.string()),
  cart_left: z.optional(z.array(z.object({ name: z.string(), quantity: z.number() }))),
});
const guestSchema = z.object({ guest_id: z.union([z.number(), z.string()]) });

/** What a sign-in step answers: a token (or none yet: a code is on its way), and what is still to do. */
export interface SignInAnswer {
  token: string | null;
  /** false: the account still needs a name (the complete-profile step) */
  personalInfo: boolean;
  /** where the code went, when one is on its way */
  phone: string | null;
  /** a social sign-up whose phone belongs to an account already ('Is It You?') */
  existingUser: { name: string; image: string | null } | null;
  /** the server's word on the guest cart's lines that did not come along at sign-in; null when all did */
  cartLeftMessage: string | null;
}

const toAnswer = (a: z.infer<typeof tokenAnswerSchema>): SignInAnswer => ({
  token: a.token,
  personalInfo: a.is_personal_info === 1,
  phone: a.phone ?? null,
  existingUser: a.is_exist_user ?? null,
  cartLeftMessage: a.cart_left?.length ? (a.message ?? null) : null,
});

/** a social provider's proof of who the shopper is */
export interface SocialProof {
  token: string;
  uniqueId: string;
  email?: string | null;
  medium: 'google' | 'facebook';
  idToken: boolean;
}

export interface SignUpForm {
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  refCode?: string;
}

/** the guest whose cart the new session takes over, if any */
type Guest = number | undefined;
const guestOf = (guestId: Guest) => (guestId ? { guest_id: guestId } : {});
const socialBody = (proof: SocialProof, guest: Guest, extra: Record<string, unknown> = {}) => ({
  token: proof.token,
  unique_id: proof.uniqueId,
  email: proof.email ?? undefined,
  medium: proof.medium,
  id_token: proof.idToken ? 1 : 0,
  ...guestOf(guest),
  ...extra,
});

export const authApi = (request: Requester) => {
  const answer = (path: string, body: Record<string, unknown>, handled?: (error: WireError) => boolean) => request('POST', path, tokenAnswerSchema, { body, handled }).then(toAnswer);
  return {
    /** a new guest id for this browser */
    guestId: () => request('POST', 'auth/guest/request', guestSchema, { body: {} }).then((g) => String(g.guest_id)),
    logInWithPassword: (emailOrPhone: string, password: string, guest: Guest) =>
      answer('auth/login', { login_type: 'manual', email_or_phone: emailOrPhone, password, field_type: emailOrPhone.includes('@') ? 'email' : 'phone', ...guestOf(guest) }),
    /** sends a sign-in code to the phone (and sends it again) */
    askLoginCode: (phone: string) => answer('auth/login', { login_type: 'otp', phone }),
    logInWithCode: (phone: string, otp: string, guest: Guest) => answer('auth/login', { login_type: 'otp', phone, otp, verified: 1, ...guestOf(guest) }),
    signUp: (form: SignUpForm, guest: Guest) =>
      answer('auth/sign-up', {
        name: form.name,
        phone: form.phone,
        email: form.email,
        password: form.password,
        confirm_password: form.confirmPassword,
        ...(form.refCode ? { ref_code: form.refCode } : {}),
        ...guestOf(guest),
      }),
    verifyPhone: (phone: string, otp: string, guest: Guest) => answer('auth/verify-phone', { phone, otp, verification_type: 'phone', login_type: 'manual', ...guestOf(guest) }),
    resendSignUpCode: (phone: string) => request('POST', 'auth/resend-otp', messageSchema, { body: { phone, verification_type: 'phone', purpose: 'verify' } }),
    /** `phoneNeeded` is called (and the call fails) when the provider's account needs a phone first */
    socialLogin: (proof: SocialProof, guest: Guest, phoneNeeded: () => void) => answer('auth/social-login', socialBody(proof, guest), (e) => (e.code === 'email' ? (phoneNeeded(), true) : false)),
    /** the social sign-up: with a phone, then its code, then (when the phone is known) the shopper's choice */
    socialRegister: (proof: SocialProof, guest: Guest, step: { phone: string; otp?: string; existingUserChoice?: 'yes' | 'no' }) =>
      answer('auth/social-register', socialBody(proof, guest, { phone: step.phone, otp: step.otp, exist_user_choice: step.existingUserChoice })),
    updateInfo: (name: string, email: string) => answer('auth/update-info', { name, ...(email ? { email } : {}) }),
    forgotPassword: (emailOrPhone: string) => request('POST', 'auth/forgot-password', messageSchema, { body: { email_or_phone: emailOrPhone } }),
    resetPassword: (emailOrPhone: string, code: string, password: string, confirm: string) =>
      request('PUT', 'auth/reset-password', messageSchema, { body: { email_or_phone: emailOrPhone, reset_token: code, password, confirm_password: confirm } }),
    logOut: () => request('POST', 'auth/logout', messageSchema, { body: {} }),
  };
};
