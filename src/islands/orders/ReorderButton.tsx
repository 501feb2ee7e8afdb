/**
 * Reorder (issue 14, my orders): a finished order's lines go back into the cart through the cart's
 * own rules, in the order's module. A cart holding another store's items is cleared only when the
 * shopper says yes. Lines the cart refuses (stock, the maximum, an item no longer sold, a line
 * already there) and campaign items are named in the toast; then the cart's checkout.
 */
import { useRef, useState } from 'react';
import { myOrders } from '../../lib/api/browser/my-orders';
import type { ModuleType } from '../../lib/constants';
import { reorderPlan } from '../../lib/reorder';
import { addToCart, clearCart, holdsOtherStore, loadCart } from '../../stores/cart';
import { rememberModule, selectedModule } from '../../stores/module';
import { flashToast, showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import { fill } from '../../lib/fill';

export type ReorderLabels = Record<'reorder' | 'reorderDone' | 'reorderPartly' | 'reorderNone' | 'clearText' | 'yes' | 'no', string>;

export interface ReorderTarget {
  storeId: number | null;
  module: { id: number; module_type: ModuleType } | null;
  cartHref: string;
}

export default function ReorderButton({ orderId, target, labels }: { orderId: number; target: ReorderTarget; labels: ReorderLabels }) {
  const [busy, setBusy] = useState(false);
  const confirmClear = useRef<HTMLDialogElement>(null);

  /** one step at a time, the button held while it runs */
  const run = (step: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };

  const start = run(async () => {
    // the cart is per module: the order's own
    if (target.module && selectedModule.get()?.id !== target.module.id) rememberModule(target.module);
    await loadCart();
    if (target.storeId && holdsOtherStore(target.storeId)) confirmClear.current?.showModal();
    else await refill();
  });

  async function refill() {
    // an unreadable order is already told by the API's error handler
    const lines = await myOrders.lines(orderId).catch(() => null);
    if (!lines) return;
    const plan = reorderPlan(lines);
    const missed = [...plan.skipped];
    for (const { name, line } of plan.lines) await addToCart(line, () => true).catch(() => missed.push(name));
    const added = plan.lines.length + plan.skipped.length - missed.length;
    if (!added) return showToast(labels.reorderNone, { id: 'error', type: 'error' });
    flashToast(missed.length ? fill(labels.reorderPartly, { names: missed.join(', ') }) : labels.reorderDone, missed.length ? 'warning' : 'success');
    window.location.assign(target.cartHref);
  }

  const clearThenRefill = run(async () => {
    confirmClear.current?.close();
    const cleared = await clearCart().then(
      () => true,
      () => false,
    );
    if (cleared) await refill();
  });

  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} aria-busy={busy} onClick={() => void start()}>
        {labels.reorder}
      </button>
      <ConfirmDialog dialogRef={confirmClear} question={labels.clearText} yes={labels.yes} no={labels.no} onConfirm={() => void clearThenRefill()} />
    </>
  );
}
