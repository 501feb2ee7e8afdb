/**
 * The order tracking side drawer (spec sections 2 and 4), for signed-in shoppers and guests: the
 * order's steps, live; 'Order not found' when there is none. Closing it clears it.
 */
import { useEffect, useRef } from 'react';
import type { Tracked } from '../../lib/api/endpoints/my-orders';
import { fillOrderId } from '../../lib/order-links';
import ModalHeader from '../shared/ModalHeader';
import { ownClose } from '../shared/own-close';
import TrackingPanel, { type TrackingLabels } from './TrackingPanel';
import { useOrderTracking } from './useOrderTracking';

export default function OrderTracker({ target, labels, tileUrl, detailsHref, onClose }: { target: Tracked; labels: TrackingLabels; tileUrl: string; detailsHref: string | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const tracking = useOrderTracking(target);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className="modal modal-end" aria-labelledby="tracker-title" onClose={ownClose(onClose)}>
      <div className="modal-box flex h-full max-h-none w-full max-w-md flex-col gap-4 rounded-none">
        <ModalHeader id="tracker-title" title={labels.track} close={labels.close} onClose={() => dialog.current?.close()} />
        {tracking.state === 'loading' && (
          <p role="status" className="flex items-center gap-2">
            <span className="loading loading-spinner" /> {labels.loading}
          </p>
        )}
        {tracking.state === 'missing' && (
          <p role="alert" className="alert alert-warning">
            {labels.notFound}
          </p>
        )}
        {tracking.state === 'found' && (
          <>
            <TrackingPanel order={tracking.order} position={tracking.position} labels={labels} tileUrl={tileUrl} contact={target.contact ?? null} />
            {detailsHref && (
              <a className="link" href={fillOrderId(detailsHref, tracking.order.id)}>
                {labels.details}
              </a>
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
