/**
 * The checkout (`/checkout?page=cart|buy_now|campaign`, spec sections 2, 4 and 5): order type, the
 * delivery address (or, for take away and guests, the contact), when, how to pay, a coupon, tips,
 * cutlery and packaging, notes, and the summary the server prices (customer/order/quote, the same
 * code that places the order). Placing sends one Idempotency-Key per order, so a double click or a
 * retry places one. Back from an online payment (`flag`), it shows the placed modal or the failed
 * order's screen.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import * as cartApi from '../../lib/api/browser/cart';
import * as itemsApi from '../../lib/api/browser/items';
import * as api from '../../lib/api/browser/orders';
import { ApiClientError } from '../../lib/api/errors';
import { type CheckoutCoupon, type OfflineMethod, type OrderDraft, type PaymentMethod } from '../../lib/api/endpoints/orders';
import type { MarketplaceConfig } from '../../lib/domain/config';
import type { Product } from '../../lib/domain/product';
import type { Store } from '../../lib/domain/store';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { addOnChoices, linePrice } from '../../lib/pricing';
import { dayAndTime, opensWhen, orderSlots, slotsWhenOpen } from '../../lib/schedule';
import { partialRestMethods, partialSplit } from '../../lib/pricing/payment';
import { MAX_IMAGE_BYTES, MAX_ATTACHED_IMAGES } from '../../lib/constants';
import { guestId, token } from '../../stores/auth';
import { cartOrdered } from '../../stores/cart';
import { zoneId } from '../../stores/location';
import { guestContact } from '../../stores/location';
import { showToast } from '../../stores/toast';
import AddressBlock, { type AddressBlockProps } from '../location/AddressBlock';
import { ensureGuest } from '../../stores/guest';
import { BUY_NOW_KEY, storedBuyNow, type CheckoutPage } from './draft';
import type { CheckoutLabels } from './labels';
import OrderPlaced, { type PlacedInfo } from './OrderPlaced';
import Summary from './Summary';
import { useQuote } from './use-quote';
import { chosenPayment, paymentChoices } from './payment-choices';
import ScheduleField from './ScheduleField';
import TipsField from './TipsField';
import { checkoutChoices, startChoices } from './checkout-state';
import { afterPlacing, OrderKey } from './after-placing';
import { fill } from '../../lib/fill';

/** only a shopper back from a failed payment sees it: its code (and the order reads it needs) loads then */
const OrderFailed = lazy(() => import('./OrderFailed'));

export interface CheckoutProps {
  labels: CheckoutLabels;
  money: MoneyFormat;
  page: CheckoutPage;
  /** back from an online payment: success, fail, cancel or pending, with the order */
  back: { flag: string; orderId: number } | null;
  options: MarketplaceConfig['checkout'] & { wallet: boolean; guestCheckout: boolean };
  customer: { id: number | null; name: string; phone: string | null; email: string | null } | null;
  address: Omit<AddressBlockProps, 'variant' | 'orderType' | 'onAddressChange' | 'onClose'>;
  /** `placedOrder`: a placed order's details for a signed-in shopper, with the '{{id}}' slot */
  hrefs: { home: string; track: string; checkout: string; placedOrder: string };
  /** the API's origin for the payment redirect ('' = this one) */
  apiBase: string;
  timeZone: string;
  locale: string;
  /** the fastest delivery to the shopper (utils/deliverytime); null while it could not be worked out */
  deliveryMinutes: number | null;
}

interface Line {
  key: string;
  product: Product;
  quantity: number;
  total: number;
}

type Load = { state: 'loading' } | { state: 'empty' } | { state: 'error'; message: string } | { state: 'ready'; lines: Line[]; store: Store };

export default function Checkout(props: CheckoutProps) {
  const { back } = props;
  if (back && (back.flag === 'fail' || back.flag === 'cancel')) return <AfterFailedPayment {...props} orderId={back.orderId} />;
  return <CheckoutForm {...props} />;
}

/** back from a payment that failed: the failed order's screen, whose code loads in the browser only (a lazy part cannot be finished on the server) */
function AfterFailedPayment({ labels, options, hrefs, money, locale, orderId }: CheckoutProps & { orderId: number }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const waiting = <span className="loading loading-spinner loading-lg" aria-hidden="true" />;
  if (!inBrowser) return waiting;
  return (
    <Suspense fallback={waiting}>
      <OrderFailed orderId={orderId} labels={labels} homeHref={hrefs.home} cashOnDelivery={options.cashOnDelivery} money={money} locale={locale} />
    </Suspense>
  );
}

