/**
 * Sending a parcel (`/parcel-delivery-info`, spec sections 1-4 and 7; issue 19): the sender, from the
 * saved location and the profile, changed on the map (Pick Location in parcel mode) or from a saved
 * address; the receiver, whose point comes from the map in receiver mode ('New location has been
 * set.', the shopper's own zone untouched); the parcel's instructions and a note; who pays (the
 * receiver pays in cash on delivery); when, the tip and how to pay. The charge is the server's
 * (order/quote), shown before placing. Back from an online payment, the checkout's own page takes over.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import * as ordersApi from '../../lib/api/browser/orders';
import { parcel as api } from '../../lib/api/browser/parcel';
import { ApiClientError } from '../../lib/api/errors';
import type { PaymentMethod } from '../../lib/api/endpoints/orders';
import type { ChargePayer, ParcelDraft, ParcelEnd, ParcelInstruction } from '../../lib/api/endpoints/parcel';
import { formatPrice, type MoneyFormat } from '../../lib/format';
import { orderSlots } from '../../lib/schedule';
import { guestId, token } from '../../stores/auth';
import { currentLatLng, guestContact, locationText, type LatLng } from '../../stores/location';
import { showToast } from '../../stores/toast';
import { rememberModule, selectedModule } from '../../stores/module';
import type { PickLocationLabels } from '../location/PickLocation';
import type { SavedAddress } from '../location/SavedAddresses';
import type { CheckoutLabels } from '../checkout/labels';
import OrderPlaced, { type PlacedInfo } from '../checkout/OrderPlaced';
import { afterPlacing, OrderKey } from '../checkout/after-placing';
import { useQuote } from '../checkout/use-quote';
import { chosenPayment, paymentChoices } from '../checkout/payment-choices';
import ScheduleField from '../checkout/ScheduleField';
import TipsField from '../checkout/TipsField';
import { ensureGuest } from '../../stores/guest';
import PhoneField from '../shared/PhoneField';
import type en from '../../lib/i18n/en.json';

// the map and the saved addresses arrive when one opens
const PickLocation = lazy(() => import('../location/PickLocation'));
const SavedAddresses = lazy(() => import('../location/SavedAddresses'));

export type ParcelLabels = Record<keyof typeof en.parcel, string>;
type FieldLabels = Record<'name' | 'phone' | 'address' | 'road' | 'house' | 'floor', string>;

export interface ParcelCheckoutProps {
  labels: { checkout: CheckoutLabels; parcel: ParcelLabels; pick: PickLocationLabels; fields: FieldLabels };
  money: MoneyFormat;
  category: { id: number; name: string; description: string; image: string | null };
  /** the parcel module the page is in: the API calls ask in it */
  moduleId: number;
  customer: { id: number | null; name: string; phone: string | null } | null;
  /** the shopper's location as the server knows it (cookie), until the browser's own is read */
  start: LatLng;
  tileUrl: string;
  options: { cashOnDelivery: boolean; digitalPayment: boolean; wallet: boolean; tips: boolean; slotMinutes: number };
  /** `placedOrder`: a placed order's details for a signed-in shopper, with the '{{id}}' slot; `checkout`: where an online payment comes back to */
  hrefs: { home: string; track: string; checkout: string; placedOrder: string; categories: string };
  apiBase: string;
  timeZone: string;
  locale: string;
}

type Point = { latitude: number; longitude: number; address: string };
type Person = Omit<ParcelEnd, 'latitude' | 'longitude' | 'address'>;

const noPerson: Person = { name: '', phone: '', road: '', house: '', floor: '' };
const complete = (person: Person, point: Point | null): point is Point => Boolean(point && person.name.trim() && person.phone.trim());

