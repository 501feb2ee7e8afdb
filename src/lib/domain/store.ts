/**
 * A store, described once: the catalogue services build it, api/wire/store writes the 6amMart
 * shape, and the client edge (src/lib/api/endpoints/store.ts) reads that shape back into it.
 */
/** one opening of a weekday (0 = Sunday), HH:MM[:SS] */
export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export interface StoreDiscount {
  percent: number;
  minPurchase: number;
  maxDiscount: number;
  startDate: string | null;
  endDate: string | null;
}

export interface Store {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  email: string | null;
  /** full URLs */
  logo: string | null;
  coverPhoto: string | null;
  latitude: number;
  longitude: number;
  address: string | null;
  footerText: string | null;
  minimumOrder: number;
  scheduleOrder: boolean;
  freeDelivery: boolean;
  delivery: boolean;
  takeAway: boolean;
  tax: number;
  zoneId: number;
  moduleId: number;
  moduleType: string | null;
  /** not closed by its owner */
  active: boolean;
  /** open now by its weekly schedule */
  open: boolean;
  /** when closed: today's next opening time (HH:MM) or 'closed' */
  currentOpeningTime: string | null;
  deliveryTime: string | null;
  minDeliveryTime: number;
  maxDeliveryTime: number;
  veg: boolean;
  nonVeg: boolean;
  featured: boolean;
  prescriptionOrder: boolean;
  cutlery: boolean;
  halalTags: boolean;
  extraPackaging: { on: boolean; amount: number };
  announcement: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** counts of 5, 4, 3, 2 and 1 star ratings */
  ratings: number[];
  avgRating: number;
  ratingCount: number;
  positiveRating: number;
  totalItems: number;
  orderCount: number;
  recommended: boolean;
  /** metres from the shopper, when the shopper's point is known */
  distance: number | null;
  discount: StoreDiscount | null;
  /** the store's parent categories (lists and details only) */
  categoryIds: number[] | null;
  createdAt: string | null;
  /** the weekly opening hours, where the answer carries them (the store's details) */
  schedules?: OpeningHours[];
}
