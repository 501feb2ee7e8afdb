#!/usr/bin/env node
/**
 * A guard against unstyled UI (issue 46): every class the pages and islands write must be defined by a
 * built stylesheet. Run after `astro build` (scripts/e2e.mjs runs it). A class written only for a
 * script to find goes in HOOKS below, with what uses it.
 *
 * It reads the class attributes of src/**\/*.astro and *.tsx (static text, and the static parts of a
 * template string) and every class selector of dist/client/_astro/*.css. daisyUI builds only the
 * components named in src/styles/global.css: a component used but not named there is what this finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** classes no stylesheet defines on purpose: hooks for scripts and tests */
const HOOKS = new Set([]);

const cssDir = path.join(root, 'dist/client/_astro');
const css = readdirSync(cssDir)
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(path.join(cssDir, f), 'utf8'))
  .join('\n');
/** a CSS identifier as written, escapes undone (`\32 xl\:p-2` is `2xl:p-2`) */
const unescape = (s) => s.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex) => String.fromCodePoint(Number.parseInt(hex, 16))).replace(/\\(.)/g, '$1');
const defined = new Set([...css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[A-Za-z0-9_-])+)/g)].map((m) => unescape(m[1])));

/** a template string's static text: each `${...}` (braces counted) and the word it is glued to become a space */
function withoutExpressions(template) {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    if (template[i] === '$' && template[i + 1] === '{') {
      let depth = 0;
      let j = i + 1;
      for (; j < template.length; j++) {
        if (template[j] === '{') depth++;
        else if (template[j] === '}' && --depth === 0) break;
      }
      out += '\uE000';
      i = j;
    } else out += template[i];
  }
  return out.replace(/\S*\uE000\S*/g, ' ');
}

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const missing = new Map();
for (const file of walk(path.join(root, 'src')).filter((f) => /\.(astro|tsx)$/.test(f))) {
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/\b(?:class|className)=(?:"([^"]*)"|'([^']*)'|\{`([^`]*)`\})/g)) {
    // an expression inside a template string is left out, and so is the word it is glued to
    const text = withoutExpressions(m[1] ?? m[2] ?? m[3] ?? '');
    for (const name of text.split(/\s+/).filter(Boolean)) {
      if (defined.has(name) || HOOKS.has(name)) continue;
      if (!missing.has(name)) missing.set(name, new Set());
      missing.get(name).add(path.relative(root, file));
    }
  }
}
if (missing.size) {
  console.error(`Classes that no built stylesheet defines (add the daisyUI component to src/styles/global.css, or fix the name):`);
  for (const [name, files] of [...missing].sort()) console.error(`  ${name}  (${[...files].join(', ')})`);
  process.exit(1);
}
console.log(`every class the pages and islands write is defined by the built CSS (${defined.size} selectors)`);
