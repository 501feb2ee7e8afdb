/**
 * Every country a phone can belong to, with its calling code, from libphonenumber's metadata
 * (libphonenumber-js, min): a chunk of its own, loaded only when a shopper reaches for the country
 * dropdown. Names in the page's language, sorted by them, made at build time from CLDR
 * (virtual:region-names, scripts/vite/region-names.mjs): browsers lack some languages' names.
 */
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import byLocale from 'virtual:region-names';

export interface PhoneCountry {
  country: string;
  callingCode: string;
  name: string;
}

export function phoneCountries(locale: string): PhoneCountry[] {
  return (byLocale[locale] ?? byLocale.en)
    .filter(([country]) => isSupportedCountry(country))
    .map(([country, name]) => ({ country, callingCode: getCountryCallingCode(country as Parameters<typeof getCountryCallingCode>[0]), name }));
}
