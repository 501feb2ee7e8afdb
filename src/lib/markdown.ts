/**
 * The company and policy pages' Markdown, as the site shows it (issue 49). What marketing writes is
 * Markdown only: raw HTML in it is dropped (its text kept, a <script>'s or <style>'s not), every
 * attribute but a link's address and an image's address and text is dropped (no `onerror`, no
 * `style`), and a link or image may only point where the site allows (`checkMarkdown` names the
 * ones that do not; `renderMarkdown` drops them). The page's own heading is its title: a `#`
 * heading in the text becomes a `##`, so the layout keeps one h1.
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** where a link may go: the web, mail, a phone, or a path of the site */
const LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** where an image may come from: the site's own files, or the web over https */
const IMAGE = /^(https:\/\/|\/(?!\/))/i;
/** the rule for a link marketing writes, in a page or a landing block */
export const isAllowedLink = (address: string): boolean => LINK.test(address);
/** the rule for a picture marketing gives, in a page or a landing block */
export const isAllowedImage = (address: string): boolean => IMAGE.test(address);

const ALLOWED = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'strong', 'em', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
  // a link or image that points nowhere the site allows loses its address
  exclusiveFilter: (frame: { tag: string; attribs: Record<string, string> }) => (frame.tag === 'img' ? !IMAGE.test(frame.attribs.src ?? '') : false),
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: LINK.test(href) ? { href, ...(attribs.title ? { title: attribs.title } : {}), ...(external ? { rel: 'noopener nofollow' } : {}) } : {} };
    },
  },
};
ALLOWED.allowedAttributes.a.push('rel');

/** raw HTML in the Markdown is not markup: it goes, its text with it for script and style */
const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    // '# Title' in the text is the page's second level: the page's title is its only h1 ('##' is a section, as written)
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) (token as Tokens.Heading).depth = 2;
  },
});

/** The page's text as safe HTML. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, ALLOWED);
}

export interface MarkdownProblem {
  kind: 'link' | 'image';
  /** the address as written */
  address: string;
}

/** The links and images of `source` that point where the site does not allow. */
export function checkMarkdown(source: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type === 'link' && !LINK.test((token as Tokens.Link).href)) problems.push({ kind: 'link', address: (token as Tokens.Link).href });
    if (token.type === 'image' && !IMAGE.test((token as Tokens.Image).href)) problems.push({ kind: 'image', address: (token as Tokens.Image).href });
    if (token.type === 'html') {
      for (const m of (token as Tokens.HTML).text.matchAll(/\bhref\s*=\s*["']?([^"'\s>]+)/gi)) if (!LINK.test(m[1])) problems.push({ kind: 'link', address: m[1] });
    }
  });
  return problems;
}

/** The first words of the text, for a page's meta description. */
export function summaryOf(source: string, max = 160): string {
  const text = sanitizeHtml(markdown.parse(source, { async: false }), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // a word the cut went through goes whole
  // three dots, not '…': an English page's markup stays one byte a character (src/lib/one-byte-html.ts)
  return `${/\s/.test(text[max - 1]) ? cut.trimEnd() : cut.replace(/\s+\S*$/, '')}...`;
}
