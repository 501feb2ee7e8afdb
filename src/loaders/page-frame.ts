/**
 * What every page's frame shows besides the page (the layout's header and footer): the delivery time
 * the header promises, the signed-in shopper's profile and the cart count the server holds for them,
 * and the footer's app links. Asked at once, before the frame renders.
 */
import type { Shopper } from './shopper';

export type PageFrame = Awaited<ReturnType<typeof loadPageFrame>>;

/** deliveryMinutes: the page's own, when it has worked it out already */
export async function loadPageFrame(shopper: Shopper, deliveryMinutes?: number | null) {
  const sells = Boolean(shopper.module && shopper.module.type !== 'parcel');
  const [minutes, profile, cartCount, landing] = await Promise.all([
    deliveryMinutes !== undefined ? deliveryMinutes : shopper.deliveryMinutes(),
    shopper.profile(),
    sells && shopper.cartOwner ? shopper.mayLose('cart count', shopper.cartOwner.count(), null) : null,
    shopper.api.landing(),
  ]);
  return { deliveryMinutes: minutes, profile, cartCount, landing };
}
