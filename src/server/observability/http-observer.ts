/**
 * Every request, seen from the server's front (scripts/serve.mjs; issue 47.2, 47.3): an id (the
 * trusted proxy's X-Request-Id, else a new one), echoed in the answer's X-Request-Id; a note the
 * app fills in (the route's pattern, the kind of shopper: ./request-note.ts); and when the answer
 * is done, one log line and one observation of the request-duration histogram.
 *
 * Neither the line nor the metric holds the request's path or query, which may carry a payment
 * session or a contact: only the route's pattern. A request no route took is 'static' (a file) or
 * 'unmatched'.
 *
 * Imported by scripts/serve.mjs as it is (Node strips the types), so its imports name their files.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLog } from './logger.ts';
import { metrics } from './metrics.ts';
import { withRequestNote, type RequestNote } from './request-note.ts';

/** what a proxy's request id may look like to be taken as it is */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const given = trustProxy ? req.headers['x-request-id'] : undefined;
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const log = requestLog();

export function observeHttp(trustProxy: boolean) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const note: RequestNote = { id: requestIdOf(req, trustProxy), shopper: 'anonymous' };
    res.setHeader('x-request-id', note.id);
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = note.route ?? (res.statusCode < 400 && req.method === 'GET' ? 'static' : 'unmatched');
      const status = res.statusCode;
      metrics.requests.observe({ route, method: req.method ?? 'GET', status: String(status) }, seconds);
      const line = { reqId: note.id, method: req.method, route, status, ms: Math.round(seconds * 10_000) / 10, shopper: note.shopper, ...(res.writableFinished ? {} : { aborted: true }) };
      if (status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    });
    withRequestNote(note, next);
  };
}
