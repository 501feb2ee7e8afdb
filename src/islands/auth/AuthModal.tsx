/**
 * The auth modal (spec section 2): sign-in (password, OTP, Google, Facebook), sign-up, phone
 * verification, the complete-profile step, the social-phone step and 'Is It You?'. Validation
 * messages are the section 5 ones, shown after a field is touched or the form is sent. Loaded only
 * when the shopper opens it.
 */
import { forgetLogin, recallLogin, rememberLogin } from './remembered-login';
import { useEffect, useReducer, useRef, useState, type SubmitEvent } from 'react';
import * as api from '../../lib/api/browser/auth';
import type { SignInAnswer } from '../../lib/api/endpoints/auth';
import { ApiClientError } from '../../lib/api/errors';
import { otpPhoneSchema, signInSchema, signUpSchema } from '../../lib/validation/auth';
import { CodeForm, Field, maskPhone, useForm, validate } from './form';
import PhoneField from '../shared/PhoneField';
import { guestId, setToken } from '../../stores/auth';
import { flashToast, showToast } from '../../stores/toast';
import { facebookCredential, googleCredential, prepareFacebook, prepareGoogle, SocialCancelled, type SocialCredential } from './social-sdk';
import { markWelcome } from './welcome';
import { interestAfterSignUp } from '../../lib/interest';
import { zoneId } from '../../stores/location';
import { selectedModule } from '../../stores/module';
import { ownClose } from '../shared/own-close';
import type { ValidationTexts } from '../../lib/validation/messages';

import { authFlow, startAuthFlow, type AuthMode, type CodePurpose } from './auth-flow';

export type { AuthMode } from './auth-flow';
export interface SocialMethod {
  medium: 'google' | 'facebook';
  clientId: string;
}
/** Which sign-in paths config turns on (all, otp_manual, otp_social, manual_social, otp, manual, social). */
export type LoginMethods = { manual: boolean; otp: boolean; social?: SocialMethod[]; apple?: boolean };

export interface AuthLabels {
  /** the spec's validation messages (catalogue section `validation`) */
  validation: ValidationTexts;
  signIn: string;
  signUp: string;
  emailOrPhone: string;
  password: string;
  confirmPassword: string;
  showPassword: string;
  hidePassword: string;
  rememberMe: string;
  forgotPassword: string;
  signInWithOtp: string;
  signInWithPassword: string;
  getOtp: string;
  phone: string;
  fullName: string;
  yourEmail: string;
  referCode: string;
  haveAccount: string;
  noAccount: string;
  phoneVerification: string;
  codeSentTo: string;
  verifyContinue: string;
  noCode: string;
  resendIn: string;
  resend: string;
  oneStepAway: string;
  done: string;
  close: string;
  loggedIn: string;
  signedUp: string;
  terms: string;
  privacy: string;
  orContinueWith: string;
  google: string;
  facebook: string;
  apple: string;
  socialPhone: string;
  continue: string;
  isItYou: string;
  existingAccount: string;
  yes: string;
  no: string;
}

export interface AuthModalProps {
  labels: AuthLabels;
  initialMode?: 'sign-in' | 'sign-up';
  methods: LoginMethods;
  showReferCode: boolean;
  termsHref: string;
  privacyHref: string;
  forgotHref: string;
  /** where a new account picks its interests (spec section 4, 'Sign-up') */
  interestHref?: string;
  onClose: () => void;
}

export { maskPhone, RESEND_SECONDS } from './form';

