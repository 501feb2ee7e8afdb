/**
 * The product page's purchase form without JavaScript: add the line through the cart API (as the
 * customer of the token cookie, or as the guest of the guest_id cookie, asking for a guest id first
 * when there is none), then back to the page with the outcome (src/server/cart-flash.ts). The server
 * decides the price, as for every cart call.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { ApiClientError } from '../../lib/api/errors';
import { localizedPath, translator } from '../../lib/i18n';
import { CART_FORM, lineFromForm, safeBack } from '../../lib/validation/cart-line';
import { putCartFlash } from '../../loaders/cart-flash';
import { formCart } from '../../loaders/cart-form';

export const prerender = false;

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
  try {
    const cart = await formCart(cookies, { locale, url, moduleId: moduleField.parse(form.get(CART_FORM.moduleId) ?? undefined) }, true);
    await cart!.add(line);
    putCartFlash(cookies, { type: 'success', message: t('cart.added') });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    putCartFlash(cookies, { type: 'error', message: error.errors[0]?.message ?? t('cart.formInvalid') });
  }
  return redirect(back, 303);
};
