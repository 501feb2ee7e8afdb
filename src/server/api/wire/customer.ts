/** The signed-in customer's profile on the wire (customer/info). */
import type { CustomerProfile } from '../../services/auth/accounts';
import { mediaUrl } from '../../services/catalogue/media';
import { bit } from './bit';

export function customerWire({ customer: c, orderCount, runningOrderCount, interestModuleIds, firstOrderDiscount: d }: CustomerProfile, origin: string, now = new Date()) {
  return {
    id: c.id,
    f_name: c.fName,
    l_name: c.lName,
    phone: c.phone,
    email: c.email,
    image: c.image,
    image_full_url: mediaUrl(origin, c.image),
    storage: [],
    is_phone_verified: bit(c.isPhoneVerified),
    is_email_verified: bit(c.isEmailVerified),
    email_verified_at: null,
    interest: c.interest,
    cm_firebase_token: c.cmFirebaseToken,
    status: bit(c.status),
    order_count: orderCount,
    running_order_count: runningOrderCount,
    login_medium: c.loginMedium,
    social_id: c.socialId,
    zone_id: c.zoneId,
    wallet_balance: c.walletBalance,
    loyalty_point: c.loyaltyPoint,
    ref_code: c.refCode,
    ref_by: c.refBy,
    current_language_key: c.currentLanguageKey,
    member_since_days: Math.floor((now.getTime() - c.createdAt.getTime()) / 86400_000),
    selected_modules_for_interest: interestModuleIds,
    is_valid_for_discount: d.valid,
    discount_amount: d.amount,
    discount_amount_type: d.amountType,
    validity: d.validity,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
