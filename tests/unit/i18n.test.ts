import { describe, expect, it } from 'vitest';
import en from '../../src/lib/i18n/en.json';
import ne from '../../src/lib/i18n/ne.json';
import { dirFor, localizedPath, toLocale, translator } from '../../src/lib/i18n';

function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('translation catalogue', () => {
  it('English and Nepali have exactly the same keys', () => {
    expect(keys(ne).sort()).toEqual(keys(en).sort());
  });
  it('every Nepali string keeps the English placeholders and is not empty', () => {
    const get = (obj: any, path: string) => path.split('.').reduce((o, k) => o[k], obj);
    for (const key of keys(en)) {
      expect(placeholders(get(ne, key)), key).toEqual(placeholders(get(en, key)));
      expect(String(get(ne, key)).trim(), key).not.toBe('');
    }
  });
  it('fixed translators do not leak between languages', () => {
    expect(translator('en')('footer.rights')).toBe('All rights reserved.');
    expect(translator('ne')('footer.rights')).toBe('सर्वाधिकार सुरक्षित।');
    expect(translator('en')('header.delivery_within', { time: 30 })).toBe('Delivery within 30 mins');
  });
  it('spec strings are word for word', () => {
    const t = translator('en');
    expect(t('footer.login_required')).toBe('You must be login to access this page.');
    expect(t('footer.zone_required')).toBe('You must pick a zone to access this page.');
    expect(t('header.language_confirm')).toBe('Are you sure to change the language?');
    expect(t('header.language_changed')).toBe('Language has been changed');
    expect(t('card.campaign_over')).toBe('This campaign is over');
    expect(t('card.closed_now_upper')).toBe('CLOSED NOW');
    expect(t('home.parcel_title')).toBe('We Deliver Everything');
    expect(t('home.parcel_subtitle')).toBe('What are you wish to send?');
  });
});

describe('locale helpers', () => {
  it('reads np and ne as Nepali, everything else as English', () => {
    expect(toLocale('np')).toBe('ne');
    expect(toLocale('ne')).toBe('ne');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
  it('direction follows the right-to-left codes', () => {
    for (const code of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl']) expect(dirFor(code)).toBe('rtl');
    expect(dirFor('en')).toBe('ltr');
    expect(dirFor('ne')).toBe('ltr');
  });
  it('prefixes Nepali paths with /ne', () => {
    expect(localizedPath('en', '/store/x?y=1')).toBe('/store/x?y=1');
    expect(localizedPath('ne', '/store/x?y=1')).toBe('/ne/store/x?y=1');
    expect(localizedPath('ne', '/')).toBe('/ne');
  });
});
