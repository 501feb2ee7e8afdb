/**
 * Messages the server writes, from the one i18n catalogue (`api` section of src/lib/i18n/en.json and
 * ne.json); the X-localization header picks the language.
 */
import en from '../../lib/i18n/en.json';
import { toLocale, translator, type Locale } from '../../lib/i18n';

export type { Locale };
export type MessageKey = keyof typeof en.api;

export function t(locale: Locale, key: MessageKey, vars: Record<string, string> = {}): string {
  return translator(locale)(`api.${key}`, vars);
}

/** The X-localization header as a catalogue language (English unless it names Nepali). */
export const parseLocale = (header: string | undefined | null): Locale => toLocale(header);
