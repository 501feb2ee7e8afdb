/**
 * Queries built once per database handle (src/server/db/built-once.ts, issue 16): the builder runs
 * the first time a handle runs the query, never again for that handle, and anew for another handle
 * (a transaction); every run gets its own values.
 */
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../src/server/db/built-once';
import type { Db } from '../../src/server/db/client';

const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

describe('builtOnce', () => {
  // opening PGlite (loading its WebAssembly) takes seconds on a loaded 2-core machine: more than the default 5 s budget may allow
  it('builds a query once per handle and runs it with each call’s values', { timeout: 60_000 }, async () => {
    const pg = await PGlite.create();
    await pg.exec(`create table notes (id integer primary key, body text not null); insert into notes values (1, 'one'), (2, 'two')`);
    const db = drizzle({ client: pg }) as unknown as Db;
    let builds = 0;
    const bodyOf = builtOnce('test_note_body', (handle, name) => {
      builds++;
      return handle.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare(name);
    });
    expect(await bodyOf(db, { id: 1 })).toEqual([{ body: 'one' }]);
    expect(await bodyOf(db, { id: 2 })).toEqual([{ body: 'two' }]);
    expect(await bodyOf(db, { id: 3 })).toEqual([]);
    expect(builds).toBe(1);
    // a transaction is a handle of its own: the query is built for it, and sees its work
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'one, changed' }).where(eq(notes.id, 1));
      expect(await bodyOf(tx as unknown as Db, { id: 1 })).toEqual([{ body: 'one, changed' }]);
      expect(await bodyOf(tx as unknown as Db, { id: 2 })).toEqual([{ body: 'two' }]);
    });
    expect(builds).toBe(2);
    expect(await bodyOf(db, { id: 1 })).toEqual([{ body: 'one, changed' }]);
    expect(builds).toBe(2);
    await pg.close();
  });
});
