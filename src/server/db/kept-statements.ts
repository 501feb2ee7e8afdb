/**
 * The embedded database's statements parsed and planned once (issue 16).
 *
 * PGlite's `query` sends each statement as an unnamed one: it is parsed, described and planned
 * again on every call, in six trips into its WebAssembly. A page's small reads (the shopper's
 * session, their order counts, their cart lines) spent most of their time there: 1.1 ms for the
 * session's lookup, against 0.4 ms for the same statement prepared.
 *
 * Here a statement is prepared under a name the first time its text is met (Parse and Describe),
 * and each later call is one trip: Bind, Execute and Sync in one message. PostgreSQL's plan cache
 * then decides, as for any prepared statement, when a generic plan may stand for every call
 * (`plan_cache_mode`). The most recently used statements are kept (`max`); the least recently used
 * one is closed when another needs its place.
 *
 * Only what Drizzle and the database host use changes: `query` and a transaction's `query`. Any
 * other statement (a BEGIN, a schema change, a COPY) goes the way PGlite sends it.
 *
 * A statement sent on the database from inside its own open transaction's work, which would wait for
 * it forever, fails at once (./own-transaction.ts).
 */
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { asOwnTransaction, refuseInsideOwnTransaction } from './own-transaction';
import { concatBytes } from '../../lib/bytes';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** the statements worth keeping: reads and writes, not transaction control or schema changes */
const KEPT = /^\s*(select|insert|update|delete|with|values)\b/i;

/** SQLSTATE of `cached plan must not change result type`: a kept statement's table changed its columns */
const FEATURE_NOT_SUPPORTED = '0A000';

const keyOf = (text: string, options?: QueryOptions) => (options?.paramTypes?.length ? `${options.paramTypes.join(',')}\u0000${text}` : text);

interface Kept {
  name: string;
  /** the parameters' type OIDs, as PostgreSQL inferred them */
  paramTypes: number[];
  /** the statement's RowDescription (or NoData), as a result set's head */
  head: BackendMessage[];
}

/** PGlite's serialisation of a parameter for its type (its own `query` does the same) */
function serializeValues(pg: PGlite, params: unknown[], types: number[], options?: QueryOptions) {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serialize = options?.serializers?.[types[i]] ?? pg.serializers[types[i]];
    return serialize ? serialize(param) : String(param);
  });
}


/** PGlite's own errors carry the statement; these do too */
function withStatement(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Makes `pg`'s `query` (and its transactions' `query`) keep their statements prepared. Returns the
 * same client; `keptStatementsOf(pg)` tells how many are kept.
 */
export function keepStatements(pg: PGlite, max = 300): PGlite {
  const kept = new Map<string, Kept>();
  let next = 1;
  /** statements to close with the next message: they lost their place */
  const toClose: string[] = [];

  /** the statement for `text` and these parameter types, prepared if new (inside the query lock) */
  async function statementFor(text: string, options?: QueryOptions): Promise<Kept> {
    const key = keyOf(text, options);
    const known = kept.get(key);
    if (known) {
      // most recently used last
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const name = `kept_${next++}`;
    const messages = await pg.execProtocolStream(
      concatBytes([
        ...toClose.splice(0).map((old) => protocol.serialize.close({ type: 'S', name: old })),
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Kept = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      head: messages.filter((m) => m.name === 'rowDescription' || m.name === 'noData'),
    };
    kept.set(key, statement);
    if (kept.size > max) {
      const [oldestKey, oldest] = kept.entries().next().value as [string, Kept];
      kept.delete(oldestKey);
      toClose.push(oldest.name);
    }
    return statement;
  }

  /** a statement whose tables changed shape under it (`cached plan must not change result type`) is prepared anew next time */
  function forget(text: string, options?: QueryOptions) {
    const key = keyOf(text, options);
    const statement = kept.get(key);
    if (!statement) return;
    kept.delete(key);
    toClose.push(statement.name);
  }

  /**
   * The parsers for a result: PGlite's own with the caller's few on top. PGlite's parseResults
   * copies its whole map (380 types) into a new object for every statement that brings parsers, as
   * Drizzle's all do: 0.2 ms a statement, half of a small read. Here the caller's few sit on a layer
   * over PGlite's map (a lookup falls through to it): a copy of a handful of keys.
   */
  type Parsers = Parameters<typeof parse.parseResults>[1];
  const parsersFor = (options: QueryOptions | undefined): Parsers =>
    options?.parsers ? Object.assign(Object.create(pg.parsers) as Parsers, options.parsers) : (pg.parsers as Parsers);

  /** one statement, its connection already ours (the query lock held) */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      const statement = await statementFor(text, options);
      const values = serializeValues(pg, params, statement.paramTypes, options);
      const messages = await pg.execProtocolStream(
        concatBytes([protocol.serialize.bind({ statement: statement.name, values: values as string[] }), protocol.serialize.execute({}), protocol.serialize.sync()]),
        { syncToFs: false },
      );
      const parsed = parse.parseResults([...statement.head, ...messages], parsersFor(options), options?.parsers ? { ...options, parsers: undefined } : options);
      return parsed[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED) forget(text, options);
      throw withStatement(error, text, params, options);
    }
  }

  const keeps = (text: string, options?: QueryOptions) => KEPT.test(text) && !options?.blob;

  const query = pg.query.bind(pg);
  const transaction = pg.transaction.bind(pg);

  pg.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    refuseInsideOwnTransaction(text);
    if (!keeps(text, options)) return query<T>(text, params, options);
    // as PGlite's own `query`: never inside another's transaction, and written through when done
    return pg._runExclusiveTransaction(async () => {
      const result = await pg._runExclusiveQuery(() =>
        // a statement whose table changed its columns is prepared again and run once more (in a transaction the refusal aborts it)
        run<T>(text, params, options).catch((error: unknown) => ((error as { code?: unknown }).code === FEATURE_NOT_SUPPORTED ? run<T>(text, params, options) : Promise.reject(error))),
      );
      await pg.syncToFs();
      return result;
    });
  };

  pg.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const ours: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (!keeps(text, options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return pg._runExclusiveQuery(() => run<R>(text, params, options));
          },
        },
      });
      return asOwnTransaction(() => callback(ours));
    });

  sizes.set(pg, () => kept.size);
  return pg;
}

const sizes = new WeakMap<PGlite, () => number>();

/** how many statements `pg` keeps prepared now, or undefined when it keeps none */
export const keptStatementsOf = (pg: PGlite): number | undefined => sizes.get(pg)?.();
