/**
 * Each SQL statement's time on /metrics (issue 47.3), measured where the driver runs it: PGlite's
 * `query` and its transactions' `query`, a PostgreSQL pool's clients' `query`, and the pool's use.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { metrics, watchPool } from './metrics';

type Observe = (seconds: number) => void;

/** `fn`, with the time its promise takes observed (a call without one, pg's callback form, is not) */
function timed<F extends (...args: never[]) => unknown>(fn: F, observe: Observe): F {
  return ((...args: Parameters<F>) => {
    const started = performance.now();
    const result = fn(...args);
    if (result instanceof Promise) {
      const done = () => observe((performance.now() - started) / 1000);
      result.then(done, done);
    }
    return result;
  }) as F;
}

const observerFor = (db: 'pglite' | 'postgres'): Observe => {
  const histogram = metrics.statements.labels({ db });
  return (seconds) => histogram.observe(seconds);
};

/** Time the embedded database's statements, inside transactions too. */
export function timeEmbeddedStatements(pg: PGlite): PGlite {
  const observe = observerFor('pglite');
  pg.query = timed(pg.query.bind(pg), observe) as PGlite['query'];
  const transaction = pg.transaction.bind(pg);
  pg.transaction = (<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => callback(Object.create(tx, { query: { value: timed(tx.query.bind(tx), observe) } }) as Transaction))) as PGlite['transaction'];
  return pg;
}

/** Time the statements of a server process whose database another process holds (src/server/db/embedded-remote.ts): the round trip. */
export function timeRemoteStatements<T extends { query: (...args: never[]) => Promise<unknown> }>(remote: T): T {
  remote.query = timed(remote.query.bind(remote), observerFor('pglite')) as T['query'];
  return remote;
}

/** Time every statement of the pool's clients, and report the pool's connections. */
export function timePoolStatements(pool: Pool): Pool {
  const observe = observerFor('postgres');
  watchPool(pool);
  pool.on('connect', (client: PoolClient) => {
    client.query = timed(client.query.bind(client), observe) as PoolClient['query'];
  });
  return pool;
}
