/**
 * One page request's sign-in, looked up once: a server page asks the API in process several times for
 * the same shopper (their profile, their cart, their visited stores), and each call would otherwise
 * read the session and the customer again. The in-process transport runs every call of one page
 * request inside the same scope (src/server/api/in-process.ts); the guard (./auth-guard.ts) answers a
 * token from it. Outside a page request (a browser or app calling /api/v1) there is no scope and every
 * call reads the session, as a revoked token must be refused at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type PageSessions = Map<string, Promise<unknown>>;

const scope = new AsyncLocalStorage<PageSessions>();

/** run one in-process API call inside its page request's scope */
export const withinPage = <T>(sessions: PageSessions, call: () => T): T => scope.run(sessions, call);

/** the token's answer, read once per page request (every time outside one) */
export function oncePerPage<T>(token: string, read: () => Promise<T>): Promise<T> {
  const sessions = scope.getStore();
  if (!sessions) return read();
  let found = sessions.get(token) as Promise<T> | undefined;
  if (!found) {
    found = read();
    sessions.set(token, found);
    // a failure is not kept: the next call of the page reads again
    found.catch(() => sessions.delete(token));
  }
  return found;
}
