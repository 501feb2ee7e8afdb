/**
 * Messages the server writes, from the one i18n catalogue (`api` section of src/lib/i18n/en.json and
 * ne.json); the X-localization header picks the language.
 */
import en from '../../lib/i18n/en.json';
import { toLocale, translator, type Locale } from '../../lib/i18n';
import { isValidationPath, type ValidationPath } from '../../lib/validation/messages';

export type { Locale };
export type MessageKey = keyof typeof en.api;
/** a full catalogue path a schema may carry as its message: `api.<key>` or `validation.<name>` */
export type CataloguePath = `api.${MessageKey}` | ValidationPath;

export const isCataloguePath = (message: string): message is CataloguePath =>
  isValidationPath(message) || (message.startsWith('api.') && Object.hasOwn(en.api, message.slice(4)));

/** The text of a catalogue path in `locale`. */
export function textOf(locale: Locale, path: CataloguePath, vars: Record<string, string> = {}): string {
  return translator(locale)(path, vars);
}

export function t(locale: Locale, key: MessageKey, vars: Record<string, string> = {}): string {
  return translator(locale)(`api.${key}`, vars);
}

/** The X-localization header as a catalogue language (English unless it names Nepali). */
export const parseLocale = (header: string | undefined | null): Locale => toLocale(header);
