#!/usr/bin/env node
/**
 * One server process: static files first (hashed /_astro assets cached for a year), then the Astro
 * app (pages and /api/v1), all behind response compression. scripts/start.mjs imports it (one
 * process) or runs it in each process of the cluster (WEB_CONCURRENCY); its environment is set there.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cluster from 'node:cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Number(process.env.STOREFRONT_STARTED_AT ?? Date.now());
const { handler } = await import(path.join(root, 'dist/server/entry.mjs'));
const { frontDoor } = await import('./front-door.mjs');
const { default: compression } = await import('compression');
const { default: sirv } = await import('sirv');
const { createServer } = await import('node:http');
const { constants: zlib } = await import('node:zlib');
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
const server = createServer((req, res) => {
  // without a trusted proxy no client-written X-Forwarded-For reaches Astro, whose clientAddress may read it
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  // security headers, refused methods and the pages' body limit first (scripts/front-door.mjs)
  frontDoor(req, res, trustProxy, () => compress(req, res, () => assets(req, res, () => handler(req, res))));
});
server.listen(Number(process.env.PORT), process.env.HOST, () => {
  // in a cluster the primary says it once, when every process listens
  if (cluster.isWorker) return;
  console.log(`[start] serving after ${((Date.now() - started) / 1000).toFixed(1)} s on http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
