/**
 * Order Place Failed (spec sections 2 and 4): the shopper is back from a payment that failed or was
 * cancelled. After 500 ms a modal asks 'Are you agree with this order fail?': pay on delivery instead
 * (only where the zone allows cash on delivery), or cancel the order with the fixed reason. Either
 * way the server's message is shown, the cart state is reset and the shopper goes home.
 */
import { useEffect, useId, useRef, useState } from 'react';
import * as api from '../../lib/api/browser/orders';
import { ORDER_FAIL_MODAL_DELAY_MS, ORDER_PAYMENT_CANCELED_REASON } from '../../lib/constants';
import * as geo from '../../lib/api/browser/geo';
import { cartLines } from '../../stores/cart';
import { currentLatLng } from '../../stores/location';
import { flashToast } from '../../stores/toast';
import { attempt } from '../shared/attempt';
import type { CheckoutLabels } from './labels';

export default function OrderFailed({ orderId, labels, homeHref, cashOnDelivery }: { orderId: number; labels: CheckoutLabels; homeHref: string; cashOnDelivery: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  // (a) is offered only where the zone's first zone_data entry takes cash on delivery
  const [zoneCod, setZoneCod] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => dialog.current?.showModal(), ORDER_FAIL_MODAL_DELAY_MS);
    const at = currentLatLng.get();
    if (cashOnDelivery && at) geo.geo.cashOnDelivery(at).then(setZoneCod, () => setZoneCod(false));
    return () => clearTimeout(timer);
  }, [cashOnDelivery]);

  async function settle(action: () => Promise<string>) {
    setBusy(true);
    let message = '';
    const ok = await attempt(async () => {
      message = await action();
    });
    setBusy(false);
    if (!ok) return;
    dialog.current?.close();
    cartLines.set([]);
    if (message) flashToast(message, 'success');
    window.location.assign(homeHref);
  }

  return (
    <section aria-labelledby="order-failed-title" className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
      <h2 id="order-failed-title" className="text-2xl font-bold">
        {labels.failedTitle}
      </h2>
      <p>{labels.failedText}</p>
      <a className="btn btn-primary" href={homeHref}>
        {labels.backHome}
      </a>
      <dialog ref={dialog} role="alertdialog" className="modal" aria-labelledby={titleId}>
        <div className="modal-box">
          <p id={titleId} className="font-semibold">
            {labels.failedAsk}
          </p>
          <div className="modal-action flex-wrap">
            {cashOnDelivery && zoneCod ? (
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => settle(() => api.orders.switchToCashOnDelivery(orderId))}>
                {labels.switchToCod}
              </button>
            ) : null}
            <button type="button" className="btn" disabled={busy} onClick={() => settle(() => api.orders.cancel(orderId, ORDER_PAYMENT_CANCELED_REASON))}>
              {labels.cancelOrder}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
