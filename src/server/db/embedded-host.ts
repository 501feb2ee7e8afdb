/**
 * The process that holds the embedded database serves it to the server processes (issue 16).
 *
 * PGlite lives in one process: its files cannot be opened twice. With several server processes
 * (WEB_CONCURRENCY, scripts/start.mjs), the cluster's primary opens it and runs their statements;
 * rendering, the API's work and compression spread over the cores. Each statement runs on PGlite
 * as it would in the server's own process:
 * - a transaction takes PGlite for its owner until the owner commits or rolls back; other
 *   statements wait for it, as they do in one process;
 * - a server process that dies in a transaction has it rolled back;
 * - a notification (reference data changed, an order moved) reaches every process listening.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { errorFields, isRequest, type Ask, type QueryAsk, type Reply } from './embedded-messages';
import { loggerFor } from '../observability/logger';
import { dumpEmbedded } from './backup';

const log = loggerFor('embedded-host');

/** A server process as the host sees it: what it sends arrives through `HostLink.onMessage`. */
export interface HostLink<P> {
  send(peer: P, reply: Reply): void;
  onMessage(handler: (peer: P, message: unknown) => void): void;
  onGone(handler: (peer: P) => void): void;
}

interface OpenTransaction<P> {
  owner: P;
  tx: Transaction;
  end: (commit: boolean) => void;
  ended: Promise<void>;
}

const keepAsText = (oids: number[]) => Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));

export function hostEmbedded<P>(db: PGlite, link: HostLink<P>): void {
  const transactions = new Map<number, OpenTransaction<P>>();
  const channels = new Map<string, { peers: Set<P>; stop: Promise<() => Promise<void>> }>();
  let nextTx = 1;

  const run = (q: QueryAsk, tx?: Transaction) =>
    (tx ?? db).query(q.text, q.params, { rowMode: q.rowMode, parsers: keepAsText(q.keep) }).then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));

  function begin(owner: P): Promise<{ tx: number }> {
    const id = nextTx++;
    let decide: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    let opened: (tx: Transaction) => void = () => {};
    const started = new Promise<Transaction>((resolve) => (opened = resolve));
    const rollback = new Error('rolled back by its owner');
    const ended = db
      .transaction(async (tx) => {
        opened(tx);
        if (!(await decided)) throw rollback;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== rollback) throw error;
        },
      )
      .finally(() => transactions.delete(id));
    const refused = ended.then(() => Promise.reject(new Error('the transaction ended before it began')));
    return Promise.race([started, refused]).then((tx) => {
      transactions.set(id, { owner, tx, end: decide, ended });
      return { tx: id };
    });
  }

  async function end(owner: P, id: number, commit: boolean): Promise<null> {
    const open = transactions.get(id);
    if (!open || open.owner !== owner) throw new Error(`no open transaction ${id} of this process`);
    open.end(commit);
    await open.ended;
    return null;
  }

  async function listen(peer: P, channel: string): Promise<null> {
    let subscription = channels.get(channel);
    if (!subscription) {
      const peers = new Set<P>();
      const stop = db.listen(channel, (payload) => {
        for (const p of peers) link.send(p, { kind: 'embedded-db-notify', channel, payload });
      });
      subscription = { peers, stop };
      channels.set(channel, subscription);
    }
    subscription.peers.add(peer);
    await subscription.stop;
    return null;
  }

  async function unlisten(peer: P, channel: string): Promise<null> {
    const subscription = channels.get(channel);
    if (!subscription) return null;
    subscription.peers.delete(peer);
    if (!subscription.peers.size) {
      channels.delete(channel);
      await (await subscription.stop)();
    }
    return null;
  }

  function answer(peer: P, ask: Ask): Promise<unknown> {
    switch (ask.op) {
      case 'query': {
        if (ask.tx === undefined) return run(ask);
        const open = transactions.get(ask.tx);
        if (!open || open.owner !== peer) return Promise.reject(new Error(`no open transaction ${ask.tx} of this process`));
        return run(ask, open.tx);
      }
      case 'dump':
        // a backup (src/server/db/backup.ts), as bytes: a Blob does not cross to another process
        return dumpEmbedded(db).then((blob) => blob.arrayBuffer());
      case 'begin':
        return begin(peer);
      case 'end':
        return end(peer, ask.tx, ask.commit);
      case 'listen':
        return listen(peer, ask.channel);
      case 'unlisten':
        return unlisten(peer, ask.channel);
    }
  }

  link.onMessage((peer, message) => {
    if (!isRequest(message)) return;
    answer(peer, message.ask).then(
      (result) => link.send(peer, { kind: 'embedded-db-reply', id: message.id, result }),
      (error: unknown) => link.send(peer, { kind: 'embedded-db-reply', id: message.id, error: errorFields(error) }),
    );
  });

  link.onGone((peer) => {
    for (const open of transactions.values()) if (open.owner === peer) open.end(false);
    for (const channel of [...channels.keys()]) void unlisten(peer, channel).catch((error: unknown) => log.error({ err: error }, 'unlisten failed'));
  });
}
