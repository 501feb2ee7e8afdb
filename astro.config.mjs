// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import regionNames from './scripts/vite/region-names.mjs';
import cspDigestMemo from './scripts/vite/csp-digest-memo.mjs';

const LOCALES = ['en', 'ne'];

/**
 * @astrojs/react with the server half of its renderer replaced by src/renderers/react-server.ts (an
 * island rendered to a string with its id prefix, not through a web stream: issue 16); the client
 * half, the JSX transform and the rest of the integration stay its own.
 * @returns {import('astro').AstroIntegration}
 */
function reactIslands() {
  const integration = react();
  const setup = integration.hooks['astro:config:setup'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (options) =>
        setup?.({
          ...options,
          addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint: new URL('./src/renderers/react-server.ts', import.meta.url) }),
        }),
    },
  };
}

export default defineConfig({
  output: 'server',
  // middleware mode: scripts/start.mjs serves it behind gzip/brotli compression.
  // Pages render to one string, not a stream: src/middleware.ts reads every page whole before it
  // compresses or keeps it, so streaming only added the stream's own cost (issue 16: 3-5% of a small
  // page's CPU). The API's answers, event streams included, are not pages and are not touched.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React 19 islands, hydrated on use (client:interact, src/directives/interact.ts): React's code
  // loads only when a shopper reaches for an island. docs/adr/0001-react-islands-hydrate-on-use.md
  integrations: [
    reactIslands(),
    {
      name: 'client-interact',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'interact', entrypoint: './src/directives/interact.ts' });
        },
      },
    },
  ],
  trailingSlash: 'never',
  // Astro's own origin check would also refuse the API's writes from other clients (a 6amMart app
  // on another origin, a mobile app with no Origin); src/middleware.ts checks the pages' forms
  // instead, behind a proxy too (src/lib/csrf.ts), and leaves /api/v1 to CORS.
  // A Content-Security-Policy on every page: Astro hashes the scripts and styles it renders; the one
  // inline script it cannot see (the image fallback in src/layouts/Base.astro) is hashed here, and a
  // unit test (tests/unit/csp-hashes.test.ts) keeps this hash and that script together.
  security: {
    checkOrigin: false,
    csp: { scriptDirective: { hashes: ['sha256-fzJ2ctdrpsN+xoeQyerUBMbfiVHZ/192l2toAQHzFhA='] } },
  },
  // the shared stylesheet (Tailwind and daisyUI, ~110 KiB) is one file the browser keeps, not 110 KiB
  // inside every page; only small page-specific styles are inlined (issue 16: HTML weight)
  build: { inlineStylesheets: 'auto' },
  // English at the root, Nepali under /ne: src/middleware.ts rewrites /ne/* onto the same pages.
  i18n: {
    locales: LOCALES,
    defaultLocale: 'en',
    routing: 'manual',
  },
  server: {
    host: process.env.HOST ?? 'localhost',
    port: Number(process.env.PORT ?? 4321),
  },
  vite: {
    // the phone input's country names in every language of the site, made from CLDR at build time;
    // the CSP's digests of the same scripts remembered, not computed on every request (issue 16)
    plugins: [tailwindcss(), regionNames(LOCALES), cspDigestMemo()],
    ssr: {
      // PGlite ships its own WASM and data files; keep it (and pg) out of the bundle.
      external: ['@electric-sql/pglite', 'pg'],
    },
  },
});
