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
import { ApiError, refusal } from '../core/errors';
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
    throw refusal(429, 'too_many_requests', 'too_many_attempts', { seconds: result.retryAfter }, { 'Retry-After': String(result.retryAfter) });
  }
}

export function otpFailure(result: Exclude<VerifyResult, 'ok'>): ApiError {
  const key = ({ invalid: 'otp_invalid', expired: 'otp_expired', too_many_tries: 'otp_too_many' } as const)[result];
  return refusal(result === 'too_many_tries' ? 429 : 403, 'otp', key, undefined, result === 'too_many_tries' ? { 'Retry-After': '60' } : {});
}

export async function send(ctx: RequestContext, c: Context<Env>, channel: 'phone' | 'email', target: string, purpose: OtpPurpose) {
  await limit(ctx, `otp-send:target:${target}`, LIMITS.otpSendPerTarget);
  await limit(ctx, `otp-send:ip:${clientIp(c)}`, LIMITS.otpSendPerIp);
  const sent = await sendOtp(ctx.db, channel, target, purpose);
  if (!sent.sent) {
    throw refusal(405, 'otp', 'otp_wait', { seconds: sent.retryAfter }, { 'Retry-After': String(sent.retryAfter) });
  }
}

/** Check a code under the verify limits; `keep` leaves a right code usable for one more step. */
export async function check(ctx: RequestContext, c: Context<Env>, target: string, purpose: OtpPurpose, code: string, keep = false) {
  await limit(ctx, `otp-verify:target:${target}`, LIMITS.otpVerifyPerTarget);
  await limit(ctx, `otp-verify:ip:${clientIp(c)}`, LIMITS.otpVerifyPerIp);
  const result = await verifyOtp(ctx.db, target, purpose, code, new Date(), keep);
  if (result !== 'ok') throw otpFailure(result);
}

export const invalidCredential = () => refusal(401, 'auth-001', 'invalid_credential');
export const blocked = () => refusal(403, 'auth-003', 'account_blocked');

/**
 * The phone has just been proven (our code or the phone provider's). `create` signs a new phone up
 * (OTP sign-in); otherwise the phone must belong to an account, which is marked verified.
 */
export async function signInByVerifiedPhone(ctx: RequestContext, phone: string, loginType: string, guestId: number | undefined, create: boolean, message?: string): Promise<TokenAnswer> {
  let customer = await findByEmailOrPhone(ctx.db, null, phone);
  if (customer && !customer.status) throw blocked();
  if (!customer) {
    if (!create) throw refusal(404, 'phone', 'no_account');
    customer = await createCustomer(ctx.db, { fName: '', phone, isPhoneVerified: true, loginMedium: 'otp' });
  } else if (!customer.isPhoneVerified) {
    customer = await updateCustomer(ctx.db, customer.id, { isPhoneVerified: true });
  }
  return signIn(ctx.db, customer, loginType, guestId, message);
}
