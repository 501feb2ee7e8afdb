/**
 * The phone input (spec section 5): a country dropdown, disabled unless the shop turns it on
 * (config country_picker_status), beside a number that always shows its leading '+' and is never
 * formatted as typed. The dropdown starts with the shop's country; the others come from
 * libphonenumber's metadata, loaded when the shopper reaches for it (pointer or focus), so no page
 * pays for it up front. Choosing another country swaps the number's calling code.
 */
import { useState } from 'react';
import { Field } from '../auth/form';
import { flagOf, recodedPhone, shownPhone, typedPhone, type PhoneSettings } from '../../lib/phone/value';
import { usePhoneSettings } from './phone-settings';
import type { PhoneCountry } from './phone-countries';

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  show: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  onChange: (v: string) => void;
  onBlur: () => void;
  /** a page-level island passes them, to render them on the server; else they are read from the page */
  settings?: PhoneSettings | null;
}

let loading: Promise<(locale: string) => PhoneCountry[]> | null = null;
const loadCountries = () => (loading ??= import('./phone-countries').then((m) => m.phoneCountries));

const optionText = (c: PhoneCountry) => `${flagOf(c.country)} +${c.callingCode} ${c.name}`;

export default function PhoneField({ settings: given, ...field }: PhoneFieldProps) {
  const settings = usePhoneSettings(given);
  const [countries, setCountries] = useState<PhoneCountry[] | null>(null);
  const [chosen, setChosen] = useState<PhoneCountry | null>(null);
  if (!settings) return <Field {...field} type="tel" inputMode="tel" />;

  const current = chosen ?? { country: settings.country, callingCode: settings.callingCode, name: settings.name };
  const options = countries ?? [current];
  const reach = () => {
    if (!settings.picker || countries) return;
    void loadCountries().then(
      (list) => setCountries(list(settings.locale)),
      (error: unknown) => {
        // a dropped connection: the next reach tries again
        loading = null;
        console.error(error);
      },
    );
  };
  const choose = (country: string) => {
    const next = options.find((c) => c.country === country);
    if (!next) return;
    setChosen(next);
    field.onChange(recodedPhone(field.value, current.callingCode, next.callingCode));
  };

  return (
    <Field
      {...field}
      type="tel"
      inputMode="tel"
      value={shownPhone(field.value, current.callingCode)}
      onChange={(raw) => field.onChange(typedPhone(raw, current.callingCode))}
      before={
        <select
          className="select w-28 shrink-0"
          aria-label={settings.label}
          value={current.country}
          disabled={!settings.picker || field.readOnly}
          onChange={(e) => choose(e.target.value)}
          onPointerEnter={reach}
          onPointerDown={reach}
          onFocus={reach}
        >
          {options.map((c) => (
            <option key={c.country} value={c.country}>
              {optionText(c)}
            </option>
          ))}
        </select>
      }
    />
  );
}
