// @ts-check
/**
 * The import rules of docs/architecture.md, checked on resolved paths (so `../../valuation/x` is
 * caught like any other spelling). Run: `npm run boundaries` (part of `npm test`, right after lint).
 * Every rule's name is printed with each violation; its comment says why. Type-only imports count.
 * A new server area adds its folder to SERVER_AREAS; a new infrastructure folder to
 * SERVER_INFRASTRUCTURE (an unlisted folder fails `server-folder-classified`). Web areas are every
 * folder under src/web/areas, with no list.
 */
const { readdirSync } = require('node:fs');

const SERVER_AREAS = [
  'accounts',
  'carousel',
  'neighbourhood',
  'properties',
  'settings',
  'valuation',
  'valuation-admin',
  'fund',
  'requests',
  'tasks',
  'land',
  'datacenter',
];
const SERVER_INFRASTRUCTURE = ['auth', 'db', 'plugins', 'storage', 'scan', 'health', 'demo', 'platform'];
/**
 * Composition: they put areas together, so they may use them (through services; app.ts and main.ts
 * take anything). test/ builds the app for integration tests and creates their accounts and rows.
 */
const SERVER_COMPOSITION = ['ssr', 'seed', 'cli', 'test'];

const area = `(${SERVER_AREAS.join('|')})`;
const serverArea = `^src/server/${area}/`;
const composition = `^src/server/(${SERVER_COMPOSITION.join('|')})/`;
/** Integration tests outside the areas (auth, plugins, main…) run the composed app: they set up through services too. */
const infrastructureTest = `^src/server/(?!${area}/).*[.]test[.]ts$`;
const webArea = '^src/web/areas/';
const anyOf = (/** @type {string[]} */ names) => `(^|/node_modules/)(${names.join('|')})(/|$)`;

/** What src/domain may use from npm: pure libraries only (tests also get their runner). */
const DOMAIN_PACKAGES = ['zod', 'date-fns', '@date-fns/tz'];
const DOMAIN_TEST_PACKAGES = ['vitest', 'fast-check'];
/** Server-only packages the browser bundle must never pull in. */
const SERVER_ONLY_PACKAGES = ['drizzle-orm', 'drizzle-kit', 'better-auth', 'fastify', '@fastify/[^/]+', 'fastify-[^/]+', 'pg', 'sharp', '@electric-sql/pglite'];
const WEB_ONLY_PACKAGES = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'radix-ui', 'lucide-react', 'sonner'];
/**
 * Mail templates (ADR 087): the areas' `*.mail.ts` and the shared layout in platform/mail render
 * e-mails from React components (react-email) on the server. They may import `react` and nothing
 * else of the browser's: never the web app, react-dom, the router or the UI libraries.
 */
const MAIL_TEMPLATES = '^src/server/(.+[.]mail[.]ts$|platform/mail/)';

