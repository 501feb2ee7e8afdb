/** Accounts for end-to-end tests: fresh phone numbers, codes from the outbox, a verified customer signed in on the page. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let n = 0;
export const newPhone = () => `+97798${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

/**
 * Each new customer comes from an address of their own (the e2e server trusts X-Forwarded-For,
 * TRUST_PROXY=1), as real shoppers do: the per-address limits on codes sent then count one
 * shopper's requests, not the whole suite's (which `--repeat-each 3` would exceed).
 */
let a = 0;
export const shopperAddress = () => ({ 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(++a / 250) % 250}.${a % 250}` });

export async function codeFor(request: APIRequestContext, recipient: string): Promise<string> {
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

/** A verified customer made through the API, signed in on the open page's origin (token store and its cookie). */
export async function signedIn(page: Page, request: APIRequestContext, name: string, extra: Record<string, string> = {}) {
  const phone = newPhone();
  const email = `p${phone.slice(-8)}@example.com`;
  const headers = shopperAddress();
  expect((await request.post('/api/v1/auth/sign-up', { headers, data: { name, email, phone, password: 'secret12', confirm_password: 'secret12', ...extra } })).ok()).toBe(true);
  const verified = await request.post('/api/v1/auth/verify-phone', { headers, data: { phone, otp: await codeFor(request, phone), verification_type: 'phone' } });
  const { token } = await verified.json();
  await page.context().addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
  await page.evaluate((t) => localStorage.setItem('token', t), token as string);
  return { phone, email, token: token as string };
}

/** Sign in through the header's modal with a demo customer's password (12345678). */
export async function signInThroughModal(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign In' }).click();
  const auth = page.getByRole('dialog', { name: 'Sign In' });
  await auth.getByLabel('Email or phone').fill(email);
  await auth.getByLabel('Password', { exact: true }).fill('12345678');
  await auth.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}
