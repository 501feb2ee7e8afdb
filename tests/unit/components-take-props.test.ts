/**
 * Page data is loaded by loaders (DESIGN, issue 44.4): a component renders the props it is given and
 * never asks for data itself, so a page's calls are all in its loaders, at once, and a failure is
 * handled there (src/loaders/degrade.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../src/components');
const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
/** an .astro file's frontmatter: the script between its first two fences */
const frontmatter = (source: string) => source.split(/^---$/m)[1] ?? '';

describe('components take props', () => {
  const components = walk(root).filter((f) => f.endsWith('.astro'));
  it('finds the components', () => expect(components.length).toBeGreaterThan(40));
  it.each(components.map((f) => [path.relative(root, f), f]))('%s asks for no data', (_, file) => {
    const script = frontmatter(readFileSync(file, 'utf8'));
    expect(script).not.toMatch(/\bawait\b/);
    expect(script).not.toMatch(/\.api\.\w+\(|getShopper\(|mayLose\(|mustHave\(/);
  });
});
