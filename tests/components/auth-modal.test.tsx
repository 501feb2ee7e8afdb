import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthModal, { maskPhone, type AuthLabels } from '../../src/islands/auth/AuthModal';
import en from '../../src/lib/i18n/en.json';
import { token } from '../../src/stores/auth';
import { zoneId } from '../../src/stores/location';
import { selectedModule } from '../../src/stores/module';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  token.set('');
  vi.stubGlobal('location', { ...window.location, reload: vi.fn(), assign: vi.fn(), protocol: 'http:' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const labels = { ...(en.auth as unknown as AuthLabels), validation: en.validation, close: 'Close', yes: en.common.yes, no: en.common.no };
const props = { labels, methods: { manual: true, otp: true }, showReferCode: false, termsHref: '/terms-and-conditions', privacyHref: '/privacy-policy', forgotHref: '/forgot-password', onClose: () => {} };
const answer = (over: Record<string, unknown> = {}) => ({ token: null, is_phone_verified: 0, is_email_verified: 0, is_personal_info: 1, phone: '+9779812345678', email: 'a@b.co', ...over });

describe('AuthModal', () => {
  it('opens on sign-up and shows every sign-up message after an empty submit', async () => {
    render(<AuthModal {...props} />);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const m of ['First name is required', 'Email is required', 'Please give a phone number', 'Password is required']) expect(screen.getAllByText(m).length).toBeGreaterThan(0);
  });

  it('shows a field error after touch only', async () => {
    render(<AuthModal {...props} />);
    const email = screen.getByLabelText('Your Email');
    await userEvent.type(email, 'not-mail');
    expect(screen.queryByText('Must be a valid email')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
  });

  it('sign-in messages, the password toggle and the OTP switch', async () => {
    render(<AuthModal {...props} initialMode="sign-in" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email or phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email or phone'), '12ab');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    expect(screen.getByText('Must be a valid email or phone number')).toBeTruthy();
    expect(screen.getByText('Password is too short - should be 6 chars minimum.')).toBeTruthy();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with OTP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(screen.getByText('Please give a phone number')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone'), '98123');
    expect(screen.getByText('number must be 10 digits')).toBeTruthy();
  });

  it('shows only the allowed login methods', () => {
    render(<AuthModal {...props} methods={{ manual: false, otp: true }} />);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows the refer code only when wallet and referral are on', () => {
    render(<AuthModal {...props} />);
    expect(screen.queryByLabelText('Refer Code (optional)')).toBeNull();
    cleanup();
    render(<AuthModal {...props} showReferCode />);
    expect(screen.getByLabelText('Refer Code (optional)')).toBeTruthy();
  });

  it('sign-up without a token moves to phone verification: masked phone, countdown, 6 digits to submit', async () => {
    const sent: unknown[] = [];
    server.use(http.post('*/api/v1/auth/sign-up', async ({ request }) => (sent.push(await request.json()), HttpResponse.json(answer()))));
    render(<AuthModal {...props} />);
    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha Tamang');
    await userEvent.type(screen.getByLabelText('Your Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '+9779812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Phone Verification' })).toBeTruthy();
    // the server checks the form with the same schema: every field it asks for is sent
    expect(sent).toEqual([{ name: 'Asha Tamang', email: 'asha@example.com', phone: '+9779812345678', password: 'secret12', confirm_password: 'secret12' }]);
    expect(screen.getByText("We've sent a verification code to +977*******678")).toBeTruthy();
    expect(screen.getByText(/Resend it \(60s\)/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Verify & Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Verification' }), '123456');
    expect(submit.disabled).toBe(false);
  });

  it('a verified code stores the token', async () => {
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(body.otp ? answer({ token: 'tok-123', is_phone_verified: 1 }) : answer());
      }),
    );
    render(<AuthModal {...props} initialMode="sign-in" methods={{ manual: false, otp: true }} />);
    await userEvent.type(screen.getByLabelText('Phone'), '+9779812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone Verification' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-123'));
  });

  it('a new OTP account completes its profile first (Just one step away!)', async () => {
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(body.otp ? answer({ token: 'tok-new', is_personal_info: 0, is_phone_verified: 1 }) : answer());
      }),
      http.post('*/api/v1/auth/update-info', () => HttpResponse.json(answer({ token: 'tok-new', is_personal_info: 1 }))),
    );
    render(<AuthModal {...props} initialMode="sign-in" methods={{ manual: false, otp: true }} />);
    await userEvent.type(screen.getByLabelText('Phone'), '+9779812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone Verification' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByRole('heading', { name: 'Just one step away! Complete your profile.' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Hari');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-new'));
    // a new account is welcomed after the reload
    expect(sessionStorage.getItem('welcome-new-account')).toBe('1');
  });

  /** a new account by OTP: phone, code, then the complete-profile step */
  async function newOtpAccount() {
    render(<AuthModal {...props} interestHref="/interest" initialMode="sign-in" methods={{ manual: false, otp: true }} />);
    await userEvent.type(screen.getByLabelText('Phone'), '+9779812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone Verification' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await userEvent.type(await screen.findByLabelText('Full Name'), 'Hari');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  }

  it('a new account with a zone and a non-parcel module goes to /interest; with a parcel module the page reloads', async () => {
    zoneId.set('[1]');
    selectedModule.set({ id: 1, module_type: 'grocery' });
    server.use(
      http.post('*/api/v1/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(body.otp ? answer({ token: 'tok-new', is_personal_info: 0, is_phone_verified: 1 }) : answer());
      }),
      http.post('*/api/v1/auth/update-info', () => HttpResponse.json(answer({ token: 'tok-new', is_personal_info: 1 }))),
    );
    await newOtpAccount();
    await vi.waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/interest?module_id=1'));
    expect(window.location.reload).not.toHaveBeenCalled();

    // a parcel module: no interests to ask, the page reloads
    cleanup();
    selectedModule.set({ id: 5, module_type: 'parcel' });
    await newOtpAccount();
    await vi.waitFor(() => expect(window.location.reload).toHaveBeenCalled());
    expect(window.location.assign).toHaveBeenCalledTimes(1);
    zoneId.set('');
    selectedModule.set(null);
  });

  it('masks phones', () => {
    expect(maskPhone('+9779812345678')).toBe('+977*******678');
    expect(maskPhone('12345')).toBe('12345');
  });

  it('the login-method combinations: social only shows just the provider buttons; Apple does nothing', async () => {
    render(<AuthModal {...props} methods={{ manual: false, otp: false, social: [{ medium: 'google', clientId: 'cid' }], apple: true }} />);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get OTP' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByText('Or continue with')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    cleanup();
    render(<AuthModal {...props} initialMode="sign-in" methods={{ manual: true, otp: true, social: [{ medium: 'facebook', clientId: 'app' }] }} />);
    expect(screen.getByText('Or continue with')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('AuthModal social sign-in', () => {
  const claims = btoa(JSON.stringify({ sub: 'g-42', email: 'asha@example.com' })).replace(/=+$/, '');
  const credential = `eyJhbGciOiJSUzI1NiJ9.${claims}.c2ln`;
  beforeEach(() => {
    const google = { accounts: { id: { callback: null as null | ((r: { credential: string }) => void), initialize(o: { callback: (r: { credential: string }) => void }) { this.callback = o.callback; }, prompt() { this.callback?.({ credential }); } } } };
    vi.stubGlobal('google', google);
  });
  const socialProps = { ...props, initialMode: 'sign-in' as const, methods: { manual: true, otp: false, social: [{ medium: 'google' as const, clientId: 'cid' }] } };

  it("an unknown identity is asked for a phone, verifies it, and answers 'Is It You?'", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/v1/auth/social-login', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ errors: [{ code: 'email', message: 'Give a valid phone number to continue sign-in' }] }, { status: 403 });
      }),
      http.post('*/api/v1/auth/social-register', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.exist_user_choice === 'yes') return HttpResponse.json(answer({ token: 'tok-social', is_phone_verified: 1 }));
        if (body.otp) return HttpResponse.json(answer({ is_phone_verified: 1, is_exist_user: { id: 7, name: 'Sita Sharma', image: null } }));
        return HttpResponse.json(answer());
      }),
    );
    render(<AuthModal {...socialProps} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Give a valid phone number to continue sign-in')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ token: credential, unique_id: 'g-42', email: 'asha@example.com', medium: 'google', id_token: 1 });
    // the 'email' error opens the phone step instead of a toast
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please give a phone number')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone'), '98123');
    expect(screen.getByText('number must be 10 digits')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone'), '45678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Phone Verification' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Verification' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByRole('heading', { name: 'Is It You?' })).toBeTruthy();
    expect(screen.getByText('It looks like the phone number you entered has already been used and has an existing account.')).toBeTruthy();
    expect(screen.getByText('Sita Sharma')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-social'));
    expect(sessionStorage.getItem('welcome-new-account')).toBeNull();
    expect(bodies.at(-1)).toMatchObject({ phone: '+9779812345678', otp: '123456', exist_user_choice: 'yes', medium: 'google' });
  });

  it('a known identity signs straight in; other errors are toasts', async () => {
    server.use(http.post('*/api/v1/auth/social-login', () => HttpResponse.json(answer({ token: 'tok-known', is_phone_verified: 1 }))));
    render(<AuthModal {...socialProps} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-known'));
    expect(sessionStorage.getItem('welcome-new-account')).toBeNull();
  });

  it("'Remember me' gives the password to the browser's password manager, never to localStorage, and fills both next time", async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json(answer({ token: 'tok-remember', is_phone_verified: 1 }))));
    const stored: Array<{ id: string; password: string }> = [];
    class FakePasswordCredential {
      type = 'password';
      constructor(readonly init: { id: string; password: string }) {}
      get id() {
        return this.init.id;
      }
      get password() {
        return this.init.password;
      }
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    vi.stubGlobal('navigator', {
      ...navigator,
      credentials: {
        store: vi.fn(async (c: FakePasswordCredential) => void stored.push(c.init)),
        get: vi.fn(async () => (stored.length ? new FakePasswordCredential(stored[stored.length - 1]) : null)),
        preventSilentAccess: vi.fn(async () => undefined),
      },
    });
    render(<AuthModal {...props} initialMode="sign-in" />);
    await userEvent.type(screen.getByLabelText('Email or phone'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-remember'));
    expect(stored).toEqual([{ id: 'asha@example.com', password: 'secret12', name: 'asha@example.com' }]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret12');
    expect(localStorage.getItem('remember-login')).toBe('asha@example.com');
    cleanup();

    // the next time the modal opens, both come back, the box still ticked
    token.set('');
    render(<AuthModal {...props} initialMode="sign-in" />);
    await vi.waitFor(() => expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret12'));
    expect((screen.getByLabelText('Email or phone') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it("'Remember me' without the browser's API keeps only the identifier; unticked, nothing stays", async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.json(answer({ token: 'tok-plain', is_phone_verified: 1 }))));
    render(<AuthModal {...props} initialMode="sign-in" />);
    await userEvent.type(screen.getByLabelText('Email or phone'), '9812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(token.get()).toBe('tok-plain'));
    expect({ ...localStorage }).toMatchObject({ 'remember-login': '9812345678' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret12');
    cleanup();
    token.set('');
    render(<AuthModal {...props} initialMode="sign-in" />);
    await vi.waitFor(() => expect((screen.getByLabelText('Email or phone') as HTMLInputElement).value).toBe('9812345678'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(localStorage.getItem('remember-login')).toBeNull());
  });
});
