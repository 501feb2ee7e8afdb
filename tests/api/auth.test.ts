import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, customers, items, orders, otpCodes, outbox, rateLimits, sessions } from '../../src/server/db/schema';
import { call, expectErrorShape, testDatabase } from './harness';
import { readImage } from '../../src/server/services/uploads';
import { needsRehash } from '../../src/server/services/password';
import { randomBytes, scryptSync } from 'node:crypto';
import { auth, from, lastCode, newPhone, post, signUp, verifiedCustomer } from './auth-helpers';

describe('sign-up and phone verification', () => {
  it('creates the account, sends a code through the outbox, and gives a token only after verification', async () => {
    const { res, phone } = await signUp();
    expect(res.body).toMatchObject({ token: null, is_phone_verified: 0, is_personal_info: 1, login_type: 'manual', phone });
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('auth/verify-phone', { phone, otp: code, verification_type: 'phone', login_type: 'manual' });
    expect(verified.body.token).toMatch(/^[\w-]{40,}$/);
    expect(verified.body.is_phone_verified).toBe(1);
    const info = await call('customer/info', { headers: auth(verified.body.token) });
    expect(info.body).toMatchObject({ f_name: 'Maya', l_name: 'Gurung', phone, is_phone_verified: 1, is_valid_for_discount: false });
    // no referral code: no first-order discount (issue 43.5)
  });

  it('a login right after sign-up, inside the resend window, asks for the code like any unverified login (no 405)', async () => {
    const { res, phone } = await signUp();
    expect(res.status).toBe(200);
    const first = await lastCode(phone);
    const login = await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: null, is_phone_verified: 0 });
    // no second code inside the window: the first one still verifies
    expect(await lastCode(phone)).toBe(first);
    expect((await post('auth/verify-phone', { phone, otp: first, verification_type: 'phone', login_type: 'manual' })).body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('stores only hashes of passwords, codes and tokens', async () => {
    const { token, phone } = await verifiedCustomer();
    const { db } = await testDatabase();
    const [c] = await db.select().from(customers).where(eq(customers.phone, phone));
    expect(c.passwordHash).toMatch(/^scrypt\$/);
    expect(c.passwordHash).not.toContain('secret12');
    const codes = await db.select().from(otpCodes).where(eq(otpCodes.target, phone));
    expect(codes.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
    const stored = await db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    expect((stored as any).rows[0].n).toBe(0);
  });

  it('refuses a taken email or phone and every section 5 message', async () => {
    const { phone, email } = await signUp();
    const again = await post('auth/sign-up', { name: 'X', email, phone: newPhone(), password: 'secret12', confirm_password: 'secret12' });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe('email');
    const dupPhone = await post('auth/sign-up', { name: 'X', email: 'other@example.com', phone, password: 'secret12', confirm_password: 'secret12' });
    expect(dupPhone.body.errors[0].code).toBe('phone');
    const bad = await post('auth/sign-up', { name: '', email: 'nope', phone: '123', password: '12', confirm_password: '34' });
    expect(bad.status).toBe(403);
    const byField = Object.fromEntries(bad.body.errors.map((e: any) => [e.code, e.message]));
    expect(byField).toMatchObject({ name: 'First name is required', email: 'Must be a valid email', phone: 'number must be 10 digits', password: 'Password is too short - should be 6 chars minimum.' });
    const mismatch = await post('auth/sign-up', { name: 'A', email: 'a@b.co', phone: newPhone(), password: 'secret12', confirm_password: 'secret13' });
    expect(mismatch.body.errors).toEqual([{ code: 'confirm_password', message: 'Passwords must match' }]);
    const unknownRef = await signUp({ ref_code: 'NOPE' });
    expect(unknownRef.res.status).toBe(405);
  });
});

describe('codes', () => {
  it('a wrong code counts, a used code cannot be used again, five wrong tries lock the code', async () => {
    const { phone } = await signUp();
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('auth/verify-phone', { phone, otp: wrong, verification_type: 'phone' });
    expect(first.status).toBe(403);
    expectErrorShape(first.body);
    expect((await post('auth/verify-phone', { phone, otp: code, verification_type: 'phone' })).status).toBe(200);
    const reused = await post('auth/verify-phone', { phone, otp: code, verification_type: 'phone' });
    expect(reused.status).toBe(403);

    const other = await signUp();
    const right = await lastCode(other.phone);
    const bad = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post('auth/verify-phone', { phone: other.phone, otp: bad, verification_type: 'phone' })).status);
    expect(answers.slice(0, 4)).toEqual([403, 403, 403, 403]);
    expect(answers[4]).toBe(429);
    expect((await post('auth/verify-phone', { phone: other.phone, otp: right, verification_type: 'phone' })).status).toBe(429);
  });

  it('wrong codes sent at once: no more than five are judged, and the right one after them is refused too (issue 15 D.4)', async () => {
    const { phone } = await signUp();
    const right = await lastCode(phone);
    const bad = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 9 }, () => post('auth/verify-phone', { phone, otp: bad, verification_type: 'phone' })));
    expect(answers.filter((a) => a.status === 403)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const { db } = await testDatabase();
    const [row] = await db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.target, phone));
    expect(row.attempts).toBe(5);
    expect((await post('auth/verify-phone', { phone, otp: right, verification_type: 'phone' })).status).toBe(429);
  });

  it('resend-otp sends only to a phone or an email (issue 15 D.5)', async () => {
    const script = await post('auth/resend-otp', { phone: '<script>alert(1)</script>', verification_type: 'phone' });
    expect(script.status).toBe(403);
    expect(script.body.errors[0].code).toBe('phone');
    const notEmail = await post('auth/resend-otp', { email: 'not an email', verification_type: 'email' });
    expect(notEmail.body.errors[0]).toMatchObject({ code: 'email' });
    const { db } = await testDatabase();
    expect(await db.select().from(otpCodes).where(inArray(otpCodes.target, ['<script>alert(1)</script>', 'not an email']))).toEqual([]);
  });

  it('an expired code is refused', async () => {
    const { phone } = await signUp();
    const code = await lastCode(phone);
    const { db } = await testDatabase();
    await db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.target, phone));
    const res = await post('auth/verify-phone', { phone, otp: code, verification_type: 'phone' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toMatch(/expired/);
  });

  it('a new code only after 60 seconds, with Retry-After', async () => {
    const phone = newPhone();
    const headers = from();
    expect((await post('auth/login', { login_type: 'otp', phone }, headers)).status).toBe(200);
    const soon = await post('auth/login', { login_type: 'otp', phone }, headers);
    expect(soon.status).toBe(405);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('strangers from 20 addresses cannot keep the owner from signing in by code: wrong guesses kill a code, not the account (issue 43.7)', async () => {
    const phone = newPhone();
    const owner = from();
    // an account made by code sign-in: it has no password to fall back on
    await post('auth/login', { login_type: 'otp', phone }, owner);
    expect((await post('auth/login', { login_type: 'otp', phone, otp: await lastCode(phone), verified: 1 }, owner)).body.token).toBeTruthy();
    const { db } = await testDatabase();
    // as if a minute had passed since every code to this phone: the next may be sent
    const aMinuteLater = () => db.update(otpCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(otpCodes.target, phone));
    const strangers = Array.from({ length: 20 }, () => from());
    for (let round = 0; round < 12; round++) {
      for (const stranger of strangers) {
        await aMinuteLater();
        await post('auth/login', { login_type: 'otp', phone }, stranger);
        for (let guess = 0; guess < 3; guess++) await post('auth/login', { login_type: 'otp', phone, otp: String(100000 + round * 100 + guess), verified: 1 }, stranger);
      }
    }
    // the owner asks for a fresh code and signs in with it
    await aMinuteLater();
    const asked = await post('auth/login', { login_type: 'otp', phone }, owner);
    expect(asked.status).toBe(200);
    const signedIn = await post('auth/login', { login_type: 'otp', phone, otp: await lastCode(phone), verified: 1 }, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toBeTruthy();
    // a code dies after five wrong guesses, whoever makes them; the owner need not wait to ask again
    await aMinuteLater();
    const others = Array.from({ length: 6 }, () => from());
    expect((await post('auth/login', { login_type: 'otp', phone }, others[0])).status).toBe(200);
    for (const stranger of others.slice(1)) await post('auth/login', { login_type: 'otp', phone, otp: '000001', verified: 1 }, stranger);
    const dead = await lastCode(phone);
    expect((await post('auth/login', { login_type: 'otp', phone, otp: dead, verified: 1 }, owner)).status).toBe(429);
    expect((await post('auth/login', { login_type: 'otp', phone }, owner)).status).toBe(200);
    expect((await post('auth/login', { login_type: 'otp', phone, otp: await lastCode(phone), verified: 1 }, owner)).status).toBe(200);
    // the phone's SMS cost stayed bounded: what 20 strangers asked is within the day's budget, and each only its share
    const sent = await db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(sent.length).toBeLessThanOrEqual(250);
    expect(sent.length).toBeLessThanOrEqual(20 * 10 + 10);
  });

  it('the code must be six digits: field is empty', async () => {
    const res = await post('auth/verify-phone', { phone: newPhone(), otp: '', verification_type: 'phone' });
    expect(res.body.errors[0]).toEqual({ code: 'otp', message: 'field is empty' });
  });
});

describe('sign-in', () => {
  it('a password hashed at the older, lower cost is hashed again at today\'s when its owner signs in (issue 15 D.12)', async () => {
    const { phone } = await verifiedCustomer();
    const { db } = await testDatabase();
    // what the store wrote before the cost was raised: scrypt N=2^14, r=8, p=1
    const salt = randomBytes(16);
    const old = `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync('secret12', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await db.update(customers).set({ passwordHash: old }).where(eq(customers.phone, phone));
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12' })).status).toBe(200);
    const [row] = await db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.phone, phone));
    expect(row.hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(needsRehash(row.hash!)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12' })).status).toBe(200);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'wrong123' })).status).toBe(401);
  });

  it('by password with email or phone; wrong password and unknown user answer the same 401', async () => {
    const { phone, email } = await verifiedCustomer();
    const byEmail = await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12' });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.token).toBeTruthy();
    const byPhone = await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12' });
    expect(byPhone.body.token).not.toBe(byEmail.body.token);
    const wrong = await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'wrong-pass' });
    const unknown = await post('auth/login', { login_type: 'manual', email_or_phone: 'nobody@example.com', password: 'wrong-pass' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const invalid = await post('auth/login', { login_type: 'manual', email_or_phone: '', password: '' });
    expect(invalid.body.errors).toEqual([
      { code: 'email_or_phone', message: 'Email or phone number is required' },
      { code: 'password', message: 'Password is required' },
    ]);
  });

  it('the v2.0.0 login shape, {phone, password} with no login_type, signs in by phone (issue 45.1)', async () => {
    const { phone, email } = await verifiedCustomer();
    const res = await post('auth/login', { phone, password: 'secret12' });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTruthy();
    expect((await post('auth/login', { email, password: 'secret12' })).status).toBe(200);
    expect((await post('auth/login', { phone, password: 'wrong-one' })).status).toBe(401);
  });

  it('the demo customer signs in', async () => {
    const res = await post('auth/login', { login_type: 'manual', email_or_phone: 'sita@example.com', password: '12345678' });
    expect(res.status).toBe(200);
    expect(res.body.is_phone_verified).toBe(1);
  });

  it('by OTP: a new phone gets an account to complete; update-info completes it', async () => {
    const phone = newPhone();
    const headers = from();
    await post('auth/login', { login_type: 'otp', phone }, headers);
    const res = await post('auth/login', { login_type: 'otp', phone, otp: await lastCode(phone), verified: 1 }, headers);
    expect(res.body).toMatchObject({ is_personal_info: 0, is_phone_verified: 1, login_type: 'otp' });
    const done = await post('auth/update-info', { name: 'Hari Bahadur', email: `hari${phone.slice(-6)}@example.com` }, auth(res.body.token));
    expect(done.body).toMatchObject({ token: res.body.token, is_personal_info: 1 });
  });

  it('wrong passwords from many addresses slow the account down but never lock its owner out; phone and email are one account (issue 15 D.3)', async () => {
    const { email, phone } = await verifiedCustomer();
    const wrong = (id: string) => post('auth/login', { login_type: 'manual', email_or_phone: id, password: 'wrong-pass' });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await wrong(i % 2 ? email : phone)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    // past ten failures the account answers slower (LOGIN_SLOWDOWN_MAX_MS caps it), by email as by phone
    const started = performance.now();
    expect((await wrong(phone)).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    // the owner, who knows the password, still gets in
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12' })).status).toBe(200);
  });

  it('an address that keeps failing for one account waits (429 with Retry-After); the owner elsewhere does not (issue 15 D.3)', async () => {
    const { email } = await verifiedCustomer();
    const attacker = from();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'wrong-pass' }, attacker)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const waiting = await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12' }, attacker);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expectErrorShape(waiting.body);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12' })).status).toBe(200);
  });

  it('a refused resend is not counted, and codes for one purpose never use up another (issue 15 D.3)', async () => {
    const { phone } = await verifiedCustomer();
    const headers = from();
    const resends = [];
    for (let i = 0; i < 8; i++) resends.push((await post('auth/resend-otp', { phone, verification_type: 'phone', purpose: 'login' }, headers)).status);
    // one code, then the resend window: seven waits, none of them counted against the phone
    expect(resends).toEqual([200, 405, 405, 405, 405, 405, 405, 405]);
    // the password reset has its own budget
    expect((await post('auth/forgot-password', { email_or_phone: phone }, headers)).status).toBe(200);
  });

  it('answers 429 after too many tries from one address', async () => {
    const headers = from();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await post('auth/login', { login_type: 'manual', email_or_phone: `nobody${i}@example.com`, password: 'wrong-pass' }, headers)).status);
    expect(statuses[29]).toBe(401);
    expect(statuses[30]).toBe(429);
  });
});

describe('sessions and the customer', () => {
  it('a token stops working after logout; other tokens of the same customer keep working', async () => {
    const { token, email } = await verifiedCustomer();
    const second = (await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12' })).body.token;
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(200);
    expect((await post('auth/logout', {}, auth(token))).body).toEqual({ message: 'Logout successful.' });
    const after = await call('customer/info', { headers: auth(token) });
    expect(after.status).toBe(401);
    expect(after.body.errors[0].code).toBe('auth-001');
    expect((await call('customer/info', { headers: auth(second) })).status).toBe(200);
  });

  it('a session ends after 30 days unused or a year in all; using it keeps it alive, written at most hourly (issue 15 D.2)', async () => {
    const { db } = await testDatabase();
    const session = async (token: string) => {
      const rows = await db.select().from(sessions).innerJoin(customers, eq(customers.id, sessions.customerId));
      const info = (await call('customer/info', { headers: auth(token) })).body;
      return rows.find((r) => r.customers.id === info.id)!.sessions;
    };
    const idle = await verifiedCustomer();
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const s1 = await session(idle.token);
    await db.update(sessions).set({ lastUsedAt: days(2) }).where(eq(sessions.id, s1.id));
    expect((await call('customer/info', { headers: auth(idle.token) })).status).toBe(200);
    const [used] = await db.select().from(sessions).where(eq(sessions.id, s1.id));
    expect(Date.now() - used.lastUsedAt.getTime()).toBeLessThan(60_000);
    await db.update(sessions).set({ lastUsedAt: days(31) }).where(eq(sessions.id, s1.id));
    const expired = await call('customer/info', { headers: auth(idle.token) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].code).toBe('auth-001');

    const old = await verifiedCustomer();
    const s2 = await session(old.token);
    await db.update(sessions).set({ createdAt: days(366), lastUsedAt: days(1) }).where(eq(sessions.id, s2.id));
    expect((await call('customer/info', { headers: auth(old.token) })).status).toBe(401);
  });

  it('a changed email is unverified until a code proves it; update-info adds an email only to a new account (issue 15 D.8, 43.1)', async () => {
    const { token, phone, email } = await verifiedCustomer();
    const { db } = await testDatabase();
    await db.update(customers).set({ isEmailVerified: true }).where(eq(customers.phone, phone));
    expect((await call('customer/info', { headers: auth(token) })).body.is_email_verified).toBe(1);
    // the demo settings ask no code for an email: the new one is taken, unverified
    expect((await post('customer/update-profile', { name: 'Maya Gurung', email: `new.${email}`, phone, current_password: 'secret12' }, auth(token))).status).toBe(200);
    expect((await call('customer/info', { headers: auth(token) })).body).toMatchObject({ email: `new.${email}`, is_email_verified: 0 });
    await db.update(customers).set({ isEmailVerified: true }).where(eq(customers.phone, phone));
    // the same email again keeps its proof, and needs no password
    await post('customer/update-profile', { name: 'Maya G', email: `new.${email}`, phone }, auth(token));
    expect((await call('customer/info', { headers: auth(token) })).body.is_email_verified).toBe(1);
    // update-info completes a new account; it does not replace the email of a complete one
    const replaced = await post('auth/update-info', { name: 'Maya Gurung', email: `other.${email}` }, auth(token));
    expect(replaced.status).toBe(403);
    expect(replaced.body.errors[0]).toEqual({ code: 'email', message: 'Change your email in your profile, with your current password.' });
    expect((await call('customer/info', { headers: auth(token) })).body.email).toBe(`new.${email}`);
  });

  it('a stolen token cannot take the account: a new email or phone needs the current password, and the old address is told (issue 43.1)', async () => {
    const { token, phone, email } = await verifiedCustomer();
    const attacker = `thief${phone.slice(-8)}@example.com`;
    // step 1 of the takeover: the token alone changes the email. Refused
    const takeover = await post('customer/update-profile', { name: 'Maya Gurung', email: attacker, phone }, auth(token));
    expect(takeover.status).toBe(403);
    expect(takeover.body.errors[0]).toEqual({ code: 'current_password', message: 'Enter your current password to change your email or phone.' });
    const wrong = await post('customer/update-profile', { name: 'Maya Gurung', email: attacker, phone, current_password: 'guess123' }, auth(token));
    expect(wrong.body.errors[0].code).toBe('current_password');
    expect((await call('customer/info', { headers: auth(token) })).body.email).toBe(email);
    // steps 2 to 4 then lead nowhere: no account has the attacker's address, so no reset code goes there
    const headers = from();
    expect((await post('auth/forgot-password', { email_or_phone: attacker }, headers)).status).toBe(200);
    await expect(lastCode(attacker)).rejects.toThrow(/no code/);
    expect((await call('auth/reset-password', { method: 'PUT', headers, body: { email_or_phone: attacker, reset_token: '123456', password: 'owned123', confirm_password: 'owned123' } })).status).toBe(403);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: attacker, password: 'owned123' })).status).toBe(401);
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(200);
    // the owner, with the password, changes it; the old address is told
    const own = await post('customer/update-profile', { name: 'Maya Gurung', email: `moved.${email}`, phone, current_password: 'secret12' }, auth(token));
    expect(own.body).toEqual({ message: 'Updated successfully.' });
    const { db } = await testDatabase();
    const [notice] = await db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(sql`${outbox.id} desc`).limit(1);
    expect(notice.body).toContain(`changed to moved.${email}`);
  });

  it('an account without a password proves a new email by a code to its own phone (issue 43.1)', async () => {
    const phone = newPhone();
    const headers = from();
    await post('auth/login', { login_type: 'otp', phone }, headers);
    const { token } = (await post('auth/login', { login_type: 'otp', phone, otp: await lastCode(phone), verified: 1 }, headers)).body;
    const email = `code${phone.slice(-8)}@example.com`;
    expect((await post('auth/update-info', { name: 'Hari Bahadur', email }, auth(token))).status).toBe(200);
    const profile = { name: 'Hari Bahadur', email: `new.${email}`, phone };
    const asked = await post('customer/update-profile', profile, auth(token));
    expect(asked.body).toMatchObject({ otp_send: true, verification_on: 'phone' });
    expect((await call('customer/info', { headers: auth(token) })).body.email).toBe(email);
    // a code sent elsewhere (to the new address) proves nothing: none went there
    await expect(lastCode(`new.${email}`)).rejects.toThrow(/no code/);
    expect((await post('customer/update-profile', { ...profile, otp: '000000' }, auth(token))).status).toBe(403);
    const done = await post('customer/update-profile', { ...profile, otp: await lastCode(phone) }, auth(token));
    expect(done.body).toEqual({ message: 'Updated successfully.' });
    expect((await call('customer/info', { headers: auth(token) })).body).toMatchObject({ email: `new.${email}`, is_email_verified: 0 });
  });

  it('a token only ever reads and changes its own customer', async () => {
    const a = await verifiedCustomer();
    const b = await verifiedCustomer();
    const infoA = await call('customer/info', { headers: auth(a.token) });
    expect(infoA.body.phone).toBe(a.phone);
    const change = await post('customer/update-profile', { name: 'Only A', email: a.email, phone: a.phone }, auth(a.token));
    expect(change.body).toEqual({ message: 'Updated successfully.' });
    const infoB = await call('customer/info', { headers: auth(b.token) });
    expect(infoB.body.f_name).toBe('Maya');
    expect((await call('customer/info', { headers: { authorization: 'Bearer forged-token' } })).status).toBe(401);
    expect((await call('customer/info')).status).toBe(401);
  });

  it('a new password needs the current one or a code to the own phone, and ends every other session (issue 15 D.1)', async () => {
    const { token, phone, email } = await verifiedCustomer();
    const other = (await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'secret12' })).body.token as string;
    const profile = { name: 'Maya Gurung', email, phone };
    // a token alone: a code goes to the account's own phone, nothing changes yet
    const asked = await post('customer/update-profile', { ...profile, password: 'stolen99' }, auth(token));
    expect(asked.body).toMatchObject({ otp_send: true, verification_on: 'phone' });
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'stolen99' })).status).toBe(401);
    // a wrong current password is refused
    const wrong = await post('customer/update-profile', { ...profile, password: 'new12345', current_password: 'nope1234' }, auth(token));
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0]).toEqual({ code: 'current_password', message: 'The current password is not correct.' });
    // with the code to the own phone: changed, this session stays, the other one ends
    const done = await post('customer/update-profile', { ...profile, password: 'new12345', otp: await lastCode(phone) }, auth(token));
    expect(done.body).toEqual({ message: 'Updated successfully.' });
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(200);
    expect((await call('customer/info', { headers: auth(other) })).status).toBe(401);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'new12345' })).status).toBe(200);
    // with the current password: at once
    const byPassword = await post('customer/update-profile', { ...profile, password: 'third123', current_password: 'new12345' }, auth(token));
    expect(byPassword.body).toEqual({ message: 'Updated successfully.' });
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'third123' })).status).toBe(200);
    // a new password by code, together with a new email, is refused: the code would prove only the new address
    const both = await post('customer/update-profile', { ...profile, email: `n${email}`, password: 'fourth12' }, auth(token));
    expect(both.status).toBe(403);
    expect(both.body.errors[0]).toEqual({ code: 'password', message: 'Change your password on its own, or give your current password.' });
  });

  it('a verified phone cannot change; a new email needs a code', async () => {
    const { token, phone } = await verifiedCustomer();
    const phoneChange = await post('customer/update-profile', { name: 'Maya', email: 'x1@example.com', phone: newPhone() }, auth(token));
    expect(phoneChange.status).toBe(403);
    expect(phoneChange.body.errors[0].code).toBe('phone');
    const missing = await post('customer/update-profile', { name: '', email: 'bad', phone: '' }, auth(token));
    expect(Object.fromEntries(missing.body.errors.map((e: any) => [e.code, e.message]))).toMatchObject({ name: 'name is required', phone: 'phone number required', email: 'Must be a valid email' });
    expect(phone).toBeTruthy();
  });

  it('forgot password: a code, a new password, old sessions revoked', async () => {
    const { token, email } = await verifiedCustomer();
    const headers = from();
    expect((await post('auth/forgot-password', { email_or_phone: email }, headers)).status).toBe(200);
    const code = await lastCode(email);
    const reset = await call('auth/reset-password', { method: 'PUT', headers, body: { email_or_phone: email, reset_token: code, password: 'newsecret', confirm_password: 'newsecret' } });
    expect(reset.status).toBe(200);
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(401);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'newsecret' })).status).toBe(200);
    expect((await post('auth/forgot-password', { email_or_phone: 'nobody@example.com' })).status).toBe(200);
  });

  it('forgot password and resend-otp answer an unknown contact exactly as a known one, wait included (issue 15 D.6)', async () => {
    const { email, phone } = await verifiedCustomer();
    const unknownEmail = `nobody.${email}`;
    const unknownPhone = newPhone();
    const shape = (r: { status: number; body: unknown; headers: Headers }) => ({ status: r.status, body: r.body, retry: r.headers.get('retry-after') !== null });
    for (const [known, unknown] of [
      [{ email_or_phone: email }, { email_or_phone: unknownEmail }],
      [{ email_or_phone: phone }, { email_or_phone: unknownPhone }],
    ]) {
      const first = await Promise.all([post('auth/forgot-password', known, from()), post('auth/forgot-password', unknown, from())]);
      expect(shape(first[1])).toEqual(shape(first[0]));
      const again = await Promise.all([post('auth/forgot-password', known, from()), post('auth/forgot-password', unknown, from())]);
      expect(again[0].status).toBe(405);
      expect(shape(again[1])).toEqual(shape(again[0]));
    }
    const stranger = newPhone();
    expect((await post('auth/resend-otp', { phone: stranger, verification_type: 'phone' })).status).toBe(200);
    const soon = await post('auth/resend-otp', { phone: stranger, verification_type: 'phone' });
    expect(soon.status).toBe(405);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    // and nothing was sent to the contacts no account has
    const { db } = await testDatabase();
    expect(await db.select().from(outbox).where(inArray(outbox.recipient, [unknownEmail, unknownPhone, stranger]))).toEqual([]);
  });

  it('account removal is refused with ongoing orders, then works', async () => {
    const { token, phone } = await verifiedCustomer();
    const { db } = await testDatabase();
    const [c] = await db.select().from(customers).where(eq(customers.phone, phone));
    const id = 900000 + c.id;
    await db.insert(orders).values({ id, userId: c.id, moduleId: 1, orderType: 'delivery', orderAmount: 100, paymentMethod: 'cash_on_delivery', otp: '1234', orderStatus: 'confirmed' });
    const refused = await call('customer/remove-account', { method: 'DELETE', headers: auth(token) });
    expect(refused.status).toBe(203);
    expect(refused.body.errors[0].code).toBe('on-going');
    await db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, id));
    const removed = await call('customer/remove-account', { method: 'DELETE', headers: auth(token) });
    expect(removed.status).toBe(200);
    expect((await call('customer/info', { headers: auth(token) })).status).toBe(401);
  });

  it('a profile photo: jpg, png or gif by its bytes, at most 2 MB; the old one is dropped', async () => {
    const { token, email, phone } = await verifiedCustomer();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f8a2d60000000049454e44ae426082', 'hex');
    const form = (file: Blob, name: string) => {
      const f = new FormData();
      f.set('name', 'Maya Gurung');
      f.set('email', email);
      f.set('phone', phone);
      f.set('image', file, name);
      return f;
    };
    const ok = await call('customer/update-profile', { method: 'POST', headers: auth(token), raw: form(new Blob([png], { type: 'image/png' }), 'me.png') });
    expect(ok.body).toEqual({ message: 'Updated successfully.' });
    const info = (await call('customer/info', { headers: auth(token) })).body;
    expect(info.image_full_url).toMatch(/\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const key = info.image_full_url.split('/').pop();
    const { db } = await testDatabase();
    expect((await readImage(db, key))?.bytes.equals(png)).toBe(true);

    const fake = await call('customer/update-profile', { method: 'POST', headers: auth(token), raw: form(new Blob(['<svg/>'], { type: 'image/png' }), 'me.png') });
    expect(fake.status).toBe(403);
    expect(fake.body.errors).toEqual([{ code: 'image', message: 'The image must be a jpg, png, jpeg or gif file.' }]);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await call('customer/update-profile', { method: 'POST', headers: auth(token), raw: form(new Blob([big], { type: 'image/jpeg' }), 'me.jpg') });
    expect(tooBig.status).toBe(403);
    expect(tooBig.body.errors[0].message).toBe('The image may not be greater than 2 MB.');

    const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
    await call('customer/update-profile', { method: 'POST', headers: auth(token), raw: form(new Blob([gif]), 'me.gif') });
    const next = (await call('customer/info', { headers: auth(token) })).body.image_full_url as string;
    expect(next).toMatch(/\.gif$/);
    expect(await readImage(db, key)).toBeUndefined();
  });

  it('push token via POST with _method=put', async () => {
    const { token } = await verifiedCustomer();
    const res = await post('customer/cm-firebase-token', { _method: 'put', cm_firebase_token: 'abc123' }, auth(token));
    expect(res.body).toEqual({ message: 'Token updated successfully.' });
  });
});

describe('guest to customer', () => {
  it('the guest cart moves at sign-in and the customer keeps every line', async () => {
    const { email, phone } = await verifiedCustomer();
    const { db } = await testDatabase();
    const [c] = await db.select().from(customers).where(eq(customers.phone, phone));
    const guestId = (await post('auth/guest/request', {})).body.guest_id as number;
    // three items of one store, as cart/add would have written them
    const three = await db.select({ id: items.id, storeId: items.storeId }).from(items).where(inArray(items.id, [1, 2, 3]));
    expect(new Set(three.map((i) => i.storeId)).size).toBe(1);
    const storeId = three[0].storeId;
    await db.insert(cartLines).values([
      { userId: c.id, isGuest: false, moduleId: 1, itemId: 1, storeId, price: 100, quantity: 1 },
      { userId: c.id, isGuest: false, moduleId: 1, itemId: 2, storeId, price: 100, quantity: 2 },
      { userId: guestId, isGuest: true, moduleId: 1, itemId: 2, storeId, price: 100, quantity: 3 },
      { userId: guestId, isGuest: true, moduleId: 1, itemId: 3, storeId, price: 100, quantity: 1 },
    ]);
    const login = await post('auth/login', { login_type: 'manual', email_or_phone: email, password: 'secret12', guest_id: guestId });
    expect(login.status).toBe(200);
    const lines = await db.select().from(cartLines).where(and(eq(cartLines.userId, c.id), eq(cartLines.isGuest, false)));
    expect(lines.map((l) => [l.itemId, l.quantity]).sort()).toEqual([[1, 1], [2, 5], [3, 1]]);
    const left = await db.select().from(cartLines).where(and(eq(cartLines.userId, guestId), eq(cartLines.isGuest, true)));
    expect(left).toEqual([]);
  });
});

describe('sign-up is whole and throttled; profile codes are limited (issue 15 D.5, D.7)', () => {
  it('a sign-up whose code cannot be sent creates no account, so the retry is not "already taken"', async () => {
    const { db } = await testDatabase();
    const phone = newPhone();
    const email = `whole${phone.slice(-8)}@example.com`;
    // the phone has had all the codes it may get this hour
    await db.insert(rateLimits).values({ key: `otp-send:target:${phone}:day`, count: 250, windowStart: new Date() });
    const body = { name: 'Whole Sign Up', email, phone, password: 'secret12', confirm_password: 'secret12' };
    const refused = await post('auth/sign-up', body);
    expect(refused.status).toBe(429);
    expect(await db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(0);
    await db.delete(rateLimits).where(eq(rateLimits.key, `otp-send:target:${phone}:day`));
    const retry = await post('auth/sign-up', body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ token: null, is_phone_verified: 0 });
    expect(await lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('sign-ups from one address are limited, taken contacts included', async () => {
    const { email } = await verifiedCustomer();
    const headers = from();
    const tries = [];
    for (let i = 0; i < 20; i++) tries.push((await post('auth/sign-up', { name: 'Probe', email, phone: newPhone(), password: 'secret12', confirm_password: 'secret12' }, headers)).status);
    expect(tries.every((s) => s === 403)).toBe(true);
    const over = await post('auth/sign-up', { name: 'Probe', email: `fresh${Date.now()}@example.com`, phone: newPhone(), password: 'secret12', confirm_password: 'secret12' }, headers);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("update-profile's codes count like every other code: wrong ones run out", async () => {
    const { token, phone, email } = await verifiedCustomer();
    // a new password without the current one: a code to the account's own phone
    const profile = { name: 'Maya Gurung', email, phone, password: 'newpass12' };
    expect((await post('customer/update-profile', profile, auth(token))).body).toMatchObject({ otp_send: true, verification_on: 'phone' });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post('customer/update-profile', { ...profile, otp: '000000' }, auth(token))).status);
    // four wrong codes are wrong; the fifth spends the last try (OTP_MAX_TRIES), and then none is judged
    expect(answers).toEqual([403, 403, 403, 403, 429, 429]);
    // the right code no longer helps once the tries are spent
    expect((await post('customer/update-profile', { ...profile, otp: await lastCode(phone) }, auth(token))).status).toBe(429);
    expect((await post('auth/login', { login_type: 'manual', email_or_phone: phone, password: 'newpass12' })).status).toBe(401);
  });
});

describe('the session cookie the pages read (issue 15 D.11)', () => {
  const signInBody = (phone: string) => ({ login_type: 'manual', email_or_phone: phone, password: 'secret12' });

  it("the shop's own sign-in writes it HttpOnly, SameSite=Lax, Secure over HTTPS; other origins get none", async () => {
    const { phone } = await verifiedCustomer();
    const own = await post('auth/login', signInBody(phone), { ...from(), 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    const cookie = own.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${own.body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    // behind an HTTPS proxy (TRUST_PROXY=1 in the tests)
    const viaHttps = await post('auth/login', signInBody(phone), { ...from(), 'sec-fetch-site': 'same-origin', 'x-forwarded-proto': 'https' });
    expect(viaHttps.headers.get('set-cookie')).toMatch(/Secure/i);
    // another site's page, or an app without Origin: the token in the body only
    const other = await post('auth/login', signInBody(phone), { ...from(), origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(other.status).toBe(200);
    expect(other.headers.get('set-cookie')).toBeNull();
    expect((await post('auth/login', signInBody(phone))).headers.get('set-cookie')).toBeNull();
  });

  it('signing out and a refused token clear it', async () => {
    const { phone } = await verifiedCustomer();
    const { token } = (await post('auth/login', signInBody(phone), { ...from(), 'sec-fetch-site': 'same-origin' })).body;
    const withCookie = { ...auth(token), cookie: `token=${token}` };
    const out = await post('auth/logout', {}, withCookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/i);
    // the token is revoked now: a call that still carries the cookie gets 401 and the cookie cleared
    const refused = await call('customer/info', { headers: withCookie });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/i);
  });
});
