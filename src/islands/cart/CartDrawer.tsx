/**
 * The cart drawer 'Your Cart' (spec section 2), with the grocery variant (saved banner, free-delivery
 * progress, delivery time, 'Missed Something?'). Lines come from the cart store; every change goes
 * to the server, which answers the whole cart. The 'Nearly Done' button follows section 4.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { addOnChoices, freeDeliveryRemainder, linePrice, nextQuantityBlock, tracksStock, variationSummary } from '../../lib/pricing';
import { token } from '../../stores/auth';
import { cartLines, cartStatus, cartSummary, removeCartLine, updateCartLine, type CartLine } from '../../stores/cart';
import { showToast } from '../../stores/toast';
import { authModalRequest, cartDrawerOpen, itemPopupRequest } from '../../stores/ui';
import { attempt } from '../shared/attempt';
import Stepper from './Stepper';
import { ownClose } from '../shared/own-close';
import { TRIGGERS, wakeIsland } from '../../lib/islands';
import { fill } from '../../lib/fill';
import { useClosedStore, type OpeningWords } from './closed-store';

export type CartLabels = Record<
  | 'yourCart' | 'loading' | 'empty' | 'emptySub' | 'startBrowsing' | 'totalToPay' | 'nearlyDone' | 'reviewSignedIn' | 'reviewGuest' | 'proceedCheckout' | 'proceedPhone'
  | 'guestDialog' | 'signUp' | 'guestCheckout' | 'removed' | 'saved' | 'freeDeliveryLeft' | 'freeDeliveryReached' | 'deliveryIn' | 'deliveryNote' | 'missedSomething'
  | 'searchOrBrowse' | 'increase' | 'decrease' | 'delete' | 'quantity' | 'unavailable' | 'outOfStock' | 'outOfLimits' | 'close' | 'addons' | 'prescription'
  | 'closedScheduled' | 'closedNoOrders',
  string
>;

export interface CartDrawerProps {
  labels: CartLabels;
  money: MoneyFormat;
  grocery: boolean;
  guestCheckout: boolean;
  freeDeliveryOver: number | null;
  deliveryMinutes: number | null;
  homeHref: string;
  checkoutHref: string;
  /** how a closed store's opening is said */
  opening: OpeningWords;
}

function addOnSummary(line: CartLine): string {
  return line.addOnIds
    .map((id, i) => {
      const a = line.product?.addOns.find((x) => x.id === id);
      return a ? `${a.name} × ${line.addOnQtys[i]}` : '';
    })
    .filter(Boolean)
    .join(', ');
}

