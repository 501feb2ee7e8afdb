#!/usr/bin/env node
/**
 * The end-to-end suite: build the storefront and seed a fresh embedded database first, so that
 * Playwright's web-server time limit covers only the server's start; then `playwright test` with
 * this script's arguments (e.g. `npm run test:e2e -- --repeat-each 3 tests/e2e/cart.spec.ts`);
 * then the check that no server log of the run holds a secret (scripts/check-log-secrets.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// child tools start with `#!/usr/bin/env node`: make that the project's Node 24
const PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;
const env = { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1', DATA_DIR: '.test-data/e2e', STOREFRONT_TEST_MODE: '1' };
const bin = (name) => path.join(root, 'node_modules/.bin', name);
function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

rmSync('.test-data/e2e', { recursive: true, force: true });
run(bin('astro'), ['build']);
// a class the markup writes that no built stylesheet defines is unstyled UI (issue 46): fail before the browser runs
run(bin('node'), ['scripts/check-css-classes.mjs']);
run(bin('node'), ['scripts/start.mjs', '--prepare-only']);
// a copy of the seeded database for the specs that start a second instance of their own (server-processes.spec.ts)
rmSync('.test-data/e2e-seeded', { recursive: true, force: true });
cpSync('.test-data/e2e', '.test-data/e2e-seeded', { recursive: true });
// the servers' logs of this run (.test-data/*.log): the suite's own server writes e2e-server.log
for (const f of readdirSync('.test-data').filter((f) => f.endsWith('.log'))) rmSync(path.join('.test-data', f), { force: true });
run(bin('playwright'), ['test', ...process.argv.slice(2)]);
// no log line of the run holds a password, a code, a whole phone number or a token (issue 47.2)
run(bin('tsx'), ['scripts/check-log-secrets.ts']);
