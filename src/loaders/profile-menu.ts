/** The profile menu (spec section 2), gated by config: the header menu and the profile page's side nav. */
import type { Shopper } from './shopper';

export const PROFILE_PAGES = ['profile-settings', 'my-orders', 'wallet', 'coupons', 'loyalty-points', 'referral-code', 'inbox', 'settings'] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

export interface ProfileMenuEntry {
  page: ProfilePage | 'track-order';
  label: string;
  href: string;
}

export function profileMenu({ t, href, config }: Pick<Shopper, 't' | 'href' | 'config'>): ProfileMenuEntry[] {
  const entry = (page: ProfilePage, key: string): ProfileMenuEntry => ({ page, label: t(`auth.${key}`), href: href(`/profile?page=${page}`) });
  return [
    entry('profile-settings', 'menu_profile'),
    entry('my-orders', 'menu_orders'),
    ...(config.wallet ? [entry('wallet', 'menu_wallet')] : []),
    entry('coupons', 'menu_coupons'),
    ...(config.loyaltyPoints ? [entry('loyalty-points', 'menu_loyalty')] : []),
    ...(config.referral ? [entry('referral-code', 'menu_referral')] : []),
    entry('inbox', 'menu_inbox'),
    entry('settings', 'menu_settings'),
    { page: 'track-order', label: t('auth.menu_track'), href: href('/track-order') },
  ];
}
