/**
 * The cart page's forms without JavaScript (issue 46.18): change a line's quantity, or remove it,
 * through the cart API as the cookie's customer or guest, then back to the cart page with the
 * outcome (src/loaders/cart-flash.ts). Fields: `cart_id`, `quantity` (for `action=update`), `action`
 * (`update` or `remove`), `back`. A refusal (more than the stock or the limit) comes back as the
 * server's words, and the line stays as it was.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { ApiClientError } from '../../lib/api/errors';
import { localizedPath, translator } from '../../lib/i18n';
import { safeBack } from '../../lib/validation/cart-line';
import { MAX_LINE_QUANTITY } from '../../lib/constants';
import { putCartFlash } from '../../loaders/cart-flash';
import { formCart } from '../../loaders/cart-form';

export const prerender = false;

const lineForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), cart_id: z.coerce.number().int().positive(), quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY) }),
  z.object({ action: z.literal('remove'), cart_id: z.coerce.number().int().positive() }),
]);

export const POST: APIRoute = async ({ request, cookies, redirect, locals, url }) => {
  const locale = locals.locale ?? 'en';
  const t = translator(locale);
  const form = await request.formData().catch(() => null);
  const back = safeBack(form?.get('back'), localizedPath(locale, '/checkout?page=cart'));
  const parsed = lineForm.safeParse(form ? Object.fromEntries(form) : {});
  const cart = parsed.success ? await formCart(cookies, { locale, url }, false) : null;
  if (!parsed.success || !cart) {
    putCartFlash(cookies, { type: 'error', message: t('cart.lineInvalid') });
    return redirect(back, 303);
  }
  try {
    const { data } = parsed;
    if (data.action === 'remove') await cart.remove(data.cart_id);
    else await cart.update(data.cart_id, { quantity: data.quantity });
    putCartFlash(cookies, { type: 'success', message: data.action === 'remove' ? t('cart.removed') : t('cart.updated') });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    putCartFlash(cookies, { type: 'error', message: error.errors[0]?.message ?? t('cart.lineInvalid') });
  }
  return redirect(back, 303);
};
