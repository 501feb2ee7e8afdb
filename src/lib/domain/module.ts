/** A module of the marketplace (grocery, food, pharmacy, shop, parcel, ...). */
export const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental', 'ride-share', 'service'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export interface MarketModule {
  id: number;
  name: string;
  type: ModuleType;
  icon: string | null;
}
