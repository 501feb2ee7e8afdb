/**
 * The guarded steps every way in shares: rate limits per account and per client address, sending and
 * checking one-time codes (with their refusals), and the two refusals a sign-in gives.
 */
import type { Db } from '../../db/client';
import { ApiError, refusal } from '../../core/errors';
import { resendWait, sendOtp, verifyOtp, type OtpChannel, type OtpPurpose, type VerifyResult } from './otp';
import { hit, LIMITS, type Limit } from './rate-limit';

/** 429: too many attempts, and when to try again. */
export const tooManyAttempts = (seconds: number): ApiError => refusal(429, 'too_many_requests', 'too_many_attempts', { seconds }, { 'Retry-After': String(seconds) });

export async function limit(db: Db, key: string, l: Limit): Promise<void> {
  const result = await hit(db, key, l);
  if (!result.allowed) throw tooManyAttempts(result.retryAfter);
}

export function otpFailure(result: Exclude<VerifyResult, 'ok'>): ApiError {
  const key = ({ invalid: 'otp_invalid', expired: 'otp_expired', too_many_tries: 'otp_too_many' } as const)[result];
  return refusal(result === 'too_many_tries' ? 429 : 403, 'otp', key, undefined, result === 'too_many_tries' ? { 'Retry-After': '60' } : {});
}

/**
 * Send a code under the send limits. Inside the resend window no new code goes: asking for one
 * waits (405), and that refused ask is not counted; `fresh: 'keep'` is for a step that only needs a
 * code to exist (a login whose phone is not yet verified), for which the one just sent is still
 * good, so the step answers the same either way (issue 15 A.6).
 */
export async function sendCode(db: Db, ip: string, channel: OtpChannel, target: string, purpose: OtpPurpose, fresh: 'wait' | 'keep' = 'wait', exists = true): Promise<void> {
  const waitFor = (seconds: number) => refusal(405, 'otp', 'otp_wait', { seconds }, { 'Retry-After': String(seconds) });
  const wait = await resendWait(db, target, purpose);
  if (wait > 0) {
    if (fresh === 'wait') throw waitFor(wait);
    return;
  }
  await limitCodeSend(db, ip, target, purpose);
  // a concurrent ask may have sent one meanwhile: sendOtp looks again
  const sent = await sendOtp(db, channel, target, purpose, new Date(), exists);
  if (!sent.sent && fresh === 'wait') throw waitFor(sent.retryAfter);
}

/**
 * Count one code sent against the send limits. Per contact, an address runs out of its own share
 * (per purpose in an hour, and in a day) long before the contact's daily budget: the shares of 20
 * addresses are less than that budget, so strangers cannot use up the codes the owner asks for
 * (issue 43.7). The per-address limits are counted first: an address past its share counts nothing
 * against the contact. The daily budget bounds a phone's SMS cost.
 */
export async function limitCodeSend(db: Db, ip: string, target: string, purpose: OtpPurpose): Promise<void> {
  await limit(db, `otp-send:${purpose}:target:${target}:ip:${ip}`, LIMITS.otpSendPerTargetAddress);
  await limit(db, `otp-send:target:${target}:ip:${ip}:day`, LIMITS.otpSendPerTargetAddressDay);
  await limit(db, `otp-send:ip:${ip}`, LIMITS.otpSendPerIp);
  await limit(db, `otp-send:target:${target}:day`, LIMITS.otpSendPerTargetDay);
}

/**
 * Count one code check against the verify limits: per contact from this address, and per address.
 * Nothing per contact from anywhere: a code dies after OTP_MAX_TRIES wrong guesses, whoever makes
 * them, and the owner asks for a fresh one.
 */
export async function limitCodeCheck(db: Db, ip: string, target: string, purpose: OtpPurpose): Promise<void> {
  await limit(db, `otp-verify:${purpose}:target:${target}:ip:${ip}`, LIMITS.otpVerifyPerTargetAddress);
  await limit(db, `otp-verify:ip:${ip}`, LIMITS.otpVerifyPerIp);
}

/** Check a code under the verify limits; `keep` leaves a right code usable for one more step. */
export async function checkCode(db: Db, ip: string, target: string, purpose: OtpPurpose, code: string, keep = false): Promise<void> {
  await limitCodeCheck(db, ip, target, purpose);
  const result = await verifyOtp(db, target, purpose, code, new Date(), keep);
  if (result !== 'ok') throw otpFailure(result);
}

export const invalidCredential = () => refusal(401, 'auth-001', 'invalid_credential');
export const blocked = () => refusal(403, 'auth-003', 'account_blocked');
