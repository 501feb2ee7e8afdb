/** The auth modal's flow (issue 44.4): one pure function decides each step. */
import { describe, expect, it } from 'vitest';
import { authFlow, startAuthFlow, type AuthEvent, type AuthFlow } from '../../src/islands/auth/auth-flow';

const credential = { medium: 'google' as const, token: 't', uniqueId: 'u', email: 'a@b.c', idToken: true };
const run = (start: AuthFlow, ...events: AuthEvent[]) => events.reduce(authFlow, start);

describe('the auth flow', () => {
  it('starts on the asked form when passwords are on, else on sign-in by code', () => {
    expect(startAuthFlow(true, 'sign-up')).toMatchObject({ mode: 'sign-up', otpOnly: false });
    expect(startAuthFlow(false, 'sign-up')).toMatchObject({ mode: 'sign-in', otpOnly: true });
  });

  it('a sign-up that needs its phone verified asks a code, and the account is new', () => {
    const s = run(startAuthFlow(true, 'sign-up'), { type: 'accountCreated' }, { type: 'codeNeeded', phone: '+97798', purpose: 'verify' });
    expect(s).toMatchObject({ mode: 'phone_modal', newAccount: true, verify: { phone: '+97798', purpose: 'verify', lastCode: '' } });
  });

  it('a social sign-in without a phone asks one, then a code, then "Is It You?" with the code kept', () => {
    const s = run(
      startAuthFlow(true, 'sign-in'),
      { type: 'socialChosen', credential },
      { type: 'socialNeedsPhone' },
      { type: 'codeNeeded', phone: '+97798', purpose: 'social' },
      { type: 'codeTried', code: '123456' },
      { type: 'existingUser', user: { name: 'Asha', image: null } },
    );
    expect(s).toMatchObject({ mode: 'is_exist_user', social: credential, existUser: { name: 'Asha' }, verify: { phone: '+97798', purpose: 'social', lastCode: '123456' } });
  });

  it('asks for a social phone only with a credential in hand', () => {
    expect(authFlow(startAuthFlow(true, 'sign-in'), { type: 'socialNeedsPhone' }).mode).toBe('sign-in');
  });

  it('an account without a name holds its token back for the complete-profile step', () => {
    const s = authFlow(startAuthFlow(true, 'sign-in'), { type: 'needsInfo', token: 'tok' });
    expect(s).toMatchObject({ mode: 'user_info', pendingToken: 'tok', newAccount: true });
  });

  it('a new code request forgets the last code tried', () => {
    const s = run(startAuthFlow(true, 'sign-in'), { type: 'codeNeeded', phone: '1', purpose: 'login' }, { type: 'codeTried', code: '9' }, { type: 'codeNeeded', phone: '2', purpose: 'login' });
    expect(s.verify).toEqual({ phone: '2', purpose: 'login', lastCode: '' });
  });
});
