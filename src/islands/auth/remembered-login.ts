/**
 * 'Remember me' (spec: the login credentials are stored locally). The browser's password manager
 * keeps them, through the Credential Management API (`PasswordCredential`), where the browser has
 * it; the identifier alone stays in this device's storage to fill the box. A password is never put
 * in localStorage: any script on the page could read it there (README, 'Remember me').
 */
export const REMEMBER_KEY = 'remember-login';

type PasswordCredentialCtor = new (init: { id: string; password: string; name?: string }) => Credential;
const passwordCredential = (): PasswordCredentialCtor | null =>
  typeof window !== 'undefined' && 'PasswordCredential' in window && typeof navigator !== 'undefined' && navigator.credentials ? (window as unknown as { PasswordCredential: PasswordCredentialCtor }).PasswordCredential : null;

/** After a sign-in with the box ticked: the identifier on the device, the password with the browser's password manager. */
export async function rememberLogin(id: string, password: string): Promise<void> {
  localStorage.setItem(REMEMBER_KEY, id);
  const Ctor = passwordCredential();
  if (Ctor) await navigator.credentials.store(new Ctor({ id, password, name: id })).catch(() => undefined);
}

/** The box unticked: nothing stays, and the browser stops signing in silently. */
export function forgetLogin(): void {
  localStorage.removeItem(REMEMBER_KEY);
  if (passwordCredential()) navigator.credentials.preventSilentAccess?.().catch(() => undefined);
}

/** What was remembered: the identifier, and the password when the browser hands the same account's back. */
export async function recallLogin(): Promise<{ id: string; password: string | null } | null> {
  const id = localStorage.getItem(REMEMBER_KEY);
  if (!id) return null;
  if (!passwordCredential()) return { id, password: null };
  const found = (await navigator.credentials.get({ password: true, mediation: 'optional' } as CredentialRequestOptions).catch(() => null)) as (Credential & { password?: string }) | null;
  return { id, password: found?.type === 'password' && found.id === id ? (found.password ?? null) : null };
}