function Line({ line, labels, money }: { line: CartLine; labels: CartLabels; money: MoneyFormat }) {
  const item = line.product;
  if (!item) {
    return (
      <li className="flex items-center justify-between gap-2 py-3">
        <span>{labels.unavailable}</span>
        <button type="button" className="btn btn-sm" onClick={() => attempt(() => removeCartLine(line.id), labels.removed)}>
          {fill(labels.delete, { name: '' })}
        </button>
      </li>
    );
  }
  const price = linePrice(item, line.quantity, line.variation, addOnChoices(line.addOnIds, line.addOnQtys));
  // in the item's own group order
  const summary = variationSummary(line.variation, line.product?.foodVariations.map((g) => g.name));
  const addOns = addOnSummary(line);
  const minus = () =>
    line.quantity <= 1
      ? attempt(() => removeCartLine(line.id), labels.removed)
      : attempt(() => updateCartLine(line.id, { quantity: line.quantity - 1 }));
  const plus = () => {
    // the line's own variation's stock counts, as the server counts it
    const block = nextQuantityBlock(item, line.quantity, tracksStock(item.moduleType), line.variation);
    if (block) return showToast(block === 'stock' ? labels.outOfStock : labels.outOfLimits, { id: 'error', type: 'error' });
    return attempt(() => updateCartLine(line.id, { quantity: line.quantity + 1 }));
  };
  return (
    <li className="flex gap-3 py-3">
      <button type="button" className="shrink-0" aria-label={item.name} onClick={() => itemPopupRequest.set({ itemId: item.id, campaign: line.model === 'ItemCampaign', cartId: line.id })}>
        <img src={item.image ?? '/placeholder.svg'} alt="" width={64} height={64} className="size-16 rounded-box object-contain" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-tight">{item.name}</p>
        {item.prescriptionRequired && <p className="text-xs text-error">{labels.prescription}</p>}
        {summary && <p className="text-xs">{summary}</p>}
        {addOns && (
          <p className="text-xs">
            {labels.addons}: {addOns}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <Stepper name={item.name} value={line.quantity} deleteAtOne labels={labels} onMinus={minus} onPlus={plus} size="xs" />
          <span className="text-sm">
            <span className="font-semibold">{formatPrice(price.total, money)}</span>{' '}
            {price.original > price.total && <del className="text-xs">{formatPrice(price.original, money)}</del>}
          </span>
        </div>
      </div>
    </li>
  );
}

export default function CartDrawer({ labels, money, grocery, guestCheckout, freeDeliveryOver, deliveryMinutes, homeHref, checkoutHref, opening }: CartDrawerProps) {
  const open = useStore(cartDrawerOpen);
  const lines = useStore(cartLines);
  const status = useStore(cartStatus);
  const totals = useStore(cartSummary);
  const signedIn = Boolean(useStore(token));
  const dialog = useRef<HTMLDialogElement>(null);
  const closedNotice = useClosedStore(lines[0]?.product?.storeId, open, labels, opening);
  const guestDialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  function proceed() {
    if (!lines.length) {
      cartDrawerOpen.set(false);
      window.location.assign(homeHref);
    } else if (signedIn) {
      cartDrawerOpen.set(false);
      window.location.assign(checkoutHref);
    } else if (guestCheckout) {
      guestDialog.current?.showModal();
    } else {
      cartDrawerOpen.set(false);
      authModalRequest.set('sign-in');
      wakeIsland(TRIGGERS.account);
    }
  }

  const remainder = freeDeliveryRemainder(freeDeliveryOver, totals.freeDeliveryBase);
  return (
    <dialog ref={dialog} className="modal modal-end" aria-labelledby="cart-title" onClose={ownClose(() => cartDrawerOpen.set(false))}>
      <div className="modal-box flex h-full max-h-none w-full max-w-[430px] flex-col rounded-none p-4">
        <div className="flex items-center justify-between">
          <h2 id="cart-title" className="text-xl font-bold">
            {labels.yourCart}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => cartDrawerOpen.set(false)}>
            {labels.close}
          </button>
        </div>

        {status === 'loading' || status === 'idle' ? (
          <div className="grid flex-1 place-items-center" role="status">
            <span className="loading loading-spinner loading-lg" aria-hidden="true" />
            <span className="sr-only">{labels.loading}</span>
          </div>
        ) : !lines.length ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center">
            <p className="text-lg font-semibold">{labels.empty}</p>
            <p>{labels.emptySub}</p>
            <a href={homeHref} className="btn btn-primary mt-2">
              {labels.startBrowsing}
            </a>
          </div>
        ) : (
          <>
            {closedNotice ? (
              <p className="mt-3 rounded-box bg-warning/20 p-2 text-sm" data-testid="store-closed">
                {closedNotice}
              </p>
            ) : null}
            {grocery && (
              <div className="mt-3 flex flex-col gap-2 text-sm">
                {totals.saved > 0 && <p className="rounded-box bg-success/15 p-2 font-semibold">{fill(labels.saved, { amount: formatPrice(totals.saved, money) })}</p>}
                {freeDeliveryOver ? (
                  <div>
                    <p>{remainder > 0 ? fill(labels.freeDeliveryLeft, { amount: formatPrice(remainder, money) }) : labels.freeDeliveryReached}</p>
                    <progress className="progress progress-success w-full" value={Math.min(totals.freeDeliveryBase, freeDeliveryOver)} max={freeDeliveryOver} aria-hidden="true" />
                  </div>
                ) : null}
                {deliveryMinutes && !closedNotice ? (
                  <div>
                    <p className="font-semibold">{fill(labels.deliveryIn, { minutes: String(deliveryMinutes) })}</p>
                    <p className="text-xs">{labels.deliveryNote}</p>
                  </div>
                ) : null}
              </div>
            )}
            <ul className={`mt-2 divide-y divide-base-300 overflow-y-auto ${grocery ? 'max-h-[45vh] sm:max-h-[56vh]' : 'flex-1'}`}>
              {lines.map((line) => (
                <Line key={line.id} line={line} labels={labels} money={money} />
              ))}
            </ul>
            <div className="mt-auto border-t border-base-300 pt-3">
              <p className="flex justify-between font-semibold">
                <span>{labels.totalToPay}</span>
                <span>
                  {totals.original > totals.total && <del className="me-2 text-sm font-normal">{formatPrice(totals.original, money)}</del>}
                  {formatPrice(totals.total, money)}
                </span>
              </p>
              <h3 className="mt-3 font-bold">{labels.nearlyDone}</h3>
              <p className="text-sm">{signedIn ? labels.reviewSignedIn : labels.reviewGuest}</p>
              <button type="button" className="btn btn-primary mt-2 w-full" onClick={proceed}>
                {signedIn ? labels.proceedCheckout : labels.proceedPhone}
              </button>
              {grocery && (
                <p className="mt-3 text-center text-sm">
                  {labels.missedSomething}{' '}
                  <a className="link link-primary" href={homeHref}>
                    {labels.searchOrBrowse}
                  </a>
                </p>
              )}
            </div>
          </>
        )}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit">{labels.close}</button>
      </form>

      <dialog ref={guestDialog} className="modal" aria-labelledby="guest-title">
        <div className="modal-box">
          <h2 id="guest-title" className="text-lg font-bold">
            {labels.nearlyDone}
          </h2>
          <p className="mt-1">{labels.guestDialog}</p>
          <div className="modal-action">
            <button
              type="button"
              className="btn"
              onClick={() => {
                guestDialog.current?.close();
                cartDrawerOpen.set(false);
                authModalRequest.set('sign-up');
                wakeIsland(TRIGGERS.account);
              }}
            >
              {labels.signUp}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                guestDialog.current?.close();
                cartDrawerOpen.set(false);
                window.location.assign(checkoutHref);
              }}
            >
              {labels.guestCheckout}
            </button>
          </div>
        </div>
      </dialog>
    </dialog>
  );
}
