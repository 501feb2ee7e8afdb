/**
 * Ways into an existing account (or a new one by phone): a password, a code sent to the phone, and a
 * phone code proven by Firebase. Each is limited per account and per client address, and answers the
 * same for an unknown account as for a wrong password.
 */
import { firebaseConfigured, FirebaseVerifyError, verifyFirebasePhoneCode } from '../../adapters/identity/firebase';
import type { RequestContext } from '../../core/context';
import { refusal } from '../../core/errors';
import type { MessageKey } from '../../core/messages';
import { normalizePhone } from '../../../lib/validation/auth';
import { hashPassword, needsRehash, verifyPassword } from '../password';
import { loadSettings } from '../settings';
import { typedSettings } from '../settings-schema';
import { answerFor, codeSentAnswer, type SignInAnswer } from './answer';
import { createCustomer, findByEmailOrPhone, signIn, updateCustomer } from './accounts';
import { blocked, checkCode, invalidCredential, limit, limitCodeCheck, sendCode, tooManyAttempts } from './attempts';
import { hit, LIMITS, peek } from './rate-limit';

async function loginSwitches(ctx: RequestContext) {
  return typedSettings(await loadSettings(ctx.db)).login;
}

/** `account`: a lower-case email or a normalised phone. */
export async function passwordLogin(ctx: RequestContext, account: { email: string } | { phone: string }, password: string, guestId: number | undefined, ip: string): Promise<SignInAnswer> {
  const login = await loginSwitches(ctx);
  if (!login.manual) throw refusal(403, 'login_type', 'password_login_off');
  await limit(ctx.db, `login:ip:${ip}`, LIMITS.loginPerIp);
  const customer = await findByEmailOrPhone(ctx.db, 'email' in account ? account.email : null, 'phone' in account ? account.phone : null);
  // wrong passwords count per account (its email and its phone are one account), and per account and address
  const bucket = customer ? `account:${customer.id}` : `unknown:${'email' in account ? account.email : account.phone}`;
  await guardPasswordTries(ctx, bucket, ip);
  // same answer and similar work for an unknown account and a wrong password
  const ok = customer?.passwordHash ? await verifyPassword(password, customer.passwordHash) : (await hashPassword(password), false);
  if (!customer || !ok) {
    await hit(ctx.db, `login-fail:${bucket}`, LIMITS.loginFailuresPerAccount);
    await hit(ctx.db, `login-fail:${bucket}:ip:${ip}`, LIMITS.loginFailuresPerAccountAddress);
    throw invalidCredential();
  }
  if (!customer.status) throw blocked();
  // a hash made at an older, lower cost is made again at today's, now that the password is at hand
  if (needsRehash(customer.passwordHash!)) await updateCustomer(ctx.db, customer.id, { passwordHash: await hashPassword(password) });
  if (login.phoneVerification && !customer.isPhoneVerified && customer.phone) {
    await sendCode(ctx.db, ip, 'phone', customer.phone, 'verify', 'keep');
    return answerFor(customer, null, 'manual');
  }
  return signIn(ctx, customer, 'manual', guestId, 'logged_in');
}

/**
 * Before a password is judged (issue 15 D.3): an address that keeps failing for this account waits
 * (429), and an account many addresses fail for is answered slower, never refused: its owner, who
 * knows the password, still gets in. Nobody can lock someone else out by guessing wrong.
 */
export async function guardPasswordTries(ctx: RequestContext, bucket: string, ip: string): Promise<void> {
  const pair = await peek(ctx.db, `login-fail:${bucket}:ip:${ip}`, LIMITS.loginFailuresPerAccountAddress);
  if (pair.count >= LIMITS.loginFailuresPerAccountAddress.max) {
    throw tooManyAttempts(pair.retryAfter);
  }
  const failures = await peek(ctx.db, `login-fail:${bucket}`, LIMITS.loginFailuresPerAccount);
  const over = failures.count - LIMITS.loginFailuresPerAccount.max;
  if (over >= 0) await new Promise((resolve) => setTimeout(resolve, Math.min(loginSlowdownMaxMs(), 250 * 2 ** Math.min(over, 10))));
}

/** The longest a try on a much-guessed account is held back (LOGIN_SLOWDOWN_MAX_MS, default 4 s). */
const loginSlowdownMaxMs = () => Number(process.env.LOGIN_SLOWDOWN_MAX_MS ?? 4000);

/** Without `otp` a code goes to the phone; with it the phone signs in (or up). */
export async function otpLogin(ctx: RequestContext, phone: string, otp: string | null, guestId: number | undefined, ip: string): Promise<SignInAnswer> {
  const login = await loginSwitches(ctx);
  if (!login.otp) throw refusal(403, 'login_type', 'otp_login_off');
  if (otp === null) {
    await sendCode(ctx.db, ip, 'phone', phone, 'login');
    return codeSentAnswer('otp', phone);
  }
  await checkCode(ctx.db, ip, phone, 'login', otp);
  return signInByVerifiedPhone(ctx, phone, 'otp', guestId, true);
}

/**
 * The phone has just been proven (our code or the phone provider's). `create` signs a new phone up
 * (OTP sign-in); otherwise the phone must belong to an account, which is marked verified.
 */
export async function signInByVerifiedPhone(
  ctx: RequestContext,
  phone: string,
  loginType: string,
  guestId: number | undefined,
  create: boolean,
  message: MessageKey | null = null,
): Promise<SignInAnswer> {
  let customer = await findByEmailOrPhone(ctx.db, null, phone);
  if (customer && !customer.status) throw blocked();
  if (!customer) {
    if (!create) throw refusal(404, 'phone', 'no_account');
    customer = await createCustomer(ctx.db, { fName: '', phone, isPhoneVerified: true, loginMedium: 'otp' });
  } else if (!customer.isPhoneVerified) {
    customer = await updateCustomer(ctx.db, customer.id, { isPhoneVerified: true });
  }
  return signIn(ctx, customer, loginType, guestId, message);
}

export interface FirebaseCode {
  sessionInfo: string;
  /** normalised, with a leading plus */
  phone: string;
  otp: string;
  /** otp: a new phone signs up; manual: the phone proves an existing account */
  loginType: 'otp' | 'manual';
}

/** A phone code Firebase sent and checks; the phone it proves must be the one given. */
export async function firebasePhoneLogin(ctx: RequestContext, input: FirebaseCode, guestId: number | undefined, ip: string): Promise<SignInAnswer> {
  const settings = await loadSettings(ctx.db);
  if (!typedSettings(settings).login.firebaseOtp || !firebaseConfigured()) throw refusal(403, 'firebase', 'firebase_off');
  await limitCodeCheck(ctx.db, ip, input.phone, 'login');
  let verified: string;
  try {
    verified = normalizePhone(await verifyFirebasePhoneCode(input.sessionInfo, input.otp));
  } catch (error) {
    if (error instanceof FirebaseVerifyError) throw refusal(403, 'otp', error.key);
    throw error;
  }
  if (verified !== input.phone) throw refusal(403, 'phone', 'code_other_phone');
  return signInByVerifiedPhone(ctx, input.phone, input.loginType, guestId, input.loginType === 'otp', 'phone_verified');
}