export default function ParcelCheckout({ labels, money, category, moduleId, customer, start, tileUrl, options, hrefs, apiBase, timeZone, locale }: ParcelCheckoutProps) {
  const l = labels.parcel;
  const c = labels.checkout;
  // what only the browser holds (the session, the saved location, a guest's contact) is read once the
  // island has hydrated: the first render matches the server's HTML (issue 46.23: React error #418)
  const [ready, setReady] = useState(false);
  const signedIn = Boolean(useStore(token)) && ready;
  const savedPlace = useStore(currentLatLng);
  const savedText = useStore(locationText);
  // the sender starts from the saved location and the profile (or, once hydrated, the guest's contact)
  const [sender, setSender] = useState<Person>(() => ({ ...noPerson, name: customer?.name ?? '', phone: customer?.phone ?? '' }));
  const [senderPoint, setSenderPoint] = useState<Point | null>(null);
  const [receiver, setReceiver] = useState<Person>(noPerson);
  const [receiverPoint, setReceiverPoint] = useState<Point | null>(null);
  const [picking, setPicking] = useState<'sender' | 'receiver' | null>(null);
  const [showSaved, setShowSaved] = useState(false);
  const [instructions, setInstructions] = useState<ParcelInstruction[]>([]);
  const [instruction, setInstruction] = useState('');
  const [note, setNote] = useState('');
  const [payer, setPayer] = useState<ChargePayer>('sender');
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const [tips, setTips] = useState(0);
  const [mostTips, setMostTips] = useState<number | null>(null);
  const [scheduleAt, setScheduleAt] = useState('');
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlacedInfo | null>(null);
  const orderKey = useRef(new OrderKey());

  // the saved location, once the browser's stores are read
  const senderAt: Point | null = senderPoint ?? (ready && savedPlace && savedText ? { latitude: savedPlace.lat, longitude: savedPlace.lng, address: savedText } : null);

  useEffect(() => {
    const contact = guestContact.get();
    if (!customer && contact) setSender((s) => (s.name || s.phone ? s : { ...s, name: contact.contact_person_name ?? '', phone: contact.contact_person_number ?? '' }));
  }, [customer]);

  useEffect(() => {
    setReady(true);
    // a parcel is sent from the parcel module: the calls below carry its id
    if (selectedModule.get()?.id !== moduleId) rememberModule({ id: moduleId, module_type: 'parcel' });
    let live = true;
    api.instructions().then(
      (list) => live && setInstructions(list),
      () => undefined,
    );
    if (options.tips)
      ordersApi.orders.mostTips().then(
        (n) => live && setMostTips(n && n > 0 ? n : null),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [options.tips, moduleId]);

  // priced once both ends are known, each with a name and phone: the server refuses a quote without them
  const draft: ParcelDraft | null =
    complete(sender, senderAt) && complete(receiver, receiverPoint)
      ? {
          categoryId: category.id,
          sender: { ...sender, ...senderAt },
          receiver: { ...receiver, ...receiverPoint },
          chargePayer: payer,
          tips: options.tips ? tips : 0,
          scheduleAt: scheduleAt || null,
          orderNote: note,
          deliveryInstruction: instruction,
        }
      : null;
  // what changes the money: the two points, who pays, the tip and the time
  const draftKey = draft ? JSON.stringify([draft.sender.latitude, draft.sender.longitude, draft.receiver.latitude, draft.receiver.longitude, payer, draft.tips, draft.scheduleAt]) : '';

  // a guest is known by a guest id, asked for once
  const { quote, error: quoteError, quoting } = useQuote(draftKey, draft ? () => ensureGuest().then(() => api.quote(draft, () => true)) : null, c.loadFailed);

  /* how to pay: the receiver pays in cash; the sender as the shop allows */
  const sends = payer === 'sender';
  const methods = paymentChoices({ cod: options.cashOnDelivery, digital: sends && options.digitalPayment, offline: false, wallet: sends && options.wallet && Boolean(customer) }, quote, c, money);
  const chosenMethod = chosenPayment(methods, payment);
  // the clock is the browser's once hydrated: the server's minute may have passed
  const slots = useMemo(() => (ready ? orderSlots(new Date(), options.slotMinutes, timeZone) : []), [ready, options.slotMinutes, timeZone]);

  function chooseSaved(a: SavedAddress) {
    setSenderPoint({ latitude: a.lat, longitude: a.lng, address: a.address });
    setSender({ name: a.contact_person_name || sender.name, phone: a.contact_person_number || sender.phone, road: a.road ?? '', house: a.house ?? '', floor: a.floor ?? '' });
    setShowSaved(false);
  }

  async function place() {
    // what is missing is said first: an empty end leaves no draft to place
    if (!complete(sender, senderAt)) return showToast(l.needSender, { id: 'error', type: 'error' });
    if (!complete(receiver, receiverPoint)) return showToast(l.needReceiver, { id: 'error', type: 'error' });
    if (!draft || !quote || placing || !chosenMethod) return;
    const key = orderKey.current.for(JSON.stringify([draft, chosenMethod]));
    setPlacing(true);
    try {
      await ensureGuest();
      const result = await api.place(draft, chosenMethod, key);
      const shown = await afterPlacing(result, { method: chosenMethod, signedIn, apiBase, customerId: customer?.id ?? null, guestId: guestId.get() || null, hrefs, phone: sender.phone });
      if (shown) setPlaced(shown);
    } catch (error) {
      if (!(error instanceof ApiClientError)) showToast(String(error), { id: 'error', type: 'error' });
    } finally {
      setPlacing(false);
    }
  }

  if (placed) return <OrderPlaced placed={placed} labels={c} trackHref={hrefs.track} homeHref={hrefs.home} locale={locale} />;

  const fieldset = 'fieldset rounded-box border border-base-300 p-4';
  const personFields = (who: 'sender' | 'receiver', person: Person, set: (p: Person) => void) => (
    <div className="grid gap-2 sm:grid-cols-2">
      <label className="flex flex-col gap-1">
        <span className="text-sm">{labels.fields.name}</span>
        <input
          className="input w-full"
          name={`${who}_name`}
          autoComplete={who === 'sender' ? 'name' : 'off'}
          required
          maxLength={100}
          value={person.name}
          onChange={(e) => set({ ...person, name: e.target.value })}
        />
      </label>
      <PhoneField
        id={`${who}_phone`}
        label={labels.fields.phone}
        value={person.phone}
        show={false}
        autoComplete={who === 'sender' ? 'tel' : 'off'}
        onChange={(phone) => set({ ...person, phone })}
        onBlur={() => undefined}
      />
      {(['road', 'house', 'floor'] as const).map((field) => (
        <label key={field} className="flex flex-col gap-1">
          <span className="text-sm">{labels.fields[field]}</span>
          <input
            className="input w-full"
            name={`${who}_${field}`}
            autoComplete="off"
            maxLength={100}
            value={person[field]}
            onChange={(e) => set({ ...person, [field]: e.target.value })}
          />
        </label>
      ))}
    </div>
  );
  const placeText = (point: Point | null, none: string) =>
    point ? (
      <p className="rounded-box bg-base-200 p-2 text-sm">
        <span className="sr-only">{labels.fields.address}: </span>
        {point.address}
      </p>
    ) : (
      <p className="text-sm opacity-80">{none}</p>
    );

  return (
    <div className="grid items-start gap-6 min-[1180px]:grid-cols-[1fr_24rem]">
      {/* the server's HTML is disabled: words typed before the island runs would be lost */}
      <fieldset disabled={!ready} className="flex min-w-0 flex-col gap-4">
        <section aria-labelledby="parcel-category" className="flex items-center gap-3 rounded-box border border-base-300 p-4">
          {category.image ? <img src={category.image} alt="" width={48} height={48} className="size-12" /> : null}
          <div className="flex-1">
            <h2 id="parcel-category" className="text-sm opacity-80">
              {l.category}
            </h2>
            <p className="font-semibold">{category.name}</p>
            <p className="text-sm">{category.description}</p>
          </div>
          <a className="btn btn-ghost btn-sm" href={hrefs.categories}>
            {l.changeCategory}
          </a>
        </section>

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{l.sender}</legend>
          {placeText(senderAt, l.noSenderPlace)}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setPicking('sender')}>
              {l.pickSender}
            </button>
            {signedIn ? (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setShowSaved(true)}>
                {l.savedSender}
              </button>
            ) : null}
          </div>
          {personFields('sender', sender, setSender)}
        </fieldset>

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{l.receiver}</legend>
          {placeText(receiverPoint, l.noReceiverPlace)}
          <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => setPicking('receiver')}>
            {receiverPoint ? l.changeReceiver : l.pickReceiver}
          </button>
          {personFields('receiver', receiver, setReceiver)}
        </fieldset>

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{l.deliveryInfo}</legend>
          <label className="flex flex-col gap-1">
            <span className="text-sm">{l.instruction}</span>
            <select className="select w-full" value={instruction} onChange={(e) => setInstruction(e.target.value)}>
              <option value="">{l.noInstruction}</option>
              {instructions.map((i) => (
                <option key={i.id} value={i.instruction}>
                  {i.instruction}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-sm">{l.note}</span>
            <textarea className="textarea w-full" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{l.whoPays}</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['sender', l.senderPays],
                ['receiver', l.receiverPays],
              ] as const
            ).map(([who, label]) => (
              <label key={who} className="label cursor-pointer gap-2">
                <input type="radio" className="radio radio-primary" name="charge_payer" checked={payer === who} onChange={() => setPayer(who)} />
                {label}
              </label>
            ))}
          </div>
          {payer === 'receiver' ? <p className="text-sm">{l.receiverPaysCash}</p> : null}
        </fieldset>

        <ScheduleField slots={slots} openNow value={scheduleAt} onChange={setScheduleAt} labels={c} className={fieldset} />

        {options.tips ? <TipsField tips={tips} onChange={setTips} mostTips={mostTips} labels={c} money={money} className={fieldset} /> : null}

        <fieldset className={fieldset}>
          <legend className="fieldset-legend">{c.payment}</legend>
          <div className="flex flex-col gap-2">
            {methods.map((m) => (
              <label key={m.id} className="label cursor-pointer flex-wrap gap-2">
                <input type="radio" className="radio radio-primary" name="payment_method" value={m.id} checked={chosenMethod === m.id} disabled={m.disabled} onChange={() => setPayment(m.id)} />
                <span>{m.label}</span>
                {m.note ? <span className="w-full ps-8 text-xs opacity-80">{m.note}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <aside aria-labelledby="parcel-summary-title" className="flex flex-col gap-4 rounded-box border border-base-300 p-4 min-[1180px]:sticky min-[1180px]:top-4">
        <h2 id="parcel-summary-title" className="text-lg font-bold">
          {c.summary}
        </h2>
        <div aria-live="polite" aria-busy={quoting}>
          {quote ? (
            <dl className="flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt>{l.charge}</dt>
                <dd data-testid="parcel-charge">{formatPrice(quote.deliveryCharge, money)}</dd>
              </div>
              {quote.tips > 0 ? (
                <div className="flex justify-between gap-2">
                  <dt>{c.tips}</dt>
                  <dd>+ {formatPrice(quote.tips, money)}</dd>
                </div>
              ) : null}
              <div className="mt-2 flex justify-between gap-2 border-t border-base-300 pt-2 text-base font-bold">
                <dt>{c.total}</dt>
                <dd data-testid="order-total">{formatPrice(quote.orderAmount, money)}</dd>
              </div>
            </dl>
          ) : quoting ? (
            <div className="skeleton h-20 w-full" aria-label={c.calculating} />
          ) : !quoteError ? (
            <p className="text-sm">{l.quoteWaits}</p>
          ) : null}
        </div>
        {quoteError ? (
          <p className="text-sm text-error" role="alert">
            {quoteError}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary w-full" onClick={() => void place()} disabled={placing || quoting || !quote || Boolean(quoteError) || !chosenMethod}>
          {placing ? c.placing : c.placeOrder}
        </button>
      </aside>

      <Suspense fallback={null}>
        {picking ? (
          <PickLocation
            labels={labels.pick}
            start={picking === 'receiver' && receiverPoint ? { lat: receiverPoint.latitude, lng: receiverPoint.longitude } : senderAt ? { lat: senderAt.latitude, lng: senderAt.longitude } : start}
            tileUrl={tileUrl}
            homeHref={hrefs.home}
            mode={picking === 'receiver' ? 'receiver' : 'parcel'}
            onPicked={(p) => (picking === 'receiver' ? setReceiverPoint : setSenderPoint)({ latitude: p.lat, longitude: p.lng, address: p.address })}
            onClose={() => setPicking(null)}
          />
        ) : null}
        {showSaved ? <SavedAddresses labels={labels.pick.saved} onSelect={chooseSaved} onClose={() => setShowSaved(false)} /> : null}
      </Suspense>
    </div>
  );
}
