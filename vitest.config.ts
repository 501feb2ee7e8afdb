import { defineConfig } from 'vitest/config';
import regionNames from './scripts/vite/region-names.mjs';

export default defineConfig({
  plugins: [regionNames(['en', 'ne'])],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // the islands run on React 19 in the browser: the component tests do too
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/components/dialog-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // every answer is checked against the OpenAPI document (tests/api/contract-hook.ts)
          setupFiles: ['tests/api/contract-setup.ts'],
          // as behind one proxy: each test's shoppers come from addresses of their own (tests/api/auth-helpers.ts `from`)
          // and a much-guessed account is held back at most 300 ms (the tests look for the slowdown, not its length)
          env: { TRUST_PROXY: '1', LOGIN_SLOWDOWN_MAX_MS: '300' },
          // PGlite is one connection in one process: run the API files one after another, sharing it.
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
