/**
 * Phone codes sent by Firebase Authentication (the browser's invisible-captcha flow), checked on the
 * server through the Identity Toolkit REST API. On only with FIREBASE_API_KEY; FIREBASE_AUTH_URL
 * overrides the address (tests point it at a local stand-in).
 */
import type { MessageKey } from '../../core/messages';

/** A refused code; `key` names the catalogue message the shopper reads. */
export class FirebaseVerifyError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

export function firebaseConfigured(): boolean {
  return Boolean(process.env.FIREBASE_API_KEY);
}

/** Check the code for a Firebase session; answers the phone number Firebase verified. */
export async function verifyFirebasePhoneCode(sessionInfo: string, code: string): Promise<string> {
  const key = process.env.FIREBASE_API_KEY;
  if (!key) throw new FirebaseVerifyError('firebase_not_configured');
  const base = (process.env.FIREBASE_AUTH_URL ?? 'https://identitytoolkit.googleapis.com').replace(/\/$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}/v1/accounts:signInWithPhoneNumber?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionInfo, code }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new FirebaseVerifyError('firebase_unreachable');
  }
  const body = (await res.json().catch(() => ({}))) as { phoneNumber?: string; error?: { message?: string } };
  if (!res.ok || !body.phoneNumber) {
    const reason = body.error?.message ?? '';
    throw new FirebaseVerifyError(reason.includes('EXPIRED') ? 'otp_expired' : 'otp_invalid');
  }
  return body.phoneNumber;
}
