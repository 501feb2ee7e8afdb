/**
 * One i18next instance with bundled resources. Server pages take `getFixedT(locale)` per request
 * (never changeLanguage on the server); islands get an instance for their locale.
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import en from './en.json';
import ne from './ne.json';

export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
/** Each language as the language choices offer it: its name in itself, and the country stored with it (the `country` key). */
export const LANGUAGES: ReadonlyArray<{ code: Locale; label: string; country: string }> = [
  { code: 'en', label: 'English', country: 'US' },
  { code: 'ne', label: 'नेपाली', country: 'NP' },
];
export const resources = { en: { translation: en }, ne: { translation: ne } } as const;

let shared: i18n | undefined;
function instance(): i18n {
  if (!shared) {
    shared = i18next.createInstance();
    void shared.init({ resources, lng: 'en', fallbackLng: 'en', supportedLngs: [...LOCALES], interpolation: { escapeValue: false }, initAsync: false });
  }
  return shared;
}

/** A language code as a catalogue language: Nepali for ne, np or ne-*, English otherwise. */
export function toLocale(value: string | undefined | null): Locale {
  const v = (value ?? '').trim().toLowerCase();
  return v === 'ne' || v === 'np' || v.startsWith('ne-') ? 'ne' : 'en';
}

const translators = new Map<Locale, TFunction>();

/**
 * The options i18next reads for itself (plurals, context, defaults, other languages...): a call with
 * any of them goes to i18next. Any other option is a value for a `{{placeholder}}`.
 */
const I18NEXT_OPTIONS = new Set(['count', 'context', 'defaultValue', 'lng', 'lngs', 'fallbackLng', 'ns', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'skipInterpolation', 'replace', 'ordinal', 'keyPrefix']);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** the bound on remembered keys: they come from the code; it only guards against a caller that builds them from input */
const MAX_REMEMBERED_KEYS = 5_000;

/**
 * A translator fixed to one language: safe across concurrent requests. One per language for the
 * process. A key is looked up in i18next once (a page asks hundreds): as it stands when asked
 * without options, else as its template, whose `{{placeholders}}` are filled here (the catalogue
 * has no formats or nesting, and escapes nothing: `escapeValue` is off). A call with i18next's own
 * options (a plural's `count`, a `context`) goes to i18next each time, unless its options are frozen
 * (the islands' placeholders, on every page): what i18next made of them is remembered, as they
 * cannot change.
 */
export function translator(locale: Locale): TFunction {
  let translate = translators.get(locale);
  if (!translate) {
    const fixed = instance().getFixedT(locale);
    const plain = new Map<string, string>();
    const templates = new Map<string, string>();
    const byFrozenOptions = new WeakMap<object, Map<string, string>>();
    const askI18next = fixed as unknown as (key: unknown, options?: unknown) => string;
    const remember = (cache: Map<string, string>, key: string, text: string) => {
      if (cache.size < MAX_REMEMBERED_KEYS) cache.set(key, text);
      return text;
    };
    translate = ((key: string | string[], options?: Record<string, unknown>) => {
      if (typeof key !== 'string') return askI18next(key, options);
      if (options === undefined) return plain.get(key) ?? remember(plain, key, fixed(key));
      if (typeof options !== 'object' || options === null) return askI18next(key, options);
      if (Object.keys(options).some((name) => I18NEXT_OPTIONS.has(name))) {
        if (!Object.isFrozen(options)) return askI18next(key, options);
        let made = byFrozenOptions.get(options);
        if (!made) byFrozenOptions.set(options, (made = new Map()));
        return made.get(key) ?? remember(made, key, askI18next(key, options));
      }
      const template = templates.get(key) ?? remember(templates, key, fixed(key, { skipInterpolation: true }));
      // as i18next fills them: a value given is written as text (null as nothing), a placeholder without one stays
      return template.replace(PLACEHOLDER, (whole, name: string) => (name in options ? (options[name] == null ? '' : String(options[name])) : whole));
    }) as unknown as TFunction;
    translators.set(locale, translate);
  }
  return translate;
}

/** A separate instance for an island (its language can change without touching others). */
export function createIslandI18n(locale: Locale): i18n {
  const island = i18next.createInstance();
  void island.init({ resources, lng: locale, fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  return island;
}

/** Right-to-left language codes (spec section 3). */
export const RTL_CODES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'];
export function dirFor(code: string): 'rtl' | 'ltr' {
  return RTL_CODES.includes(code.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The URL of a path in a language: English at the root, Nepali under /ne. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? '/ne' : `/ne${clean}`;
}

/** The language a URL's path is in, and the path without its language: the reverse of `localizedPath`. */
export function pathLocale(pathname: string): { locale: Locale; path: string } {
  const nepali = /^\/ne(?=\/|$)/.test(pathname);
  return nepali ? { locale: 'ne', path: pathname.slice(3) || '/' } : { locale: 'en', path: pathname };
}

/** The string keys of one catalogue section (nested sections are read on their own). */
type StringKeys<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S];

/**
 * Every string of one catalogue section, translated, for an island's labels. `vars` keeps
 * placeholders such as `{{name}}` for the island to fill (pass `{ name: '{{name}}' }`).
 */
export function sectionLabels<S extends object>(t: TFunction, prefix: string, section: S, vars: Record<string, string> = {}): Record<StringKeys<S>, string> {
  // the same labels for every request in one language: translated once per translator, section and placeholders
  let kept = sectionsOf.get(t);
  if (!kept) sectionsOf.set(t, (kept = new Map()));
  const key = `${prefix} ${JSON.stringify(vars)}`;
  let labels = kept.get(key);
  if (!labels) {
    labels = {};
    for (const [name, value] of Object.entries(section)) if (typeof value === 'string') labels[name] = t(`${prefix}.${name}`, vars);
    kept.set(key, labels);
  }
  return { ...labels } as Record<StringKeys<S>, string>;
}
const sectionsOf = new WeakMap<TFunction, Map<string, Record<string, string>>>();
