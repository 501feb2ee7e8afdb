/** Shared by the identity API tests: per-test addresses, fresh phones, codes read from the outbox. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { call, testDatabase } from './harness';

let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits of one do not touch another. */
export const from = () => ({ 'x-forwarded-for': `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
export const post = (path: string, body: unknown, headers: Record<string, string> = from()) => call(path, { method: 'POST', body, headers });
let phoneCounter = 0;
export const newPhone = () => `+97798${String(Date.now()).slice(-5)}${String(++phoneCounter).padStart(3, '0')}`;

export async function lastCode(recipient: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  const code = /(\d{6})/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export async function signUp(over: Record<string, unknown> = {}) {
  const phone = newPhone();
  const email = `user${phone.slice(-8)}@example.com`;
  const res = await post('auth/sign-up', { name: 'Maya Gurung', email, phone, password: 'secret12', confirm_password: 'secret12', ...over });
  return { res, phone, email };
}

/** Sign up, verify the phone with the code from the outbox, return the token. */
export async function verifiedCustomer() {
  const { res, phone, email } = await signUp();
  expect(res.status).toBe(200);
  const verified = await post('auth/verify-phone', { phone, otp: await lastCode(phone), verification_type: 'phone', login_type: 'manual' });
  expect(verified.status).toBe(200);
  return { token: verified.body.token as string, phone, email };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}`, ...from() });

