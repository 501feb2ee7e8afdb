/** Sign-up with a code from the outbox, logout, password and OTP sign-in, guest cart, expired token. */
import { expect, test, type Page, type APIRequestContext } from '@playwright/test';

let n = 0;
const newPhone = () => `+97798${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

async function codeFor(request: APIRequestContext, recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const rows = await (await request.get(`/api/v1/testing/outbox?recipient=${encodeURIComponent(recipient)}`)).json();
      code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function openAuth(page: Page) {
  await page.goto('/about-us');
  await expect(page.locator('astro-island[component-url*="AccountButton"]')).not.toHaveAttribute('ssr', /.*/);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page.getByRole('dialog');
}

test('sign up with a phone code, log out, log back in with the password and with a code', async ({ page, request }) => {
  const phone = newPhone();
  const email = `e2e${phone.slice(-8)}@example.com`;
  const dialog = await openAuth(page);
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

  // section 5 messages after touch
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();

  await dialog.getByLabel('Full Name').fill('Asha Tamang');
  await dialog.getByLabel('Your Email').fill(email);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('secret12');
  await dialog.getByLabel('Confirm Password').fill('secret99');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Passwords must match')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill('secret12');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  await expect(dialog.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
  await expect(dialog.getByText(/Resend it \(\d+s\)/)).toBeVisible();
  const verify = dialog.getByRole('button', { name: 'Verify & Continue' });
  await dialog.getByLabel('Phone Verification').fill('123');
  await expect(verify).toBeDisabled();
  await dialog.getByLabel('Phone Verification').fill(await codeFor(request, phone));
  await verify.click();

  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByText('Asha Tamang')).toBeVisible();

  // logout asks first, then clears the session
  await page.getByText('Asha Tamang').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Are you sure you want to logout?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // password sign-in
  const again = await openAuth(page);
  await again.getByRole('button', { name: 'Have Account? Login' }).click();
  await again.getByLabel('Email or phone').fill(email);
  await again.getByLabel('Password', { exact: true }).fill('secret12');
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Asha Tamang')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // OTP sign-in in a fresh browser state
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  const otp = await openAuth(page);
  await otp.getByRole('button', { name: 'Have Account? Login' }).click();
  await otp.getByRole('button', { name: 'Sign in with OTP' }).click();
  await otp.getByLabel('Phone').fill(phone);
  await otp.getByRole('button', { name: 'Get OTP' }).click();
  await otp.getByLabel('Phone Verification').fill(await codeFor(request, phone));
  await otp.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByText('Asha Tamang')).toBeVisible();
});

test('an expired token signs the shopper out with the session message', async ({ page }) => {
  await page.goto('/about-us');
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-revoked-token'));
  await page.goto('/about-us');
  await expect(page.getByText('Your account is inactive or Your token has been expired')).toBeVisible();
  await expect(page).toHaveURL(/\/home/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
});

test('a guest gets a guest id once', async ({ page }) => {
  await page.goto('/about-us');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toMatch(/^\d+$/);
  const first = await page.evaluate(() => localStorage.getItem('guest_id'));
  await page.reload();
  await expect(page.locator('astro-island[component-url*="AccountButton"]')).not.toHaveAttribute('ssr', /.*/);
  expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toBe(first);
});

test('forgot password: a code by email, a new password, then sign in with it', async ({ page, request }) => {
  const phone = newPhone();
  const email = `reset${phone.slice(-8)}@example.com`;
  expect((await request.post('/api/v1/auth/sign-up', { data: { name: 'Reset Me', email, phone, password: 'secret12', confirm_password: 'secret12' } })).ok()).toBe(true);
  await request.post('/api/v1/auth/verify-phone', { data: { phone, otp: await codeFor(request, phone), verification_type: 'phone' } });

  await page.goto('/forgot-password');
  await expect(page.locator('astro-island[component-url*="ForgotPassword"]')).not.toHaveAttribute('ssr', /.*/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email or phone number is required')).toBeVisible();
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account uses this address, a code has been sent to it.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFor(request, email));
  await page.getByLabel('New password').fill('brandnew1');
  await page.getByLabel('Confirm Password').fill('brandnew2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('brandnew1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByText('Password changed successfully. Please sign in.')).toBeVisible();
  const login = await request.post('/api/v1/auth/login', { data: { login_type: 'manual', email_or_phone: email, password: 'brandnew1' } });
  expect(login.ok()).toBe(true);
});
