/**
 * Text for a page's HTML, escaped, with every character beyond ASCII written as a numeric character
 * reference (`&#2344;`): the browser shows the same text.
 *
 * Why (issue 16): V8 keeps a string of Latin-1 characters at one byte a character. A single character
 * beyond it anywhere in a page (a language's own name in the language switch, a dash) makes the whole
 * page string two bytes a character, and encoding it to UTF-8 for the answer then costs several times
 * as much (ASCII is the quickest of all). The markup an English page writes itself stays ASCII; text
 * from the shop's data is what it is.
 *
 * The result is built character by character on purpose: `String.prototype.replace` on a two-byte
 * string gives a two-byte string, whatever it holds.
 */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const LAST_ASCII = 0x7f;

export function oneByteHtml(text: string): string {
  let html = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    html += code > LAST_ASCII ? `&#${code};` : (ESCAPED[character] ?? character);
  }
  return html;
}

/** HTML already made (a page's Markdown, src/lib/markdown.ts) with every character beyond ASCII written as a numeric character reference: the same page, one byte a character. */
export function asciiHtml(html: string): string {
  let out = '';
  for (const character of html) {
    const code = character.codePointAt(0)!;
    out += code > LAST_ASCII ? `&#${code};` : character;
  }
  return out;
}
