/**
 * Social sign-in tokens, verified through one adapter (jose):
 * - ID tokens (JWT): Google's, and Facebook's OpenID (Limited Login) ones, against the provider's key
 *   set, issuer and audience (the client id).
 * - Facebook access tokens (the web SDK's): Graph API `debug_token` with the app secret, then `/me`.
 *
 * Configuration (environment):
 * - GOOGLE_CLIENT_ID; FACEBOOK_APP_ID (+ FACEBOOK_APP_SECRET for access tokens). A medium without its
 *   client id is off, and the config endpoint says so.
 * - SOCIAL_LOGIN_JWKS_FILE: a local key set used instead of the providers' published ones (tests sign
 *   tokens against it; an operator can point it at a private mirror). GOOGLE_JWKS_URL, FACEBOOK_JWKS_URL
 *   and FACEBOOK_GRAPH_URL override the providers' addresses.
 */
import type { MessageKey } from '../../core/messages';
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export type SocialMedium = 'google' | 'facebook';
export const SOCIAL_MEDIUMS: SocialMedium[] = ['google', 'facebook'];

export interface SocialIdentity {
  medium: SocialMedium;
  /** the provider's stable user id (`sub`) */
  subject: string;
  email: string | null;
  /** the provider vouches that the shopper owns `email` */
  emailVerified: boolean;
  name: string;
}

/** A token that does not prove who signs in; `key` names the catalogue message the shopper reads. */
export class SocialTokenError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly vars: Record<string, string> = {},
  ) {
    super(key);
  }
}

interface ProviderConfig {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
}

function providerConfig(medium: SocialMedium): ProviderConfig | null {
  const env = process.env;
  if (medium === 'google') {
    if (!env.GOOGLE_CLIENT_ID) return null;
    return { clientId: env.GOOGLE_CLIENT_ID, issuers: ['https://accounts.google.com', 'accounts.google.com'], jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs' };
  }
  if (!env.FACEBOOK_APP_ID) return null;
  return { clientId: env.FACEBOOK_APP_ID, issuers: ['https://www.facebook.com'], jwksUrl: env.FACEBOOK_JWKS_URL ?? 'https://limited.facebook.com/.well-known/oauth/openid/jwks/' };
}

/** The client id a browser needs to start the provider's sign-in, or null when the medium is off. */
export function socialClientId(medium: SocialMedium): string | null {
  return providerConfig(medium)?.clientId ?? null;
}

const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  const file = process.env.SOCIAL_LOGIN_JWKS_FILE;
  const key = file ? `file:${file}` : url;
  let set = keySets.get(key);
  if (!set) {
    set = file ? createLocalJWKSet(JSON.parse(readFileSync(file, 'utf8'))) : createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(key, set);
  }
  return set;
}

const isJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

async function verifyIdToken(medium: SocialMedium, config: ProviderConfig, token: string): Promise<SocialIdentity> {
  try {
    const { payload } = await jwtVerify(token, keySet(config.jwksUrl), { issuer: config.issuers, audience: config.clientId, clockTolerance: 30 });
    if (!payload.sub) throw new SocialTokenError('sign_in_token_unverified');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    // Facebook only puts an email in the token once it has verified it
    const emailVerified = medium === 'facebook' ? Boolean(email) : payload.email_verified === true || payload.email_verified === 'true';
    const name = typeof payload.name === 'string' ? payload.name : [payload.given_name, payload.family_name].filter((p) => typeof p === 'string').join(' ');
    return { medium, subject: payload.sub, email, emailVerified, name };
  } catch (error) {
    if (error instanceof SocialTokenError) throw error;
    throw new SocialTokenError('sign_in_token_unverified');
  }
}

async function verifyFacebookAccessToken(config: ProviderConfig, token: string): Promise<SocialIdentity> {
  const secret = process.env.FACEBOOK_APP_SECRET;
  if (!secret) throw new SocialTokenError('facebook_secret_missing');
  const graph = (process.env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/$/, '');
  const getJson = async (url: string) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new SocialTokenError('sign_in_token_unverified');
    return (await res.json()) as Record<string, unknown>;
  };
  const debug = await getJson(`${graph}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(`${config.clientId}|${secret}`)}`);
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (!data.is_valid || String(data.app_id) !== config.clientId || !data.user_id) throw new SocialTokenError('sign_in_token_unverified');
  const me = await getJson(`${graph}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`);
  if (String(me.id) !== String(data.user_id)) throw new SocialTokenError('sign_in_token_unverified');
  const email = typeof me.email === 'string' ? me.email.toLowerCase() : null;
  return { medium: 'facebook', subject: String(me.id), email, emailVerified: Boolean(email), name: typeof me.name === 'string' ? me.name : '' };
}

/** Verify a token from the browser; throws SocialTokenError when it cannot be trusted. */
export async function verifySocialToken(medium: SocialMedium, token: string): Promise<SocialIdentity> {
  const config = providerConfig(medium);
  if (!config) throw new SocialTokenError('social_medium_off', { medium });
  if (isJwt(token)) return verifyIdToken(medium, config, token);
  if (medium === 'facebook') return verifyFacebookAccessToken(config, token);
  throw new SocialTokenError('sign_in_token_unverified');
}
