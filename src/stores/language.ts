/** Language (`language-setting`), direction (`settings`) and country (`country`). */
import { persistentAtom } from '@nanostores/persistent';
import { persistentJson } from './persistent';

export type Language = 'en' | 'ne';
export const language = persistentAtom<Language>('language-setting', 'en', {
  encode: (v) => v,
  decode: (v) => (v === 'ne' ? 'ne' : 'en'),
});
export const settings = persistentJson<{ direction: 'ltr' | 'rtl' }>('settings', { direction: 'ltr' });
/** the country that goes with the chosen language (`country`) */
export const country = persistentAtom<string>('country', 'US');

/**
 * The page's language: the URL's (rendered as `<html lang>`), the one source. The `language-setting`
 * key only remembers the shopper's last choice; API calls speak the language of the page they are on.
 */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return language.get();
  return document.documentElement.lang === 'ne' ? 'ne' : 'en';
}
