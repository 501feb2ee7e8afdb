/**
 * The embedded database is one session: a statement sent on it while a transaction is open waits
 * until the transaction ends. Sent from inside that transaction's own work (a service handed the
 * database where it needed the transaction), it waits forever, and every statement after it with
 * it: the whole server hangs. The embedded database's clients (./kept-statements.ts in the process
 * that holds it, ./embedded-remote.ts in the server processes it serves) run each transaction's work
 * under `asOwnTransaction`, and refuse at once a statement sent outside it from within.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const open = new AsyncLocalStorage<{ open: boolean }>();

export class StatementInOwnTransactionError extends Error {
  constructor(readonly query: string) {
    super(`a statement on the embedded database from inside its own open transaction would wait for that transaction forever; send it through the transaction: ${query.slice(0, 200)}`);
  }
}

/** runs a transaction's work, marked as such until it settles */
export function asOwnTransaction<T>(work: () => Promise<T>): Promise<T> {
  const state = { open: true };
  return open.run(state, work).finally(() => {
    state.open = false;
  });
}

/** throws when called from inside an open transaction's work: a statement sent on the database there would never run */
export function refuseInsideOwnTransaction(query: string): void {
  if (open.getStore()?.open) throw new StatementInOwnTransactionError(query);
}
