/**
 * What every page's frame shows besides the page (the layout's header and footer): the delivery time
 * the header promises and the footer's app links. Asked at once, before the frame renders. Nothing
 * in it is the shopper's own: their name and cart count are put in afterwards (src/loaders/personal.ts).
 */
import type { Shopper } from './shopper';

export type PageFrame = Awaited<ReturnType<typeof loadPageFrame>>;

/** deliveryMinutes: the page's own, when it has worked it out already */
export async function loadPageFrame(shopper: Shopper, deliveryMinutes?: number | null) {
  const [minutes, landing] = await Promise.all([deliveryMinutes !== undefined ? deliveryMinutes : shopper.deliveryMinutes(), shopper.api.landing()]);
  return { deliveryMinutes: minutes, landing };
}
