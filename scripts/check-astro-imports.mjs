#!/usr/bin/env node
/**
 * dependency-cruiser does not read .astro files: this checks their frontmatter imports against the
 * same rule. Components and layouts never import src/server (a type-only import is allowed); page
 * data reaches them through src/loaders.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const roots = ['src/components', 'src/layouts'];
const files = roots.flatMap((root) => readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.astro')).map((f) => path.join(root, String(f))));
const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  for (const m of front.matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, spec] = m;
    if (typeOnly || !spec.startsWith('.')) continue;
    const target = path.relative(process.cwd(), path.resolve(path.dirname(file), spec));
    if (target.startsWith(path.join('src', 'server'))) problems.push(`${file} imports ${spec}`);
  }
}
if (problems.length) {
  console.error(`ui-not-server: components and layouts never import src/server\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`checked ${files.length} .astro components and layouts: none imports src/server`);
