/**
 * Sign-up, sign-in (manual, OTP), phone/email verification, profile completion, password reset,
 * logout. Limits: login, OTP send and OTP verify per account and per IP, 429 with Retry-After.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { customers } from '../../db/schema';
import { flag, loadSettings } from '../../services/settings';
import { findByEmailOrPhone, signIn, splitName, tokenAnswer } from '../../services/auth/accounts';
import { sendOtp, verifyOtp, type OtpPurpose, type VerifyResult } from '../../services/auth/otp';
import { hashPassword, verifyPassword } from '../../services/password';
import { hit, LIMITS, type Limit } from '../../services/auth/rate-limit';
import { revokeAllSessions, revokeSession } from '../../services/auth/sessions';
import { isEmail, MESSAGES, newPasswordSchema, normalizePhone, otpCodeSchema, otpPhoneSchema, signInSchema, signUpSchema } from '../../../lib/validation/auth';
import { json, type Router } from '../app';
import { requireCustomer } from '../auth-guard';
import type { Env, RequestContext } from '../context';
import { ApiError, parseWith, readBody } from '../http';

const guestIdField = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()).catch(undefined);

function clientIp(c: Context<Env>): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local';
}

async function limit(ctx: RequestContext, key: string, l: Limit) {
  const result = await hit(ctx.db, key, l);
  if (!result.allowed) {
    throw new ApiError(429, [{ code: 'too_many_requests', message: `Too many attempts. Try again in ${result.retryAfter} seconds.` }], { 'Retry-After': String(result.retryAfter) });
  }
}

function otpFailure(result: Exclude<VerifyResult, 'ok'>): ApiError {
  const message = {
    invalid: 'The code is not correct.',
    expired: 'The code has expired. Ask for a new one.',
    too_many_tries: 'Too many wrong codes. Ask for a new one.',
  }[result];
  return new ApiError(result === 'too_many_tries' ? 429 : 403, [{ code: 'otp', message }], result === 'too_many_tries' ? { 'Retry-After': '60' } : {});
}

async function send(ctx: RequestContext, c: Context<Env>, channel: 'phone' | 'email', target: string, purpose: OtpPurpose) {
  await limit(ctx, `otp-send:target:${target}`, LIMITS.otpSendPerTarget);
  await limit(ctx, `otp-send:ip:${clientIp(c)}`, LIMITS.otpSendPerIp);
  const sent = await sendOtp(ctx.db, channel, target, purpose);
  if (!sent.sent) {
    throw new ApiError(405, [{ code: 'otp', message: `Please wait ${sent.retryAfter} seconds before asking for a new code.` }], { 'Retry-After': String(sent.retryAfter) });
  }
}

async function check(ctx: RequestContext, c: Context<Env>, target: string, purpose: OtpPurpose, code: string) {
  await limit(ctx, `otp-verify:target:${target}`, LIMITS.otpVerifyPerTarget);
  await limit(ctx, `otp-verify:ip:${clientIp(c)}`, LIMITS.otpVerifyPerIp);
  const result = await verifyOtp(ctx.db, target, purpose, code);
  if (result !== 'ok') throw otpFailure(result);
}

const invalidCredential = () => new ApiError(401, [{ code: 'auth-001', message: 'Invalid credential.' }]);
const blocked = () => new ApiError(403, [{ code: 'auth-003', message: 'Your account is blocked. Please contact support.' }]);

export function registerAuthRoutes(app: Router) {
  app.post(
    '/auth/sign-up',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const input = parseWith(signUpSchema, body);
      const guestId = guestIdField.parse(body.guest_id);
      const settings = await loadSettings(ctx.db);
      const email = input.email.toLowerCase();
      const phone = normalizePhone(input.phone);
      const existing = await findByEmailOrPhone(ctx.db, email, phone);
      if (existing) {
        const field = existing.email?.toLowerCase() === email ? 'email' : 'phone';
        throw new ApiError(403, [{ code: field, message: `The ${field} has already been taken.` }]);
      }
      let refBy: number | null = null;
      if (input.ref_code) {
        const referralOn = flag(settings.ref_earning_status) && flag(settings.customer_wallet_status);
        const [referrer] = referralOn ? await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.refCode, input.ref_code)).limit(1) : [];
        if (!referrer) throw new ApiError(405, [{ code: 'ref_code', message: 'The referral code is not valid.' }]);
        refBy = referrer.id;
      }
      const { fName, lName } = splitName(input.name);
      const [customer] = await ctx.db
        .insert(customers)
        .values({ fName, lName, email, phone, passwordHash: await hashPassword(input.password), refBy, refCode: `${fName.slice(0, 4).toUpperCase()}${Date.now().toString(36).toUpperCase()}` })
        .returning();
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
    }),
  );

  app.post(
    '/auth/login',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const guestId = guestIdField.parse(body.guest_id);
      const loginType = String(body.login_type ?? 'manual');
      const settings = await loadSettings(ctx.db);
      const login = settings.centralize_login as { phone_verification_status?: number; manual_login_status?: number; otp_login_status?: number };

      if (loginType === 'otp') {
        if (!flag(login?.otp_login_status)) throw new ApiError(403, [{ code: 'login_type', message: 'OTP sign-in is turned off.' }]);
        const { phone: raw } = parseWith(otpPhoneSchema, body);
        const phone = normalizePhone(raw);
        if (body.otp === undefined || body.otp === '') {
          await send(ctx, c, 'phone', phone, 'login');
          return { token: null, is_phone_verified: 0, is_email_verified: 0, is_personal_info: 1, is_exist_user: null, login_type: 'otp', email: null, phone, message: 'OTP sent successfully' };
        }
        const { otp } = parseWith(otpCodeSchema, body);
        await check(ctx, c, phone, 'login', otp);
        let customer = await findByEmailOrPhone(ctx.db, null, phone);
        if (customer && !customer.status) throw blocked();
        if (!customer) {
          [customer] = await ctx.db.insert(customers).values({ fName: '', phone, isPhoneVerified: true, loginMedium: 'otp' }).returning();
        } else if (!customer.isPhoneVerified) {
          [customer] = await ctx.db.update(customers).set({ isPhoneVerified: true }).where(eq(customers.id, customer.id)).returning();
        }
        return signIn(ctx.db, customer, 'otp', guestId);
      }

      if (loginType !== 'manual') throw new ApiError(403, [{ code: 'login_type', message: 'Unknown login type.' }]);
      if (!flag(login?.manual_login_status)) throw new ApiError(403, [{ code: 'login_type', message: 'Password sign-in is turned off.' }]);
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
      return signIn(ctx.db, customer, 'manual', guestId, 'Logged in successfully');
    }),
  );

  app.post(
    '/auth/verify-phone',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const guestId = guestIdField.parse(body.guest_id);
      const type = body.verification_type === 'email' ? 'email' : 'phone';
      const rawTarget = String(body[type] ?? '');
      const target = type === 'email' ? rawTarget.trim().toLowerCase() : normalizePhone(rawTarget);
      if (!rawTarget.trim()) throw new ApiError(403, [{ code: type, message: type === 'email' ? MESSAGES.emailRequired : MESSAGES.phoneRequired }]);
      const { otp } = parseWith(otpCodeSchema, body);
      await check(ctx, c, target, 'verify', otp);
      const customer = await findByEmailOrPhone(ctx.db, type === 'email' ? target : null, type === 'phone' ? target : null);
      if (!customer) throw new ApiError(404, [{ code: type, message: 'No account uses this address.' }]);
      const [updated] = await ctx.db
        .update(customers)
        .set(type === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true })
        .where(eq(customers.id, customer.id))
        .returning();
      return signIn(ctx.db, updated, String(body.login_type ?? 'manual'), guestId, type === 'email' ? 'Email verified' : 'Phone verified');
    }),
  );

  app.post(
    '/auth/resend-otp',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const type = body.verification_type === 'email' ? 'email' : 'phone';
      const rawTarget = String(body[type] ?? '');
      const target = type === 'email' ? rawTarget.trim().toLowerCase() : normalizePhone(rawTarget);
      const purpose: OtpPurpose = body.purpose === 'login' ? 'login' : 'verify';
      const customer = purpose === 'verify' ? await findByEmailOrPhone(ctx.db, type === 'email' ? target : null, type === 'phone' ? target : null) : true;
      // say the same thing whether or not an account exists
      if (customer) await send(ctx, c, type, target, purpose);
      return { message: 'OTP sent successfully' };
    }),
  );

  app.post(
    '/auth/update-info',
    json(async (ctx, c) => {
      const { customer } = await requireCustomer(ctx, c);
      const body = await readBody(c.req);
      const input = parseWith(
        z.object({
          name: z.string({ error: MESSAGES.firstNameRequired }).trim().min(1, MESSAGES.firstNameRequired).max(100),
          email: z.string().trim().max(255).optional(),
        }),
        body,
      );
      const email = input.email ? input.email.toLowerCase() : undefined;
      if (email && !isEmail(email)) throw new ApiError(403, [{ code: 'email', message: MESSAGES.emailInvalid }]);
      if (email && email !== customer.email) {
        const other = await findByEmailOrPhone(ctx.db, email, null);
        if (other && other.id !== customer.id) throw new ApiError(403, [{ code: 'email', message: 'The email has already been taken.' }]);
      }
      const { fName, lName } = splitName(input.name);
      const [updated] = await ctx.db
        .update(customers)
        .set({ fName, lName, ...(email ? { email } : {}), updatedAt: new Date() })
        .where(eq(customers.id, customer.id))
        .returning();
      const token = c.req.header('authorization')!.replace(/^Bearer\s+/i, '');
      return tokenAnswer(updated, token, updated.loginMedium);
    }),
  );

  /* forgot password: a code to the phone or email, then a new password with that code */
  const resetTarget = (body: Record<string, unknown>) => {
    const raw = String(body.email_or_phone ?? body.phone ?? body.email ?? '').trim();
    if (!raw) throw new ApiError(403, [{ code: 'email_or_phone', message: MESSAGES.emailOrPhoneRequired }]);
    if (isEmail(raw)) return { channel: 'email' as const, target: raw.toLowerCase() };
    const phone = normalizePhone(raw);
    if (!/^\+[1-9]\d{9,14}$/.test(phone)) throw new ApiError(403, [{ code: 'email_or_phone', message: MESSAGES.emailOrPhoneInvalid }]);
    return { channel: 'phone' as const, target: phone };
  };
  app.post(
    '/auth/forgot-password',
    json(async (ctx, c) => {
      const { channel, target } = resetTarget(await readBody(c.req));
      const customer = await findByEmailOrPhone(ctx.db, channel === 'email' ? target : null, channel === 'phone' ? target : null);
      if (customer) await send(ctx, c, channel, target, 'reset_password');
      return { message: 'If an account uses this address, a code has been sent to it.' };
    }),
  );
  app.put(
    '/auth/reset-password',
    json(async (ctx, c) => {
      const body = await readBody(c.req);
      const { target, channel } = resetTarget(body);
      const input = parseWith(newPasswordSchema, body);
      await check(ctx, c, target, 'reset_password', input.reset_token);
      const customer = await findByEmailOrPhone(ctx.db, channel === 'email' ? target : null, channel === 'phone' ? target : null);
      if (!customer) throw new ApiError(404, [{ code: 'email_or_phone', message: 'No account uses this address.' }]);
      await ctx.db.update(customers).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(customers.id, customer.id));
      await revokeAllSessions(ctx.db, customer.id);
      return { message: 'Password changed successfully. Please sign in.' };
    }),
  );

  app.post(
    '/auth/logout',
    json(async (ctx, c) => {
      const { sessionId } = await requireCustomer(ctx, c);
      await revokeSession(ctx.db, sessionId);
      return { message: 'Logout successful.' };
    }),
  );
}
