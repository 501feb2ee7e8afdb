/**
 * A closed store in words (issue 46.2): when it opens, and whether an order placed now is scheduled
 * for then or refused. The cart drawer says it above the lines, and an ADD from a closed store says it
 * instead of 'added'.
 */
import { useEffect, useState } from 'react';
import { items } from '../../lib/api/browser/items';
import { fill } from '../../lib/fill';
import { opensWhen } from '../../lib/schedule';

export interface OpeningWords {
  timeZone: string;
  locale: string;
  today: string;
  tomorrow: string;
}

export type ClosedLabels = Record<'closedScheduled' | 'closedNoOrders', string>;

/** null while the store is open (or cannot be read: the transport has said why) */
export async function closedStoreNotice(storeId: number, labels: ClosedLabels, words: OpeningWords, now = new Date()): Promise<string | null> {
  const store = await items.store(storeId);
  if (store.open !== false) return null;
  const hours = store.schedules?.map((h) => ({ day: h.day, openingTime: h.opens, closingTime: h.closes })) ?? [];
  const when = opensWhen(hours, now, words.timeZone, words, words.locale) ?? '—';
  return fill(store.scheduleOrder ? labels.closedScheduled : labels.closedNoOrders, { store: store.name, when });
}

/** The notice for the cart's store while `active` (the drawer is open). */
export function useClosedStore(storeId: number | undefined, active: boolean, labels: ClosedLabels, words: OpeningWords): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!active || !storeId) return setNotice(null);
    let live = true;
    closedStoreNotice(storeId, labels, words).then(
      (text) => live && setNotice(text),
      () => live && setNotice(null),
    );
    return () => {
      live = false;
    };
    // the labels and words are the page's, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeId, active]);
  return notice;
}