function CheckoutForm({ labels, money, page, back, options, customer, address: addressProps, hrefs, apiBase, timeZone, locale, deliveryMinutes }: CheckoutProps) {
  const signedIn = Boolean(useStore(token));
  const contact = useStore(guestContact);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [choices, choose] = useReducer(checkoutChoices, options.delivery ? 'delivery' : 'take_away', startChoices);
  const { orderType, address: chosen, scheduleAt, payment, partial, tips, cutlery, packaging, orderNote, instruction, prescription } = choices;
  const { typed: couponInput, applied: coupon, refused: couponError } = choices.coupon;
  const { methodId: offlineId, fields: offlineFields, note: offlineNote } = choices.offline;
  /* what the checkout offers beside the order: the tip most given, the shopper's coupons, the offline methods */
  const [mostTips, setMostTips] = useState<number | null>(null);
  const [coupons, setCoupons] = useState<CheckoutCoupon[]>([]);
  const [offlineMethods, setOfflineMethods] = useState<OfflineMethod[]>([]);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlacedInfo | null>(
    back && (back.flag === 'success' || back.flag === 'pending')
      ? { orderId: back.orderId, createdAt: new Date().toISOString(), status: back.flag === 'success' ? 'confirmed' : 'pending', phone: null }
      : null,
  );
  const orderKey = useRef(new OrderKey());
  const buyNow = useMemo(() => (page === 'cart' ? null : storedBuyNow(typeof sessionStorage === 'undefined' ? undefined : sessionStorage)), [page]);

  /* what is ordered, and the store it goes to */
  useEffect(() => {
    if (placed) return;
    let live = true;
    (async () => {
      try {
        if (page === 'campaign' && !token.get()) return setLoad({ state: 'error', message: labels.signInForCampaign });
        let lines: Line[];
        if (page === 'cart') {
          if (!token.get() && !guestId.get()) return setLoad({ state: 'empty' });
          const cart = await cartApi.cart.list();
          lines = cart
            .filter((l) => l.product)
            .map((l) => ({
              key: String(l.id),
              product: l.product!,
              quantity: l.quantity,
              total: linePrice(l.product!, l.quantity, l.variation, addOnChoices(l.addOnIds, l.addOnQtys)).total,
            }));
        } else {
          if (!buyNow) return setLoad({ state: 'empty' });
          const product = await itemsApi.items.popupItem(buyNow.itemId, buyNow.model === 'ItemCampaign');
          const addOns = addOnChoices(buyNow.addOnIds, buyNow.addOnQtys);
          lines = [{ key: 'buy-now', product, quantity: buyNow.quantity, total: linePrice(product, buyNow.quantity, buyNow.variation, addOns).total }];
        }
        if (!lines.length) return live && setLoad({ state: 'empty' });
        const store = await itemsApi.items.store(lines[0].product.storeId);
        if (!live) return;
        setLoad({ state: 'ready', lines, store });
        if (!(options.delivery && store.delivery) && options.takeAway && store.takeAway) choose({ type: 'orderType', value: 'take_away' });
      } catch (error) {
        if (live) setLoad({ state: 'error', message: error instanceof ApiClientError ? (error.errors[0]?.message ?? labels.loadFailed) : labels.loadFailed });
      }
    })();
    if (options.tips)
      api.orders.mostTips().then(
        (n) => live && setMostTips(n && n > 0 ? n : null),
        () => undefined,
      );
    // coupons run in a zone: without one there are none to offer (and the API would refuse the question)
    if (zoneId.get())
      api.orders.coupons().then(
        (list) => live && setCoupons(list),
        () => undefined,
      );
    if (options.offlinePayment)
      api.orders.offlineMethods().then(
        (list) => live && setOfflineMethods(list),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [page, buyNow, placed, options.delivery, options.takeAway, options.tips, options.offlinePayment, labels]);

  const store = load.state === 'ready' ? load.store : null;
  const needsPrescription = load.state === 'ready' && load.lines.some((l) => l.product.prescriptionRequired);
  const who = customer
    ? { name: chosen?.contact_person_name || customer.name, phone: chosen?.contact_person_number || customer.phone || '', email: customer.email }
    : { name: contact?.contact_person_name ?? '', phone: contact?.contact_person_number ?? '', email: contact?.contact_person_email || null };
  const point = chosen ?? addressProps.start;

  const draft: OrderDraft | null = store
    ? {
        storeId: store.id,
        orderType,
        scheduleAt: scheduleAt || null,
        couponCode: coupon,
        tips: orderType === 'delivery' && options.tips ? tips : 0,
        cutlery,
        extraPackaging: packaging,
        orderNote,
        deliveryInstruction: orderType === 'delivery' ? instruction : '',
        address: {
          address: chosen?.address || store.address || '',
          addressType: chosen?.address_type ?? 'other',
          latitude: point.lat,
          longitude: point.lng,
        },
        buyNow: page === 'cart' ? null : buyNow,
      }
    : null;
  // what changes the money: the notes do not
  const draftKey = draft ? JSON.stringify({ ...draft, orderNote: '', deliveryInstruction: '' }) : '';

  /* the summary, priced by the server whenever what changes the money changes */
  const { quote, error: quoteError, quoting } = useQuote(
    draftKey,
    draft ? () => api.orders.quote(draft, () => true) : null,
    labels.loadFailed,
    (first) => {
      // a coupon the server refuses is told beside the coupon, and taken off
      if (first.code !== 'coupon' || !coupon) return false;
      choose({ type: 'couponRefused', message: first.message });
      return true;
    },
    (q) => {
      if (coupon && q.couponCode === coupon) showToast(labels.couponApplied, { id: 'coupon', type: 'success' });
    },
  );

  const methods = paymentChoices({ cod: options.cashOnDelivery, digital: options.digitalPayment, offline: options.offlinePayment && offlineMethods.length > 0, wallet: options.wallet && Boolean(customer) }, quote, labels, money);
  /* partial payment: the wallet pays what it holds, one of the allowed methods the rest */
  const split = options.partialPayment && options.wallet && customer && quote?.walletBalance ? partialSplit(quote.orderAmount, quote.walletBalance) : null;
  const paysPartly = partial && split !== null;
  const offered = paysPartly ? methods.filter((m) => (partialRestMethods(options.partialMethod) as PaymentMethod[]).includes(m.id)) : methods;
  const chosenMethod = chosenPayment(offered, payment);

  /* 'Now' while the store is open; a later slot where it allows scheduling and is open then */
  const hours = useMemo(() => store?.schedules?.map((h) => ({ day: h.day, openingTime: h.opens, closingTime: h.closes })) ?? null, [store]);
  const slots = useMemo(() => {
    if (!store?.scheduleOrder) return [];
    const all = orderSlots(new Date(), options.slotMinutes, timeZone);
    return hours ? slotsWhenOpen(all, hours, timeZone) : all;
  }, [store, hours, options.slotMinutes, timeZone]);
  const openNow = store?.open !== false;
  /* a closed store says when it opens, and the order says when it is for (issue 46.2) */
  const opens = !openNow && hours ? opensWhen(hours, new Date(), timeZone, labels, locale) : null;
  const chosenSlot = slots.find((s) => s.at === scheduleAt);
  const slotWords = chosenSlot ? dayAndTime(chosenSlot.day, chosenSlot.minutes, 0, labels, locale) : null;
  useEffect(() => {
    if (!openNow && !scheduleAt && slots[0]) choose({ type: 'schedule', at: slots[0].at });
  }, [openNow, scheduleAt, slots]);

  async function place() {
    if (!draft || !quote || placing) return;
    if (orderType === 'delivery' && !chosen) return showToast(labels.needAddress, { id: 'error', type: 'error' });
    if (!who.name.trim() || !who.phone.trim()) return showToast(labels.needContact, { id: 'error', type: 'error' });
    if (!chosenMethod) return;
    const offline = chosenMethod === 'offline_payment' ? (offlineMethods.find((m) => m.id === offlineId) ?? offlineMethods[0]) : null;
    const missing = offline?.inputs.find((i) => i.required && !offlineFields[i.name]?.trim());
    if (missing) return showToast(fill(labels.offlineMissing, { field: missing.placeholder }), { id: 'error', type: 'error' });
    if (needsPrescription && !prescription.length) return showToast(labels.prescriptionNeeded, { id: 'error', type: 'error' });
    const order = { ...draft, contact: who, attachments: prescription };
    const key = orderKey.current.for(JSON.stringify([order, chosenMethod, paysPartly]));
    setPlacing(true);
    try {
      if (!signedIn) await ensureGuest();
      const result = await api.orders.place(order, chosenMethod, key, paysPartly);
      if (page === 'cart') cartOrdered();
      else sessionStorage.removeItem(BUY_NOW_KEY);
      const fields = offline ? Object.fromEntries(offline.inputs.map((i) => [i.name, offlineFields[i.name]?.trim() ?? ''])) : null;
      const shown = await afterPlacing(result, {
        method: chosenMethod,
        signedIn,
        apiBase,
        customerId: customer?.id ?? null,
        guestId: guestId.get() || null,
        hrefs,
        back: { page },
        phone: who.phone,
        beforeLeaving: offline && fields ? () => api.orders.offlinePayment(result.orderId, offline.id, fields, offlineNote).catch(() => showToast(labels.offlineInfoLater, { id: 'error', type: 'error' })) : undefined,
      });
      if (shown) setPlaced({ ...shown, scheduleAt: scheduleAt || null });
    } catch (error) {
      if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
    } finally {
      setPlacing(false);
    }
  }

  if (placed) return <OrderPlaced placed={placed} labels={labels} trackHref={hrefs.track} homeHref={hrefs.home} locale={locale} />;
  if (load.state === 'loading') {
    return (
      <div className="grid gap-4 min-[1180px]:grid-cols-[1fr_24rem]" aria-busy="true">
        <div className="skeleton h-96 w-full" />
        <div className="skeleton h-64 w-full" />
      </div>
    );
  }
  if (load.state === 'empty' || load.state === 'error') {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" role={load.state === 'error' ? 'alert' : undefined}>
        <p className="text-lg font-semibold">{load.state === 'error' ? load.message : labels.emptyCart}</p>
        <a className="btn btn-primary" href={hrefs.home}>
          {labels.startBrowsing}
        </a>
      </div>
    );
  }

  const { lines } = load;
  const usable = coupons.filter((c) => c.storeId === null || c.storeId === load.store.id);
  const takesPrescription = (options.prescription && load.store.moduleType === 'pharmacy') || needsPrescription;
  const deliveryOn = options.delivery && load.store.delivery;
  const takeAwayOn = options.takeAway && load.store.takeAway;
  const fieldset = 'fieldset rounded-box border border-base-300 p-4';
  return (
    // not a <form>: the address block's own dialogs hold forms, and forms do not nest
    <div className="grid items-start gap-6 min-[1180px]:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-4">
        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{labels.orderType}</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['delivery', deliveryOn, labels.delivery],
                ['take_away', takeAwayOn, labels.takeAway],
              ] as const
            )
              .filter(([, on]) => on)
              .map(([type, , label]) => (
                <label key={type} className="label cursor-pointer gap-2">
                  <input type="radio" className="radio radio-primary" name="order_type" checked={orderType === type} onChange={() => choose({ type: 'orderType', value: type })} />
                  {label}
                </label>
              ))}
          </div>
        </fieldset>

        {/* room below for the block's tooltips */}
        <div className="pb-6">
          <AddressBlock variant="checkout" {...addressProps} orderType={orderType} onAddressChange={(value) => choose({ type: 'address', value })} />
        </div>

        <ScheduleField slots={slots} openNow={openNow} value={scheduleAt} onChange={(at) => choose({ type: 'schedule', at })} labels={labels} className={fieldset} />

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{labels.payment}</legend>
          <div className="flex flex-col gap-2">
            {split ? (
              <label className="label cursor-pointer gap-2">
                <input type="checkbox" className="checkbox" checked={partial} onChange={(e) => choose({ type: 'partial', on: e.target.checked })} />
                {fill(labels.partialPay, { amount: formatPrice(split.wallet, money) })}
              </label>
            ) : null}
            {offered.map((m) => (
              <label key={m.id} className="label cursor-pointer flex-wrap gap-2">
                <input type="radio" className="radio radio-primary" name="payment_method" value={m.id} checked={chosenMethod === m.id} disabled={m.disabled} onChange={() => choose({ type: 'payment', method: m.id })} />
                <span>{m.label}</span>
                {m.note ? <span className="w-full ps-8 text-xs opacity-80">{m.note}</span> : null}
              </label>
            ))}
            {chosenMethod === 'offline_payment' ? (
              <OfflineFields
                methods={offlineMethods}
                chosen={offlineId ?? offlineMethods[0]?.id ?? null}
                onChoose={(id) => choose({ type: 'offlineMethod', id })}
                values={offlineFields}
                onValue={(name, value) => choose({ type: 'offlineField', name, value })}
                note={offlineNote}
                onNote={(text) => choose({ type: 'offlineNote', text })}
                labels={labels}
              />
            ) : null}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{labels.coupon}</legend>
          <div className="join w-full">
            <input
              className="input join-item w-full"
              aria-label={labels.coupon}
              aria-invalid={couponError ? true : undefined}
              aria-describedby={couponError ? 'coupon-error' : undefined}
              value={coupon ?? couponInput}
              readOnly={Boolean(coupon)}
              onChange={(e) => choose({ type: 'couponTyped', text: e.target.value })}
            />
            {coupon ? (
              <button type="button" className="btn join-item" onClick={() => choose({ type: 'couponRemoved' })}>
                {labels.removeCoupon}
              </button>
            ) : (
              <button type="button" className="btn btn-primary join-item" disabled={!couponInput.trim()} onClick={() => choose({ type: 'couponApplied', code: couponInput })}>
                {labels.apply}
              </button>
            )}
          </div>
          {couponError ? (
            <p id="coupon-error" className="text-sm text-error" role="alert">
              {couponError}
            </p>
          ) : null}
          {!coupon && usable.length ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold">{labels.availableCoupons}</p>
              <ul className="flex flex-wrap gap-2">
                {usable.map((c) => (
                  <li key={c.code}>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm h-auto flex-col items-start py-1 text-start"
                      onClick={() => choose({ type: 'couponApplied', code: c.code })}
                    >
                      <span className="font-mono">{c.code}</span>
                      <span className="text-xs font-normal">
                        {c.freeDelivery ? labels.freeDeliveryCoupon : fill(labels.couponOff, { value: c.percent ? `${c.discount}%` : formatPrice(c.discount, money) })}
                        {c.minPurchase > 0 ? ` · ${fill(labels.couponMin, { amount: formatPrice(c.minPurchase, money) })}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </fieldset>

        {orderType === 'delivery' && options.tips ? <TipsField tips={tips} onChange={(amount) => choose({ type: 'tips', amount })} mostTips={mostTips} labels={labels} money={money} className={fieldset} /> : null}

        {takesPrescription ? <PrescriptionField files={prescription} onChange={(files) => choose({ type: 'prescription', files })} required={needsPrescription} labels={labels} /> : null}

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{labels.orderNote}</legend>
          {load.store.cutlery ? (
            <label className="label cursor-pointer gap-2">
              <input type="checkbox" className="checkbox" checked={cutlery} onChange={(e) => choose({ type: 'cutlery', on: e.target.checked })} />
              {labels.cutlery}
            </label>
          ) : null}
          {load.store.extraPackaging.on ? (
            <label className="label cursor-pointer gap-2">
              <input type="checkbox" className="checkbox" checked={packaging} onChange={(e) => choose({ type: 'packaging', on: e.target.checked })} />
              {fill(labels.packaging, { amount: formatPrice(load.store.extraPackaging.amount, money) })}
            </label>
          ) : null}
          <textarea className="textarea w-full" aria-label={labels.orderNote} maxLength={1000} value={orderNote} onChange={(e) => choose({ type: 'orderNote', text: e.target.value })} />
          {orderType === 'delivery' ? (
            <label className="flex flex-col gap-1">
              <span>{labels.deliveryInstruction}</span>
              <input className="input w-full" maxLength={500} value={instruction} onChange={(e) => choose({ type: 'instruction', text: e.target.value })} />
            </label>
          ) : null}
        </fieldset>
      </div>

      <aside aria-labelledby="checkout-summary-title" className="flex flex-col gap-4 rounded-box border border-base-300 p-4 min-[1180px]:sticky min-[1180px]:top-4">
        <h2 id="checkout-summary-title" className="text-lg font-bold">
          {labels.summary}
        </h2>
        <p className="text-sm font-semibold">{load.store.name}</p>
        {!openNow ? (
          <p className="rounded-box bg-warning/20 p-2 text-sm" data-testid="store-closed">
            {slotWords
              ? fill(labels.closedScheduled, { store: load.store.name, when: opens ?? slotWords, slot: slotWords })
              : fill(labels.closedNoOrders, { store: load.store.name, when: opens ?? '—' })}
          </p>
        ) : slotWords ? (
          <p className="text-sm">{fill(labels.scheduledFor, { when: slotWords })}</p>
        ) : orderType === 'delivery' ? (
          deliveryMinutes !== null ? (
            <p className="text-sm">{fill(labels.deliveryIn, { minutes: String(deliveryMinutes) })}</p>
          ) : (
            <p className="flex items-center gap-2 text-sm">
              <span className="loading loading-dots loading-sm" aria-hidden="true" />
              <span className="sr-only">{labels.deliveryTimeLoading}</span>
            </p>
          )
        ) : null}
        <ul aria-label={labels.items} className="flex max-h-[40vh] flex-col gap-2 overflow-y-auto">
          {lines.map((l) => (
            <li key={l.key} className="flex items-center gap-2 text-sm">
              {l.product.image ? <img src={l.product.image} alt="" width={40} height={40} className="size-10 rounded object-cover" loading="lazy" /> : null}
              <span className="flex-1">
                {l.product.name} × {l.quantity}
              </span>
              <span>{formatPrice(l.total, money)}</span>
            </li>
          ))}
        </ul>
        <div aria-live="polite" aria-busy={quoting}>
          {quote ? <Summary quote={quote} labels={labels} money={money} split={paysPartly ? split : null} /> : <div className="skeleton h-40 w-full" aria-label={labels.calculating} />}
        </div>
        {quote && quote.cashback > 0 ? <p className="text-sm">{fill(labels.cashbackNote, { amount: formatPrice(quote.cashback, money) })}</p> : null}
        {quoteError ? (
          <p className="text-sm text-error" role="alert">
            {quoteError}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary w-full" onClick={() => void place()} disabled={placing || quoting || !quote || Boolean(quoteError) || !chosenMethod}>
          {placing ? labels.placing : labels.placeOrder}
        </button>
      </aside>
    </div>
  );
}

/** The offline method to pay with, where to pay, and what the shopper tells after paying. */
function OfflineFields(p: {
  methods: OfflineMethod[];
  chosen: number | null;
  onChoose: (id: number) => void;
  values: Record<string, string>;
  onValue: (name: string, value: string) => void;
  note: string;
  onNote: (note: string) => void;
  labels: CheckoutLabels;
}) {
  const method = p.methods.find((m) => m.id === p.chosen) ?? p.methods[0];
  if (!method) return null;
  return (
    <div className="ms-8 flex flex-col gap-2 rounded-box bg-base-200 p-3">
      <select className="select w-full" aria-label={p.labels.offlinePayment} value={method.id} onChange={(e) => p.onChoose(Number(e.target.value))}>
        {p.methods.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <p className="text-sm font-semibold">{p.labels.payTo}</p>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        {method.details.map((d) => (
          <div key={d.name} className="contents">
            <dt className="capitalize">{d.name.replace(/_/g, ' ')}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
      {method.inputs.map((i) => (
        <label key={i.name} className="flex flex-col gap-1 text-sm">
          <span>{i.placeholder}</span>
          <input className="input w-full" required={i.required} aria-required={i.required} maxLength={255} value={p.values[i.name] ?? ''} onChange={(e) => p.onValue(i.name, e.target.value)} />
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm">
        <span>{p.labels.paymentNote}</span>
        <input className="input w-full" maxLength={1000} value={p.note} onChange={(e) => p.onNote(e.target.value)} />
      </label>
    </div>
  );
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The prescription's images: at most 3, each a jpg, png, jpeg or gif of at most 2 MB (spec sections 2 and 9). */
function PrescriptionField({ files, onChange, required, labels }: { files: File[]; onChange: (files: File[]) => void; required: boolean; labels: CheckoutLabels }) {
  function add(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (files.length + chosen.length > MAX_ATTACHED_IMAGES) return showToast(labels.prescriptionTooMany, { id: 'error', type: 'error' });
    const wrongType = chosen.find((f) => !IMAGE_TYPES.includes(f.type));
    if (wrongType) return showToast(labels.imageType, { id: 'error', type: 'error' });
    if (chosen.some((f) => f.size > MAX_IMAGE_BYTES)) return showToast(labels.imageSize, { id: 'error', type: 'error' });
    onChange([...files, ...chosen]);
  }
  return (
    <fieldset className="fieldset rounded-box border border-base-300 p-4">
      <legend className="fieldset-legend">
        {labels.prescription}
        {required ? ' *' : ''}
      </legend>
      <input
        type="file"
        className="file-input w-full"
        aria-label={labels.prescription}
        aria-describedby="prescription-hint"
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={files.length >= MAX_ATTACHED_IMAGES}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <p id="prescription-hint" className="text-xs opacity-80">
        {labels.prescriptionHint}
      </p>
      {files.length ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="badge badge-lg gap-1">
              {f.name}
              <button type="button" className="btn btn-ghost btn-xs" aria-label={fill(labels.removeImage, { name: f.name })} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
