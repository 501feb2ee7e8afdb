/** Astro's CSP digests remembered (issue 16): the plugin finds its function in the installed Astro, and the digests stay right. */
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TARGET, withMemo } from '../../scripts/vite/csp-digest-memo.mjs';

const encryption = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'dist/core/encryption.js');

describe('csp-digest-memo', () => {
  it("finds generateCspDigest in the installed Astro, and refuses code that has none", () => {
    const code = readFileSync(encryption, 'utf8');
    expect(code).toContain(TARGET);
    expect(withMemo(code)).toContain('keptCspDigests');
    expect(() => withMemo('export const nothing = 1;')).toThrow(/update the plugin/);
  });

  it('gives the same digests as before, once per content', async () => {
    // the function alone, with what it needs around it, run as a module
    const source = withMemo(`const ALGORITHMS = { 'SHA-256': 'sha256-' };
const encoder = new TextEncoder();
export let computed = 0;
const encodeBase64 = (bytes) => { computed++; return Buffer.from(bytes).toString('base64'); };
${TARGET}
  const hashBuffer = await crypto.subtle.digest(algorithm, encoder.encode(data));
  return \`\${ALGORITHMS[algorithm]}\${encodeBase64(new Uint8Array(hashBuffer))}\`;
}
export { generateCspDigest };`);
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-memo-'));
    try {
      const file = path.join(dir, 'memo.mjs');
      writeFileSync(file, source);
      const memo = (await import(/* @vite-ignore */ file)) as { generateCspDigest: (d: string, a: string) => Promise<string>; computed: number };
      const script = "document.documentElement.classList.add('js')";
      const expected = `sha256-${createHash('sha256').update(script).digest('base64')}`;
      expect(await memo.generateCspDigest(script, 'SHA-256')).toBe(expected);
      expect(await memo.generateCspDigest(script, 'SHA-256')).toBe(expected);
      expect(await memo.generateCspDigest(`${script};`, 'SHA-256')).not.toBe(expected);
      expect(memo.computed).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
