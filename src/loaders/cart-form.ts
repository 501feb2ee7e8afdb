/**
 * The cart of a plain form's poster (no JavaScript: src/pages/cart/*): the customer of the session
 * cookie, or the guest of the guest_id cookie. `createGuest` asks for a guest id first when there is
 * none (adding makes a cart; changing or removing needs one already).
 */
import type { AstroCookies } from 'astro';
import { authApi } from '../lib/api/endpoints/auth';
import { cartApi } from '../lib/api/endpoints/cart';
import type { Locale } from '../lib/i18n';
import { publicOrigin } from '../lib/public-origin';
import { serverRequester } from '../server/api/in-process';
import { readGuestCookie, setGuestCookie } from './guest-cookie';

export async function formCart(
  cookies: AstroCookies,
  where: { locale: Locale; url: URL; moduleId?: number },
  createGuest: boolean,
): Promise<ReturnType<typeof cartApi> | null> {
  const origin = publicOrigin(where.url.origin);
  const token = cookies.get('token')?.value || undefined;
  let guestId = token ? undefined : readGuestCookie(cookies);
  if (!token && !guestId) {
    if (!createGuest) return null;
    guestId = await authApi(serverRequester({ language: where.locale }, origin)).guestId();
    setGuestCookie(cookies, guestId);
  }
  return cartApi(serverRequester({ language: where.locale, token, guestId, moduleId: where.moduleId }, origin));
}
