/** An order's number, time and status in words: the placed modal and the failed screen show them alike. */
import { formatOrderTime } from '../../lib/format';
import type { CheckoutLabels } from './labels';

export default function OrderFacts({
  orderId,
  createdAt,
  scheduleAt,
  status,
  labels,
  locale,
  className = '',
  statusTestId,
}: {
  orderId: number;
  createdAt: string;
  /** a scheduled order's time (ISO) */
  scheduleAt?: string | null;
  status: string;
  labels: CheckoutLabels;
  locale: string;
  className?: string;
  statusTestId?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-1 text-start text-sm ${className}`}>
      <dt>{labels.orderId}</dt>
      <dd className="font-bold">#{orderId}</dd>
      <dt>{labels.orderTime}</dt>
      <dd>{formatOrderTime(createdAt, locale)}</dd>
      {scheduleAt ? (
        <>
          <dt>{labels.scheduledAt}</dt>
          <dd className="font-bold">{formatOrderTime(scheduleAt, locale)}</dd>
        </>
      ) : null}
      <dt>{labels.orderStatus}</dt>
      <dd data-testid={statusTestId}>{(labels as Record<string, string>)[`status_${status}`] ?? status}</dd>
    </dl>
  );
}
