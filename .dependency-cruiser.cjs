// The layering of HOUSE_STYLE.md, enforced by `pnpm lint`: data flows one way.
//   routes / relay / admin / game-provider / cdn / gateway  ->  domain / control  ->  foundation / db / lib
// The web site reaches the server only through the REST contract (and the control panel through tRPC):
// it may import server code for types only. No module may depend on itself through a circle.
const SERVER = '^server/src/';
const TOP = `${SERVER}(routes|relay|admin|game-provider|cdn|gateway)/`;
const ROOTS = `${SERVER}(app|server|services)\\.ts$`;

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
        '(PostgreSQL only), the captcha drawing, the YAML parser (scenario files). The wire cryptography is ' +
        "Node's own (foundation/wire-crypto-node.ts): node-forge is for browsers and tests, and " +
        '@sim/shared/wire-crypto-shape has the shared types.',
      from: {
        path: [SERVER, '^scripts/(start|lib/database|lib/migrate)\\.ts$'],
        pathNot: '\\.test\\.ts$|^server/src/test/',
      },
      to: {
        path: [
          '^shared/src/wire-crypto\\.ts$',
          '(^|/)node_modules/(node-forge|pg|@prisma/adapter-pg|svg-captcha|@resvg/resvg-js|yaml)/',
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
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['server/src/generated', '(^|/)dist(-prerender)?/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
