import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the pages\u2019 Content-Security-Policy', () => {
  it('allows every inline script Astro cannot hash itself: the config lists each one\u2019s hash', () => {
    const layout = readFileSync('src/layouts/Base.astro', 'utf8');
    const config = readFileSync('astro.config.mjs', 'utf8');
    const inline = [...layout.matchAll(/<script is:inline>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(config).toContain(`'${hash}'`);
  });
});
