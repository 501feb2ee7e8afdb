/** One way to fill a catalogue text's placeholders (issue 44.4). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fill } from '../../src/lib/fill';

describe('fill', () => {
  it('fills every occurrence of every placeholder, and leaves unknown ones', () => {
    expect(fill('{{name}} and {{name}} owe {{amount}}; {{other}}', { name: 'Sita', amount: 'Rs 5.00' })).toBe('Sita and Sita owe Rs 5.00; {{other}}');
    expect(fill('Order #{{id}}', { id: 42 })).toBe('Order #42');
  });

  it('is the only way the code fills one: no hand-written replace of a placeholder is left', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(ts|tsx|astro)$/.test(entry.name) && /\.replace(All)?\(\s*['"`]\{\{/.test(readFileSync(path, 'utf8'))) found.push(path);
      }
    };
    walk(fileURLToPath(new URL('../../src', import.meta.url)));
    expect(found.filter((p) => !p.endsWith('lib/fill.ts'))).toEqual([]);
  });
});
