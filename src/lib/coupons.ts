/**
 * Whether a coupon runs and whom and where it is for (issue 44.1): one set of rules for the coupon
 * lists (the module home, coupon/list), the store page and order/place. The lists show only what is
 * for everyone; order/place also takes a coupon given to the one customer ordering.
 */
export interface CouponTerms {
  status: boolean;
  /** YYYY-MM-DD, the marketplace's days */
  startDate: string;
  expireDate: string;
  couponType: string;
  /** zone ids for zone_wise, store ids for store_wise */
  data: number[];
  customerId: Array<string | number>;
  storeId: number | null;
}

/** on, and `today` (YYYY-MM-DD) within its dates */
export const couponRunning = (c: Pick<CouponTerms, 'status' | 'startDate' | 'expireDate'>, today: string): boolean => c.status && c.startDate <= today && today <= c.expireDate;

/** for everyone, not given to chosen customers */
export const couponForEveryone = (c: Pick<CouponTerms, 'customerId'>): boolean => c.customerId.some((id) => String(id) === 'all');

/** for this owner: everyone's, or given to this signed-in customer */
export const couponForOwner = (c: Pick<CouponTerms, 'customerId'>, owner: { userId: number; isGuest: boolean }): boolean =>
  couponForEveryone(c) || (!owner.isGuest && c.customerId.some((id) => Number(id) === owner.userId));

/** a zone-wise coupon only in its zones */
export const couponInZones = (c: Pick<CouponTerms, 'couponType' | 'data'>, zoneIds: readonly number[]): boolean => c.couponType !== 'zone_wise' || c.data.some((z) => zoneIds.includes(z));

/** a store-wise coupon, or one a store made, only at its stores */
export const couponAtStore = (c: Pick<CouponTerms, 'couponType' | 'data' | 'storeId'>, storeId: number): boolean =>
  (c.couponType !== 'store_wise' || c.data.includes(storeId)) && (!c.storeId || c.storeId === storeId);
