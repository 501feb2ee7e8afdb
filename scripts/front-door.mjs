/**
 * What the server answers before a request reaches Astro (issue 43.2, 43.9, 43.11):
 * - every answer starts with the security headers (src/lib/security-headers.ts), so a static file,
 *   a refusal from here and the adapter's own error answers carry them too;
 * - TRACE, TRACK and CONNECT get 405 (a web Request cannot hold them: the adapter answered 500);
 * - a page's form body is read here, at most PAGE_BODY_BYTES, and refused with 413 while it streams:
 *   a declared length beyond it at once, a chunked body as soon as it passes it, before any parsing.
 *   The body the page then reads is the buffer read here. /api/v1 keeps its own limits (1 MB, more
 *   for the routes that take images: src/server/api/app.ts), counted as the body streams too.
 */
import { AsyncResource } from 'node:async_hooks';
import { addSecurityHeaders, cameOverHttps } from '../src/lib/security-headers.ts';
import { METHODS_WITHOUT_BODY } from '../src/lib/http-methods.ts';
import en from '../src/lib/i18n/en.json' with { type: 'json' };

/** the pages' forms (add to cart, newsletter, interests) are a few hundred bytes; the API's plain limit */
export const PAGE_BODY_BYTES = 1024 * 1024;
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Node's response as the header target addSecurityHeaders writes to */
const headerTarget = (res) => ({
  has: (name) => res.hasHeader(name),
  get: (name) => {
    const v = res.getHeader(name);
    return v === undefined ? null : String(v);
  },
  set: (name, value) => res.setHeader(name, value),
});

/**
 * A short plain answer from the door; the connection closes after it. What is left of the body is
 * read and dropped, not kept (a client still sending would otherwise meet a reset and lose the
 * answer); the server's request timeout bounds how long.
 */
function refuse(req, res, status, message, headers = {}) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(message);
  req.resume();
}

/**
 * Run `next()` once the request may go on, in the caller's async context; answer here when it may
 * not. `trustProxy`: whether a proxy in front says how the shopper came (X-Forwarded-Proto, for HSTS).
 */
export function frontDoor(req, res, trustProxy, next) {
  const scheme = req.socket?.encrypted ? 'https:' : 'http:';
  const https = cameOverHttps(new URL(`${scheme}//door`), { get: (name) => req.headers[name] ?? null }, trustProxy);
  addSecurityHeaders(headerTarget(res), { https });
  const method = (req.method ?? 'GET').toUpperCase();
  if (REFUSED_METHODS.has(method)) return refuse(req, res, 405, en.api.method_not_allowed, { allow: ALLOWED_METHODS.join(', ') });
  if (METHODS_WITHOUT_BODY.has(method) || (req.url ?? '/').startsWith('/api/')) return next();
  const declared = Number(req.headers['content-length']);
  if (declared > PAGE_BODY_BYTES) return refuse(req, res, 413, en.api.body_too_large);
  const chunks = [];
  let size = 0;
  let over = false;
  req.on('data', (chunk) => {
    if (over) return;
    size += chunk.length;
    if (size > PAGE_BODY_BYTES) {
      over = true;
      chunks.length = 0;
      refuse(req, res, 413, en.api.body_too_large);
      return;
    }
    chunks.push(chunk);
  });
  // the stream's event runs outside this request's async context (its log note): bound to it here, on
  // the body's path alone. Bound for every request, the AsyncResource kept each request's objects
  // alive through a young collection: 10 MB promoted a scavenge on a cache hit (issue 48.4)
  req.on('end', AsyncResource.bind(() => {
    if (over) return;
    // the adapter builds the page's Request from this buffer, not from the stream already read
    req.body = Buffer.concat(chunks, size);
    next();
  }));
  req.on('error', () => {
    over = true;
  });
}

/**
 * The server's front for one request: `observe` opens its note (the log line's id, route and
 * shopper), the door checks it, then `rest` answers it (compression, files, the page cache, Astro)
 * inside the note's async context. Nothing is bound for a request without a body: an AsyncResource
 * made for every request kept its objects alive through the next young collection (issue 48.4).
 */
export const frontChain = (observe, trustProxy, rest) => (req, res) => observe(req, res, () => frontDoor(req, res, trustProxy, () => rest(req, res)));
