/**
 * One order's progress as the tracking drawer and the order details show it: the four steps, the
 * delivery man's card with a call link and a chat link (signed-in shoppers: a guest is told to sign
 * in), the delivery code while it is on the way, and the map.
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import { token } from '../../stores/auth';
import { showToast } from '../../stores/toast';
import type { Order, OrderPlace } from '../../lib/api/endpoints/my-orders';
import RatingText from '../shared/RatingText';
import { activeStep, TRACKING_STEPS } from '../../lib/order-steps';
import { fill } from '../../lib/fill';

const TrackingMap = lazy(() => import('./TrackingMap'));

export type TrackingLabels = Record<
  (typeof TRACKING_STEPS)[number] | 'rated' | 'deliveryMan' | 'call' | 'otp' | 'map' | 'mapDeliveryMan' | 'mapDestination' | 'mapPickup' | 'noPosition' | 'notFound' | 'loading' | 'details' | 'close' | 'track' | 'chat' | 'loginToChat',
  string
> & {
  statuses: Record<string, string>;
  /** the chat with an order's delivery man, with {{dm}} and {{order}} */
  chatHref: string;
};

/** chatting needs a signed-in shopper (spec section 6): a guest's click says so instead */
function guardChat(e: MouseEvent<HTMLAnchorElement>, message: string) {
  if (token.get()) return;
  e.preventDefault();
  showToast(message, { id: 'error', type: 'error' });
}

export default function TrackingPanel({
  order,
  position,
  labels,
  tileUrl,
  contact = null,
}: {
  order: Order;
  position: { lat: number; lng: number } | null;
  labels: TrackingLabels;
  tileUrl: string;
  contact?: string | null;
}) {
  const step = activeStep(order.status);
  // a parcel goes from the sender (the order's address) to the receiver
  const pointOf = (p: OrderPlace | null | undefined) => (p?.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null);
  const destination = pointOf(order.parcel ? order.parcel.receiver : order.address);
  const pickup = order.parcel ? pointOf(order.address) : null;
  const man = order.deliveryMan;
  const onTheWay = step >= 2 && step < 4;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        #{order.id} · <span data-testid="order-status">{labels.statuses[order.status] ?? order.status}</span>
      </p>
      {step > 0 && (
        <ol className="steps steps-vertical sm:steps-horizontal w-full" aria-label={labels.track}>
          {TRACKING_STEPS.map((key, i) => (
            <li key={key} className={`step ${i < step ? 'step-primary' : ''}`} aria-current={i + 1 === step ? 'step' : undefined}>
              {labels[key]}
            </li>
          ))}
        </ol>
      )}
      {order.otp && onTheWay && <p className="rounded-box bg-base-200 p-3 text-sm">{fill(labels.otp, { otp: order.otp })}</p>}
      {man && (
        <section aria-labelledby={`dm-${order.id}`} className="flex items-center gap-3 rounded-box border border-base-300 p-3">
          {man.image && <img src={man.image} alt="" width="48" height="48" className="size-12 rounded-full bg-base-200" />}
          <div className="min-w-0 flex-1">
            <h3 id={`dm-${order.id}`} className="text-xs opacity-70">
              {labels.deliveryMan}
            </h3>
            <p className="font-semibold">{man.name}</p>
            <p className="text-sm">
              <RatingText value={man.rating} label={labels.rated} />
            </p>
          </div>
          <div className="flex flex-col gap-1">
            {man.phone && onTheWay && (
              <a className="btn btn-sm btn-primary" href={`tel:${man.phone.replace(/[^\d+]/g, '')}`}>
                {labels.call}
              </a>
            )}
            <a className="btn btn-sm" href={fill(labels.chatHref, { dm: String(man.id), order: String(order.id) })} onClick={(e) => guardChat(e, labels.loginToChat)}>
              {labels.chat}
            </a>
          </div>
        </section>
      )}
      {destination && onTheWay && (
        <Suspense fallback={<div className="skeleton h-56 w-full" />}>
          {position ? (
            <TrackingMap
              tracked={{ orderId: order.id, contact }}
              from={position}
              to={destination}
              pickup={pickup}
              tileUrl={tileUrl}
              labels={{ map: labels.map, deliveryMan: labels.mapDeliveryMan, destination: labels.mapDestination, pickup: labels.mapPickup }}
            />
          ) : (
            <p className="text-sm opacity-70">{labels.noPosition}</p>
          )}
        </Suspense>
      )}
    </div>
  );
}
