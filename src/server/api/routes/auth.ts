/**
 * Sign-up, sign-in (manual, OTP, social), phone/email verification, profile completion, password
 * reset, logout. The flows and their limits live in services/auth; each route parses, calls one, and
 * writes the answer.
 */
import { z } from 'zod';
import { completeAccount, signUp } from '../../services/auth/sign-up';
import { otpLogin, passwordLogin } from '../../services/auth/sign-in';
import { requestPasswordReset, resendCode, resetPassword, verifyContact, type Contact } from '../../services/auth/verification';
import { socialSignIn } from '../../services/auth/social';
import { revokeSession } from '../../services/auth/sessions';
import { isEmail, MESSAGES, newPasswordSchema, normalizePhone, otpCodeSchema, otpPhoneSchema, signInSchema, signUpSchema } from '../../../lib/validation/auth';
import { requireCustomer, bearerToken } from '../auth-guard';
import { clientIp, guestIdField, guestToMerge, socialInput, socialSchema } from '../sign-in-input';
import { parseWith, refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { messageAnswer, signInAnswer } from '../wire/answers';
import { documented, type Router } from '../route';
import { signInWire } from '../wire/auth';

const guest = { guest_id: guestIdField.meta({ description: 'the guest id whose cart moves to the account' }) };
const signUpBody = z.object({ ...signUpSchema.shape, ...guest });
const emailOrPhone = signInSchema.shape.email_or_phone;
const resetTargetBody = z.object({ email_or_phone: emailOrPhone });
const resetBody = z.object({ ...newPasswordSchema.shape, email_or_phone: emailOrPhone });
const updateInfoBody = z.object({
  name: z.string({ error: MESSAGES.firstNameRequired }).trim().min(1, MESSAGES.firstNameRequired).max(100),
  email: z.string().trim().max(255).optional(),
});
const verificationType = z.enum(['phone', 'email']).optional();
const verifyBody = z.object({ verification_type: verificationType, phone: z.string().optional(), email: z.string().optional(), ...otpCodeSchema.shape, login_type: z.string().optional(), ...guest });
const resendBody = z.object({ verification_type: verificationType, phone: z.string().optional(), email: z.string().optional(), purpose: z.enum(['verify', 'login']).optional() });
/** one route, three ways in: each branch parses its own part with these same schemas */
const loginBody = z.union([
  z.object({ ...signInSchema.shape, login_type: z.literal('manual').optional(), ...guest }),
  z.object({ ...otpPhoneSchema.shape, login_type: z.literal('otp'), otp: z.optional(otpCodeSchema.shape.otp).meta({ description: 'absent: send a code; present: sign in with it' }), ...guest }),
  socialSchema.extend({ login_type: z.literal('social'), phone: z.string().optional(), ...guest }),
  // the v2.0.0 login shape: a password with the phone or the email on its own (issue 45.1)
  z.object({ phone: z.string().max(255), password: signInSchema.shape.password, login_type: z.literal('manual').optional(), ...guest }),
  z.object({ email: z.string().max(255), password: signInSchema.shape.password, login_type: z.literal('manual').optional(), ...guest }),
]);

/** a normalised phone a code can go to: a plus and 10 to 15 digits */
const isPhoneTarget = (phone: string) => /^\+[1-9]\d{9,14}$/.test(phone);

/** verify-phone and resend-otp: `verification_type` names the field that holds the contact, which must be one (a code goes only to a phone or an email) */
function contactOf(body: Record<string, unknown>): Contact {
  const channel = body.verification_type === 'email' ? 'email' : 'phone';
  const raw = String(body[channel] ?? '').trim();
  if (!raw) throw refusal(403, channel, channel === 'email' ? MESSAGES.emailRequired : MESSAGES.phoneRequired);
  if (channel === 'email') {
    if (!isEmail(raw)) throw refusal(403, 'email', MESSAGES.emailInvalid);
    return { channel, target: raw.toLowerCase() };
  }
  const phone = normalizePhone(raw);
  if (!isPhoneTarget(phone)) throw refusal(403, 'phone', MESSAGES.phoneShort);
  return { channel, target: phone };
}

/** forgot and reset password: an email or a phone in `email_or_phone` (or `phone`, `email`) */
function resetContact(body: Record<string, unknown>): Contact {
  const raw = String(body.email_or_phone ?? body.phone ?? body.email ?? '').trim();
  if (!raw) throw refusal(403, 'email_or_phone', MESSAGES.emailOrPhoneRequired);
  if (isEmail(raw)) return { channel: 'email', target: raw.toLowerCase() };
  const phone = normalizePhone(raw);
  if (!isPhoneTarget(phone)) throw refusal(403, 'email_or_phone', MESSAGES.emailOrPhoneInvalid);
  return { channel: 'phone', target: phone };
}

export function registerAuthRoutes(app: Router) {
  const api = documented(app, 'Sign-in');
  api.post('/auth/sign-up', { answer: signInAnswer, summary: 'Create an account; a code is sent when the settings ask to verify the phone or email', body: signUpBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const input = parseWith(signUpSchema, body);
    const account = { name: input.name, email: input.email.toLowerCase(), phone: normalizePhone(input.phone), password: input.password, refCode: input.ref_code || null };
    return signInWire(await signUp(ctx, account, guestToMerge(c, body.guest_id), clientIp(c)), ctx);
  });

  api.post('/auth/login', { answer: signInAnswer, summary: 'Sign in: with a password (manual), a code to the phone (otp), or a provider token (social)', body: loginBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const guestId = guestToMerge(c, body.guest_id);
    const loginType = String(body.login_type ?? 'manual');
    if (loginType === 'otp') {
      const phone = normalizePhone(parseWith(otpPhoneSchema, body).phone);
      const otp = body.otp === undefined || body.otp === '' ? null : parseWith(otpCodeSchema, body).otp;
      return signInWire(await otpLogin(ctx, phone, otp, guestId, clientIp(c)), ctx);
    }
    if (loginType === 'social') return signInWire(await socialSignIn(ctx, socialInput(body), guestId, clientIp(c), false), ctx);
    if (loginType !== 'manual') throw refusal(403, 'login_type', 'login_type_unknown');
    // the v2.0.0 login shape, {phone, password} (or {email, password}), is a manual login too (issue 45.1)
    const v2Contact = body.email_or_phone === undefined ? (body.phone ?? body.email) : undefined;
    const input = parseWith(signInSchema, v2Contact === undefined ? body : { ...body, email_or_phone: v2Contact });
    const account = isEmail(input.email_or_phone) ? { email: input.email_or_phone.toLowerCase() } : { phone: normalizePhone(input.email_or_phone) };
    return signInWire(await passwordLogin(ctx, account, input.password, guestId, clientIp(c)), ctx);
  });

  api.post('/auth/verify-phone', { answer: signInAnswer, summary: 'Prove a phone or email with the code sent to it; answers a token', body: verifyBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const contact = contactOf(body);
    const { otp } = parseWith(otpCodeSchema, body);
    return signInWire(await verifyContact(ctx, contact, otp, String(body.login_type ?? 'manual'), guestToMerge(c, body.guest_id), clientIp(c)), ctx);
  });

  api.post('/auth/resend-otp', { answer: messageAnswer, summary: 'Send the code again (60 s apart)', body: resendBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    await resendCode(ctx, contactOf(body), body.purpose === 'login' ? 'login' : 'verify', clientIp(c));
    // the same answer whether or not an account exists
    return { message: t(ctx.locale, 'otp_sent') };
  });

  api.post('/auth/update-info', { answer: signInAnswer, summary: 'Complete a new account: name and email', body: updateInfoBody, needs: ['customer'] }, async (ctx, c, request) => {
    const { customer } = await requireCustomer(ctx, c);
    const input = parseWith(updateInfoBody, await request.rawBody());
    const email = input.email ? input.email.toLowerCase() : null;
    if (email && !isEmail(email)) throw refusal(403, 'email', MESSAGES.emailInvalid);
    return signInWire(await completeAccount(ctx, customer, { name: input.name, email }, bearerToken(c)!), ctx);
  });

  /* forgot password: a code to the phone or email, then a new password with that code */
  api.post('/auth/forgot-password', { answer: messageAnswer, summary: 'Send a reset code to the email or phone of an account (the same answer when there is none)', body: resetTargetBody }, async (ctx, c, request) => {
    await requestPasswordReset(ctx, resetContact(await request.rawBody()), clientIp(c));
    return { message: t(ctx.locale, 'reset_code_sent') };
  });
  api.put('/auth/reset-password', { answer: messageAnswer, summary: 'Set a new password with the reset code', body: resetBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const contact = resetContact(body);
    const input = parseWith(newPasswordSchema, body);
    await resetPassword(ctx, contact, input.reset_token, input.password, clientIp(c));
    return { message: t(ctx.locale, 'password_changed') };
  });

  api.post('/auth/logout', { answer: messageAnswer, summary: 'End this session', needs: ['customer'] }, async (ctx, c) => {
    const { sessionId } = await requireCustomer(ctx, c);
    await revokeSession(ctx.db, sessionId);
    return { message: t(ctx.locale, 'logged_out') };
  });
}
