/** How soon the stores deliver: the quickest minimum and the slowest maximum of their delivery times ('delivered in 40-60 minutes'). */
export interface DeliveryRange {
  min: number;
  max: number;
}

const minutes = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** null when no store tells its delivery time */
export function deliveryRange(stores: ReadonlyArray<{ minDeliveryTime?: unknown; maxDeliveryTime?: unknown }>): DeliveryRange | null {
  const mins = stores.map((s) => minutes(s.minDeliveryTime)).filter((n): n is number => n !== null);
  if (!mins.length) return null;
  const maxes = stores.map((s) => minutes(s.maxDeliveryTime)).filter((n): n is number => n !== null);
  const min = Math.min(...mins);
  return { min, max: Math.max(min, ...maxes) };
}
