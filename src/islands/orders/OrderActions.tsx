/**
 * What a shopper does with one order on its details page: follow it live (the tracking steps, the
 * delivery man and the map, without a reload), cancel it while pending with a reason (spec: the
 * cancel-reason dialog), ask a refund once delivered and paid, rate it, and, once it is over, order
 * the same again (Reorder: the lines go back into the cart through the cart's own rules).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { myOrders } from '../../lib/api/browser/my-orders';
import type { Order, Reason } from '../../lib/api/endpoints/my-orders';
import { MAX_ATTACHED_IMAGES } from '../../lib/constants';
import { statusChangeMessage } from '../../lib/order-steps';
import { cancellable, isFinished, refundable } from '../../lib/order-status';
import { showToast } from '../../stores/toast';
import ReorderButton, { type ReorderLabels, type ReorderTarget } from './ReorderButton';
import { attempt } from '../shared/attempt';
import { useIslandReady } from '../shared/ready';
import ModalHeader from '../shared/ModalHeader';
import FormError from '../shared/FormError';
import { ownClose } from '../shared/own-close';
import TrackingPanel, { type TrackingLabels } from '../tracker/TrackingPanel';
import { useOrderTracking } from '../tracker/useOrderTracking';

export type OrderActionLabels = TrackingLabels &
  Record<
    | 'cancel'
    | 'cancelTitle'
    | 'cancelSubmit'
    | 'cancelReasonRequired'
    | 'refundReasonRequired'
    | 'cancelReasonsEmpty'
    | 'loadMore'
    | 'refund'
    | 'refundTitle'
    | 'refundReason'
    | 'refundNote'
    | 'refundImages'
    | 'refundSubmit'
    | 'refundTooMany'
    | 'rate'
    | 'statusChanged',
    string
  > &
  ReorderLabels;

export interface OrderActionsProps {
  orderId: number;
  /** as the page was rendered */
  status: string;
  paymentStatus: string;
  labels: OrderActionLabels;
  tileUrl: string;
  /** /rate-and-review/{id} for a signed-in shopper, null for a guest */
  rateHref: string | null;
  /** where the order went (its cart is per module and holds one store), and the cart's checkout */
  reorder: ReorderTarget;
}

export default function OrderActions({ orderId, status, paymentStatus, labels, tileUrl, rateHref, reorder }: OrderActionsProps) {
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const tracking = useOrderTracking(isFinished(status) ? null : { orderId }, (o: Order) => showToast(statusChangeMessage(labels.statusChanged, labels.statuses, o.id, o.status), { type: 'info' }));
  const now = tracking.state === 'found' ? tracking.order : null;
  const current = now?.status ?? status;
  const paid = now?.paymentStatus ?? paymentStatus;
  const ready = useIslandReady();

  return (
    <section aria-label={labels.track} className="flex flex-col gap-4">
      <span hidden ref={ready} />
      {now && !isFinished(status) && <TrackingPanel order={now} position={tracking.state === 'found' ? tracking.position : null} labels={labels} tileUrl={tileUrl} />}
      <div className="flex flex-wrap gap-2">
        {cancellable(current) && (
          <button type="button" className="btn btn-outline" onClick={() => setDialog('cancel')}>
            {labels.cancel}
          </button>
        )}
        {refundable(current, paid) && (
          <button type="button" className="btn btn-outline" onClick={() => setDialog('refund')}>
            {labels.refund}
          </button>
        )}
        {rateHref && current === 'delivered' && (
          <a className="btn btn-primary" href={rateHref}>
            {labels.rate}
          </a>
        )}
        {isFinished(current) && <ReorderButton orderId={orderId} target={reorder} labels={labels} />}
      </div>
      {dialog === 'cancel' && <CancelDialog orderId={orderId} labels={labels} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundDialog orderId={orderId} labels={labels} onClose={() => setDialog(null)} />}
    </section>
  );
}

/** Send a dialog's request: the server's message as a toast, then the page again with the order as it is now. */
async function sendThenReload(setBusy: (busy: boolean) => void, send: () => Promise<string>) {
  setBusy(true);
  const done = await attempt(async () => showToast(await send(), { type: 'success' }));
  setBusy(false);
  if (done) window.location.reload();
}

