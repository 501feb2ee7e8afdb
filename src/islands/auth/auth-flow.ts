/**
 * Where the auth modal is in its flow (spec section 2): which step shows, the phone a code goes to and
 * why, the social credential being registered, the existing account it matched, and the token held
 * back until a new account has a name. Each step the modal takes is an event here, so the order of
 * the flow is one pure function (tests/unit/auth-flow.test.ts), not thirteen setters.
 */
import type { SocialCredential } from './social-sdk';

export type AuthMode = 'sign-in' | 'sign-up' | 'phone_modal' | 'user_info' | 'social_phone' | 'is_exist_user';
/** why a code is asked for: to verify a new account's phone, to sign in by code, or to register a social sign-in */
export type CodePurpose = 'verify' | 'login' | 'social';

export interface AuthFlow {
  mode: AuthMode;
  /** sign-in by code only (the password form hidden) */
  otpOnly: boolean;
  verify: { phone: string; purpose: CodePurpose; lastCode: string };
  social: SocialCredential | null;
  existUser: { name: string; image: string | null } | null;
  /** an account made in this flow: it is welcomed, and may be asked its interests */
  newAccount: boolean;
  /** the token of an account that has no name yet: kept until the complete-profile step sends one */
  pendingToken: string | null;
}

export type AuthEvent =
  | { type: 'show'; mode: 'sign-in' | 'sign-up' }
  | { type: 'otpOnly'; on: boolean }
  | { type: 'accountCreated' }
  | { type: 'codeNeeded'; phone: string; purpose: CodePurpose }
  | { type: 'codeTried'; code: string }
  | { type: 'socialChosen'; credential: SocialCredential }
  | { type: 'socialNeedsPhone' }
  | { type: 'existingUser'; user: { name: string; image: string | null } }
  | { type: 'needsInfo'; token: string };

export function startAuthFlow(manual: boolean, initialMode: 'sign-in' | 'sign-up'): AuthFlow {
  return {
    mode: manual ? initialMode : 'sign-in',
    otpOnly: !manual,
    verify: { phone: '', purpose: 'verify', lastCode: '' },
    social: null,
    existUser: null,
    newAccount: false,
    pendingToken: null,
  };
}

export function authFlow(state: AuthFlow, event: AuthEvent): AuthFlow {
  switch (event.type) {
    case 'show':
      return { ...state, mode: event.mode };
    case 'otpOnly':
      return { ...state, otpOnly: event.on };
    case 'accountCreated':
      return { ...state, newAccount: true };
    case 'codeNeeded':
      return { ...state, mode: 'phone_modal', verify: { phone: event.phone, purpose: event.purpose, lastCode: '' } };
    case 'codeTried':
      return { ...state, verify: { ...state.verify, lastCode: event.code } };
    case 'socialChosen':
      return { ...state, social: event.credential };
    case 'socialNeedsPhone':
      return state.social ? { ...state, mode: 'social_phone' } : state;
    case 'existingUser':
      return { ...state, mode: 'is_exist_user', existUser: event.user };
    case 'needsInfo':
      return { ...state, mode: 'user_info', newAccount: true, pendingToken: event.token };
  }
}
