/**
 * Sign-in with Google or Facebook.
 *
 * A known identity (its provider id, or an email the provider has verified) signs in. An unknown one
 * answers 403 `email`, and the browser asks for a phone number. With a phone: a phone nobody uses
 * signs up at once when phone verification is off; otherwise a code goes to the phone. Sent back with
 * the code: a new phone signs up; a phone that already has an account answers `existingUser` ('Is It
 * You?'), and the choice comes back with the same code: yes links the identity to that account, no
 * moves the proven phone to a new account. Codes are bound to the phone and to the identity.
 */
import type { Db } from '../../db/client';
import { SocialTokenError, verifySocialToken, type SocialIdentity } from '../../adapters/identity/social';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import { MESSAGES } from '../../../lib/validation/auth';
import { loadSettings } from '../settings';
import { typedSettings } from '../settings-schema';
import { answerFor, codeSentAnswer, type SignInAnswer } from './answer';
import { createCustomer, findByEmailOrPhone, findBySocial, signIn, splitName, updateCustomer, type Customer } from './accounts';
import { blocked, checkCode, limit, sendCode } from './attempts';
import { socialMediumOn } from './login-config';
import { LIMITS } from './rate-limit';

/** The account an identity already owns: linked before, or holding the email the provider vouches for. */
export async function knownCustomer(db: Db, identity: SocialIdentity): Promise<Customer | undefined> {
  const linked = await findBySocial(db, identity.medium, identity.subject);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return undefined;
  const byEmail = await findByEmailOrPhone(db, identity.email, null);
  if (!byEmail || (byEmail.socialId && byEmail.loginMedium === identity.medium)) return undefined;
  if (!byEmail.socialId) {
    return updateCustomer(db, byEmail.id, { socialId: identity.subject, loginMedium: identity.medium, isEmailVerified: true });
  }
  return byEmail;
}

export async function signUpSocial(db: Db, identity: SocialIdentity, phone: string, phoneVerified: boolean): Promise<Customer> {
  const emailFree = identity.email ? !(await findByEmailOrPhone(db, identity.email, null)) : false;
  const { fName, lName } = splitName(identity.name);
  return createCustomer(db, {
    fName,
    lName,
    phone,
    isPhoneVerified: phoneVerified,
    email: emailFree ? identity.email : null,
    isEmailVerified: emailFree && identity.emailVerified,
    loginMedium: identity.medium,
    socialId: identity.subject,
  });
}

export interface SocialSignIn {
  token: string;
  /** the provider's user id the browser saw, checked against the token's */
  uniqueId: string | null;
  medium: string;
  /** normalised, with a leading plus; null when not sent */
  phone: string | null;
  otp: string | null;
  /** the answer to 'Is It You?' */
  choice: 'yes' | 'no' | null;
}

async function identify(ctx: RequestContext, input: SocialSignIn, ip: string): Promise<SocialIdentity> {
  const settings = await loadSettings(ctx.db);
  if (!socialMediumOn(settings, input.medium)) throw refusal(403, 'medium', 'social_medium_off', { medium: input.medium });
  await limit(ctx.db, `login:ip:${ip}`, LIMITS.loginPerIp);
  let identity: SocialIdentity;
  try {
    identity = await verifySocialToken(input.medium, input.token);
  } catch (error) {
    if (error instanceof SocialTokenError) throw refusal(401, 'token', error.key, error.vars);
    throw error;
  }
  if (input.uniqueId && input.uniqueId !== identity.subject) throw refusal(401, 'token', 'social_token_other_user');
  return identity;
}

function finish(ctx: RequestContext, customer: Customer, guestId: number | undefined): Promise<SignInAnswer> {
  if (!customer.status) throw blocked();
  return signIn(ctx, customer, 'social', guestId, 'logged_in');
}

/** social-login (and auth/login with login_type social); `register` (social-register) expects a phone. */
export async function socialSignIn(ctx: RequestContext, input: SocialSignIn, guestId: number | undefined, ip: string, register: boolean): Promise<SignInAnswer> {
  const identity = await identify(ctx, input, ip);
  const known = await knownCustomer(ctx.db, identity);
  if (known) return finish(ctx, known, guestId);

  const { phone, otp, choice } = input;
  if (!phone) {
    if (register) throw refusal(403, 'phone', MESSAGES.phoneRequired, { field: 'phone' });
    throw refusal(403, 'email', 'phone_needed');
  }
  const existing = await findByEmailOrPhone(ctx.db, null, phone);
  const purpose = `social:${identity.medium}:${identity.subject}` as const;
  const settings = await loadSettings(ctx.db);
  const phoneCheckOn = typedSettings(settings).login.phoneVerification;

  if (!otp) {
    if (!existing && !phoneCheckOn) return finish(ctx, await signUpSocial(ctx.db, identity, phone, false), guestId);
    await sendCode(ctx.db, ip, 'phone', phone, purpose);
    return codeSentAnswer('social', phone, identity.email);
  }
  if (existing && !choice) {
    // the phone is proven; ask 'Is It You?' and keep the code for the answer
    await checkCode(ctx.db, ip, phone, purpose, otp, true);
    return {
      ...answerFor(existing, null, 'social'),
      phoneVerified: true,
      existingUser: { id: existing.id, name: `${existing.fName} ${existing.lName}`.trim(), image: existing.image },
    };
  }
  await checkCode(ctx.db, ip, phone, purpose, otp);
  if (!existing) return finish(ctx, await signUpSocial(ctx.db, identity, phone, true), guestId);
  if (choice === 'yes') {
    if (!existing.status) throw blocked();
    const linked = await updateCustomer(ctx.db, existing.id, { socialId: identity.subject, loginMedium: identity.medium, isPhoneVerified: true });
    return finish(ctx, linked, guestId);
  }
  // 'No': the shopper proved the phone is theirs now (a recycled number); the old account keeps its email
  await updateCustomer(ctx.db, existing.id, { phone: null, isPhoneVerified: false });
  return finish(ctx, await signUpSocial(ctx.db, identity, phone, true), guestId);
}
