/**
 * The guest id the server gave a browser that added to the cart without JavaScript
 * (src/pages/cart/add.ts). Pages read the guest's cart with it and are then never shared
 * (src/middleware.ts); the browser's guest store adopts it (src/stores/guest.ts).
 */
import type { AstroCookies } from 'astro';
import { z } from 'zod';

export const GUEST_COOKIE = 'guest_id';
const guestIdCookie = z
  .string()
  .regex(/^\d{1,16}$/)
  .optional()
  .catch(undefined);

export const readGuestCookie = (cookies: { get(name: string): { value: string } | undefined }): string | undefined => guestIdCookie.parse(cookies.get(GUEST_COOKIE)?.value);

export function setGuestCookie(cookies: AstroCookies, id: string) {
  // not httpOnly: the page's scripts adopt it as the guest_id store
  cookies.set(GUEST_COOKIE, id, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
}
