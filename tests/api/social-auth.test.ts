/**
 * Social sign-in against a local key set (tokens signed here, verified by the same adapter that
 * checks Google's), and Firebase phone codes against a local stand-in for the provider.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema';
import { auth, lastCode, newPhone, post, verifiedCustomer } from './auth-helpers';
import { call, expectErrorShape, testDatabase } from './harness';

const GOOGLE = 'test-client.apps.googleusercontent.com';
const saved = { ...process.env };
let dir = '';
let key: CryptoKey;
let otherKey: CryptoKey;
let firebase: Server;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  otherKey = (await generateKeyPair('RS256')).privateKey;
  ({ privateKey: key } = pair);
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  dir = mkdtempSync(path.join(tmpdir(), 'jwks-'));
  writeFileSync(path.join(dir, 'jwks.json'), JSON.stringify({ keys: [jwk] }));
  firebase = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const ok = req.url?.startsWith('/v1/accounts:signInWithPhoneNumber?key=fb-key') && body.code === '123456';
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { phoneNumber: body.sessionInfo } : { error: { message: 'INVALID_CODE' } }));
    });
  });
  await new Promise<void>((resolve) => firebase.listen(0, '127.0.0.1', resolve));
  const address = firebase.address() as { port: number };
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: GOOGLE,
    SOCIAL_LOGIN_JWKS_FILE: path.join(dir, 'jwks.json'),
    FIREBASE_API_KEY: 'fb-key',
    FIREBASE_AUTH_URL: `http://127.0.0.1:${address.port}`,
  });
});

afterAll(() => {
  for (const k of ['GOOGLE_CLIENT_ID', 'SOCIAL_LOGIN_JWKS_FILE', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_URL']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  rmSync(dir, { recursive: true, force: true });
  firebase.close();
});

let subjects = 0;
async function googleToken(claims: Record<string, unknown> = {}, options: { signWith?: CryptoKey; audience?: string; expires?: string } = {}) {
  const sub = String(claims.sub ?? `g-${Date.now()}-${++subjects}`);
  const token = await new SignJWT({ email_verified: true, name: 'Asha Tamang', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? GOOGLE)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '10m')
    .sign(options.signWith ?? key);
  return { token, sub };
}
const social = (token: string, sub: string, extra: Record<string, unknown> = {}) => ({ token, unique_id: sub, medium: 'google', ...extra });

describe('social sign-in', () => {
  it('config offers only the mediums the server can verify', async () => {
    const config = (await call('config')).body;
    expect(config.social_login).toEqual([
      { login_medium: 'google', status: 1, client_id: GOOGLE },
      { login_medium: 'facebook', status: 0, client_id: '' },
    ]);
    expect(config.centralize_login).toMatchObject({ social_login_status: 1, google_login_status: 1, facebook_login_status: 0 });
    const fb = await post('auth/social-login', { token: 'x.y.z', unique_id: '1', medium: 'facebook' });
    expect(fb.status).toBe(403);
    expect(fb.body.errors[0].code).toBe('medium');
  });

  it('refuses forged, expired, foreign-audience and mismatched tokens', async () => {
    const forged = await googleToken({ email: 'forged@example.com' }, { signWith: otherKey });
    const expired = await googleToken({ email: 'late@example.com' }, { expires: '-5m' });
    const foreign = await googleToken({ email: 'other@example.com' }, { audience: 'someone-else' });
    for (const t of [forged, expired, foreign]) {
      const res = await post('auth/social-login', social(t.token, t.sub));
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    }
    const good = await googleToken({ email: 'mismatch@example.com' });
    const mismatch = await post('auth/social-login', social(good.token, 'someone-else'));
    expect(mismatch.status).toBe(401);
    expect((await post('auth/social-login', { medium: 'google' })).status).toBe(403);
  });

  it('an unknown identity is asked for a phone; a new phone signs up with a code', async () => {
    const email = `asha${Date.now()}@example.com`;
    const { token, sub } = await googleToken({ email });
    const first = await post('auth/social-login', social(token, sub, { email }));
    expect(first.status).toBe(403);
    expect(first.body.errors).toEqual([{ code: 'email', message: 'Give a valid phone number to continue sign-in' }]);
    const short = await post('auth/social-register', social(token, sub, { phone: '123' }));
    expect(short.body.errors[0]).toEqual({ code: 'phone', message: 'number must be 10 digits' });

    const phone = newPhone();
    const sent = await post('auth/social-register', social(token, sub, { phone }));
    expect(sent.body).toMatchObject({ token: null, is_phone_verified: 0, phone });
    const wrong = await post('auth/social-register', social(token, sub, { phone, otp: '000000' }));
    expect(wrong.status).toBe(403);
    const done = await post('auth/social-register', social(token, sub, { phone, otp: await lastCode(phone) }));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ is_phone_verified: 1, is_personal_info: 1, login_type: 'social' });
    const info = await call('customer/info', { headers: auth(done.body.token) });
    expect(info.body).toMatchObject({ f_name: 'Asha', l_name: 'Tamang', email, phone, login_medium: 'google', social_id: sub });

    // the next time the same identity signs straight in, with a fresh token each time
    const again = await post('auth/social-login', social(token, sub));
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(done.body.token);
    const viaLogin = await post('auth/login', social(token, sub, { login_type: 'social' }));
    expect(viaLogin.status).toBe(200);
  });

  it('a provider-verified email signs in to the account that holds it; an unverified one does not', async () => {
    const existing = await verifiedCustomer();
    const unverified = await googleToken({ email: existing.email, email_verified: false });
    expect((await post('auth/social-login', social(unverified.token, unverified.sub))).body.errors[0].code).toBe('email');
    const verified = await googleToken({ email: existing.email });
    const res = await post('auth/social-login', social(verified.token, verified.sub));
    expect(res.status).toBe(200);
    expect((await call('customer/info', { headers: auth(res.body.token) })).body).toMatchObject({ phone: existing.phone, social_id: verified.sub });
  });

  it("'Is It You?': a proven phone of an existing account asks, yes links the identity", async () => {
    const existing = await verifiedCustomer();
    const { token, sub } = await googleToken({ email: `new${Date.now()}@example.com` });
    await post('auth/social-register', social(token, sub, { phone: existing.phone }));
    const otp = await lastCode(existing.phone);
    const asked = await post('auth/social-register', social(token, sub, { phone: existing.phone, otp }));
    expect(asked.status).toBe(200);
    expect(asked.body.token).toBeNull();
    expect(asked.body.is_exist_user).toMatchObject({ name: 'Maya Gurung', image: null });
    const yes = await post('auth/social-register', social(token, sub, { phone: existing.phone, otp, exist_user_choice: 'yes' }));
    expect(yes.status).toBe(200);
    expect((await call('customer/info', { headers: auth(yes.body.token) })).body).toMatchObject({ email: existing.email, social_id: sub });
    // linked now: the identity signs straight in
    expect((await post('auth/social-register', social(token, sub, { phone: existing.phone, otp, exist_user_choice: 'yes' }))).status).toBe(200);
  });

  it("'Is It You?' no: the proven phone moves to a new account, the old one keeps its email", async () => {
    const existing = await verifiedCustomer();
    const { token, sub } = await googleToken({ email: `fresh${Date.now()}@example.com` });
    await post('auth/social-register', social(token, sub, { phone: existing.phone }));
    const otp = await lastCode(existing.phone);
    expect((await post('auth/social-register', social(token, sub, { phone: existing.phone, otp }))).body.is_exist_user).toBeTruthy();
    const no = await post('auth/social-register', social(token, sub, { phone: existing.phone, otp, exist_user_choice: 'no' }));
    expect(no.status).toBe(200);
    const mine = (await call('customer/info', { headers: auth(no.body.token) })).body;
    expect(mine.phone).toBe(existing.phone);
    expect((await call('customer/info', { headers: auth(existing.token) })).body).toMatchObject({ phone: null, email: existing.email });
    const reuse = await post('auth/social-register', social(token, sub, { phone: existing.phone, otp, exist_user_choice: 'no' }));
    expect(reuse.status).toBe(200); // the identity is now known and simply signs in
    const { db } = await testDatabase();
    expect((await db.select().from(customers).where(eq(customers.socialId, sub))).length).toBe(1);
  });
});

describe('firebase phone codes', () => {
  it('verify a phone through the provider, and refuse a wrong code or another phone', async () => {
    const { res, phone } = await (async () => {
      const p = newPhone();
      const r = await post('auth/sign-up', { name: 'Bina Rai', email: `bina${p.slice(-8)}@example.com`, phone: p, password: 'secret12', confirm_password: 'secret12' });
      return { res: r, phone: p };
    })();
    expect(res.body.token).toBeNull();
    expect((await call('config')).body.firebase_otp_verification).toBe(1);
    const wrong = await post('auth/firebase-verify-token', { session_info: phone, phone, otp: '000000', login_type: 'manual' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0].code).toBe('otp');
    const other = await post('auth/firebase-verify-token', { session_info: '+9779811111111', phone, otp: '123456', login_type: 'manual' });
    expect(other.body.errors[0].code).toBe('phone');
    const ok = await post('auth/firebase-verify-token', { session_info: phone, phone, otp: '123456', login_type: 'manual' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ is_phone_verified: 1 });
    expect(ok.body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('is off, and says so in config, without a provider key', async () => {
    const keyValue = process.env.FIREBASE_API_KEY;
    delete process.env.FIREBASE_API_KEY;
    try {
      expect((await call('config')).body.firebase_otp_verification).toBe(0);
      const res = await post('auth/firebase-verify-token', { session_info: 'x', phone: '+9779800000001', otp: '123456' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('firebase');
    } finally {
      process.env.FIREBASE_API_KEY = keyValue;
    }
  });
});
