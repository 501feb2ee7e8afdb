/** The delivery man's tip (checkout and parcel): the presets, the amount most customers give, or one's own. */
import { formatPrice, type MoneyFormat } from '../../lib/format';
import type { CheckoutLabels } from './labels';

export const TIP_PRESETS = [0, 10, 20, 50];
const MAX_TIP = 100000;

export interface TipsFieldProps {
  tips: number;
  onChange: (tips: number) => void;
  /** the tip most customers give (most-tips), when there is one */
  mostTips: number | null;
  labels: Pick<CheckoutLabels, 'tips' | 'noTip' | 'mostTipped' | 'customTip'>;
  money: MoneyFormat;
  className: string;
}

export default function TipsField({ tips, onChange, mostTips, labels, money, className }: TipsFieldProps) {
  return (
    <fieldset className={className}>
      <legend className="fieldset-legend">{labels.tips}</legend>
      <div className="flex flex-wrap gap-2">
        {[...new Set([...TIP_PRESETS, ...(mostTips ? [mostTips] : [])])]
          .sort((a, b) => a - b)
          .map((amount) => (
            <button key={amount} type="button" className={`btn btn-sm ${tips === amount ? 'btn-primary' : ''}`} aria-pressed={tips === amount} onClick={() => onChange(amount)}>
              {amount === 0 ? labels.noTip : formatPrice(amount, money)}
              {amount === mostTips ? <span className="badge badge-sm ms-1">{labels.mostTipped}</span> : null}
            </button>
          ))}
        <label className="input input-sm w-40">
          <span className="sr-only">{labels.customTip}</span>
          <input
            type="number"
            min={0}
            max={MAX_TIP}
            step={1}
            placeholder={labels.customTip}
            value={TIP_PRESETS.includes(tips) || tips === mostTips ? '' : tips}
            onChange={(e) => onChange(Math.max(0, Math.min(MAX_TIP, Number(e.target.value) || 0)))}
          />
        </label>
      </div>
    </fieldset>
  );
}
