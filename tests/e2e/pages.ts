/** One URL per page type, shared by the accessibility and JavaScript-budget checks. */
export const pageTypes: Array<{ name: string; path: string; kind: 'catalogue' | 'home' | 'policy' | 'product' | 'form' | 'map' }> = [
  // the landing page has the promotion carousel (swiper), like the module homes
  { name: 'landing', path: '/', kind: 'home' },
  { name: 'grocery home', path: '/home?module_id=1', kind: 'home' },
  { name: 'food home', path: '/home?module_id=2', kind: 'home' },
  { name: 'pharmacy home', path: '/home?module_id=3', kind: 'home' },
  { name: 'shop home', path: '/home?module_id=4', kind: 'home' },
  { name: 'parcel home', path: '/home?module_id=5', kind: 'home' },
  { name: 'search listing', path: '/home?module_id=1&data_type=searched&name=apple', kind: 'catalogue' },
  { name: 'categories', path: '/categories', kind: 'catalogue' },
  { name: 'category', path: '/category/1', kind: 'catalogue' },
  { name: 'stores', path: '/stores', kind: 'catalogue' },
  { name: 'store', path: '/store/asan-fresh-mart', kind: 'catalogue' },
  { name: 'product', path: '/product/fuji-apples-asan-fresh-mart', kind: 'product' },
  { name: 'brands', path: '/all-brands?module_id=4', kind: 'catalogue' },
  { name: 'flash sales', path: '/flash-sales?module_id=1', kind: 'catalogue' },
  { name: 'campaign', path: '/campaigns/1', kind: 'catalogue' },
  { name: 'policy', path: '/privacy-policy', kind: 'policy' },
  { name: 'nepali policy', path: '/ne/about-us', kind: 'policy' },
  { name: 'delivery areas', path: '/delivery-areas', kind: 'map' },
  { name: 'forgot password', path: '/forgot-password', kind: 'form' },
  { name: 'profile, signed out', path: '/profile?page=profile-settings', kind: 'form' },
];
