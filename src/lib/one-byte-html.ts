/**
 * Text for a page's HTML, escaped, with every character beyond Latin-1 written as a numeric character
 * reference (`&#2344;`): the browser shows the same text.
 *
 * Why (issue 16): V8 keeps a string of Latin-1 characters at one byte a character. A single character
 * beyond it anywhere in a page (a language's own name in the language switch, a dash) makes the whole
 * page string two bytes a character, and encoding it to UTF-8 for the answer then cost four times as
 * much: 9% of an English product page's CPU. The markup an English page writes itself stays Latin-1;
 * text from the shop's data is what it is.
 */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function oneByteHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPED[c]).replace(/[\u{100}-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);
}
