#!/usr/bin/env node
/**
 * npm start: build when the sources are newer than the build, apply migrations and seed an empty
 * database (a separate short process, so PGlite is never opened twice), then serve on HOST:PORT.
 * `--prepare-only` stops before serving (scripts/e2e.mjs builds and seeds before Playwright starts);
 * `--no-build` serves the existing build even when sources are newer.
 * WEB_CONCURRENCY=N (or 'auto', one per core) serves from N processes (scripts/serve.mjs each);
 * SIGHUP then restarts them one at a time, SIGTERM drains and stops them all.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
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
// every setting is checked before anything else: a value the storefront cannot use stops the start, naming it
{
  const { readEnv, EnvError } = await import('../src/server/core/env.ts');
  try {
    readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
}

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
// the sandbox payment gateway takes no money: say so before serving while it is on (issue 43.3)
if (!process.env.API_BASE_URL) {
  const { sandboxWarning } = await import('../src/server/adapters/payments/sandbox-switch.ts');
  const warning = sandboxWarning();
  if (warning) console.warn(warning);
}
process.env.STOREFRONT_STARTED_AT = String(started);
const processes = serverProcesses(process.env.WEB_CONCURRENCY);
if (processes === 1) await import('./serve.mjs');
else await serveInProcesses(processes);

/** WEB_CONCURRENCY: how many server processes (default 1; 'auto': one per core). */
function serverProcesses(setting) {
  if (!setting) return 1;
  if (setting.trim() === 'auto') return os.availableParallelism();
  const n = Number(setting);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`[start] WEB_CONCURRENCY must be a whole number of processes or 'auto', not '${setting}'`);
    process.exit(1);
  }
  return n;
}

/**
 * Several server processes (node:cluster) sharing the port. On PostgreSQL each has its own pool.
 * The embedded database opens in one process only: this one (the primary) holds it and runs the
 * server processes' statements (src/server/db/embedded-host.ts). A process that dies is replaced;
 * SIGINT or SIGTERM stops them all.
 */
async function serveInProcesses(count) {
  const { default: cluster } = await import('node:cluster');
  const embedded = !process.env.DATABASE_URL && !process.env.API_BASE_URL;
  let database = null;
  if (embedded) {
    const { tsImport } = await import('tsx/esm/api');
    const [{ openEmbedded }, { hostEmbedded }] = await Promise.all([
      tsImport('../src/server/db/embedded.ts', import.meta.url),
      tsImport('../src/server/db/embedded-host.ts', import.meta.url),
    ]);
    database = await openEmbedded(path.resolve(process.env.DATA_DIR ?? './data'));
    hostEmbedded(database, {
      send: (worker, reply) => worker.isConnected() && worker.send(reply),
      onMessage: (handler) => cluster.on('message', handler),
      onGone: (handler) => cluster.on('exit', handler),
    });
  }
  // structured clone, not JSON, for the statements' rows (dates, big integers, bytes)
  cluster.setupPrimary({ exec: path.join(root, 'scripts/serve.mjs'), serialization: 'advanced' });
  const env = embedded ? { EMBEDDED_DB_HOST: 'primary' } : {};
  let stopping = false;
  const restarts = [];
  let listening = 0;
  /** processes stopped on purpose by a rolling restart: not replaced when they exit */
  const retiring = new Set();
  cluster.on('listening', () => {
    if (++listening === count)
      console.log(
        `[start] serving after ${((Date.now() - started) / 1000).toFixed(1)} s on http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT} in ${count} processes${embedded ? ' (the embedded database in the primary)' : ''}`,
      );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) Promise.resolve(database?.close()).finally(() => process.exit(0));
      return;
    }
    if (retiring.delete(worker.id)) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 5) {
      console.error('[start] server processes keep stopping (more than 5 in a minute): giving up');
      process.exit(1);
    }
    console.error(`[start] server process ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`);
    cluster.fork(env);
  });
  for (let i = 0; i < count; i++) cluster.fork(env);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  // SIGHUP: a rolling restart (a new build, say), one process at a time: each is replaced by a new one
  // that listens before the old one drains (scripts/serve.mjs), so the port always has a process serving
  let rolling = false;
  process.on('SIGHUP', async () => {
    if (rolling || stopping) return;
    rolling = true;
    console.log(`[start] restarting ${count} server processes one at a time`);
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const fresh = cluster.fork(env);
        await new Promise((resolve, reject) => {
          fresh.once('listening', resolve);
          fresh.once('exit', () => reject(new Error(`the new server process ${fresh.process.pid} stopped before it listened`)));
        });
        retiring.add(old.id);
        const gone = new Promise((resolve) => old.once('exit', resolve));
        old.process.kill('SIGTERM');
        await gone;
        console.log(`[start] server process ${old.process.pid} replaced by ${fresh.process.pid}`);
      }
    } catch (error) {
      console.error(`[start] the rolling restart stopped: ${error.message}`);
    } finally {
      rolling = false;
    }
  });
}
