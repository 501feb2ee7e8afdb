import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../src/lib/api/endpoints/account';
import ProfileSettings, { phoneInput, photoProblem, type ProfileLabels } from '../../src/islands/profile/ProfileSettings';
import en from '../../src/lib/i18n/en.json';
import { token } from '../../src/stores/auth';
import { toasts } from '../../src/stores/toast';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  token.set('tok');
  vi.stubGlobal('location', { ...window.location, assign: vi.fn(), protocol: 'http:' });
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const labels: ProfileLabels = {
  ...(en.profile as unknown as ProfileLabels),
  validation: en.validation,
  codeSentTo: en.auth.codeSentTo,
  phoneVerification: en.auth.phoneVerification,
  verifyContinue: en.auth.verifyContinue,
  noCode: en.auth.noCode,
  resendIn: en.auth.resendIn,
  resend: en.auth.resend,
  yes: en.common.yes,
  no: en.common.no,
  close: 'Close',
};
/** customer/info as the server answers it, and the profile the page hands the island */
const wireProfile = {
  f_name: 'Hari',
  l_name: 'Thapa',
  phone: '+9779812345678',
  email: 'hari@example.com',
  image_full_url: null,
  is_phone_verified: 0,
  is_valid_for_discount: false,
  discount_amount: 0,
  discount_amount_type: 'percentage',
  validity: '30 day',
};
const profile: Profile = {
  id: 7,
  walletBalance: 0,
  loyaltyPoints: 0,
  refCode: null,
  firstName: 'Hari',
  name: 'Hari Thapa',
  phone: '+9779812345678',
  email: 'hari@example.com',
  image: null,
  phoneVerified: false,
  welcomeDiscount: { valid: false, amount: 0, percent: true, validity: '30 day' },
  interests: [],
  interestModules: [],
};
const props = { profile, labels, showPassword: true, rootHref: '/' };

describe('ProfileSettings', () => {
  it('the profile edit messages of section 5, and passwords must match', async () => {
    render(<ProfileSettings {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('User Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    for (const m of ['name is required', 'Email is required', 'phone number required', 'Passwords must match']) expect(screen.getByText(m)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
    // Reset puts the profile back
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByLabelText('User Name') as HTMLInputElement).value).toBe('Hari Thapa');
    expect(screen.queryByText('name is required')).toBeNull();
  });

  it('password fields only with password sign-in; a verified phone is read-only', async () => {
    render(<ProfileSettings {...props} showPassword={false} profile={{ ...profile, phoneVerified: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('A verified phone number cannot be changed.')).toBeTruthy();
  });

  it('a changed phone is confirmed with a code, then saved with the photo and refetched', async () => {
    // multipart bodies do not survive msw's interception in jsdom: read what the island hands to fetch
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/customer/info')) return Response.json({ ...wireProfile, phone: '+9779800011122', is_phone_verified: 1, image_full_url: 'http://x/media/uploads/a.png' });
      const form = init.body as FormData;
      sent.push(form);
      return Response.json(form.get('otp') ? { message: 'Updated successfully.' } : { otp_send: true, verification_on: 'phone', verification_medium: 'sms', message: 'A verification code was sent.' });
    });
    render(<ProfileSettings {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), png);
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '+977-980 001 1122');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+9779800011122');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText("We've sent a verification code to +977*******122")).toBeTruthy();
    expect(sent[0].get('otp')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone Verification' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Update Profile' })).toBeNull());
    expect(screen.getByText('+9779800011122')).toBeTruthy();
    expect(sent[1].get('otp')).toBe('123456');
    expect(sent[1].get('phone')).toBe('+9779800011122');
    expect((sent[1].get('image') as File).name).toBe('me.png');
    expect(toasts.get().some((t) => t.message === 'Updated successfully.')).toBe(true);
  });

  it('a changed email asks for the current password and sends it (issue 43.1)', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/customer/info')) return Response.json({ ...wireProfile, email: 'hari.new@example.com' });
      sent.push(init.body as FormData);
      return Response.json({ message: 'Updated successfully.' });
    });
    render(<ProfileSettings {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'hari.new@example.com');
    const current = screen.getByLabelText('Current Password');
    expect(current.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Needed to change your email or phone/)).toBeTruthy();
    await userEvent.type(current, 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('current_password')).toBe('secret12');
    expect(sent[0].get('email')).toBe('hari.new@example.com');
  });

  it('delete account: refused with ongoing orders (the reason shows), then deleted and sent to /', async () => {
    let ongoing = true;
    server.use(
      http.delete('*/api/v1/customer/remove-account', () =>
        ongoing ? HttpResponse.json({ errors: [{ code: 'on-going', message: 'You have ongoing orders.' }] }, { status: 203 }) : HttpResponse.json([]),
      ),
    );
    render(<ProfileSettings {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByText('Are you sure you want to delete your account?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(toasts.get().some((t) => t.message === 'You have ongoing orders.')).toBe(true));
    expect(token.get()).toBe('tok');
    ongoing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/'));
    expect(token.get()).toBe('');
  });

  it('checks the photo before sending and keeps phone input to digits', () => {
    expect(photoProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, labels)).toBe('The image must be a jpg, png, jpeg or gif file.');
    expect(photoProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 3 * 1024 * 1024 }, labels)).toBe('The image may not be greater than 2 MB.');
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 1000 }, labels)).toBeNull();
    expect(phoneInput('+977 (980) 12-34')).toBe('+9779801234');
    expect(phoneInput('98+12')).toBe('9812');
  });
});
