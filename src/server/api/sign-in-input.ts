/** Input the sign-in routes share: the guest id whose cart moves over, the client address the limits count, and a social token. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { normalizePhone, otpCodeSchema, otpPhoneSchema } from '../../lib/validation/auth';
import type { SocialSignIn } from '../services/auth/social';
import { clientAddress, trustedProxyHops } from '../core/client-address';
import { MAX_GUEST_ID } from '../core/context';
import { parseWith } from '../core/errors';
import { numeric, type Env } from './context';

export const guestIdField = numeric(z.number().int().positive().max(MAX_GUEST_ID).optional()).catch(undefined);

/** the cookie the no-JavaScript cart form issues with a guest id (src/loaders/guest-cookie.ts) */
const ISSUED_GUEST_COOKIE = 'guest_id';

/**
 * The guest whose cart moves to the account at sign-in: the body's guest_id, unless this browser
 * holds a guest cookie the server issued for another guest, in which case none (issue 15 B.1: a
 * guest's cart stays with that guest).
 */
export function guestToMerge(c: Context<Env>, raw: unknown): number | undefined {
  const id = guestIdField.parse(raw);
  const issued = getCookie(c, ISSUED_GUEST_COOKIE);
  if (id !== undefined && issued && /^\d+$/.test(issued) && Number(issued) !== id) return undefined;
  return id;
}

/** The client's address: the connection's, or what the trusted proxy in front appended (src/server/core/client-address.ts). */
export function clientIp(c: Context<Env>): string {
  return clientAddress(c.req.header('x-forwarded-for'), c.env?.remoteAddress, trustedProxyHops());
}

export const socialSchema = z.object({
  token: z.string({ error: 'api.sign_in_token_missing' }).trim().min(1, 'api.sign_in_token_missing').max(16_384),
  unique_id: z.coerce.string().trim().max(255).optional(),
  medium: z.string({ error: 'api.sign_in_medium_missing' }).trim().max(20),
});

/** A social sign-in as sent: the token, and on later steps the phone, its code and the 'Is It You?' choice. */
export function socialInput(body: Record<string, unknown>): SocialSignIn {
  const input = parseWith(socialSchema, body);
  const rawPhone = typeof body.phone === 'string' ? body.phone.trim() : '';
  const rawOtp = typeof body.otp === 'string' || typeof body.otp === 'number' ? String(body.otp).trim() : '';
  return {
    token: input.token,
    uniqueId: input.unique_id || null,
    medium: input.medium,
    phone: rawPhone ? normalizePhone(parseWith(otpPhoneSchema, body).phone) : null,
    otp: rawOtp ? parseWith(otpCodeSchema, { otp: rawOtp }).otp : null,
    choice: body.exist_user_choice === 'yes' || body.exist_user_choice === 'no' ? body.exist_user_choice : null,
  };
}
