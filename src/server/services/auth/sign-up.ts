/**
 * A new account: sign-up (a code goes out when the settings ask to verify the phone or email, and a
 * referral code must belong to someone while referral earning is on), and completing the name and
 * email of an account that began with a phone code.
 */
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import { hashPassword } from '../password';
import { loadSettings } from '../settings';
import { answerFor, type SignInAnswer } from './answer';
import { createCustomer, findByEmailOrPhone, findByRefCode, signIn, splitName, updateCustomer, type Customer } from './accounts';
import { limit, limitCodeSend } from './attempts';
import { sendOtp } from './otp';
import { LIMITS } from './rate-limit';
import { typedSettings } from '../settings-schema';

export interface SignUp {
  name: string;
  /** lower case */
  email: string;
  /** normalised, with a leading plus */
  phone: string;
  password: string;
  refCode: string | null;
}

export async function signUp(ctx: RequestContext, input: SignUp, guestId: number | undefined, ip: string): Promise<SignInAnswer> {
  // every try counts, taken or not: finding out which contacts have accounts costs as much as guessing passwords
  await limit(ctx.db, `sign-up:ip:${ip}`, LIMITS.signUpPerIp);
  const { email, phone } = input;
  const existing = await findByEmailOrPhone(ctx.db, email, phone);
  if (existing) {
    const field = existing.email?.toLowerCase() === email ? 'email' : 'phone';
    throw refusal(403, field, 'already_taken', { field });
  }
  const settings = await loadSettings(ctx.db);
  let refBy: number | null = null;
  if (input.refCode) {
    const referralOn = typedSettings(settings).referral.on;
    const referrer = referralOn ? await findByRefCode(ctx.db, input.refCode) : undefined;
    if (!referrer) throw refusal(405, 'ref_code', 'ref_code_invalid');
    refBy = referrer.id;
  }
  const { login } = typedSettings(settings);
  const verify = login.phoneVerification ? { channel: 'phone' as const, target: phone } : login.emailVerification ? { channel: 'email' as const, target: email } : null;
  // whatever can refuse is asked before anything is written: the whole sign-up happens, or none of it (a retry is never "already taken")
  if (verify) await limitCodeSend(ctx.db, ip, verify.target, 'verify');
  const { fName, lName } = splitName(input.name);
  const passwordHash = await hashPassword(input.password);
  const customer = await ctx.db.transaction(async (tx) => {
    const created = await createCustomer(tx, { fName, lName, email, phone, passwordHash, refBy });
    // the referrer earns later, once this customer is verified and an order of theirs is delivered (services/referral.ts)
    // a code sent to this contact within the resend window is still good: nothing more to send
    if (verify) await sendOtp(tx, verify.channel, verify.target, 'verify');
    return created;
  });
  return verify ? answerFor(customer, null, 'manual') : signIn(ctx, customer, 'manual', guestId);
}

/** Name and (optionally) email for an account that has none yet; the session stays the same. */
export async function completeAccount(ctx: RequestContext, customer: Customer, input: { name: string; email: string | null }, token: string): Promise<SignInAnswer> {
  const { email } = input;
  if (email && email !== customer.email) {
    // completing a new account (no name yet) may add the email it lacks; any other new email is a
    // profile change, proved by the current password or a code (issue 43.1)
    if (customer.email || customer.fName.trim() !== '') throw refusal(403, 'email', 'email_change_in_profile');
    const other = await findByEmailOrPhone(ctx.db, email, null);
    if (other && other.id !== customer.id) throw refusal(403, 'email', 'already_taken', { field: 'email' });
  }
  const { fName, lName } = splitName(input.name);
  // a new address is the customer's word only: unverified until a code proves it
  const updated = await updateCustomer(ctx.db, customer.id, { fName, lName, ...(email && email !== customer.email ? { email, isEmailVerified: false } : {}) });
  return answerFor(updated, token, updated.loginMedium);
}
