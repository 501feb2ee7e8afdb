#!/usr/bin/env node
/**
 * One server process: the API's reads by Hono's own Node listener (src/server/api/api-front.ts),
 * static files (hashed /_astro assets cached for a year), fresh pages from the page cache, then the
 * Astro app (pages, and the API's writes), all behind response compression. scripts/start.mjs imports it (one
 * process) or runs it in each process of the cluster (WEB_CONCURRENCY); its environment is set there.
 *
 * Every request gets an id and one log line (src/server/observability/http-observer.ts). On SIGTERM
 * or SIGINT the process drains (issue 47.4): /readyz answers 503, event streams end with a `retry:`
 * hint; after SHUTDOWN_DELAY_MS (0 by default) no new connection is taken, the requests in flight
 * finish (for at most SHUTDOWN_TIMEOUT_MS),
 * the database closes, and the process exits 0.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cluster from 'node:cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Number(process.env.STOREFRONT_STARTED_AT ?? Date.now());
const { handler } = await import(path.join(root, 'dist/server/entry.mjs'));
const { frontChain } = await import('./front-door.mjs');
const { observeHttp } = await import('../src/server/observability/http-observer.ts');
const { loggerFor } = await import('../src/server/observability/logger.ts');
const { runShutdownHooks, startDraining } = await import('../src/server/observability/lifecycle.ts');
const { frontOrAstro } = await import('../src/server/cache/front-pages.ts');
const { apiOrNext } = await import('../src/server/api/api-front.ts');
const { env } = await import('../src/server/core/env.ts');
const { default: compression } = await import('compression');
const { default: sirv } = await import('sirv');
const { createServer } = await import('node:http');
const { constants: zlib } = await import('node:zlib');
const log = loggerFor('server');
// Pages come compressed already (src/lib/compress-page.ts); this compresses the rest (API answers).
// Brotli's window is 256 KiB, not its default 4 MiB: set up for every answer, that doubled the cost.
// An event stream (order tracking) goes out as written: compressing would hold its events back.
const compress = compression({
  brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  filter: (req, res) => !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});
const assets = sirv(path.join(root, 'dist/client'), {
  etag: true,
  setHeaders(res, pathname) {
    // CACHE=off: nothing is kept anywhere, files included (src/server/cache/policy.ts)
    res.setHeader('cache-control', process.env.CACHE === 'off' ? 'no-store' : pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  },
});
const trustProxy = process.env.TRUST_PROXY === 'true' || Number(process.env.TRUST_PROXY) > 0;
const observe = observeHttp(trustProxy);
// security headers, refused methods and the pages' body limit first (scripts/front-door.mjs); then
// /api/v1 by the API's own listener (src/server/api/api-front.ts), files, a fresh kept page before
// Astro (src/server/cache/front-hit.ts), and the rest by Astro
const front = frontChain(observe, trustProxy, (req, res) =>
  compress(req, res, () => apiOrNext(req, res, () => assets(req, res, () => frontOrAstro(req, res, () => handler(req, res))))),
);
const server = createServer((req, res) => {
  // without a trusted proxy no client-written X-Forwarded-For reaches Astro, whose clientAddress may read it
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  front(req, res);
});
server.listen(Number(process.env.PORT), process.env.HOST, () => {
  // in a cluster the primary says it once, when every process listens
  if (cluster.isWorker) return;
  log.info({ seconds: Number(((Date.now() - started) / 1000).toFixed(1)), url: `http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}` }, 'serving');
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const { SHUTDOWN_TIMEOUT_MS: timeoutMs, SHUTDOWN_DELAY_MS: delayMs } = env();
  log.info({ signal, timeoutMs, delayMs }, 'draining: finishing the requests in flight');
  startDraining();
  // a load balancer that polls /readyz (503 now) takes the process out before it stops listening
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const closed = new Promise((resolve) => server.close(resolve));
  // keep-alive connections with nothing in flight go now; the rest when their answer is done
  server.closeIdleConnections();
  const late = setTimeout(() => {
    log.warn({ timeoutMs }, 'requests still in flight after the shutdown timeout: closing them');
    server.closeAllConnections();
  }, timeoutMs);
  late.unref();
  await closed;
  clearTimeout(late);
  await runShutdownHooks().catch((error) => log.error({ err: error }, 'closing failed'));
  log.info('stopped');
  // the log's last lines are written before the process goes
  log.flush?.(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
