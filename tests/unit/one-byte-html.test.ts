// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { oneByteHtml } from '../../src/lib/one-byte-html';

describe('oneByteHtml', () => {
  it('writes every character beyond Latin-1 as a numeric reference, and escapes markup', () => {
    expect(oneByteHtml('नेपाली')).toBe('&#2344;&#2375;&#2346;&#2366;&#2354;&#2368;');
    expect(oneByteHtml('Rs 1 – Rs 2 <b> & "q" \'a\'')).toBe('Rs 1 &#8211; Rs 2 &lt;b&gt; &amp; &quot;q&quot; &#39;a&#39;');
    expect(oneByteHtml('café 🛒')).toBe('café &#128722;');
    expect(/[\u{100}-\u{10ffff}]/u.test(oneByteHtml('भाषा परिवर्तन गरियो'))).toBe(false);
  });

  it('gives back the same text once a browser reads it', () => {
    const text = 'भाषा परिवर्तन गरियो – “ok” & <done> 🛒';
    const box = new DOMParser().parseFromString(`<p>${oneByteHtml(text)}</p>`, 'text/html');
    expect(box.body.textContent).toBe(text);
  });
});
