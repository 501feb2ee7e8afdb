/**
 * Sign-in with Google or Facebook, and Firebase phone codes.
 *
 * social-login: a known identity (its provider id, or an email the provider has verified) signs in.
 * An unknown one answers 403 `email`, and the browser asks for a phone number.
 * social-register (with `phone`): a phone nobody uses signs up at once when phone verification is
 * off; otherwise a code goes to the phone. Sent back with `otp`: a new phone signs up; a phone that
 * already has an account answers `is_exist_user` ('Is It You?'), and the choice comes back with the
 * same code as `exist_user_choice`: yes links the identity to that account, no moves the proven
 * phone to a new account. Codes are bound to the phone and to the identity.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { firebaseConfigured, FirebaseVerifyError, verifyFirebasePhoneCode } from '../../adapters/identity/firebase';
import { SocialTokenError, verifySocialToken, type SocialIdentity } from '../../adapters/identity/social';
import { findByEmailOrPhone, signIn, tokenAnswer, updateCustomer, type Customer, type TokenAnswer } from '../../services/auth/accounts';
import { knownCustomer, signUpSocial } from '../../services/auth/social';
import { socialMediumOn } from '../../services/auth/login-config';
import { LIMITS } from '../../services/auth/rate-limit';
import { flag, loadSettings } from '../../services/settings';
import { mediaUrl } from '../../services/catalogue/media';
import { MESSAGES, normalizePhone, otpCodeSchema, otpPhoneSchema } from '../../../lib/validation/auth';
import type { RequestContext } from '../../core/context';
import { parseWith, refusal } from '../../core/errors';
import { t } from '../../core/messages';
import { blocked, check, clientIp, guestIdField, limit, send, signInByVerifiedPhone } from '../auth-steps';
import type { Env } from '../context';
import { documented, type Router } from '../route';

export const socialSchema = z.object({
  token: z.string({ error: 'api.sign_in_token_missing' }).trim().min(1, 'api.sign_in_token_missing').max(16_384),
  unique_id: z.coerce.string().trim().max(255).optional(),
  medium: z.string({ error: 'api.sign_in_medium_missing' }).trim().max(20),
});

async function identify(ctx: RequestContext, c: Context<Env>, body: Record<string, unknown>, settings: Record<string, unknown>): Promise<SocialIdentity> {
  const input = parseWith(socialSchema, body);
  if (!socialMediumOn(settings, input.medium)) throw refusal(403, 'medium', 'social_medium_off', { medium: input.medium });
  await limit(ctx, `login:ip:${clientIp(c)}`, LIMITS.loginPerIp);
  let identity: SocialIdentity;
  try {
    identity = await verifySocialToken(input.medium, input.token);
  } catch (error) {
    if (error instanceof SocialTokenError) throw refusal(401, 'token', error.key, error.vars);
    throw error;
  }
  if (input.unique_id && input.unique_id !== identity.subject) throw refusal(401, 'token', 'social_token_other_user');
  return identity;
}

function finish(ctx: RequestContext, customer: Customer, guestId: number | undefined): Promise<TokenAnswer> {
  if (!customer.status) throw blocked();
  return signIn(ctx.db, customer, 'social', guestId, t(ctx.locale, 'logged_in'));
}

/** social-login (and auth/login with login_type social); with `register` a phone is expected. */
export async function socialLogin(ctx: RequestContext, c: Context<Env>, body: Record<string, unknown>, settings: Record<string, unknown>, register: boolean): Promise<TokenAnswer> {
  const identity = await identify(ctx, c, body, settings);
  const guestId = guestIdField.parse(body.guest_id);
  const known = await knownCustomer(ctx.db, identity);
  if (known) return finish(ctx, known, guestId);

  const rawPhone = typeof body.phone === 'string' ? body.phone.trim() : '';
  if (!rawPhone) {
    if (register) parseWith(otpPhoneSchema, body);
    throw refusal(403, 'email', 'phone_needed');
  }
  const phone = normalizePhone(parseWith(otpPhoneSchema, body).phone);
  const existing = await findByEmailOrPhone(ctx.db, null, phone);
  const purpose = `social:${identity.medium}:${identity.subject}` as const;
  const otp = typeof body.otp === 'string' || typeof body.otp === 'number' ? String(body.otp).trim() : '';
  const phoneCheckOn = flag((settings.centralize_login as { phone_verification_status?: number })?.phone_verification_status) === 1;

  if (!otp) {
    if (!existing && !phoneCheckOn) return finish(ctx, await signUpSocial(ctx.db, identity, phone, false), guestId);
    await send(ctx, c, 'phone', phone, purpose);
    return {
      token: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'social',
      email: identity.email,
      phone,
      message: t(ctx.locale, 'otp_sent'),
    };
  }
  parseWith(otpCodeSchema, { otp });
  const choice = body.exist_user_choice === 'yes' || body.exist_user_choice === 'no' ? body.exist_user_choice : null;
  if (existing && !choice) {
    // the phone is proven; ask 'Is It You?' and keep the code for the answer
    await check(ctx, c, phone, purpose, otp, true);
    return {
      ...tokenAnswer(existing, null, 'social'),
      is_phone_verified: 1,
      is_exist_user: { id: existing.id, name: `${existing.fName} ${existing.lName}`.trim(), image: mediaUrl(ctx.origin, existing.image) },
    };
  }
  await check(ctx, c, phone, purpose, otp);
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

const firebaseBody = z.object({
  session_info: z.string({ error: 'api.field_required' }).trim().min(1, 'api.field_required').max(4096),
  phone: z.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).max(20),
  otp: z
    .string({ error: MESSAGES.otpEmpty })
    .trim()
    .regex(/^\d{6}$/, MESSAGES.otpEmpty),
  login_type: z.enum(['manual', 'otp']).optional(),
  guest_id: guestIdField,
});

