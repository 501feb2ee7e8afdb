/**
 * The phone input's settings for a page (spec section 5): the shop's country (config `country`),
 * its calling code from libphonenumber's metadata (here on the server only: the islands load the
 * metadata when the dropdown is reached for), and whether the dropdown is on.
 */
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import type { Shopper } from './shopper';
import { onePerKey } from '../lib/one-per-key';
import type { PhoneSettings } from '../lib/phone/value';

/** the server's ICU names every country in every language; a browser's may not (Chromium: no Nepali). One namer per language. */
const namer = onePerKey((locale: string) => new Intl.DisplayNames([locale, 'en'], { type: 'region' }));
/** the shop's one country, named once per language (ICU's lookup is costly enough to show on every page's profile) */
const namesIn = onePerKey((locale: string) => onePerKey((country: string) => namer(locale).of(country) ?? country));
const countryName = (country: string, locale: string) => namesIn(locale)(country);

export function phoneInputSettings(shopper: Pick<Shopper, 'config' | 't' | 'locale'>): PhoneSettings {
  const country = shopper.config.country.toUpperCase();
  return {
    country,
    name: countryName(country, shopper.locale),
    callingCode: isSupportedCountry(country) ? getCountryCallingCode(country) : '',
    picker: shopper.config.countryPicker,
    label: shopper.t('common.country'),
    locale: shopper.locale,
  };
}

/** The same, as the layout writes them on <html> for the islands (src/islands/shared/phone-settings.ts). */
export function phoneInputAttributes(settings: PhoneSettings): Record<string, string | undefined> {
  return {
    'data-phone-country': settings.country,
    'data-phone-name': settings.name,
    'data-phone-code': settings.callingCode,
    'data-phone-picker': settings.picker ? '' : undefined,
    'data-phone-label': settings.label,
  };
}
