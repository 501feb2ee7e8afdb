/**
 * A Vite plugin: `virtual:region-names`, every country a phone can belong to (libphonenumber's
 * metadata) with its name in each of the site's languages, sorted by that name. The names come from
 * the build machine's Node.js, whose ICU has every CLDR language; browsers ship only some (Chromium
 * has no Nepali region names), so the phone input's dropdown (src/islands/shared/phone-countries.ts)
 * reads them from here. Nothing is written by hand.
 */
import { getCountries } from 'libphonenumber-js/min';

const ID = 'virtual:region-names';

/** @param {string[]} locales */
export function regionNamesModule(locales) {
  /** @type {Record<string, Array<[string, string]>>} */
  const byLocale = {};
  for (const locale of locales) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    const collator = new Intl.Collator(locale);
    byLocale[locale] = getCountries()
      .map((country) => /** @type {[string, string]} */ ([country, names.of(country) ?? country]))
      .sort((a, b) => collator.compare(a[1], b[1]));
  }
  return `export default ${JSON.stringify(byLocale)};`;
}

/** @param {string[]} locales the site's languages */
export default function regionNames(locales) {
  return {
    name: 'region-names',
    /** @param {string} id */
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    /** @param {string} id */
    load(id) {
      return id === `\0${ID}` ? regionNamesModule(locales) : undefined;
    },
  };
}
