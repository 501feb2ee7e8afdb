/**
 * 'Order Placed Successfully' (spec section 2): the order number, its time and status, a reminder to
 * keep the order ID and phone number, and Track Order.
 */
import { useEffect, useId, useRef } from 'react';
import type { CheckoutLabels } from './labels';
import OrderFacts from './OrderFacts';

export interface PlacedInfo {
  orderId: number;
  createdAt: string;
  status: string;
  /** the phone the order is tracked with */
  phone: string | null;
  /** when a scheduled order is for (ISO) */
  scheduleAt?: string | null;
}

export default function OrderPlaced({ placed, labels, trackHref, homeHref, locale }: { placed: PlacedInfo; labels: CheckoutLabels; trackHref: string; homeHref: string; locale: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => dialog.current?.showModal(), []);
  const track = `${trackHref}?${new URLSearchParams({ order_id: String(placed.orderId), ...(placed.phone ? { contact_number: placed.phone } : {}) })}`;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <div className="modal-box text-center">
        <h2 id={titleId} className="text-xl font-bold">
          {labels.placedTitle}
        </h2>
        <p className="mt-2 text-sm">{labels.placedRemember}</p>
        <OrderFacts orderId={placed.orderId} createdAt={placed.createdAt} scheduleAt={placed.scheduleAt} status={placed.status} labels={labels} locale={locale} className="mx-auto mt-4 max-w-xs" />
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