/** The cancel-reason dialog: the reasons page by page (offset 1, limit 10); one is required. */
function CancelDialog({ orderId, labels, onClose }: { orderId: number; labels: OrderActionLabels; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reasons, setReasons] = useState<Reason[] | null>(null);
  const [total, setTotal] = useState(0);
  const [offset, setOffset] = useState(1);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const loadPage = (page: number) =>
    myOrders
      .cancellationReasons(page)
      .then((r) => {
        setReasons((old) => [...(page === 1 ? [] : (old ?? [])), ...r.reasons]);
        setTotal(r.total);
        setOffset(page);
      })
      .catch(() => setReasons((old) => old ?? []));
  useEffect(() => {
    ref.current?.showModal();
    void loadPage(1);
  }, []);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return setError(labels.cancelReasonRequired);
    await sendThenReload(setBusy, () => myOrders.cancel(orderId, chosen));
  }
  return (
    <dialog ref={ref} className="modal" aria-labelledby="cancel-title" onClose={ownClose(onClose)}>
      <form className="modal-box flex flex-col gap-3" onSubmit={submit} noValidate>
        <ModalHeader id="cancel-title" title={labels.cancelTitle} close={labels.close} onClose={() => ref.current?.close()} />
        {reasons === null ? (
          <span className="loading loading-spinner" role="status" aria-label={labels.loading} />
        ) : reasons.length === 0 ? (
          <p>{labels.cancelReasonsEmpty}</p>
        ) : (
          <fieldset className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-describedby={error ? 'cancel-error' : undefined}>
            <legend className="sr-only">{labels.cancelTitle}</legend>
            {reasons.map((r) => (
              <label key={r.id} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="reason"
                  value={r.reason}
                  checked={chosen === r.reason}
                  onChange={() => {
                    setChosen(r.reason);
                    setError('');
                  }}
                />
                {r.reason}
              </label>
            ))}
            {reasons.length < total && (
              <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => void loadPage(offset + 1)}>
                {labels.loadMore}
              </button>
            )}
          </fieldset>
        )}
        <FormError id="cancel-error" message={error} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {labels.cancelSubmit}
        </button>
      </form>
    </dialog>
  );
}

/** A refund request: a reason from the operator's list, a note and up to 3 images. */
function RefundDialog({ orderId, labels, onClose }: { orderId: number; labels: OrderActionLabels; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reasons, setReasons] = useState<Reason[] | null>(null);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
    myOrders
      .refundReasons()
      .then(setReasons)
      .catch(() => setReasons([]));
  }, []);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(labels.refundReasonRequired);
    if (images.length > MAX_ATTACHED_IMAGES) return setError(labels.refundTooMany);
    await sendThenReload(setBusy, () => myOrders.requestRefund(orderId, reason, note.trim(), images));
  }
  return (
    <dialog ref={ref} className="modal" aria-labelledby="refund-title" onClose={ownClose(onClose)}>
      <form className="modal-box flex flex-col gap-3" onSubmit={submit} noValidate>
        <ModalHeader id="refund-title" title={labels.refundTitle} close={labels.close} onClose={() => ref.current?.close()} />
        <label>
          <span>{labels.refundReason}</span>
          <select className="select w-full" value={reason} onChange={(e) => (setReason(e.target.value), setError(''))} required>
            <option value="" disabled>
              {reasons === null ? labels.loading : '—'}
            </option>
            {(reasons ?? []).map((r) => (
              <option key={r.id} value={r.reason}>
                {r.reason}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.refundNote}</span>
          <textarea className="textarea w-full" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <label>
          <span>{labels.refundImages}</span>
          <input
            type="file"
            className="file-input w-full"
            accept="image/png,image/jpeg,image/gif"
            multiple
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              setImages(files);
              setError(files.length > MAX_ATTACHED_IMAGES ? labels.refundTooMany : '');
            }}
          />
        </label>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {labels.refundSubmit}
        </button>
      </form>
    </dialog>
  );
}