/** Folders of src/server on disk today (the classification rule below reads them). */
const serverFolders = (() => {
  try {
    return readdirSync('src/server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();
const classified = new Set([...SERVER_AREAS, ...SERVER_INFRASTRUCTURE, ...SERVER_COMPOSITION]);
const unclassified = serverFolders.filter((name) => !classified.has(name));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── domain ──────────────────────────────────────────────────────────────────────────────
    {
      name: 'domain-imports-only-domain',
      comment: 'src/domain is the shared contract: it imports nothing of ours outside src/domain (no server, no web).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'domain-is-pure',
      comment: `src/domain is pure: no node: modules, no framework; npm packages allowed: ${DOMAIN_PACKAGES.join(', ')} (tests also ${DOMAIN_TEST_PACKAGES.join(', ')}).`,
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '[.]test[.]ts$' },
      to: {
        dependencyTypesNot: ['local'],
        pathNot: [anyOf(DOMAIN_PACKAGES)],
      },
    },
    {
      name: 'domain-tests-are-pure',
      comment: `src/domain is pure: tests may add ${DOMAIN_TEST_PACKAGES.join(', ')} to ${DOMAIN_PACKAGES.join(', ')}.`,
      severity: 'error',
      from: { path: '^src/domain/.+[.]test[.]ts$' },
      to: {
        dependencyTypesNot: ['local'],
        pathNot: [anyOf([...DOMAIN_PACKAGES, ...DOMAIN_TEST_PACKAGES])],
      },
    },
    // ── server ↔ web ────────────────────────────────────────────────────────────────────────
    {
      name: 'server-never-imports-web',
      comment: 'The server never imports the web app nor its browser libraries (it loads the built renderer by path: src/server/ssr).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: MAIL_TEMPLATES },
      to: { path: ['^src/web/', anyOf(WEB_ONLY_PACKAGES)] },
    },
    {
      name: 'mail-templates-import-only-react',
      comment:
        'Mail templates (*.mail.ts, platform/mail) render e-mails with react-email on the server: they may import react, never the web app nor the other browser libraries.',
      severity: 'error',
      from: { path: MAIL_TEMPLATES },
      to: { path: ['^src/web/', anyOf(WEB_ONLY_PACKAGES.filter((name) => name !== 'react'))] },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app never imports the server, node: modules or server-only packages (database, auth library, Fastify, sharp).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: ['^src/server/', anyOf(SERVER_ONLY_PACKAGES)] },
    },
    {
      name: 'web-never-imports-node-builtins',
      comment: 'The web app runs in the browser (and its renderer is bundled for the server): no node: modules.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { dependencyTypes: ['core'] },
    },
    // ── server areas ────────────────────────────────────────────────────────────────────────
    {
      name: 'server-area-never-imports-another-area',
      comment:
        'A server area never imports another area (routes, services, repos, tests alike). Needs from another area travel through app.ts (composition) or move to src/domain or infrastructure.',
      severity: 'error',
      from: { path: serverArea },
      to: { path: serverArea, pathNot: '^src/server/$1/' },
    },
    {
      name: 'server-infrastructure-imports-no-area',
      comment:
        'Infrastructure (auth, db, plugins, storage, scan, health, demo, platform, errors.ts, config.ts…) knows no area: only app.ts, main.ts, ssr/, seed/, cli/ and test/ compose areas. An area needed by infrastructure is passed in by app.ts behind an interface the infrastructure declares.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [serverArea, '^src/server/(app|main)[.]ts$', composition, infrastructureTest] },
      to: { path: serverArea },
    },
    {
      name: 'server-composition-uses-area-services',
      comment:
        'ssr/, seed/, cli/, test/ and the integration tests outside the areas use an area only through its service (<area>.service.ts): never its routes, repo or other files.',
      severity: 'error',
      from: { path: [composition, infrastructureTest] },
      to: { path: serverArea, pathNot: `^src/server/${area}/[^/]+[.]service[.]ts$` },
    },
    {
      name: 'server-folder-classified',
      comment:
        'Every folder of src/server is an area, infrastructure or composition: add it to SERVER_AREAS or SERVER_INFRASTRUCTURE in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: unclassified.length > 0 ? `^src/server/(${unclassified.join('|')})/` : '^$' },
      to: {},
    },
    // ── web areas ───────────────────────────────────────────────────────────────────────────
    {
      name: 'web-area-never-imports-another-area',
      comment: 'A web area never imports another area: compose them in src/web/app; share through src/web/shared, src/web/staff, ui or lib.',
      severity: 'error',
      from: { path: '^src/web/areas/([^/]+)/' },
      to: { path: webArea, pathNot: '^src/web/areas/$1/' },
    },
    {
      name: 'web-ui-imports-no-area',
      comment: 'src/web/ui holds primitives: it imports nothing of the web app outside ui (no area, kit, shared, lib or app).',
      severity: 'error',
      from: { path: '^src/web/ui/' },
      to: { path: '^src/web/', pathNot: '^src/web/ui/' },
    },
    {
      name: 'web-staff-kit-imports-no-area',
      comment: 'The staff kit (src/web/staff) is imported by areas and imports none.',
      severity: 'error',
      from: { path: '^src/web/staff/' },
      to: { path: webArea },
    },
    {
      name: 'web-shared-imports-no-area',
      comment: 'src/web/shared holds components composed for several areas: it imports none.',
      severity: 'error',
      from: { path: '^src/web/shared/' },
      to: { path: webArea },
    },
    {
      name: 'web-only-composition-imports-areas',
      comment: 'Only the composition (src/web/app, main.tsx, entry-server.tsx) imports areas; lib, paths.ts and the rest know none.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: ['^src/web/(areas|app|ui|staff|shared)/', '^src/web/(main|entry-server)[.]tsx$'] },
      to: { path: webArea },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^dist/'] },
    // The stand-in parser (scripts/depcruise.ts) keeps type-only imports as dependencies: no tsc pass.
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
