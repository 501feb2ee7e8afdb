/**
 * Which sign-in paths are on: the operator's settings, narrowed to what the server can actually
 * verify. A social medium is on only with its provider configured; Firebase phone codes only with
 * a Firebase key. The config endpoint, the auth routes and the pages all read this one answer.
 */
import { firebaseConfigured } from '../../adapters/identity/firebase';
import { SOCIAL_MEDIUMS, socialClientId, type SocialMedium } from '../../adapters/identity/social';
import { typedSettings } from '../settings-schema';

export function loginConfig(settings: Record<string, unknown>) {
  const login = typedSettings(settings).login;
  const central = (settings.centralize_login ?? {}) as Record<string, unknown>;
  const mediumOn = (medium: SocialMedium) => login.social && login[medium] && login.socialListed.some((m) => m.medium === medium && m.on) && socialClientId(medium) !== null;
  const social_login = SOCIAL_MEDIUMS.map((medium) => ({ login_medium: medium, status: mediumOn(medium) ? 1 : 0, client_id: mediumOn(medium) ? socialClientId(medium) : '' }));
  const anySocial = social_login.some((m) => m.status === 1) ? 1 : 0;
  return {
    centralize_login: {
      ...central,
      social_login_status: anySocial,
      google_login_status: mediumOn('google') ? 1 : 0,
      facebook_login_status: mediumOn('facebook') ? 1 : 0,
      apple_login_status: login.apple ? 1 : 0,
    },
    social_login,
    firebase_otp_verification: login.firebaseOtp && firebaseConfigured() ? 1 : 0,
  };
}

export function socialMediumOn(settings: Record<string, unknown>, medium: string): medium is SocialMedium {
  return loginConfig(settings).social_login.some((m) => m.login_medium === medium && m.status === 1);
}
