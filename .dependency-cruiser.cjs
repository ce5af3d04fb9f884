// The layering of HOUSE_STYLE.md, enforced by `pnpm lint`: data flows one way.
//   routes / relay / admin / game-provider / cdn / gateway / api-docs / site  ->  domain / control  ->
//   foundation / db / lib          (seed/ stands on domain; env.ts on the bottom alone)
// The edge reaches the database only through services: no value import of db/ or the generated client
// here, and no Prisma call on `sim.db` (a Biome plugin, lint/database-behind-services.grit).
// The web site reaches the server only through the REST contract (and the control panel through tRPC):
// it may import server code for types only. No module may depend on itself through a circle.
const SERVER = '^server/src/';
const TOP = `${SERVER}(routes|relay|admin|game-provider|cdn|gateway|api-docs|site)/`;
// what the edge may not reach but through domain/control services: Prisma's client and its models
const DATABASE = `${SERVER}(db|generated)/`;
// test files and the answer cache's staleness cases (test support that changes rows as another process would)
const TEST_SUPPORT = '\\.test\\.ts$|^server/src/test/|^server/src/gateway/staleness/';
// the start-up: the app, the listening server, its entry (migrate, seed, serve) and the database chores
const ROOTS = `${SERVER}(app|server|services|start|database|db-command)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes two modules one; cut it with a third module both use.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bottom-stays-bottom',
      severity: 'error',
      comment:
        'foundation/, db/ and lib/ are the bottom: errors, clock, envelope helpers, Prisma, pure helpers.',
      from: { path: `${SERVER}(foundation|db|lib)/` },
      to: { path: [`${SERVER}(domain|control|seed)/`, TOP, ROOTS] },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment: 'Domain services know nothing of HTTP, tRPC, the control room or the seed.',
      from: { path: `${SERVER}domain/` },
      to: {
        path: [`${SERVER}(control|seed)/`, TOP, ROOTS, '(^|/)node_modules/(fastify|@fastify|@trpc)/'],
      },
    },
    {
      name: 'control-below-the-edge',
      severity: 'error',
      comment:
        'The control room (journal, faults, snapshots, scenarios) is used by the edge, never the reverse way.',
      from: { path: `${SERVER}control/` },
      to: { path: [TOP, ROOTS] },
    },
    {
      name: 'routes-do-not-import-each-other',
      severity: 'error',
      comment:
        'A route family, relay or admin router shares code through domain/ or gateway/, not through another family.',
      from: { path: `${SERVER}(routes|relay|admin|game-provider|cdn)/` },
      to: { path: `${SERVER}(routes|relay|game-provider|cdn)/`, pathNot: '$1' },
    },
    {
      name: 'edge-reaches-database-through-services',
      severity: 'error',
      comment:
        'Admin routers, routes, relays, the CDN, the game provider, the hooks, the site and the API docs ' +
        'reach the database through domain/ and control/ services (HOUSE_STYLE.md): no db/ or Prisma ' +
        "client module but for types (a row's type, the Db a service is handed).",
      from: { path: TOP, pathNot: TEST_SUPPORT },
      to: { path: DATABASE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'gateway-below-the-routes',
      severity: 'error',
      comment:
        'gateway/ holds the hooks every call passes; the route families, relays, admin surface, site and ' +
        'docs stand on it, never the reverse way.',
      from: { path: `${SERVER}gateway/`, pathNot: TEST_SUPPORT },
      to: { path: `${SERVER}(routes|relay|admin|game-provider|cdn|site|api-docs)/` },
    },
    {
      name: 'seed-stands-on-domain',
      severity: 'error',
      comment:
        'The seed writes through domain/ services (and db/, lib/, foundation/); the control room, the edge ' +
        'and the start-up (app, server, services, env) use the seed, never the reverse way.',
      from: { path: `${SERVER}seed/`, pathNot: TEST_SUPPORT },
      to: { path: [`${SERVER}control/`, TOP, ROOTS, `${SERVER}env\\.ts$`] },
    },
    {
      name: 'env-stands-on-the-bottom',
      severity: 'error',
      comment:
        'env.ts parses the start-up configuration: it takes its defaults from foundation/ or lib/ only, ' +
        'so reading it loads no layer above.',
      from: { path: `${SERVER}env\\.ts$` },
      to: { path: ['^(server|web|scripts)/'], pathNot: `${SERVER}(foundation|lib)/` },
    },
    {
      name: 'env-is-read-at-the-start',
      severity: 'error',
      comment:
        'Only the start (server.ts, start.ts, database.ts, scripts) reads env.ts and hands its values down; a layer that needs a ' +
        'setting where it runs reads it through foundation/ (e.g. foundation/reset-settings.ts).',
      from: { path: SERVER, pathNot: `${SERVER}(server|database)\\.ts$|${TEST_SUPPORT}` },
      to: { path: `${SERVER}env\\.ts$` },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ is the contract both sides import; it imports neither side.',
      from: { path: '^shared/src/' },
      to: { path: '^(server|web|scripts)/' },
    },
    {
      name: 'server-start-loads-what-it-needs',
      severity: 'error',
      comment:
        "Modules a start need not load come in by import() where they are used: pg and Prisma's pg adapter " +
        '(PostgreSQL only), the captcha drawing, the image decoder (uploads), the YAML parser (scenario ' +
        "files). The wire cryptography is Node's own (foundation/wire-crypto-node.ts): node-forge is for " +
        'browsers and tests, and @sim/shared/wire-crypto-shape has the shared types.',
      from: {
        path: SERVER,
        pathNot: '\\.test\\.ts$|^server/src/test/',
      },
      to: {
        path: [
          '^shared/src/wire-crypto\\.ts$',
          '(^|/)node_modules/(node-forge|pg|@prisma/adapter-pg|svg-captcha|@resvg/resvg-js|sharp|yaml)/',
        ],
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'web-imports-server-types-only',
      severity: 'error',
      comment:
        'The site speaks REST and the control panel tRPC: server code is imported for its types alone.',
      from: { path: '^web/src/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    // the generated Prisma client is a node in the graph (edge-reaches-database-through-services), unread
    doNotFollow: { path: ['node_modules', '^server/src/generated/'] },
    exclude: { path: ['(^|/)dist(-prerender)?/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
