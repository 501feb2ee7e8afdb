/**
 * Several server processes on one embedded database (issue 16): the host runs their statements on
 * its PGlite, transactions keep their owner's statements together, a process that dies has its
 * transaction rolled back, and notifications reach every process listening. The processes here are
 * two links to one host, with messages copied as IPC copies them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hostEmbedded } from '../../src/server/db/embedded-host';
import { RemoteEmbedded } from '../../src/server/db/embedded-remote';
import { isUniqueViolation } from '../../src/server/db/errors';
import { StatementInOwnTransactionError } from '../../src/server/db/own-transaction';

type Peer = { name: string; deliver: (message: unknown) => void; gone: boolean };
const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull(), at: timestamp('at', { mode: 'string' }).notNull().defaultNow() });

let db: PGlite;
let onMessage: (peer: Peer, message: unknown) => void = () => {};
let onGone: (peer: Peer) => void = () => {};
const later = (fn: () => void) => setTimeout(fn, 0);

function serverProcess(name: string): { remote: RemoteEmbedded; peer: Peer } {
  const handlers: Array<(message: unknown) => void> = [];
  const peer: Peer = { name, gone: false, deliver: (message) => later(() => handlers.forEach((h) => h(structuredClone(message)))) };
  const remote = new RemoteEmbedded({
    send: (request) => later(() => !peer.gone && onMessage(peer, structuredClone(request))),
    onMessage: (handler) => handlers.push(handler),
  });
  return { remote, peer };
}
const die = (peer: Peer) => {
  peer.gone = true;
  onGone(peer);
};

/** opening PGlite (loading its WebAssembly) takes seconds on a loaded 2-core machine: more than the default 10 s budget may allow */
const OPENING_PGLITE_MS = 60_000;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table notes (id integer primary key, body text not null, at timestamp not null default now())`);
  hostEmbedded<Peer>(db, {
    send: (peer, reply) => !peer.gone && peer.deliver(reply),
    onMessage: (handler) => (onMessage = handler),
    onGone: (handler) => (onGone = handler),
  });
}, OPENING_PGLITE_MS);
afterAll(() => db.close());

describe('the embedded database served to server processes', () => {
  it('runs Drizzle statements, values kept as Drizzle reads them, errors with their SQLSTATE', async () => {
    const { remote } = serverProcess('a');
    const orm = drizzle({ client: remote as unknown as PGlite });
    await orm.insert(notes).values({ id: 1, body: 'first' });
    const [row] = await orm.select().from(notes);
    expect(row).toMatchObject({ id: 1, body: 'first' });
    expect(typeof row.at).toBe('string'); // a timestamp stays text, as Drizzle's own parsers keep it
    const duplicate = await orm.insert(notes).values({ id: 1, body: 'again' }).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect((await remote.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('keeps a transaction to its owner: others wait for it and see it whole, or not at all', async () => {
    const a = drizzle({ client: serverProcess('a').remote as unknown as PGlite });
    const b = drizzle({ client: serverProcess('b').remote as unknown as PGlite });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => {};
    const firstInsert = new Promise<void>((resolve) => (inserted = resolve));
    const writing = a.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 10, body: 'one' });
      inserted();
      await held;
      await tx.insert(notes).values({ id: 11, body: 'two' });
    });
    await firstInsert;
    // b's read waits for a's transaction to end, then sees both rows
    const reading = b.select({ n: sql<number>`count(*)::int` }).from(notes).where(sql`id >= 10`);
    release();
    await writing;
    expect((await reading)[0].n).toBe(2);

    // a transaction that throws leaves nothing
    await expect(
      a.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 20, body: 'gone' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await b.select().from(notes).where(sql`id = 20`)).length).toBe(0);
  });

  it('refuses at once a statement a process sends outside its own open transaction from inside it, which would wait forever', async () => {
    const orm = drizzle({ client: serverProcess('a').remote as unknown as PGlite });
    await expect(
      orm.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 30, body: 'thirty' });
        await orm.select().from(notes).where(sql`id = 30`);
      }),
    ).rejects.toMatchObject({ cause: expect.any(StatementInOwnTransactionError) });
    // rolled back, and the host serves on
    expect(await orm.select().from(notes).where(sql`id = 30`)).toEqual([]);
  });

  it('rolls back the transaction of a process that dies in it, and goes on serving the others', async () => {
    const dying = serverProcess('dying');
    const other = drizzle({ client: serverProcess('other').remote as unknown as PGlite });
    let inserted: () => void = () => {};
    const firstInsert = new Promise<void>((resolve) => (inserted = resolve));
    void dying.remote
      .transaction(async (tx) => {
        await tx.query(`insert into notes (id, body) values (30, 'half')`);
        inserted();
        await new Promise(() => {}); // never ends: its process dies
      })
      .catch(() => {});
    await firstInsert;
    const reading = other.select().from(notes).where(sql`id = 30`);
    die(dying.peer);
    expect(await reading).toEqual([]);
  });

  it('tells every listening process of a notification, and stops when they stop', async () => {
    const a = serverProcess('a').remote;
    const b = serverProcess('b').remote;
    const heardA: string[] = [];
    const heardB: string[] = [];
    const stopA = await a.listen('reference_data', (p) => heardA.push(p));
    await b.listen('reference_data', (p) => heardB.push(p));
    await a.query(`notify reference_data, 'stores'`);
    await expect.poll(() => [heardA, heardB]).toEqual([['stores'], ['stores']]);
    await stopA();
    await b.query(`notify reference_data, 'zones'`);
    await expect.poll(() => heardB).toEqual(['stores', 'zones']);
    expect(heardA).toEqual(['stores']);
  });
});
