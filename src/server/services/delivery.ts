/** Delivery time estimate: preparation plus travel at road speed (the geo adapter's distance). */
import { geoProvider } from '../adapters/geo';
import type { Db } from '../db/client';

export const PREPARATION_MINUTES = 10;

type Point = { lat: number; lng: number };

export async function deliveryEstimate(db: Db, from: Point, to: Point): Promise<{ minutes: number; meters: number }> {
  const d = await geoProvider(db).distance(from, to, 'driving');
  return { minutes: PREPARATION_MINUTES + Math.ceil(d.seconds / 60), meters: d.meters };
}
