/**
 * The embedded database's statements prepared once (src/server/db/kept-statements.ts, issue 16):
 * a statement met again runs its prepared form, answers exactly as PGlite's own `query` does (rows,
 * row modes, parsers, errors), transactions keep their statements together, and only the most
 * recently used statements stay prepared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { keepStatements, keptStatementsOf } from '../../src/server/db/kept-statements';
import { StatementInOwnTransactionError } from '../../src/server/db/own-transaction';
import { isUniqueViolation } from '../../src/server/db/errors';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  price: numeric('price', { mode: 'number' }),
  at: timestamp('at', { mode: 'string' }).notNull().defaultNow(),
});

let pg: PGlite;
/** PGlite's own query on the same database, kept from before: what every answer is compared with */
let plainQuery: PGlite['query'];

/** the statements PostgreSQL holds prepared for this session, by their text (in its order) */
const prepared = async () => (await plainQuery<{ statement: string }>(`select statement from pg_prepared_statements order by statement`)).rows.map((r) => r.statement);

/** opening PGlite (loading its WebAssembly) takes seconds on a loaded 2-core machine: more than the default 10 s budget may allow */
const OPENING_PGLITE_MS = 60_000;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table notes (id integer primary key, body text not null, price numeric, at timestamp not null default now())`);
  plainQuery = pg.query.bind(pg);
  expect(keepStatements(pg, 3)).toBe(pg);
}, OPENING_PGLITE_MS);
afterAll(() => pg.close());

describe('kept statements', () => {
  it('prepares a statement once and runs it prepared after', async () => {
    const read = `select body from notes where id = $1`;
    await pg.query(`insert into notes (id, body, price) values ($1, $2, $3)`, [1, 'one', '1.50']);
    expect(await pg.query(read, [1])).toMatchObject({ rows: [{ body: 'one' }] });
    expect(await pg.query(read, [2])).toMatchObject({ rows: [] });
    expect(await pg.query(read, [1])).toMatchObject({ rows: [{ body: 'one' }] });
    const held = await prepared();
    expect(held.filter((s) => s === read)).toHaveLength(1);
    expect(keptStatementsOf(pg)).toBe(2);
  });

  it('answers as PGlite does: fields, row modes, parsers, affected rows', async () => {
    const text = `select id, body, price, at, $1::int + 1 as next from notes where id = $1`;
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: { 1114: (v: string) => `at ${v}` } }]) {
      const ours = await pg.query(text, [1], options);
      const theirs = await plainQuery(text, [1], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      // the caller's parser stands over PGlite's for its type, and PGlite's still parse the rest
      if (options?.parsers) expect(ours.rows[0]).toEqual([1, 'one', '1.50', expect.stringMatching(/^at \d{4}-/), 2]);
    }
    const updated = await pg.query(`update notes set body = body where id = any($1::int[])`, [[1, 2]]);
    expect(updated.affectedRows).toBe(1);
    // a statement that is not a read or a write goes the way PGlite sends it, and is not kept
    await pg.query(`create index if not exists notes_body on notes (body)`);
    expect(await prepared()).not.toContain(`create index if not exists notes_body on notes (body)`);
  });

  it('keeps only the most recently used, and prepares again one that lost its place', async () => {
    for (const n of [1, 2, 3, 4, 5]) await pg.query(`select ${n} as n`);
    expect(keptStatementsOf(pg)).toBe(3);
    // the one that lost its place last is closed with the next statement prepared
    expect(await prepared()).toEqual([`select 2 as n`, `select 3 as n`, `select 4 as n`, `select 5 as n`]);
    expect((await pg.query<{ n: number }>(`select 1 as n`)).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual([`select 1 as n`, `select 3 as n`, `select 4 as n`, `select 5 as n`]);
    // a statement used again is the most recent: 4, prepared before 5, outlives it
    await pg.query(`select 4 as n`);
    await pg.query(`select 6 as n`);
    await pg.query(`select 7 as n`);
    expect(await prepared()).toEqual([`select 1 as n`, `select 4 as n`, `select 6 as n`, `select 7 as n`]);
  });

  it('gives the database error, with its statement, and goes on after it', async () => {
    await expect(pg.query(`select nothing from notes`)).rejects.toMatchObject({ code: '42703', query: 'select nothing from notes' });
    await expect(pg.query(`select $1::int as n`, ['x'])).rejects.toMatchObject({ code: '22P02' });
    await expect(pg.query(`insert into notes (id, body) values ($1, $2)`, [1, 'again'])).rejects.toSatisfy(isUniqueViolation);
    expect((await pg.query<{ n: number }>(`select $1::int as n`, [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs through Drizzle, in and out of transactions, with rollbacks and waiting statements', async () => {
    const db = drizzle({ client: pg });
    await db.insert(notes).values({ id: 10, body: 'ten', price: 2.25 });
    expect(await db.select({ body: notes.body, price: notes.price }).from(notes).where(eq(notes.id, 10))).toEqual([{ body: 'ten', price: 2.25 }]);
    // a statement outside the transaction waits for it: it never sees its work half done
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'ten, changed' }).where(eq(notes.id, 10));
      outside = db.select({ body: notes.body }).from(notes).where(eq(notes.id, 10));
      await tx.update(notes).set({ body: 'ten, changed twice' }).where(eq(notes.id, 10));
    });
    expect(await outside).toEqual([{ body: 'ten, changed twice' }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(notes).set({ body: 'lost' }).where(eq(notes.id, 10));
        await tx.execute(sql`select refused_here()`);
      }),
    ).rejects.toMatchObject({ cause: { code: '42883' } });
    expect(await db.select({ body: notes.body }).from(notes).where(eq(notes.id, 10))).toEqual([{ body: 'ten, changed twice' }]);
  });

  it('fails a statement sent on the database from inside its own transaction, which would wait forever', async () => {
    const db = drizzle({ client: pg });
    await expect(
      db.transaction(async (tx) => {
        await tx.update(notes).set({ body: 'in the transaction' }).where(eq(notes.id, 10));
        // the database, not the transaction: on one session it waits for the transaction, which waits for it
        await db.select().from(notes).where(eq(notes.id, 10));
      }),
    ).rejects.toMatchObject({ cause: expect.any(StatementInOwnTransactionError) });
    // rolled back, and the database goes on: a statement after the transaction is not refused
    expect(await db.select({ body: notes.body }).from(notes).where(eq(notes.id, 10))).toEqual([{ body: 'ten, changed twice' }]);
  });

  it('prepares anew a statement whose table changed its columns under it', async () => {
    await pg.query(`create table shapes (id integer primary key, a text)`);
    await pg.query(`insert into shapes values (1, 'a')`);
    const read = `select * from shapes where id = $1`;
    expect((await pg.query(read, [1])).rows).toEqual([{ id: 1, a: 'a' }]);
    await pg.query(`alter table shapes add column b text default 'b'`);
    // PostgreSQL refuses the kept plan; the statement is prepared again for the new columns and run again
    expect((await pg.query(read, [1])).rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);
    await pg.query(`alter table shapes drop column a`);
    // in a transaction the refusal aborts it: the next one prepares it anew
    await expect(pg.transaction((tx) => tx.query(read, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await pg.transaction((tx) => tx.query(read, [1]))).rows).toEqual([{ id: 1, b: 'b' }]);
  });
});