export function registerSocialAuthRoutes(app: Router) {
  const api = documented(app, 'Sign-in');
  api.post('/auth/social-login', { summary: 'Sign in with a Google or Facebook token; a new shopper is asked for a phone', body: socialSchema }, async (ctx, c, input) =>
    socialLogin(ctx, c, await input.rawBody(), await loadSettings(ctx.db), false),
  );
  api.post('/auth/social-register', { summary: 'Sign in with a provider token and the phone it asked for', body: socialSchema.extend(otpPhoneSchema.shape) }, async (ctx, c, input) =>
    socialLogin(ctx, c, await input.rawBody(), await loadSettings(ctx.db), true),
  );

  api.post('/auth/firebase-verify-token', { summary: 'Sign in with a phone code sent by Firebase', body: firebaseBody }, async (ctx, c, request) => {
    const settings = await loadSettings(ctx.db);
    if (!flag(settings.firebase_otp_verification) || !firebaseConfigured()) {
      throw refusal(403, 'firebase', 'firebase_off');
    }
    const body = await request.rawBody();
    const input = await request.body();
    const phone = normalizePhone(input.phone);
    await limit(ctx, `otp-verify:target:${phone}`, LIMITS.otpVerifyPerTarget);
    await limit(ctx, `otp-verify:ip:${clientIp(c)}`, LIMITS.otpVerifyPerIp);
    let verified: string;
    try {
      verified = normalizePhone(await verifyFirebasePhoneCode(input.session_info, input.otp));
    } catch (error) {
      if (error instanceof FirebaseVerifyError) throw refusal(403, 'otp', error.key);
      throw error;
    }
    if (verified !== phone) throw refusal(403, 'phone', 'code_other_phone');
    const loginType = String(body.login_type ?? 'manual');
    return signInByVerifiedPhone(ctx, phone, loginType === 'otp' ? 'otp' : 'manual', guestIdField.parse(body.guest_id), loginType === 'otp', t(ctx.locale, 'phone_verified'));
  });
}
