/**
 * /track-order: anyone follows an order with its id and the phone or email it was placed with
 * (spec sections 2 and 6). The answer opens the tracking drawer; a wrong pair shows 'Order not
 * found' and nothing else. `?order_id=&contact_number=` (the order-placed modal's link: order_id, contact_number) opens it at once.
 */
import { useState, type FormEvent } from 'react';
import type { Tracked } from '../../lib/api/endpoints/my-orders';
import { toPositiveInt } from '../../lib/pagination';
import { useIslandReady } from '../shared/ready';
import OrderTracker from './OrderTracker';
import type { TrackingLabels } from './TrackingPanel';

export interface TrackOrderProps {
  labels: TrackingLabels & { orderId: string; contact: string; search: string; intro: string };
  tileUrl: string;
  /** the signed-in shopper's order page, with {{id}} (null for a guest) */
  detailsHref: string | null;
  /** the order asked for in the query (`order_id`, `contact_number`): the form sent before the page was interactive, or a link */
  initial: Tracked | null;
}

export default function TrackOrder({ labels, tileUrl, detailsHref, initial }: TrackOrderProps) {
  const [target, setTarget] = useState<Tracked | null>(initial);
  // the fields are read from the form itself: what was typed before the island woke counts too
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const id = toPositiveInt(form.get('order_id'));
    if (!id) return;
    setTarget({ orderId: id, contact: String(form.get('contact_number') ?? '').trim() || null });
  }
  // a click on Track that woke the island is replayed once it is ready
  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
      <form onSubmit={submit} className="flex max-w-md flex-col gap-3">
        <p>{labels.intro}</p>
        <label>
          <span>{labels.orderId}</span>
          <input className="input w-full" name="order_id" inputMode="numeric" pattern="[0-9]*" required defaultValue={initial ? String(initial.orderId) : ''} />
        </label>
        <label>
          <span>{labels.contact}</span>
          <input className="input w-full" name="contact_number" autoComplete="tel" required defaultValue={initial?.contact ?? ''} />
        </label>
        <button type="submit" className="btn btn-primary">
          {labels.search}
        </button>
      </form>
      {target && <OrderTracker key={`${target.orderId}:${target.contact}`} target={target} labels={labels} tileUrl={tileUrl} detailsHref={detailsHref} onClose={() => setTarget(null)} />}
    </>
  );
}
