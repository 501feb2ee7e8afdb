/**
 * /track-order: anyone follows an order with its id and the phone or email it was placed with
 * (spec sections 2 and 6). The answer opens the tracking drawer; a wrong pair shows 'Order not
 * found' and nothing else. `?order_id=&contact_number=` (the order-placed modal's link: order_id, contact_number) opens it at once.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Tracked } from '../../lib/api/endpoints/my-orders';
import { toPositiveInt } from '../../lib/pagination';
import { useIslandReady } from '../shared/ready';
import OrderTracker from './OrderTracker';
import type { TrackingLabels } from './TrackingPanel';

export interface TrackOrderProps {
  labels: TrackingLabels & { orderId: string; contact: string; search: string; intro: string; needOrderId: string; needContact: string };
  tileUrl: string;
  /** the signed-in shopper's order page, with {{id}} (null for a guest) */
  detailsHref: string | null;
  /** the order asked for in the query (`order_id`, `contact_number`): the form sent before the page was interactive, or a link */
  initial: Tracked | null;
}

export default function TrackOrder({ labels, tileUrl, detailsHref, initial }: TrackOrderProps) {
  const [target, setTarget] = useState<Tracked | null>(initial);
  // what is missing, said under its field (issue 46.13: an empty form did nothing and said nothing)
  const [missing, setMissing] = useState<{ id: boolean; contact: boolean }>({ id: false, contact: false });
  const ids = useId();
  // the fields are read from the form itself: what was typed before the island woke counts too
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const id = toPositiveInt(data.get('order_id'));
    const contact = String(data.get('contact_number') ?? '').trim();
    // a guest's order is found by its id and contact together; a customer's by the id
    const now = { id: !id, contact: !contact && !detailsHref };
    setMissing(now);
    if (now.id || now.contact) {
      form.querySelector<HTMLInputElement>(now.id ? '[name="order_id"]' : '[name="contact_number"]')?.focus();
      return;
    }
    setTarget({ orderId: id!, contact: contact || null });
  }
  // a click on Track that woke the island is replayed once it is ready
  const ready = useIslandReady();
  return (
    <>
      <span hidden ref={ready} />
      <form onSubmit={submit} className="flex max-w-md flex-col gap-3" noValidate>
        <p>{labels.intro}</p>
        <label>
          <span>{labels.orderId}</span>
          <input
            className="input w-full"
            name="order_id"
            inputMode="numeric"
            pattern="[0-9]*"
            required
            defaultValue={initial ? String(initial.orderId) : ''}
            aria-invalid={missing.id || undefined}
            aria-describedby={`${ids}-id`}
          />
        </label>
        <p id={`${ids}-id`} role="alert" className="text-sm font-semibold empty:hidden">
          {missing.id ? labels.needOrderId : null}
        </p>
        <label>
          <span>{labels.contact}</span>
          <input
            className="input w-full"
            name="contact_number"
            autoComplete="tel"
            required={!detailsHref}
            defaultValue={initial?.contact ?? ''}
            aria-invalid={missing.contact || undefined}
            aria-describedby={`${ids}-contact`}
          />
        </label>
        <p id={`${ids}-contact`} role="alert" className="text-sm font-semibold empty:hidden">
          {missing.contact ? labels.needContact : null}
        </p>
        <button type="submit" className="btn btn-primary">
          {labels.search}
        </button>
      </form>
      {target && <OrderTracker key={`${target.orderId}:${target.contact}`} target={target} labels={labels} tileUrl={tileUrl} detailsHref={detailsHref} onClose={() => setTarget(null)} />}
    </>
  );
}
