// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneByteHtml } from '../../src/lib/one-byte-html';

describe('oneByteHtml', () => {
  it('writes every character beyond ASCII as a numeric reference, and escapes markup', () => {
    expect(oneByteHtml('नेपाली')).toBe('&#2344;&#2375;&#2346;&#2366;&#2354;&#2368;');
    expect(oneByteHtml('Rs 1 – Rs 2 <b> & "q" \'a\'')).toBe('Rs 1 &#8211; Rs 2 &lt;b&gt; &amp; &quot;q&quot; &#39;a&#39;');
    expect(oneByteHtml('café 🛒')).toBe('caf&#233; &#128722;');
    expect(/[\u{80}-\u{10ffff}]/u.test(oneByteHtml('भाषा परिवर्तन गरियो'))).toBe(false);
  });

  it('gives back the same text once a browser reads it', () => {
    const text = 'भाषा परिवर्तन गरियो – “ok” & <done> café 🛒';
    const box = new DOMParser().parseFromString(`<p>${oneByteHtml(text)}</p>`, 'text/html');
    expect(box.body.textContent).toBe(text);
  });

  it('gives a string V8 keeps at one byte a character, even from a two-byte one', () => {
    // V8's own account of the string (a debugging intrinsic, in a Node process of its own that strips the types)
    const module = path.resolve('src/lib/one-byte-html.ts');
    const script = `const { oneByteHtml } = await import(${JSON.stringify(module)}); %DebugPrint(oneByteHtml('नेपाली – café'));`;
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    const type = /type: (\w+)/.exec(run.stdout)?.[1];
    expect(type).toMatch(/ONE_BYTE/);
  });
});
