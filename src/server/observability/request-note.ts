/**
 * What the log line of a request says about it, filled in as the request goes (issue 47.2): its id,
 * the route's pattern (the page's file, or the API's route) and the kind of shopper. The front
 * (./http-observer.ts) opens a note for every request; the page middleware and the API write into it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from './process-wide.ts';

export type ShopperKind = 'anonymous' | 'guest' | 'customer';

export interface RequestNote {
  id: string;
  /** the route's pattern, '/store/[id]' or '/api/v1/items/details/:id'; unset: no route took it (a file, or not found) */
  route?: string;
  shopper: ShopperKind;
}

const notes = processWide('request-notes', () => new AsyncLocalStorage<RequestNote>());

export const withRequestNote = <T>(note: RequestNote, run: () => T): T => notes.run(note, run);

/** This request's note, if a front opened one (not in tests that call the app directly). */
export const requestNote = (): RequestNote | undefined => notes.getStore();

/** The route that took the request. The first one named keeps it: a page's in-process API calls do not rename the page. */
export function noteRoute(pattern: string): void {
  const note = notes.getStore();
  if (note && !note.route) note.route = pattern;
}
