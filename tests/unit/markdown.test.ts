/** The policy pages' Markdown as the site shows it (issue 49): safe HTML, one h1, allowed links and pictures only. */
import { describe, expect, it } from 'vitest';
import { checkMarkdown, renderMarkdown, summaryOf } from '../../src/lib/markdown';

describe('renderMarkdown', () => {
  it('drops script, style, event handlers and inline styles, keeping the words around them', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <style>body{}</style> world\n\n<img src="/a.png" onerror="alert(2)" style="position:fixed">\n\n<p style="color:red" onclick="x()">styled</p>');
    expect(html).not.toMatch(/<script|alert|<style|style=|onerror|onclick|body\{\}/);
    expect(html).toContain('Hello');
    expect(html).toContain('world');
    expect(html).toContain('<img src="/a.png" />');
    expect(html).toContain('<p>styled</p>');
  });
  it('keeps a link only where the site allows, and marks outside links', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](/about-us) [c](https://example.com) [d](mailto:help@example.com) [e](tel:+9771) [f](//evil.example) [g](data:text/html,x)');
    expect(html).toContain('<a>a</a>');
    expect(html).toContain('<a href="/about-us">b</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">c</a>');
    expect(html).toContain('<a href="mailto:help@example.com">d</a>');
    expect(html).toContain('<a href="tel:+9771">e</a>');
    expect(html).toContain('<a>f</a>');
    expect(html).toContain('<a>g</a>');
  });
  it('drops pictures from anywhere but the site and https', () => {
    expect(renderMarkdown('![a](/media/x.png) ![b](http://x.example/y.png) ![c](data:image/png;base64,AA)')).toBe('<p><img src="/media/x.png" alt="a" />  </p>\n');
  });
  it("makes a '#' heading the second level, as '##' is: the page's title is its one h1", () => {
    expect(renderMarkdown('# One\n\n## Two\n\n### Three')).toBe('<h2>One</h2>\n<h2>Two</h2>\n<h3>Three</h3>\n');
  });
  it('keeps tables, lists and emphasis', () => {
    expect(renderMarkdown('| a |\n|---|\n| 1 |\n\n- x\n- **y**')).toMatch(/<table>[\s\S]*<td>1<\/td>[\s\S]*<ul>\n<li>x<\/li>\n<li><strong>y<\/strong><\/li>/);
  });
});

describe('checkMarkdown', () => {
  it('names each link and picture that points where the site does not allow, raw HTML links included', () => {
    expect(checkMarkdown('[ok](/x) [bad](javascript:x) ![ok](/m.png) ![bad](http://x/y.png)\n\n<a href="javascript:y">z</a>')).toEqual([
      { kind: 'link', address: 'javascript:x' },
      { kind: 'image', address: 'http://x/y.png' },
      { kind: 'link', address: 'javascript:y' },
    ]);
    expect(checkMarkdown('All **fine** [here](https://example.com).')).toEqual([]);
  });
});

describe('summaryOf', () => {
  it("is the text's first words, without markup, cut at a word", () => {
    expect(summaryOf('## Title\n\nSome **bold** words.')).toBe('Title Some bold words.');
    expect(summaryOf('word '.repeat(100), 20)).toBe('word word word word...');
  });
});
