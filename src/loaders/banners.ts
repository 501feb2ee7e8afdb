/** A home's banners and running campaigns (spec section 2): a page may lose them (src/loaders/degrade.ts). */
import type { Shopper } from './shopper';

export type BannersData = Awaited<ReturnType<typeof loadBanners>>;

export const loadBanners = (shopper: Shopper) => shopper.mayLose('banners', shopper.api.banners(), { banners: [], campaigns: [] });
