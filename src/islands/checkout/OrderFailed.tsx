/**
 * Order Place Failed (spec sections 2 and 4): the shopper is back from a payment that failed or was
 * cancelled. After 500 ms a modal asks 'Are you agree with this order fail?': pay on delivery instead
 * (only where the zone allows cash on delivery), or cancel the order with the fixed reason. Either
 * way the server's message is shown, the cart state is reset and the shopper goes home. The page
 * shows the order's details meanwhile (spec section 2: on the fail or cancel flag the guest sees the
 * order details instead of the placed modal): number, time, status, what was ordered and the total.
 */
import { useEffect, useId, useRef, useState } from 'react';
import * as api from '../../lib/api/browser/orders';
import { ORDER_FAIL_MODAL_DELAY_MS, ORDER_PAYMENT_CANCELED_REASON } from '../../lib/constants';
import * as geo from '../../lib/api/browser/geo';
import { myOrders } from '../../lib/api/browser/my-orders';
import type { Order, OrderLine } from '../../lib/api/endpoints/my-orders';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { orderLineAmount } from '../../lib/pricing/order';
import OrderFacts from './OrderFacts';
import { cartOrdered } from '../../stores/cart';
import { currentLatLng, guestContact } from '../../stores/location';
import { flashToast } from '../../stores/toast';
import { attempt } from '../shared/attempt';
import type { CheckoutLabels } from './labels';

interface OrderFailedProps {
  orderId: number;
  labels: CheckoutLabels;
  homeHref: string;
  cashOnDelivery: boolean;
  money: MoneyFormat;
  locale: string;
}

export default function OrderFailed({ orderId, labels, homeHref, cashOnDelivery, money, locale }: OrderFailedProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  // (a) is offered only where the zone's first zone_data entry takes cash on delivery
  const [zoneCod, setZoneCod] = useState(false);
  const [details, setDetails] = useState<{ order: Order; lines: OrderLine[] } | null>(null);
  useEffect(() => {
    // the details are a help, not a condition: without them the choice still works. A guest names
    // the order with the phone it was placed with, as on /track-order
    const contact = guestContact.get()?.contact_person_number ?? null;
    Promise.all([myOrders.track({ orderId, contact }, () => true), myOrders.lines(orderId, () => true)]).then(
      ([order, lines]) => setDetails({ order, lines }),
      () => setDetails(null),
    );
  }, [orderId]);
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
    cartOrdered();
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
      {details ? <FailedOrderDetails {...details} labels={labels} money={money} locale={locale} /> : null}
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

function FailedOrderDetails({ order, lines, labels, money, locale }: { order: Order; lines: OrderLine[]; labels: CheckoutLabels; money: MoneyFormat; locale: string }) {
  return (
    <section aria-labelledby="failed-order-details" className="mt-4 w-full rounded-box border border-base-300 p-4 text-start">
      <h3 id="failed-order-details" className="mb-2 font-semibold">
        {labels.orderDetails}
      </h3>
      <OrderFacts orderId={order.id} createdAt={order.createdAt} status={order.status} labels={labels} locale={locale} statusTestId="failed-order-status" />
      <ul className="my-3 divide-y divide-base-200 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2 py-1">
            <span>
              {line.name} × {line.quantity}
              {line.variation ? <span className="block text-xs opacity-70">{line.variation}</span> : null}
            </span>
            <span className="whitespace-nowrap">{formatPrice(orderLineAmount(line), money)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between font-semibold">
        <span>{labels.total}</span>
        <span>{formatPrice(order.amount, money)}</span>
      </p>
    </section>
  );
}
