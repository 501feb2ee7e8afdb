/** The checkout's strings: the catalogue's `checkout` section, plus the ones other sections already hold (named here as the checkout uses them). */
import type en from '../../lib/i18n/en.json';

/** checkout label name → the catalogue path that already holds its text */
export const SHARED_CHECKOUT_LABELS = {
  items: 'common.items',
  backHome: 'common.back_home',
  trackOrder: 'footer.track_order',
  wallet: 'footer.wallet',
  signInForCampaign: 'footer.login_required',
  apply: 'stores.apply',
  imageType: 'api.image_type',
  imageSize: 'api.image_size',
  emptyCart: 'cart.empty',
  startBrowsing: 'cart.startBrowsing',
  total: 'popup.total',
  needContact: 'location.block.contactTip',
  needAddress: 'location.block.addressTip',
  codMaximum: 'api.cod_maximum',
  prescriptionNeeded: 'api.prescription_required',
  prescriptionTooMany: 'api.images_too_many',
  close: 'common.close',
  orderDetails: 'orders.details',
  // an order's status in words: one list, the orders pages' own
  status_pending: 'orders.status_pending',
  status_confirmed: 'orders.status_confirmed',
  status_canceled: 'orders.status_canceled',
  status_failed: 'orders.status_failed',
  yes: 'common.yes',
  no: 'common.no',
} as const;

export type CheckoutLabels = Record<keyof typeof en.checkout | keyof typeof SHARED_CHECKOUT_LABELS, string>;
