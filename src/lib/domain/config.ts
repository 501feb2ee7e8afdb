/** The marketplace's settings as the storefront reads them (from `config`), with real booleans. */
export interface MarketplaceConfig {
  businessName: string;
  logo: string | null;
  favicon: string | null;
  currency: { symbol: string; direction: 'left' | 'right'; decimals: number };
  defaultLocation: { lat: number; lng: number };
  freeDeliveryOver: number | null;
  phone: string;
  address: string;
  footerText: string | null;
  /** which policy pages exist */
  policies: { refund: boolean; cancelation: boolean; shipping: boolean };
  /** `on`: shown in the footer */
  socialMedia: Array<{ name: string; link: string; on: boolean }>;
  country: string;
  countryPicker: boolean;
  guestCheckout: boolean;
  wallet: boolean;
  /** money can be added to the wallet through the payment provider */
  addFund: boolean;
  loyaltyPoints: boolean;
  /** points per currency unit, and the fewest points a transfer to the wallet takes */
  loyalty: { rate: number; minimum: number };
  referral: boolean;
  referralEarning: number;
  login: { otp: boolean; manual: boolean; social: boolean; apple: boolean; phoneVerification: boolean; emailVerification: boolean };
  socialLogin: Array<{ medium: string; on: boolean; clientId: string | null }>;
  firebaseOtp: boolean;
  /** where a store owner or a delivery man applies (outside links) */
  registration: { store: string | null; deliveryMan: string | null };
  /** what checkout offers: order types, ways to pay, tips, the schedule's slot length */
  checkout: {
    delivery: boolean;
    takeAway: boolean;
    cashOnDelivery: boolean;
    digitalPayment: boolean;
    partialPayment: boolean;
    offlinePayment: boolean;
    /** which methods may pay the rest of a partial payment: cod, digital_payment or both */
    partialMethod: string;
    tips: boolean;
    slotMinutes: number;
    prescription: boolean;
  };
}
