/** The parcel module's home (spec section 2): its categories and the banners, asked at once. */
import { loadBanners } from './banners';
import type { Shopper } from './shopper';

export type ParcelHomeData = Awaited<ReturnType<typeof loadParcelHome>>;

export async function loadParcelHome(shopper: Shopper) {
  const [categories, banners] = await Promise.all([shopper.mayLose('parcel categories', shopper.api.parcelCategories(), []), loadBanners(shopper)]);
  return { categories, banners };
}
