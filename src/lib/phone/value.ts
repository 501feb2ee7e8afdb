/**
 * The phone input's value (spec section 5, phone input): digits after a leading '+', never
 * formatted as typed. The field shows the country's calling code while it is empty, and a value
 * that is only that code counts as empty (so 'required' still says so).
 */

/** E.164: a number has at most 15 digits after its '+'. */
const E164_DIGITS = 15;

/** What the field shows: the value, or the country's code ('+977') while there is none. */
export const shownPhone = (value: string, callingCode: string) => value || `+${callingCode}`;

/**
 * What was typed, as the value: '+' and its digits. A number typed or pasted without its '+' is
 * taken as a national number of the chosen country, unless it already starts with the country's
 * code; a '+' typed after the shown code starts the number anew, digits typed before it are the
 * national number; only the code, or nothing, is empty.
 */
export function typedPhone(raw: string, callingCode: string): string {
  const from = raw.lastIndexOf('+');
  // typed before the shown code (the caret at the field's start): the national number
  if (from > 0 && raw.slice(from) === `+${callingCode}`) return typedPhone(raw.slice(0, from).replace(/\+/g, ''), callingCode);
  const typed = from > 0 ? raw.slice(from) : raw.trim();
  const digits = typed.replace(/\D/g, '').slice(0, E164_DIGITS);
  if (!digits) return '';
  const international = typed.startsWith('+') || digits.startsWith(callingCode) ? `+${digits}` : `+${callingCode}${digits}`.slice(0, E164_DIGITS + 1);
  return international === `+${callingCode}` ? '' : international;
}

/** The value when the country changes: the old code replaced by the new one, the rest kept. */
export function recodedPhone(value: string, from: string, to: string): string {
  if (!value) return '';
  return value.startsWith(`+${from}`) ? `+${to}${value.slice(from.length + 1)}` : value;
}

/** A country's flag, from its two-letter code (regional indicator symbols): decoration only. */
export const flagOf = (country: string) => String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** The phone input's settings: the shop's country and calling code, the dropdown on or off, its name, the page's language. */
export interface PhoneSettings {
  country: string;
  /** the shop's country's name in the page's language */
  name: string;
  callingCode: string;
  picker: boolean;
  /** the dropdown's accessible name ('Country') */
  label: string;
  locale: string;
}
