// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  // middleware mode: scripts/start.mjs serves it behind gzip/brotli compression
  adapter: node({ mode: 'middleware' }),
  // Islands are written against the React API and run on Preact (preact/compat): the same
  // components for about a sixth of React DOM's weight, to keep pages within their JS budgets.
  integrations: [preact({ compat: true })],
  trailingSlash: 'never',
  // one request less before the first paint: the stylesheet travels inside each page
  build: { inlineStylesheets: 'always' },
  // English at the root, Nepali under /ne: src/middleware.ts rewrites /ne/* onto the same pages.
  i18n: {
    locales: ['en', 'ne'],
    defaultLocale: 'en',
    routing: 'manual',
  },
  server: {
    host: process.env.HOST ?? 'localhost',
    port: Number(process.env.PORT ?? 4321),
  },
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      // PGlite ships its own WASM and data files; keep it (and pg) out of the bundle.
      external: ['@electric-sql/pglite', 'pg'],
      // bundled so its `react` import resolves to preact/compat on the server too
      noExternal: ['@nanostores/react'],
    },
  },
});
