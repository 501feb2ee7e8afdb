import type { TFunction } from 'i18next';
import type { MoneyFormat } from '../../lib/format';

/** What every server-rendered card needs: translations, localized links, money format, the clock. */
export interface CardContext {
  t: TFunction;
  href: (path: string) => string;
  money: MoneyFormat;
  decimals?: number;
  /** the page's own origin: media there are written as paths, not full URLs (some eighty cards a page) */
  mediaOrigin?: string;
  /**
   * Everything above a card's output depends on, as text (language, money format, decimals, media
   * origin), so its markup can be remembered with the object it shows (./markup.ts); none: not remembered.
   */
  key?: string;
}
