import { defineConfig } from 'vitest/config';

export default defineConfig({
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
        // the islands run on preact/compat in the browser: test them on the same runtime
        resolve: {
          alias: [
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/components/dialog-setup.ts'],
          server: { deps: { inline: ['@nanostores/react'] } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
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
