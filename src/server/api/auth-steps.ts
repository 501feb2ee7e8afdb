/**
 * Steps the sign-in routes share: the guest id field, rate limits per account and per IP, sending
 * and checking one-time codes with their wire errors, and finishing a sign-in by a verified phone.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { createCustomer, findByEmailOrPhone, signIn, updateCustomer, type TokenAnswer } from '../services/auth/accounts';
import { sendOtp, verifyOtp, type OtpPurpose, type VerifyResult } from '../services/auth/otp';
import { hit, LIMITS, type Limit } from '../services/auth/rate-limit';
import { MAX_ID, type RequestContext } from '../core/context';
import { ApiError } from '../core/errors';
import type { Env } from './context';

export const guestIdField = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().max(MAX_ID).optional())
  .catch(undefined);

export function clientIp(c: Context<Env>): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local';
}

export async function limit(ctx: RequestContext, key: string, l: Limit) {
  const result = await hit(ctx.db, key, l);
  if (!result.allowed) {
    throw new ApiError(429, [{ code: 'too_many_requests', message: `Too many attempts. Try again in ${result.retryAfter} seconds.` }], { 'Retry-After': String(result.retryAfter) });
  }
}

export function otpFailure(result: Exclude<VerifyResult, 'ok'>): ApiError {
  const message = {
    invalid: 'The code is not correct.',
    expired: 'The code has expired. Ask for a new one.',
    too_many_tries: 'Too many wrong codes. Ask for a new one.',
  }[result];
  return new ApiError(result === 'too_many_tries' ? 429 : 403, [{ code: 'otp', message }], result === 'too_many_tries' ? { 'Retry-After': '60' } : {});
}

export async function send(ctx: RequestContext, c: Context<Env>, channel: 'phone' | 'email', target: string, purpose: OtpPurpose) {
  await limit(ctx, `otp-send:target:${target}`, LIMITS.otpSendPerTarget);
  await limit(ctx, `otp-send:ip:${clientIp(c)}`, LIMITS.otpSendPerIp);
  const sent = await sendOtp(ctx.db, channel, target, purpose);
  if (!sent.sent) {
    throw new ApiError(405, [{ code: 'otp', message: `Please wait ${sent.retryAfter} seconds before asking for a new code.` }], { 'Retry-After': String(sent.retryAfter) });
  }
}

/** Check a code under the verify limits; `keep` leaves a right code usable for one more step. */
export async function check(ctx: RequestContext, c: Context<Env>, target: string, purpose: OtpPurpose, code: string, keep = false) {
  await limit(ctx, `otp-verify:target:${target}`, LIMITS.otpVerifyPerTarget);
  await limit(ctx, `otp-verify:ip:${clientIp(c)}`, LIMITS.otpVerifyPerIp);
  const result = await verifyOtp(ctx.db, target, purpose, code, new Date(), keep);
  if (result !== 'ok') throw otpFailure(result);
}

export const invalidCredential = () => new ApiError(401, [{ code: 'auth-001', message: 'Invalid credential.' }]);
export const blocked = () => new ApiError(403, [{ code: 'auth-003', message: 'Your account is blocked. Please contact support.' }]);

/**
 * The phone has just been proven (our code or the phone provider's). `create` signs a new phone up
 * (OTP sign-in); otherwise the phone must belong to an account, which is marked verified.
 */
export async function signInByVerifiedPhone(ctx: RequestContext, phone: string, loginType: string, guestId: number | undefined, create: boolean, message?: string): Promise<TokenAnswer> {
  let customer = await findByEmailOrPhone(ctx.db, null, phone);
  if (customer && !customer.status) throw blocked();
  if (!customer) {
    if (!create) throw new ApiError(404, [{ code: 'phone', message: 'No account uses this address.' }]);
    customer = await createCustomer(ctx.db, { fName: '', phone, isPhoneVerified: true, loginMedium: 'otp' });
  } else if (!customer.isPhoneVerified) {
    customer = await updateCustomer(ctx.db, customer.id, { isPhoneVerified: true });
  }
  return signIn(ctx.db, customer, loginType, guestId, message);
}
