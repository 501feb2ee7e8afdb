/**
 * The layer rules (docs/adr/0005-layers.md), checked in `npm test` by `npm run lint:deps`.
 *   core  <- services <- api (routes, wire) ; pages call services through the API in process
 *   src/lib is pure: it never reaches src/server
 *   components, islands, stores and scripts never import src/server
 *   the HTTP transport (src/lib/api/core.ts) is reached only through src/lib/api
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the two modules cannot be loaded or understood one at a time.',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'services-not-http',
      severity: 'error',
      comment: 'Services, adapters, core and the database own rules and data; the HTTP layer (src/server/api) sits above them.',
      from: { path: '^src/server/(services|core|adapters|db)/' },
      to: { path: '^src/server/api/' },
    },
    {
      name: 'routes-not-database',
      severity: 'error',
      comment: 'The HTTP layer parses, calls a service and maps; queries live in src/server/services. app.ts, the composition root, opens the database.',
      from: { path: '^src/server/api/', pathNot: '^src/server/api/app\\.ts$' },
      to: { path: '(^src/server/db/|^node_modules/drizzle-orm)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-not-flow-steps',
      severity: 'error',
      comment: 'Codes, rate limits and passwords are steps of a sign-in flow: a route calls the flow (services/auth/sign-in, sign-up, verification, social), never the steps.',
      from: { path: '^src/server/api/' },
      to: { path: '^src/server/services/(auth/(otp|rate-limit|attempts)|password)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'stores-not-islands',
      severity: 'error',
      comment: 'Stores hold shared state; islands read them. A store that imports an island drags its UI into every page that reads the store (issue 44.4).',
      from: { path: '^src/stores/' },
      to: { path: '^src/islands/' },
    },
    {
      name: 'reads-do-not-write',
      severity: 'error',
      comment: 'services/orders/read.ts reads orders; what a shopper does to an order (cancel, pay on delivery instead) lives in services/orders/shopper-actions.ts (issue 44.4).',
      from: { path: '^src/server/services/orders/read\\.ts$' },
      to: { path: '^src/server/services/(wallet|loyalty)\\.ts$' },
    },
    {
      name: 'ui-not-server',
      severity: 'error',
      comment: 'Components, islands, stores, scripts, layouts and src/lib run (or may run) in the browser: they never import src/server.',
      from: { path: '^src/(components|islands|stores|scripts|layouts|lib|directives)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'transport-only-through-lib-api',
      severity: 'error',
      comment: 'Only the typed endpoint functions in src/lib/api reach the transport; everything else calls them.',
      from: { pathNot: '^src/lib/api/' },
      to: { path: '^src/lib/api/core\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '(^node_modules|\\.astro/|^dist/)' },
  },
};
