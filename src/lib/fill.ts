/**
 * Put values into a catalogue text's placeholders ({{name}}): every occurrence of each, the one way
 * every island, script and page fills a text the catalogue gives them (issue 44.4). i18next's own
 * interpolation does the same where a translator function is at hand (t('key', vars)).
 */
export function fill(template: string, vars: Record<string, string | number>): string {
  let text = template;
  for (const [name, value] of Object.entries(vars)) text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}
