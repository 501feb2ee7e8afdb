#!/usr/bin/env node
/**
 * npm test: the whole suite, stopping at the first failure.
 * typecheck -> lint (ESLint) -> layer rules (dependency-cruiser) -> unit and component -> API on PGlite -> API on PostgreSQL (when TEST_DATABASE_URL is set)
 * -> end-to-end in Debian's Chromium (when tests/e2e holds specs; installs chromium if missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function step(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`=== FAILED: ${title} (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`=== passed: ${title} (${secs} s)`);
}

step('typecheck (astro check)', bin('astro'), ['check']);
step('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint (ESLint: TypeScript, Astro, React hooks, jsx-a11y)', bin('node'), ['node_modules/eslint/bin/eslint.js', '.']);
step('layer rules (dependency-cruiser: cycles, services above HTTP, UI never imports src/server, transport only through src/lib/api)', bin('node'), ['node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', 'src', '--config', '.dependency-cruiser.cjs', '--ignore-known', '--output-type', 'err']);
step('layer rules for .astro files', bin('node'), ['scripts/check-astro-imports.mjs']);
step('unit and component tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'components']);
step('API tests on PGlite', bin('vitest'), ['run', '--project', 'api'], { TEST_DB_KIND: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  step('API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api'], { TEST_DB_KIND: 'postgres' });
} else {
  console.log('\n=== skipped: API tests on PostgreSQL (set TEST_DATABASE_URL to run them)');
}

const e2eDir = path.join(root, 'tests/e2e');
const hasE2e = existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
if (hasE2e) {
  if (!existsSync('/usr/bin/chromium')) {
    step('install Debian chromium', 'bash', ['-c', 'apt-get update && apt-get install -y chromium']);
  }
  // the scale-out test runs the repository's nginx config in front of two instances (tests/e2e/scale-out.spec.ts)
  if (!existsSync('/usr/sbin/nginx')) {
    step('install Debian nginx', 'bash', ['-c', 'apt-get update && apt-get install -y nginx-light']);
  }
  // builds and seeds before Playwright starts (scripts/e2e.mjs)
  step('end-to-end tests in Chromium', bin('node'), ['scripts/e2e.mjs']);
}
console.log('\nAll tests passed.');
