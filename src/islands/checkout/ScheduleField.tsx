/** When the order is wanted (checkout and parcel): 'Now' while it can be, or a slot today or tomorrow. */
import { clockLabel, type OrderSlot } from '../../lib/schedule';
import type { CheckoutLabels } from './labels';

export interface ScheduleFieldProps {
  slots: OrderSlot[];
  /** 'Now' is offered */
  openNow: boolean;
  /** the chosen slot's time, '' for now */
  value: string;
  onChange: (at: string) => void;
  labels: Pick<CheckoutLabels, 'schedule' | 'now' | 'today' | 'tomorrow'>;
  className: string;
}

export default function ScheduleField({ slots, openNow, value, onChange, labels, className }: ScheduleFieldProps) {
  return (
    <fieldset className={className}>
      <legend className="fieldset-legend">{labels.schedule}</legend>
      {slots.length ? (
        <select className="select w-full" aria-label={labels.schedule} value={value} onChange={(e) => onChange(e.target.value)}>
          {openNow ? <option value="">{labels.now}</option> : null}
          {([0, 1] as const).map((day) => (
            <optgroup key={day} label={day === 0 ? labels.today : labels.tomorrow}>
              {slots
                .filter((s) => s.day === day)
                .map((s) => (
                  <option key={s.at} value={s.at}>
                    {`${day === 0 ? labels.today : labels.tomorrow} ${clockLabel(s.minutes)}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      ) : (
        <p>{labels.now}</p>
      )}
    </fieldset>
  );
}
