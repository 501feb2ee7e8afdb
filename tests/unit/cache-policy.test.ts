/** Caching has one room (issue 44.2): docs/caching.md is the code's table of every cache. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheTableMarkdown, CACHES } from '../../src/server/cache/policy';

describe('the table of caches', () => {
  it('docs/caching.md shows exactly the table the code holds', () => {
    const doc = readFileSync(new URL('../../docs/caching.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- the table: generated from CACHES -->') + '<!-- the table: generated from CACHES -->'.length, doc.indexOf('<!-- end of the table -->')).trim();
    expect(table).toBe(cacheTableMarkdown());
  });

  it('names, for each cache, what empties it and its switch', () => {
    expect(CACHES.length).toBeGreaterThanOrEqual(8);
    for (const c of CACHES) for (const field of [c.keeps, c.key, c.lifetime, c.emptiedBy, c.switch, c.where]) expect(field.length, c.name).toBeGreaterThan(0);
  });

  it('is one room: every cache is built in src/server/cache, and each file there that keeps one is in the table', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const sources = walk(path.join(root, 'src')).filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f)).map((f) => path.relative(root, f));
    const building = sources.filter((f) => /from 'lru-cache'|new LRUCache\b/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(building.filter((f) => !f.startsWith('src/server/cache/'))).toEqual([]);
    const named = CACHES.flatMap((c) => [...c.where.matchAll(/src\/[\w/.-]+\.(?:ts|mjs)/g)].map((m) => m[0]));
    for (const f of named) expect(existsSync(path.join(root, f)), f).toBe(true);
    for (const f of building) expect(named, `${f} keeps a cache the table does not name`).toContain(f);
  });
});
