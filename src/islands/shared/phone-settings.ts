/**
 * The phone input's settings (spec section 5): the shop's country and its calling code, whether the
 * country dropdown is on (config country_picker_status), the dropdown's name and the page's
 * language. The layout writes them on <html> (src/loaders/phone-input.ts), so an island deep in a
 * modal reads them without every island between passing them on; a page-level island gets them
 * as a prop, to render them on the server too.
 */
import { useSyncExternalStore } from 'react';
import type { PhoneSettings } from '../../lib/phone/value';

let read: PhoneSettings | null | undefined;
function fromPage(): PhoneSettings | null {
  if (read !== undefined) return read;
  const d = document.documentElement.dataset;
  read = d.phoneCountry
    ? { country: d.phoneCountry, name: d.phoneName ?? d.phoneCountry, callingCode: d.phoneCode ?? '', picker: d.phonePicker !== undefined, label: d.phoneLabel ?? '', locale: document.documentElement.lang || 'en' }
    : null;
  return read;
}

const unchanging = () => () => undefined;

/** The given settings, else the page's (none on the server, where the island renders a plain field until it runs). */
export function usePhoneSettings(given?: PhoneSettings | null): PhoneSettings | null {
  const page = useSyncExternalStore(unchanging, fromPage, () => null);
  return given ?? page;
}
