import { fill } from '../../lib/fill';
/** The quantity stepper: minus (a delete control at 1 when `deleteAtOne`), the count, plus. */
export interface StepperLabels {
  increase: string;
  decrease: string;
  delete: string;
  quantity: string;
}

export default function Stepper({ name, value, busy, deleteAtOne, labels, onMinus, onPlus, size = 'sm' }: { name: string; value: number; busy?: boolean; deleteAtOne?: boolean; labels: StepperLabels; onMinus: () => void; onPlus: () => void; size?: 'xs' | 'sm' }) {
  const named = (s: string) => fill(s, { name });
  const isDelete = deleteAtOne && value <= 1;
  return (
    <div className="join items-center" role="group" aria-label={named(labels.quantity)}>
      <button type="button" className={`btn btn-${size} join-item`} disabled={busy || (!deleteAtOne && value <= 1)} aria-label={isDelete ? named(labels.delete) : named(labels.decrease)} onClick={onMinus}>
        {isDelete ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
        ) : (
          <span aria-hidden="true">−</span>
        )}
      </button>
      <span className={`join-item btn btn-${size} btn-ghost pointer-events-none min-w-8 tabular-nums`} aria-live="polite">
        {value}
      </span>
      <button type="button" className={`btn btn-${size} join-item`} disabled={busy} aria-label={named(labels.increase)} onClick={onPlus}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
