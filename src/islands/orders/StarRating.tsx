/** A rating from half a star to five, in half steps: a radio group (daisyUI rating-half), keyboard-ready. */
export default function StarRating({ name, value, onChange, label, valueLabel }: { name: string; value: number; onChange: (v: number) => void; label: string; valueLabel: (v: number) => string }) {
  const steps = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);
  return (
    <fieldset>
      <legend className="mb-1 text-sm">{label}</legend>
      <div className="rating rating-lg rating-half">
        {steps.map((v) => (
          <input
            key={v}
            type="radio"
            name={name}
            aria-label={valueLabel(v)}
            className={`mask mask-star-2 bg-warning ${Number.isInteger(v) ? 'mask-half-2' : 'mask-half-1'}`}
            checked={value === v}
            onChange={() => onChange(v)}
          />
        ))}
      </div>
    </fieldset>
  );
}
