/**
 * The product page's purchase form without JavaScript: add the line through the cart API (as the
 * customer of the token cookie, or as the guest of the guest_id cookie, asking for a guest id first
 * when there is none), then back to the page with the outcome (src/server/cart-flash.ts). The server
 * decides the price, as for every cart call.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { guestSchema } from '../../lib/api/auth-schemas';
import { ApiClientError } from '../../lib/api/errors';
import { localizedPath, translator } from '../../lib/i18n';
import { addLineBody, CART_FORM, lineFromForm, safeBack } from '../../lib/validation/cart-line';
import { serverRequester } from '../../server/api/in-process';
import { putCartFlash } from '../../server/cart-flash';

export const prerender = false;

const GUEST_COOKIE = 'guest_id';
const guestCookie = z.string().regex(/^\d{1,10}$/).optional().catch(undefined);
const moduleField = z.coerce.number().int().positive().optional().catch(undefined);

export const POST: APIRoute = async ({ request, cookies, redirect, locals, url }) => {
  const locale = locals.locale ?? 'en';
  const t = translator(locale);
  const form = await request.formData().catch(() => null);
  const back = safeBack(form?.get(CART_FORM.back), localizedPath(locale, '/home'));
  const line = form && lineFromForm(form);
  if (!line) {
    putCartFlash(cookies, { type: 'error', message: t('cart.formInvalid') });
    return redirect(back, 303);
  }
  const origin = process.env.APP_URL ?? url.origin;
  const token = cookies.get('token')?.value || undefined;
  let guestId = token ? undefined : guestCookie.parse(cookies.get(GUEST_COOKIE)?.value);
  try {
    if (!token && !guestId) {
      const guest = await serverRequester({ language: locale }, origin)('POST', 'auth/guest/request', guestSchema, { body: {} });
      guestId = String(guest.guest_id);
      // not httpOnly: the page's scripts adopt it as the guest_id store (src/islands/shared/guest.ts)
      cookies.set(GUEST_COOKIE, guestId, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
    }
    const as = serverRequester({ language: locale, token, guestId, moduleId: moduleField.parse(form.get('module_id') ?? undefined) }, origin);
    await as('POST', 'customer/cart/add', z.array(z.unknown()), { body: addLineBody(line) });
    putCartFlash(cookies, { type: 'success', message: t('cart.added') });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    putCartFlash(cookies, { type: 'error', message: error.errors[0]?.message ?? t('cart.formInvalid') });
  }
  return redirect(back, 303);
};
