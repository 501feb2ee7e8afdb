/**
 * 'Order Placed Successfully' (spec section 2): the order number, its time and status, a reminder to
 * keep the order ID and phone number, and Track Order.
 */
import { useEffect, useId, useRef } from 'react';
import type { CheckoutLabels } from './labels';
import { formatOrderTime } from '../../lib/format';

export interface PlacedInfo {
  orderId: number;
  createdAt: string;
  status: string;
  /** the phone the order is tracked with */
  phone: string | null;
}

export default function OrderPlaced({ placed, labels, trackHref, homeHref, locale }: { placed: PlacedInfo; labels: CheckoutLabels; trackHref: string; homeHref: string; locale: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => dialog.current?.showModal(), []);
  const status = (labels as Record<string, string>)[`status_${placed.status}`] ?? placed.status;
  const time = formatOrderTime(placed.createdAt, locale);
  const track = `${trackHref}?${new URLSearchParams({ order_id: String(placed.orderId), ...(placed.phone ? { contact_number: placed.phone } : {}) })}`;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <div className="modal-box text-center">
        <h2 id={titleId} className="text-xl font-bold">
          {labels.placedTitle}
        </h2>
        <p className="mt-2 text-sm">{labels.placedRemember}</p>
        <dl className="mx-auto mt-4 grid max-w-xs grid-cols-2 gap-1 text-start text-sm">
          <dt>{labels.orderId}</dt>
          <dd className="font-bold">#{placed.orderId}</dd>
          <dt>{labels.orderTime}</dt>
          <dd>{time}</dd>
          <dt>{labels.orderStatus}</dt>
          <dd>{status}</dd>
        </dl>
        <div className="modal-action justify-center">
          <a className="btn" href={homeHref}>
            {labels.continueShopping}
          </a>
          <a className="btn btn-primary" href={track}>
            {labels.trackOrder}
          </a>
        </div>
      </div>
    </dialog>
  );
}
