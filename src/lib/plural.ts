/**
 * A count in words on the device, as the server's t() words it: i18next keeps a counted text as
 * `key_one` and `key_other` and picks by the language's plural rule. In both of the shop's languages
 * (English and Nepali) that rule takes `one` for exactly 1 and `other` for every other count, so a
 * script that fills a count after the page is served picks the same way without Intl (issue 46.16:
 * 'Cart: 1 items'). i18n.test.ts checks the rule against Intl.PluralRules for both languages.
 */
export function pluralForm(forms: { one?: string; other: string }, count: number): string {
  return count === 1 && forms.one !== undefined ? forms.one : forms.other;
}
