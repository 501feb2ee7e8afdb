/** Codes to a phone or an email: proving the contact, sending a code again, and resetting a forgotten password. */
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import type { SignInAnswer } from './answer';
import { hashPassword } from '../password';
import { findByEmailOrPhone, signIn, updateCustomer } from './accounts';
import { checkCode, sendCode } from './attempts';
import type { OtpChannel } from './otp';
import { revokeAllSessions } from './sessions';

/** `target`: a lower-case email or a normalised phone, as `channel` says. */
export interface Contact {
  channel: OtpChannel;
  target: string;
}

const lookup = (ctx: RequestContext, { channel, target }: Contact) => findByEmailOrPhone(ctx.db, channel === 'email' ? target : null, channel === 'phone' ? target : null);

/** The code is right: the contact is marked verified and the account signs in. */
export async function verifyContact(ctx: RequestContext, contact: Contact, otp: string, loginType: string, guestId: number | undefined, ip: string): Promise<SignInAnswer> {
  await checkCode(ctx.db, ip, contact.target, 'verify', otp);
  const customer = await lookup(ctx, contact);
  if (!customer) throw refusal(404, contact.channel, 'no_account');
  const updated = await updateCustomer(ctx.db, customer.id, contact.channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true }, false);
  return signIn(ctx, updated, loginType, guestId, contact.channel === 'email' ? 'email_verified' : 'phone_verified');
}

/** A new code for verifying an account's contact, or for an OTP sign-in; says nothing of whether the account exists. */
export async function resendCode(ctx: RequestContext, contact: Contact, purpose: 'verify' | 'login', ip: string): Promise<void> {
  const exists = purpose === 'verify' ? Boolean(await lookup(ctx, contact)) : true;
  // an unknown contact gets no code, but the same limits and the same wait: the answer tells nothing
  await sendCode(ctx.db, ip, contact.channel, contact.target, purpose, 'wait', exists);
}

/** Forgot password, first step: a reset code to the account's email or phone (nothing when there is no account). */
export async function requestPasswordReset(ctx: RequestContext, contact: Contact, ip: string): Promise<void> {
  const exists = Boolean(await lookup(ctx, contact));
  // an unknown contact gets no code, but the same limits and the same wait: the answer tells nothing
  await sendCode(ctx.db, ip, contact.channel, contact.target, 'reset_password', 'wait', exists);
}

/** Forgot password, second step: a new password with the reset code; every session of the account ends. */
export async function resetPassword(ctx: RequestContext, contact: Contact, code: string, password: string, ip: string): Promise<void> {
  await checkCode(ctx.db, ip, contact.target, 'reset_password', code);
  const customer = await lookup(ctx, contact);
  if (!customer) throw refusal(404, 'email_or_phone', 'no_account');
  await updateCustomer(ctx.db, customer.id, { passwordHash: await hashPassword(password) });
  await revokeAllSessions(ctx.db, customer.id);
}
