/**
 * The outcome of a purchase form posted without JavaScript (src/pages/cart/add.ts), carried to the
 * page it returns to in a short-lived cookie and shown there once.
 */
import type { AstroCookies } from 'astro';
import { z } from 'zod';

export const CART_FLASH_COOKIE = 'cart-flash';
const flashSchema = z.object({ type: z.enum(['success', 'error']), message: z.string().max(500) });
export type CartFlash = z.infer<typeof flashSchema>;

export function putCartFlash(cookies: AstroCookies, flash: CartFlash) {
  cookies.set(CART_FLASH_COOKIE, JSON.stringify(flash), { path: '/', maxAge: 60, sameSite: 'lax', httpOnly: true });
}

/** The waiting outcome, if any; reading it removes it. */
export function takeCartFlash(cookies: AstroCookies): CartFlash | null {
  const raw = cookies.get(CART_FLASH_COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(CART_FLASH_COOKIE, { path: '/' });
  try {
    return flashSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}
