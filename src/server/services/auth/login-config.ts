/**
 * Which sign-in paths are on: the operator's settings, narrowed to what the server can actually
 * verify. A social medium is on only with its provider configured; Firebase phone codes only with
 * a Firebase key. The config endpoint, the auth routes and the pages all read this one answer.
 */
import { firebaseConfigured } from '../../adapters/identity/firebase';
import { SOCIAL_MEDIUMS, socialClientId, type SocialMedium } from '../../adapters/identity/social';
import { flag } from '../settings';

interface CentralizeLogin {
  manual_login_status?: number;
  otp_login_status?: number;
  social_login_status?: number;
  google_login_status?: number;
  facebook_login_status?: number;
  apple_login_status?: number;
  email_verification_status?: number;
  phone_verification_status?: number;
}

export function loginConfig(settings: Record<string, unknown>) {
  const central = (settings.centralize_login ?? {}) as CentralizeLogin;
  const listed = (settings.social_login ?? []) as Array<{ login_medium: string; status: number }>;
  const mediumOn = (medium: SocialMedium) =>
    flag(central.social_login_status) === 1 &&
    flag(central[`${medium}_login_status`]) === 1 &&
    listed.some((m) => m.login_medium === medium && flag(m.status) === 1) &&
    socialClientId(medium) !== null;
  const social_login = SOCIAL_MEDIUMS.map((medium) => ({ login_medium: medium, status: mediumOn(medium) ? 1 : 0, client_id: mediumOn(medium) ? socialClientId(medium) : '' }));
  const anySocial = social_login.some((m) => m.status === 1) ? 1 : 0;
  return {
    centralize_login: {
      ...central,
      social_login_status: anySocial,
      google_login_status: mediumOn('google') ? 1 : 0,
      facebook_login_status: mediumOn('facebook') ? 1 : 0,
      apple_login_status: flag(central.apple_login_status),
    },
    social_login,
    firebase_otp_verification: flag(settings.firebase_otp_verification) && firebaseConfigured() ? 1 : 0,
  };
}

export function socialMediumOn(settings: Record<string, unknown>, medium: string): medium is SocialMedium {
  return loginConfig(settings).social_login.some((m) => m.login_medium === medium && m.status === 1);
}
