/**
 * An item's reviews in the item popup (issue 14, spec section 7 'reviews'): the newest page first,
 * 'Load more' for the next, a line when there are none. A failure to load says so and offers to try
 * again; the item itself stays usable.
 */
import { useCallback, useEffect, useState } from 'react';
import * as api from '../../lib/api/browser/items';
import type { ItemReview } from '../../lib/api/endpoints/reviews';
import { PAGE_SIZE } from '../../lib/constants';
import RatingText from '../shared/RatingText';

export interface ItemReviewsLabels {
  reviews: string;
  noReviews: string;
  loadMore: string;
  /** with {{rating}} */
  rated: string;
  reviewsFailed: string;
  retry: string;
}

type Shown = { reviews: ItemReview[]; total: number; page: number };

export default function ItemReviews({ itemId, labels }: { itemId: number; labels: ItemReviewsLabels }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (page: number) => {
      setBusy(true);
      setFailed(false);
      try {
        const r = await api.items.reviews(itemId, page, PAGE_SIZE.reviews);
        setShown((old) => ({ reviews: page === 1 || !old ? r.reviews : [...old.reviews, ...r.reviews], total: r.total, page }));
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
    [itemId],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  const titleId = `item-reviews-${itemId}`;
  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="mt-4 border-t border-base-200 pt-3">
      <h3 id={titleId} className="mb-2 font-semibold">
        {labels.reviews}
        {shown && shown.total > 0 ? ` (${shown.total})` : ''}
      </h3>
      {shown && shown.reviews.length === 0 ? <p className="text-sm">{labels.noReviews}</p> : null}
      {shown && shown.reviews.length > 0 ? (
        <ul className="max-h-64 space-y-2 overflow-y-auto">
          {shown.reviews.map((r) => (
            <li key={r.id} className="rounded-box bg-base-200 p-2 text-sm">
              <p className="font-semibold">
                {r.customerName} <RatingText className="font-normal" value={r.rating} label={labels.rated} />
              </p>
              {r.comment ? <p>{r.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!shown && !failed ? <div className="skeleton h-12 w-full" aria-hidden="true" /> : null}
      {failed ? (
        <p className="text-sm" role="alert">
          {labels.reviewsFailed}{' '}
          <button type="button" className="btn btn-link btn-sm" onClick={() => void load(shown ? shown.page + 1 : 1)}>
            {labels.retry}
          </button>
        </p>
      ) : null}
      {shown && shown.reviews.length < shown.total && !failed ? (
        <button type="button" className="btn btn-sm btn-block mt-2" disabled={busy} onClick={() => void load(shown.page + 1)}>
          {labels.loadMore}
        </button>
      ) : null}
    </section>
  );
}
