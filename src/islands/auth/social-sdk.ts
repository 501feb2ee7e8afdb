/**
 * The providers' own browser SDKs, loaded only when a social button is offered, and turned into
 * one credential shape for `auth/social-login`. Google: an ID token from Google Identity Services.
 * Facebook: an access token from the JavaScript SDK (the server checks it with the Graph API).
 */
export interface SocialCredential {
  medium: 'google' | 'facebook';
  token: string;
  uniqueId: string;
  email: string | null;
  idToken: boolean;
}

interface GoogleId {
  initialize(options: { client_id: string; callback: (r: { credential?: string }) => void; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean }): void;
  prompt(listener?: (n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean; getNotDisplayedReason?: () => string }) => void): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (r: { authResponse?: { accessToken: string; userID: string } | null }) => void, options?: { scope: string }): void;
  api(path: string, params: Record<string, string>, callback: (r: { email?: string; error?: unknown }) => void): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
  }
}

export class SocialCancelled extends Error {}

const scripts = new Map<string, Promise<void>>();
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.onload = () => resolve();
      tag.onerror = () => {
        scripts.delete(src);
        reject(new Error('The sign-in service could not be reached. Check your connection and try again.'));
      };
      document.head.append(tag);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** The claims of a JWT, read without checking it (the server checks it). */
export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    return JSON.parse(decodeURIComponent(Array.from(json, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function prepareGoogle(): Promise<void> {
  if (!window.google?.accounts?.id) await loadScript('https://accounts.google.com/gsi/client');
}

export async function googleCredential(clientId: string): Promise<SocialCredential> {
  await prepareGoogle();
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google sign-in is not available right now.');
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (!credential) return reject(new SocialCancelled());
        const claims = jwtClaims(credential);
        resolve({ medium: 'google', token: credential, uniqueId: String(claims.sub ?? ''), email: typeof claims.email === 'string' ? claims.email : null, idToken: true });
      },
    });
    id.prompt((n) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new SocialCancelled());
    });
  });
}

export async function prepareFacebook(appId: string): Promise<void> {
  if (!window.FB) await loadScript('https://connect.facebook.net/en_US/sdk.js');
  window.FB?.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
}

/** Call from the click itself (after prepareFacebook) so the browser allows the popup. */
export function facebookCredential(): Promise<SocialCredential> {
  const fb = window.FB;
  if (!fb) return Promise.reject(new Error('Facebook sign-in is not available right now.'));
  return new Promise((resolve, reject) => {
    fb.login(
      (r) => {
        const auth = r.authResponse;
        if (!auth) return reject(new SocialCancelled());
        fb.api('/me', { fields: 'email' }, (me) => resolve({ medium: 'facebook', token: auth.accessToken, uniqueId: auth.userID, email: me?.email ?? null, idToken: false }));
      },
      { scope: 'email' },
    );
  });
}
