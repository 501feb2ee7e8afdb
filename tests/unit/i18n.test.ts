import { describe, expect, it } from 'vitest';
import en from '../../src/lib/i18n/en.json';
import ne from '../../src/lib/i18n/ne.json';
import { pluralForm } from '../../src/lib/plural';
import { createIslandI18n, dirFor, localizedPath, pathLocale, resources, toLocale, translator } from '../../src/lib/i18n';

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
  it('a counted text has its singular and plural forms, and one is singular on the server and on the device (issue 46.16)', () => {
    for (const key of keys(en).filter((k) => k.endsWith('_one'))) expect(keys(en), key).toContain(key.replace(/_one$/, '_other'));
    const t = translator('en');
    expect(t('cart.count', { count: 1 })).toBe('1 item in cart');
    expect(t('cart.count', { count: 0 })).toBe('0 items in cart');
    expect(t('home.results_count', { count: 1 })).toBe('1 item found');
    expect(t('stores.count', { count: 1 })).toBe('1 Store');
    expect(t('orders.items', { count: 2 })).toBe('2 items');
    const forms = { one: en.cart.count_one, other: en.cart.count_other };
    expect(pluralForm(forms, 1)).toBe('{{count}} item in cart');
    expect(pluralForm(forms, 3)).toBe('{{count}} items in cart');
    expect(pluralForm({ other: '{{count}} x' }, 1)).toBe('{{count}} x');
    // the device's rule is the languages' own: 'one' for exactly 1, in English and in Nepali
    for (const locale of ['en', 'ne']) for (const n of [0, 1, 2, 5, 11, 21, 100]) expect(new Intl.PluralRules(locale).select(n) === 'one', `${locale} ${n}`).toBe(n === 1);
  });
  it('fixed translators do not leak between languages', () => {
    expect(translator('en')('footer.rights')).toBe('All rights reserved.');
    expect(translator('ne')('footer.rights')).toBe('सर्वाधिकार सुरक्षित।');
    expect(translator('en')('header.delivery_within', { time: 30 })).toBe('Delivery within 30 mins');
  });
  it("remembers what i18next made of a key with frozen options (the islands' placeholders), and asks again with options that may change", () => {
    const t = translator('en');
    const frozen = Object.freeze({ count: '{{count}}' });
    const first = t('inbox.unread', frozen);
    expect(first).toBe('{{count}} unread');
    expect(t('inbox.unread', { count: '{{count}}' })).toBe(first);
    // the catalogue never changes while the server runs: changed here only to show which text is remembered
    const inbox = resources.en.translation.inbox as { unread: string };
    const original = inbox.unread;
    inbox.unread = '{{count}} things';
    try {
      expect(t('inbox.unread', frozen)).toBe(first);
      expect(t('inbox.unread', { count: '{{count}}' })).toBe('{{count}} things');
      expect(translator('ne')('inbox.unread', frozen)).not.toBe(first);
    } finally {
      inbox.unread = original;
    }
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

  it('a key with values says word for word what i18next says, in both languages (the templates filled without it)', () => {
    const flat = (obj: Record<string, unknown>, prefix = ''): Array<[string, string]> =>
      Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v as Record<string, unknown>, `${prefix}${k}.`)));
    let compared = 0;
    for (const locale of ['en', 'ne'] as const) {
      const t = translator(locale);
      const reference = createIslandI18n(locale);
      for (const [key, text] of flat(resources[locale].translation as Record<string, unknown>)) {
        const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
        if (!names.length || names.includes('count')) continue;
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 40 + i : `v-${name}`]));
        expect(t(key, values)).toBe(reference.t(key, values));
        // one value missing stays a placeholder, as i18next leaves it; an empty one is nothing
        const [first, ...rest] = names;
        const partial = Object.fromEntries(rest.map((name) => [name, 'x']));
        expect(t(key, { ...partial, unrelated: 1 })).toBe(reference.t(key, { ...partial, unrelated: 1 }));
        expect(t(key, { ...values, [first]: '' })).toBe(reference.t(key, { ...values, [first]: '' }));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // i18next's own options still go to it: plurals, and a default for a key not in the catalogue
    const t = translator('en');
    expect(t('no.such.key', { defaultValue: 'Fallback {{name}}', name: 'Sita' })).toBe('Fallback Sita');
  });
});

describe('pathLocale', () => {
  it('reads the language a path is in, and the path without it: the reverse of localizedPath', () => {
    expect(pathLocale('/ne/store/asan')).toEqual({ locale: 'ne', path: '/store/asan' });
    expect(pathLocale('/ne')).toEqual({ locale: 'ne', path: '/' });
    expect(pathLocale('/nepal-tea')).toEqual({ locale: 'en', path: '/nepal-tea' });
    expect(pathLocale('/store/asan')).toEqual({ locale: 'en', path: '/store/asan' });
    for (const path of ['/', '/store/asan']) expect(pathLocale(localizedPath('ne', path))).toEqual({ locale: 'ne', path });
  });
});
