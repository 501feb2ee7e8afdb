/** Caching has one room (issue 44.2): docs/caching.md is the code's table of every cache. */
import { readFileSync } from 'node:fs';
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
});
