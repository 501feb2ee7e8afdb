/**
 * A query Drizzle builds once per database handle, then only runs (issue 16).
 *
 * Drizzle turns a query builder into SQL text on every call: for the signed-in shopper's three
 * reads on each page (their session, their order counts, their cart lines) that was a tenth of a
 * server process's time. A query written with `sql.placeholder(...)` for its values and given here
 * is built the first time a handle (the database, or a transaction) runs it, and the handle keeps
 * it. The statement's name is the one PostgreSQL prepares it under (node-postgres), so it must be
 * unique (node-postgres refuses one name for two texts); the embedded database keeps every statement prepared by its text anyway
 * (./kept-statements.ts).
 */
import type { Db } from './client';

interface Runnable<P, R> {
  execute(params: P): Promise<R>;
}

export function builtOnce<P extends Record<string, unknown>, R>(name: string, build: (db: Db, name: string) => Runnable<P, R>): (db: Db, params: P) => Promise<R> {
  const byHandle = new WeakMap<Db, Runnable<P, R>>();
  return (db, params) => {
    let query = byHandle.get(db);
    if (!query) byHandle.set(db, (query = build(db, name)));
    return query.execute(params);
  };
}
