/**
 * A count in words on the device, as the server's t() words it: i18next keeps a counted text as
 * `key_one` and `key_other` and picks by the language's plural rule (Intl.PluralRules). A script that
 * fills a count after the page is served picks the same way here (issue 46.16: 'Cart: 1 items').
 */
/** the form for this count: `one` where the language has it and the count takes it, `other` otherwise */
export function pluralForm(forms: { one?: string; other: string }, count: number, locale: string): string {
  return new Intl.PluralRules(locale || 'en').select(count) === 'one' && forms.one !== undefined ? forms.one : forms.other;
}