export default function AuthModal({ labels, initialMode = 'sign-up', methods, showReferCode, termsHref, privacyHref, forgotHref, interestHref, onClose }: AuthModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [flow, dispatch] = useReducer(authFlow, undefined, () => startAuthFlow(methods.manual, initialMode));
  const { mode, otpOnly, social, existUser, newAccount, pendingToken } = flow;
  const { phone: verifyPhone, purpose: verifyPurpose, lastCode } = flow.verify;
  const [busy, setBusy] = useState(false);
  const socialPhone = useForm({ phone: '' });
  const [showPassword, setShowPassword] = useState(false);

  const signIn = useForm({ email_or_phone: '', password: '' });
  const [remember, setRemember] = useState(false);
  const otpLogin = useForm({ phone: '' });
  const signUp = useForm({ name: '', email: '', phone: '', password: '', confirm_password: '', ref_code: '' });
  const info = useForm({ name: '', email: '' });

  useEffect(() => {
    dialog.current?.showModal();
    void recallLogin().then((remembered) => {
      if (!remembered) return;
      signIn.setValues((v) => ({ ...v, email_or_phone: remembered.id, ...(remembered.password ? { password: remembered.password } : {}) }));
      setRemember(true);
    });
    // the providers' SDKs load with the modal, so a click can open their popup at once
    for (const m of methods.social ?? []) {
      (m.medium === 'google' ? prepareGoogle() : prepareFacebook(m.clientId)).catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const guest = () => (guestId.get() ? Number(guestId.get()) : undefined);

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      // the shared handler has already shown the server's message
      if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  function finish(answer: SignInAnswer, message: string, fresh = newAccount) {
    if (!answer.token) return;
    if (!answer.personalInfo) {
      dispatch({ type: 'needsInfo', token: answer.token });
      return;
    }
    setToken(answer.token);
    if (fresh) markWelcome();
    // some of the guest's cart did not come along: say what, rather than only "logged in"
    if (answer.cartLeftMessage) flashToast(answer.cartLeftMessage, 'warning');
    else flashToast(message, 'success');
    dialog.current?.close();
    const next = fresh && interestHref ? interestAfterSignUp(interestHref, zoneId.get(), selectedModule.get()) : null;
    if (next) window.location.assign(next);
    else window.location.reload();
  }

  function startVerification(phone: string, purpose: CodePurpose) {
    dispatch({ type: 'codeNeeded', phone, purpose });
  }

  async function submitSignIn(e: SubmitEvent) {
    e.preventDefault();
    signIn.setSubmitted(true);
    if (Object.keys(validate(signInSchema, signIn.values, labels.validation)).length) return;
    const answer = await run(() =>
      api.auth.logInWithPassword(signIn.values.email_or_phone.trim(), signIn.values.password, guest()),
    );
    if (!answer) return;
    if (remember) await rememberLogin(signIn.values.email_or_phone.trim(), signIn.values.password);
    else forgetLogin();
    if (!answer.token && answer.phone) return startVerification(answer.phone, 'verify');
    finish(answer, labels.loggedIn);
  }

  async function submitOtpLogin(e: SubmitEvent) {
    e.preventDefault();
    otpLogin.setSubmitted(true);
    if (Object.keys(validate(otpPhoneSchema, otpLogin.values, labels.validation)).length) return;
    const answer = await run(() => api.auth.askLoginCode(otpLogin.values.phone.trim()));
    if (answer) startVerification(answer.phone ?? otpLogin.values.phone.trim(), 'login');
  }

  async function submitSignUp(e: SubmitEvent) {
    e.preventDefault();
    signUp.setSubmitted(true);
    if (Object.keys(validate(signUpSchema, signUp.values, labels.validation)).length) return;
    const { ref_code, confirm_password, ...rest } = signUp.values;
    const answer = await run(() => api.auth.signUp({ ...rest, confirmPassword: confirm_password, refCode: ref_code }, guest()));
    if (!answer) return;
    dispatch({ type: 'accountCreated' });
    if (!answer.token) return startVerification(answer.phone ?? signUp.values.phone, 'verify');
    finish(answer, labels.signedUp, true);
  }

  async function startSocial(method: SocialMethod) {
    let cred: SocialCredential;
    try {
      cred = method.medium === 'google' ? await googleCredential(method.clientId) : await facebookCredential();
    } catch (error) {
      if (!(error instanceof SocialCancelled)) showToast(error instanceof Error ? error.message : String(error), { id: 'error', type: 'error' });
      return;
    }
    dispatch({ type: 'socialChosen', credential: cred });
    let phoneNeeded = false;
    // spec section 8: an error with code 'email' asks for a phone; any other is a toast
    const answer = await run(() =>
      api.auth.socialLogin(cred, guest(), () => {
        phoneNeeded = true;
      }),
    );
    if (phoneNeeded) {
      socialPhone.setValues({ phone: '' });
      dispatch({ type: 'socialNeedsPhone' });
      return;
    }
    if (answer) finish(answer, labels.loggedIn);
  }

  async function submitSocialPhone(e: SubmitEvent) {
    e.preventDefault();
    socialPhone.setSubmitted(true);
    if (!social || Object.keys(validate(otpPhoneSchema, socialPhone.values, labels.validation)).length) return;
    const phone = socialPhone.values.phone.trim();
    const answer = await run(() => api.auth.socialRegister(social, guest(), { phone }));
    if (!answer) return;
    if (!answer.token) return startVerification(answer.phone ?? phone, 'social');
    finish(answer, labels.loggedIn, true);
  }

  async function answerExistUser(choice: 'yes' | 'no') {
    if (!social) return;
    const answer = await run(() => api.auth.socialRegister(social, guest(), { phone: verifyPhone, otp: lastCode, existingUserChoice: choice }));
    if (answer) finish(answer, labels.loggedIn, choice === 'no');
  }

  async function submitCode(otp: string) {
    dispatch({ type: 'codeTried', code: otp });
    const answer = await run(() =>
      verifyPurpose === 'social' && social
        ? api.auth.socialRegister(social, guest(), { phone: verifyPhone, otp })
        : verifyPurpose === 'login'
          ? api.auth.logInWithCode(verifyPhone, otp, guest())
          : api.auth.verifyPhone(verifyPhone, otp, guest()),
    );
    if (!answer) return;
    if (answer.existingUser) {
      dispatch({ type: 'existingUser', user: answer.existingUser });
      return;
    }
    finish(answer, verifyPurpose === 'verify' ? labels.signedUp : labels.loggedIn, verifyPurpose === 'social' || newAccount);
  }

  async function resend(): Promise<boolean> {
    const sent = await run<unknown>(() =>
      verifyPurpose === 'social' && social
        ? api.auth.socialRegister(social, guest(), { phone: verifyPhone })
        : verifyPurpose === 'login'
          ? api.auth.askLoginCode(verifyPhone)
          : api.auth.resendSignUpCode(verifyPhone),
    );
    return Boolean(sent);
  }

  async function submitInfo(e: SubmitEvent) {
    e.preventDefault();
    info.setSubmitted(true);
    if (!info.values.name.trim() || !pendingToken) return;
    const token = pendingToken;
    setToken(token);
    const answer = await run(() => api.auth.updateInfo(info.values.name.trim(), info.values.email.trim()));
    if (answer) finish({ ...answer, token, personalInfo: true }, labels.loggedIn);
  }

  const signInErrors = validate(signInSchema, signIn.values, labels.validation);
  const otpErrors = validate(otpPhoneSchema, otpLogin.values, labels.validation);
  const signUpErrors = validate(signUpSchema, signUp.values, labels.validation);
  const passwordToggle = (
    <button type="button" className="btn btn-ghost" aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
      {showPassword ? labels.hidePassword : labels.showPassword}
    </button>
  );
  const socialErrors = validate(otpPhoneSchema, socialPhone.values, labels.validation);
  const titles: Record<AuthMode, string> = {
    'sign-in': labels.signIn,
    'sign-up': labels.signUp,
    phone_modal: labels.phoneVerification,
    user_info: labels.oneStepAway,
    social_phone: labels.signIn,
    is_exist_user: labels.isItYou,
  };
  const title = titles[mode];
  const socialMethods = methods.social ?? [];
  const socialButtons =
    socialMethods.length || methods.apple ? (
      <div className="mt-4 flex flex-col gap-2">
        {(methods.manual || methods.otp) && <p className="divider text-sm">{labels.orContinueWith}</p>}
        {socialMethods.map((m) => (
          <button key={m.medium} type="button" className="btn btn-outline" disabled={busy} onClick={() => startSocial(m)}>
            {m.medium === 'google' ? labels.google : labels.facebook}
          </button>
        ))}
        {/* spec: the Apple button is shown and wired to no action */}
        {methods.apple && (
          <button type="button" className="btn btn-outline">
            {labels.apple}
          </button>
        )}
      </div>
    ) : null;

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="auth-title" onClose={ownClose(onClose)}>
      <div className="modal-box max-w-md">
        <div className="flex items-center justify-between">
          <h2 id="auth-title" className="text-xl font-bold">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => dialog.current?.close()}>
            {labels.close}
          </button>
        </div>

        {mode === 'sign-in' && !otpOnly && (
          <form onSubmit={submitSignIn} noValidate className="mt-4 flex flex-col gap-2">
            <Field {...signIn.bind('email_or_phone')} label={labels.emailOrPhone} autoComplete="username" error={signInErrors.email_or_phone} />
            <Field {...signIn.bind('password')} label={labels.password} type={showPassword ? 'text' : 'password'} autoComplete="current-password" error={signInErrors.password} after={passwordToggle} />
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="checkbox checkbox-sm" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                {labels.rememberMe}
              </label>
              <a className="link" href={forgotHref}>
                {labels.forgotPassword}
              </a>
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.signIn}
            </button>
            {methods.otp && (
              <button type="button" className="btn btn-link" onClick={() => dispatch({ type: 'otpOnly', on: true })}>
                {labels.signInWithOtp}
              </button>
            )}
            <p className="text-center text-sm">
              {labels.noAccount}{' '}
              <button type="button" className="link link-primary" onClick={() => dispatch({ type: 'show', mode: 'sign-up' })}>
                {labels.signUp}
              </button>
            </p>
          </form>
        )}

        {mode === 'sign-in' && otpOnly && methods.otp && (
          <form onSubmit={submitOtpLogin} noValidate className="mt-4 flex flex-col gap-2">
            <PhoneField {...otpLogin.bind('phone')} label={labels.phone} autoComplete="tel" error={otpErrors.phone} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.getOtp}
            </button>
            {methods.manual && (
              <button type="button" className="btn btn-link" onClick={() => dispatch({ type: 'otpOnly', on: false })}>
                {labels.signInWithPassword}
              </button>
            )}
          </form>
        )}

        {mode === 'sign-in' && socialButtons}

        {mode === 'sign-up' && (
          <form onSubmit={submitSignUp} noValidate className="mt-4 flex flex-col gap-2">
            <Field {...signUp.bind('name')} label={labels.fullName} autoComplete="name" error={signUpErrors.name} />
            <Field {...signUp.bind('email')} label={labels.yourEmail} type="email" inputMode="email" autoComplete="email" error={signUpErrors.email} />
            <PhoneField {...signUp.bind('phone')} label={labels.phone} autoComplete="tel" error={signUpErrors.phone} />
            <Field {...signUp.bind('password')} label={labels.password} type={showPassword ? 'text' : 'password'} autoComplete="new-password" error={signUpErrors.password} after={passwordToggle} />
            <Field {...signUp.bind('confirm_password')} label={labels.confirmPassword} type={showPassword ? 'text' : 'password'} autoComplete="new-password" error={signUpErrors.confirm_password} />
            {showReferCode && <Field {...signUp.bind('ref_code')} label={labels.referCode} show={false} />}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.signUp}
            </button>
            <p className="text-center text-sm">
              <button type="button" className="link link-primary" onClick={() => dispatch({ type: 'show', mode: 'sign-in' })}>
                {labels.haveAccount}
              </button>
            </p>
            <p className="text-center text-xs">
              <a className="link" href={termsHref} target="_blank" rel="noopener">
                {labels.terms}
              </a>{' '}
              ·{' '}
              <a className="link" href={privacyHref} target="_blank" rel="noopener">
                {labels.privacy}
              </a>
            </p>
          </form>
        )}

        {mode === 'phone_modal' && <CodeForm target={maskPhone(verifyPhone)} labels={labels} busy={busy} onSubmit={submitCode} onResend={resend} />}

        {mode === 'social_phone' && (
          <form onSubmit={submitSocialPhone} noValidate className="mt-4 flex flex-col gap-2">
            <p>{labels.socialPhone}</p>
            <PhoneField {...socialPhone.bind('phone')} label={labels.phone} autoComplete="tel" error={socialErrors.phone} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.continue}
            </button>
          </form>
        )}

        {mode === 'is_exist_user' && existUser && (
          <div className="mt-4 flex flex-col items-center gap-3 text-center">
            <p>{labels.existingAccount}</p>
            {existUser.image ? <img src={existUser.image} alt="" width={64} height={64} className="size-16 rounded-full object-cover" /> : null}
            <p className="font-semibold">{existUser.name}</p>
            <div className="flex gap-2">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => answerExistUser('yes')}>
                {labels.yes}
              </button>
              <button type="button" className="btn" disabled={busy} onClick={() => answerExistUser('no')}>
                {labels.no}
              </button>
            </div>
          </div>
        )}

        {mode === 'user_info' && (
          <form onSubmit={submitInfo} noValidate className="mt-4 flex flex-col gap-2">
            <Field {...info.bind('name')} label={labels.fullName} autoComplete="name" error={info.values.name.trim() ? undefined : signUpErrors.name} />
            <Field {...info.bind('email')} label={labels.yourEmail} type="email" autoComplete="email" show={false} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {labels.done}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
