/**
 * Sign-up, sign-in (manual, OTP), phone/email verification, profile completion, password reset,
 * logout. Limits: login, OTP send and OTP verify per account and per IP, 429 with Retry-After.
 */
import { z } from 'zod';
import { flag, loadSettings } from '../../services/settings';
import { createCustomer, findByEmailOrPhone, findByRefCode, signIn, splitName, tokenAnswer, updateCustomer } from '../../services/auth/accounts';
import { hashPassword, verifyPassword } from '../../services/password';
import { LIMITS } from '../../services/auth/rate-limit';
import { revokeAllSessions, revokeSession } from '../../services/auth/sessions';
import { isEmail, MESSAGES, newPasswordSchema, normalizePhone, otpCodeSchema, otpPhoneSchema, signInSchema, signUpSchema } from '../../../lib/validation/auth';
import { requireCustomer } from '../auth-guard';
import { blocked, check, clientIp, guestIdField, invalidCredential, limit, send, signInByVerifiedPhone } from '../auth-steps';
import type { OtpPurpose } from '../../services/auth/otp';
import { parseWith, refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { documented, type Router } from '../route';
import { socialLogin, socialSchema } from './social-auth';

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
]);

export function registerAuthRoutes(app: Router) {
  const api = documented(app, 'Sign-in');
  api.post('/auth/sign-up', { summary: 'Create an account; a code is sent when the settings ask to verify the phone or email', body: signUpBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const input = parseWith(signUpSchema, body);
    const guestId = guestIdField.parse(body.guest_id);
    const settings = await loadSettings(ctx.db);
    const email = input.email.toLowerCase();
    const phone = normalizePhone(input.phone);
    const existing = await findByEmailOrPhone(ctx.db, email, phone);
    if (existing) {
      const field = existing.email?.toLowerCase() === email ? 'email' : 'phone';
      throw refusal(403, field, 'already_taken', { field });
    }
    let refBy: number | null = null;
    if (input.ref_code) {
      const referralOn = flag(settings.ref_earning_status) && flag(settings.customer_wallet_status);
      const referrer = referralOn ? await findByRefCode(ctx.db, input.ref_code) : undefined;
      if (!referrer) throw refusal(405, 'ref_code', 'ref_code_invalid');
      refBy = referrer.id;
    }
    const { fName, lName } = splitName(input.name);
    const customer = await createCustomer(ctx.db, { fName, lName, email, phone, passwordHash: await hashPassword(input.password), refBy });
    const login = settings.centralize_login as { phone_verification_status?: number; email_verification_status?: number };
    if (flag(login?.phone_verification_status)) {
      await send(ctx, c, 'phone', phone, 'verify');
      return tokenAnswer(customer, null, 'manual');
    }
    if (flag(login?.email_verification_status)) {
      await send(ctx, c, 'email', email, 'verify');
      return tokenAnswer(customer, null, 'manual');
    }
    return signIn(ctx.db, customer, 'manual', guestId);
  });

  api.post('/auth/login', { summary: 'Sign in: with a password (manual), a code to the phone (otp), or a provider token (social)', body: loginBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const guestId = guestIdField.parse(body.guest_id);
    const loginType = String(body.login_type ?? 'manual');
    const settings = await loadSettings(ctx.db);
    const login = settings.centralize_login as { phone_verification_status?: number; manual_login_status?: number; otp_login_status?: number };

    if (loginType === 'otp') {
      if (!flag(login?.otp_login_status)) throw refusal(403, 'login_type', 'otp_login_off');
      const { phone: raw } = parseWith(otpPhoneSchema, body);
      const phone = normalizePhone(raw);
      if (body.otp === undefined || body.otp === '') {
        await send(ctx, c, 'phone', phone, 'login');
        return { token: null, is_phone_verified: 0, is_email_verified: 0, is_personal_info: 1, is_exist_user: null, login_type: 'otp', email: null, phone, message: t(ctx.locale, 'otp_sent') };
      }
      const { otp } = parseWith(otpCodeSchema, body);
      await check(ctx, c, phone, 'login', otp);
      return signInByVerifiedPhone(ctx, phone, 'otp', guestId, true);
    }

    if (loginType === 'social') return socialLogin(ctx, c, body, settings, false);
    if (loginType !== 'manual') throw refusal(403, 'login_type', 'login_type_unknown');
    if (!flag(login?.manual_login_status)) throw refusal(403, 'login_type', 'password_login_off');
    const input = parseWith(signInSchema, body);
    const byEmail = isEmail(input.email_or_phone);
    const account = byEmail ? input.email_or_phone.toLowerCase() : normalizePhone(input.email_or_phone);
    await limit(ctx, `login:account:${account}`, LIMITS.loginPerAccount);
    await limit(ctx, `login:ip:${clientIp(c)}`, LIMITS.loginPerIp);
    const customer = await findByEmailOrPhone(ctx.db, byEmail ? account : null, byEmail ? null : account);
    // same answer and similar work for an unknown account and a wrong password
    const ok = customer?.passwordHash ? await verifyPassword(input.password, customer.passwordHash) : (await hashPassword(input.password), false);
    if (!customer || !ok) throw invalidCredential();
    if (!customer.status) throw blocked();
    if (flag(login?.phone_verification_status) && !customer.isPhoneVerified && customer.phone) {
      await send(ctx, c, 'phone', customer.phone, 'verify');
      return tokenAnswer(customer, null, 'manual');
    }
    return signIn(ctx.db, customer, 'manual', guestId, t(ctx.locale, 'logged_in'));
  });

  api.post('/auth/verify-phone', { summary: 'Prove a phone or email with the code sent to it; answers a token', body: verifyBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const guestId = guestIdField.parse(body.guest_id);
    const type = body.verification_type === 'email' ? 'email' : 'phone';
    const rawTarget = String(body[type] ?? '');
    const target = type === 'email' ? rawTarget.trim().toLowerCase() : normalizePhone(rawTarget);
    if (!rawTarget.trim()) throw refusal(403, type, type === 'email' ? MESSAGES.emailRequired : MESSAGES.phoneRequired);
    const { otp } = parseWith(otpCodeSchema, body);
    await check(ctx, c, target, 'verify', otp);
    const customer = await findByEmailOrPhone(ctx.db, type === 'email' ? target : null, type === 'phone' ? target : null);
    if (!customer) throw refusal(404, type, 'no_account');
    const updated = await updateCustomer(ctx.db, customer.id, type === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true }, false);
    return signIn(ctx.db, updated, String(body.login_type ?? 'manual'), guestId, t(ctx.locale, type === 'email' ? 'email_verified' : 'phone_verified'));
  });

  api.post('/auth/resend-otp', { summary: 'Send the code again (60 s apart)', body: resendBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const type = body.verification_type === 'email' ? 'email' : 'phone';
    const rawTarget = String(body[type] ?? '');
    const target = type === 'email' ? rawTarget.trim().toLowerCase() : normalizePhone(rawTarget);
    const purpose: OtpPurpose = body.purpose === 'login' ? 'login' : 'verify';
    const customer = purpose === 'verify' ? await findByEmailOrPhone(ctx.db, type === 'email' ? target : null, type === 'phone' ? target : null) : true;
    // say the same thing whether or not an account exists
    if (customer) await send(ctx, c, type, target, purpose);
    return { message: t(ctx.locale, 'otp_sent') };
  });

  api.post('/auth/update-info', { summary: 'Complete a new account: name and email', body: updateInfoBody, needs: ['customer'] }, async (ctx, c, request) => {
    const { customer } = await requireCustomer(ctx, c);
    const body = await request.rawBody();
    const input = parseWith(updateInfoBody, body);
    const email = input.email ? input.email.toLowerCase() : undefined;
    if (email && !isEmail(email)) throw refusal(403, 'email', MESSAGES.emailInvalid);
    if (email && email !== customer.email) {
      const other = await findByEmailOrPhone(ctx.db, email, null);
      if (other && other.id !== customer.id) throw refusal(403, 'email', 'already_taken', { field: 'email' });
    }
    const { fName, lName } = splitName(input.name);
    const updated = await updateCustomer(ctx.db, customer.id, { fName, lName, ...(email ? { email } : {}) });
    const token = c.req.header('authorization')!.replace(/^Bearer\s+/i, '');
    return tokenAnswer(updated, token, updated.loginMedium);
  });

  /* forgot password: a code to the phone or email, then a new password with that code */
  const resetTarget = (body: Record<string, unknown>) => {
    const raw = String(body.email_or_phone ?? body.phone ?? body.email ?? '').trim();
    if (!raw) throw refusal(403, 'email_or_phone', MESSAGES.emailOrPhoneRequired);
    if (isEmail(raw)) return { channel: 'email' as const, target: raw.toLowerCase() };
    const phone = normalizePhone(raw);
    if (!/^\+[1-9]\d{9,14}$/.test(phone)) throw refusal(403, 'email_or_phone', MESSAGES.emailOrPhoneInvalid);
    return { channel: 'phone' as const, target: phone };
  };
  api.post('/auth/forgot-password', { summary: 'Send a reset code to the email or phone of an account (the same answer when there is none)', body: resetTargetBody }, async (ctx, c, request) => {
    const { channel, target } = resetTarget(await request.rawBody());
    const customer = await findByEmailOrPhone(ctx.db, channel === 'email' ? target : null, channel === 'phone' ? target : null);
    if (customer) await send(ctx, c, channel, target, 'reset_password');
    return { message: t(ctx.locale, 'reset_code_sent') };
  });
  api.put('/auth/reset-password', { summary: 'Set a new password with the reset code', body: resetBody }, async (ctx, c, request) => {
    const body = await request.rawBody();
    const { target, channel } = resetTarget(body);
    const input = parseWith(newPasswordSchema, body);
    await check(ctx, c, target, 'reset_password', input.reset_token);
    const customer = await findByEmailOrPhone(ctx.db, channel === 'email' ? target : null, channel === 'phone' ? target : null);
    if (!customer) throw refusal(404, 'email_or_phone', 'no_account');
    await updateCustomer(ctx.db, customer.id, { passwordHash: await hashPassword(input.password) });
    await revokeAllSessions(ctx.db, customer.id);
    return { message: t(ctx.locale, 'password_changed') };
  });

  api.post('/auth/logout', { summary: 'End this session', needs: ['customer'] }, async (ctx, c) => {
    const { sessionId } = await requireCustomer(ctx, c);
    await revokeSession(ctx.db, sessionId);
    return { message: t(ctx.locale, 'logged_out') };
  });
}
