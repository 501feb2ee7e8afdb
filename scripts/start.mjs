#!/usr/bin/env node
/**
 * npm start: build when the sources are newer than the build, apply migrations and seed an empty
 * database (a separate short process, so PGlite is never opened twice), then serve on HOST:PORT.
 * `--prepare-only` stops before serving (scripts/e2e.mjs builds and seeds before Playwright starts);
 * `--no-build` serves the existing build even when sources are newer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED = '1';
// the server's React (and anything else that reads it) in its production build: the development build
// checks every element's props and ran a page's render several times slower
process.env.NODE_ENV ??= 'production';
// child tools (astro, tsx) start with `#!/usr/bin/env node`: make that the project's Node 24
process.env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
process.env.HOST ??= '0.0.0.0';
process.env.PORT ??= '4321';
process.env.MIGRATIONS_DIR ??= path.join(root, 'src/server/db/migrations');
const started = Date.now();

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const entry = path.join(root, 'dist/server/entry.mjs');
const sourcesChanged = Math.max(newest('src'), newest('public'), newest('astro.config.mjs'), newest('package.json')) > newest(entry);
const bin = (name) => path.join(root, 'node_modules/.bin', name);
function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// --no-build: serve the build as it is (a second instance beside a running one must not rebuild under it)
if (!existsSync(entry) || (sourcesChanged && !process.argv.includes('--no-build'))) {
  console.log('[start] building the storefront...');
  run(bin('astro'), ['build']);
}
// The embedded database remembers which migrations prepare applied; skip the step when nothing changed.
// (With DATABASE_URL the check cannot be made from here, so prepare always runs.)
const migrations = readdirSync(process.env.MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort().join(',');
const marker = path.resolve(process.env.DATA_DIR ?? './data', '.storefront-prepared');
const prepared = !process.env.DATABASE_URL && existsSync(marker) && readFileSync(marker, 'utf8') === migrations;
// a storefront for another backend (API_BASE_URL) has no database of its own to prepare
if (process.env.API_BASE_URL) console.log(`[start] storefront for ${process.env.API_BASE_URL}: no database prepared`);
else if (!prepared) {
  run(bin('tsx'), ['src/server/db/prepare.ts']);
  if (!process.env.DATABASE_URL) writeFileSync(marker, migrations);
}
if (process.argv.includes('--prepare-only')) {
  console.log(`[start] built and prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
// Static files first (hashed /_astro assets cached for a year), then the Astro app (pages and
// /api/v1), all behind response compression.
const { handler } = await import(entry);
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
    res.setHeader('cache-control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  },
});
const trustProxy = process.env.TRUST_PROXY === 'true' || Number(process.env.TRUST_PROXY) > 0;
const server = createServer((req, res) => {
  // without a trusted proxy no client-written X-Forwarded-For reaches Astro, whose clientAddress may read it
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  compress(req, res, () => assets(req, res, () => handler(req, res)));
});
server.listen(Number(process.env.PORT), process.env.HOST, () => {
  console.log(`[start] serving after ${((Date.now() - started) / 1000).toFixed(1)} s on http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
