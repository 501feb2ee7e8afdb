/** Language (`language-setting`) and direction (`settings`). */
import { persistentAtom } from '@nanostores/persistent';
import { persistentJson } from './persistent';

export type Language = 'en' | 'ne';
export const language = persistentAtom<Language>('language-setting', 'en', {
  encode: (v) => v,
  decode: (v) => (v === 'ne' ? 'ne' : 'en'),
});
export const settings = persistentJson<{ direction: 'ltr' | 'rtl' }>('settings', { direction: 'ltr' });
