import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4330);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // scripts/e2e.mjs (npm run test:e2e) builds and seeds a fresh embedded database first, so this
    // limit covers only the start (start.mjs would build or seed what is missing, but slower)
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/v1/zone/list`,
    timeout: 120_000,
    reuseExistingServer: false,
    // TRUST_PROXY: the tests give each new customer an address of its own (tests/e2e/accounts.ts)
    // LOG_FILE: the whole run's log, which scripts/check-log-secrets.ts reads for secrets afterwards
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '.test-data/e2e', ASTRO_TELEMETRY_DISABLED: '1', STOREFRONT_TEST_MODE: '1', TRUST_PROXY: '1', OPS_TOKEN: 'e2e-ops-token', LOG_FILE: '.test-data/e2e-server.log', LOG_FORMAT: 'json' },
  },
});
