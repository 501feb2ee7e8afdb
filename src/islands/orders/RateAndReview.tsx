/**
 * /rate-and-review/{orderId}: a rating in half steps and a comment for each item of a delivered
 * order, its store and its delivery man; each is sent once (items/reviews/submit,
 * stores/reviews/submit, delivery-man/reviews/submit).
 */
import { useState, type FormEvent } from 'react';
import { myOrders } from '../../lib/api/browser/my-orders';
import { showToast } from '../../stores/toast';
import StarRating from './StarRating';
import { useIslandReady } from '../shared/ready';
import FormError from '../shared/FormError';
import { fill } from '../../lib/fill';

export type ReviewLabels = Record<'reviewItem' | 'reviewStore' | 'reviewComment' | 'reviewSubmit' | 'reviewDone' | 'reviewDeliveryMan' | 'ratingLabel' | 'ratingRequired', string>;

interface Subject {
  key: string;
  kind: 'item' | 'store' | 'deliveryMan';
  id: number;
  name: string;
  image: string | null;
  done: boolean;
}

export default function RateAndReview({ orderId, subjects, labels }: { orderId: number; subjects: Subject[]; labels: ReviewLabels }) {
  const ready = useIslandReady<HTMLUListElement>();
  return (
    <ul ref={ready} className="flex flex-col gap-4">
      {subjects.map((s) => (
        <li key={s.key}>
          <ReviewForm orderId={orderId} subject={s} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

const TITLE: Record<Subject['kind'], (l: ReviewLabels) => string> = { item: (l) => l.reviewItem, store: (l) => l.reviewStore, deliveryMan: (l) => l.reviewDeliveryMan };
/** the refusals shown under the form rather than as a toast */
const IN_PLACE = new Set(['review', 'order', 'item_id', 'store_id', 'delivery_man_id']);

function ReviewForm({ orderId, subject, labels }: { orderId: number; subject: Subject; labels: ReviewLabels }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState(subject.done);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const title = fill(TITLE[subject.kind](labels), { name: subject.name });
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!rating) return setError(labels.ratingRequired);
    setBusy(true);
    const inPlace = (w: { code: string }) => IN_PLACE.has(w.code);
    const text = comment.trim();
    try {
      const message =
        subject.kind === 'item'
          ? await myOrders.reviewItem(orderId, subject.id, rating, text, inPlace)
          : subject.kind === 'store'
            ? await myOrders.reviewStore(orderId, rating, text, inPlace)
            : await myOrders.rateDeliveryMan(orderId, rating, text, inPlace);
      showToast(message, { type: 'success' });
      setDone(true);
    } catch (err) {
      const first = (err as { errors?: Array<{ message: string }> }).errors?.[0];
      if (first) setError(first.message);
    } finally {
      setBusy(false);
    }
  }
  const id = `review-${subject.key}`;
  return (
    <form onSubmit={submit} aria-labelledby={id} className="flex flex-col gap-2 rounded-box border border-base-300 p-4" noValidate>
      <div className="flex items-center gap-3">
        {subject.image && <img src={subject.image} alt="" width="48" height="48" className="size-12 rounded-box bg-base-200 object-cover" />}
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
      </div>
      {done ? (
        <p className="badge badge-success">{labels.reviewDone}</p>
      ) : (
        <>
          <StarRating
            name={`rating-${subject.key}`}
            value={rating}
            onChange={(v) => (setRating(v), setError(''))}
            label={title}
            valueLabel={(v) => fill(labels.ratingLabel, { value: String(v) })}
          />
          <label>
            <span>{labels.reviewComment}</span>
            <textarea className="textarea w-full" maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <FormError message={error} />
          <button type="submit" className="btn btn-primary self-start" disabled={busy}>
            {labels.reviewSubmit}
          </button>
        </>
      )}
    </form>
  );
}
