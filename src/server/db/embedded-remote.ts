/**
 * The embedded database as a server process reaches it when the cluster's primary holds it
 * (src/server/db/embedded-host.ts): the part of PGlite's client that Drizzle and the LISTENs use
 * (`query`, `transaction`, `listen`), each call a message to the host.
 */
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Listen } from './listen';
import { errorFrom, isReply, type Ask, type Reply, type Request } from './embedded-messages';
import { asOwnTransaction, refuseInsideOwnTransaction } from './own-transaction';
import { loggerFor } from '../observability/logger';

const log = loggerFor('embedded-remote');

/** The way to the host: what the process sends, and what comes back. */
export interface RemoteLink {
  send(request: Request): void;
  onMessage(handler: (message: unknown) => void): void;
}

/** The link of a cluster worker: its IPC channel to the primary. */
export function processLink(): RemoteLink {
  if (!process.send) throw new Error('EMBEDDED_DB_HOST is set, but this process has no IPC channel to the primary');
  return {
    send: (request) => process.send!(request),
    onMessage: (handler) => process.on('message', handler),
  };
}

/** The OIDs whose parser gives back the text it is given: only those can be asked of the host. */
function keptAsText(parsers: QueryOptions['parsers']): number[] {
  const probe = '\u0000kept';
  return Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse(probe) !== probe) throw new Error(`a parser for type ${oid} cannot cross to the database host: only values kept as text can`);
    return Number(oid);
  });
}

export interface RemoteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class RemoteEmbedded {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** the host's LISTEN of each channel, asked by its first listener */
  private readonly listening = new Map<string, Promise<unknown>>();

  constructor(private readonly link: RemoteLink) {
    link.onMessage((message) => {
      if (isReply(message)) this.receive(message);
    });
  }

  private receive(reply: Reply) {
    if (reply.kind === 'embedded-db-notify') {
      for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const call = this.waiting.get(reply.id);
    if (!call) return;
    this.waiting.delete(reply.id);
    if ('error' in reply) call.reject(errorFrom(reply.error));
    else call.resolve(reply.result);
  }

  private ask<T>(ask: Ask): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      this.link.send({ kind: 'embedded-db', id, ask });
    });
  }

  async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    // the host runs a statement outside a transaction only once every open one has ended
    if (tx === undefined) refuseInsideOwnTransaction(text);
    return this.ask<Results<T>>({ op: 'query', text, params, rowMode: options.rowMode ?? 'object', keep: keptAsText(options.parsers), tx });
  }

  /** Runs `fn` in a transaction of the host's PGlite: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const { tx } = await this.ask<{ tx: number }>({ op: 'begin' });
    let result: T;
    try {
      result = await asOwnTransaction(() => fn({ query: (text, params, options) => this.query(text, params, options, tx) }));
    } catch (error) {
      await this.ask({ op: 'end', tx, commit: false }).catch((rollbackError: unknown) => log.error({ err: rollbackError }, 'rollback failed'));
      throw error;
    }
    await this.ask({ op: 'end', tx, commit: true });
    return result;
  }

  /** LISTEN on the host's PGlite; resolves to the way to stop. */
  readonly listen: Listen = async (channel, onPayload) => {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      this.listening.set(channel, this.ask({ op: 'listen', channel }));
    }
    set.add(onPayload);
    await this.listening.get(channel);
    return async () => {
      set.delete(onPayload);
      if (!set.size && this.listeners.get(channel) === set) {
        this.listeners.delete(channel);
        this.listening.delete(channel);
        await this.ask({ op: 'unlisten', channel });
      }
    };
  };

  /** a backup of the database the host holds (src/server/db/backup.ts) */
  async dump(): Promise<Blob> {
    return new Blob([await this.ask<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {}
}
