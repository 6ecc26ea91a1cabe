import { readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { PUBLIC_PAGES } from './scripts/public-pages.ts';

/**
 * `vite build` also builds the server renderer of the public pages (src/web/entry-server.tsx,
 * docs/decisions/008) into `<outDir>-ssr/`, wherever --outDir points: the server loads it from
 * beside its web folder. Everything is bundled in, so a build outside the project folder runs too.
 * Each route module of the renderer says which source it is (`moduleId`, the client manifest's
 * key), so the server can preload the chunks of the page it rendered.
 */
function serverRenderer(): Plugin {
  let root = '';
  return {
    name: 'parcela-server-renderer',
    transform: {
      filter: { id: /\.tsx$/ },
      handler(code, id) {
        if (this.environment.name !== 'ssr' || !/^export const Component\b/m.test(code)) return null;
        return { code: `${code}\nexport const moduleId = ${JSON.stringify(relative(root, id).replaceAll('\\', '/'))};\n`, map: null };
      },
    },
    config(config) {
      root = resolve(config.root ?? '.');
      const outDir = resolve(root, config.build?.outDir ?? 'dist');
      return {
        builder: {},
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: {
              ssr: resolve(root, 'entry-server.tsx'),
              outDir: `${outDir}-ssr`,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              // One file: the browser's chunk groups mean nothing on the server (and their order of evaluation broke it).
              rolldownOptions: { output: { codeSplitting: false } },
            },
          },
        },
      };
    },
  };
}

/**
 * A .br and a .gz beside every script, stylesheet and SVG of the browser build, at the highest
 * levels (done once, at build time): the server sends them as they are (preCompressed in
 * src/server/platform/plugins/static.ts).
 */
function precompressed(): Plugin {
  return compression({
    include: /\.(js|css|svg)$/,
    // The plugin also sees the server renderer's build (its files are never sent to a browser).
    exclude: /entry-server/,
    threshold: 0,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
}

const nodeModules = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const WEB_ROOT = resolve(import.meta.dirname, 'src', 'web');
/** Real path: the bundler names modules by it (node_modules may be a link). */
const NODE_MODULES = realpathSync(join(import.meta.dirname, 'node_modules'));

interface ModuleInfo {
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
interface GroupContext {
  getModuleInfo: (id: string) => ModuleInfo | null;
}

/**
 * A group's name that leaves out modules only ever imported with import(): the web code loads them
 * on demand (sonner, dialogs, menus) and an eager group would undo that.
 */
const eager = (name: string) => (id: string, ctx: GroupContext) => {
  const info = ctx.getModuleInfo(id);
  return info && info.importers.length === 0 && info.dynamicImporters.length > 0 ? null : name;
};

/** Libraries and modules that have their own chunk: a module that imports one of them statically is not first-paint code. */
const HEAVY =
  /node_modules[\\/](zod|react-hook-form|@hookform|date-fns|@date-fns|@radix-ui[\\/]react-(?!slot|compose-refs|primitive)[^\\/]+|@floating-ui|sonner|react-remove-scroll[^\\/]*)[\\/]|src[\\/]web[\\/]lib[\\/]zod-setup\.ts$/;
const FRAMEWORK = nodeModules('react|react-dom|scheduler|react-router|cookie-es|@remix-run|@tanstack');

/**
 * What the public pages draw with, worked out once from the module graph: for each module, how
 * many public pages reach it through static imports (scripts/public-pages.ts), and whether it
 * reaches a heavy library. The entry's own modules (main.tsx's static imports) stay in the entry.
 */
function publicReach(ctx: GroupContext) {
  const imports = (id: string) => staticImports(ctx, id);
  const entryModules = closure(imports, [join(WEB_ROOT, 'main.tsx')]);
  const pagesReaching = new Map<string, number>();
  /** A public page that reaches the module (the last one met): names the chunk of a page's own icons. */
  const pageReaching = new Map<string, string>();
  for (const [page, modules] of Object.entries(PUBLIC_PAGES)) {
    for (const id of closure(
      imports,
      modules.slice(1).map((m) => join(WEB_ROOT, m)),
    )) {
      pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
      pageReaching.set(id, page);
    }
  }
  const heavy = new Map<string, boolean>();
  const reachesHeavy = (id: string, path = new Set<string>()): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    if (HEAVY.test(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const result = imports(id).some((imported) => reachesHeavy(imported, path));
    heavy.set(id, result);
    return result;
  };
  return { entryModules, pagesReaching, pageReaching, reachesHeavy };
}
function closure(imports: (id: string) => string[], starts: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    // A heavy library has its own chunk: what it imports is not the pages' shared code.
    if (!HEAVY.test(id)) for (const imported of imports(id)) visit(imported);
  };
  for (const start of starts) visit(start);
  return seen;
}

/**
 * A module's static imports, with the two barrels our code imports from (lucide-react, radix-ui:
 * each re-exports every icon or package) replaced by the modules actually named in its import
 * statements — what tree-shaking keeps. Without this every page would "reach" every icon.
 */
function staticImports(ctx: GroupContext, id: string): string[] {
  const ids = ctx.getModuleInfo(id)?.importedIds ?? [];
  if (id.includes('node_modules') || !/\.(ts|tsx)$/.test(id)) return [...ids];
  const named = [...readFileSync(id, 'utf8').matchAll(/^import\s+\{([^}]*)\}\s+from\s+'(lucide-react|radix-ui)'/gm)].flatMap(([, names = '', from]) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => barrelTarget(from as string, n.split(/\s+as\s+/)[0] as string)),
  );
  return [
    ...ids.filter((i) => !/node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|radix-ui[\\/])/.test(i)),
    ...named.filter((n): n is string => n !== null),
  ];
}
let barrels: Record<string, Map<string, string>> | undefined;
function barrelTarget(barrel: string, name: string): string | null {
  barrels ??= { 'lucide-react': new Map(), 'radix-ui': new Map() };
  const map = barrels[barrel] as Map<string, string>;
  if (map.size === 0) {
    if (barrel === 'lucide-react') {
      const dir = join(NODE_MODULES, 'lucide-react', 'dist', 'esm');
      for (const [, names = '', file = ''] of readFileSync(join(dir, 'lucide-react.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
        for (const alias of names.matchAll(/as (\w+)/g)) map.set(alias[1] as string, join(dir, file));
      }
    } else {
      const source = readFileSync(join(NODE_MODULES, 'radix-ui', 'dist', 'index.mjs'), 'utf8');
      for (const [, name = '', pkg = ''] of source.matchAll(/import \* as (\w+) from "([^"]+)"/g)) {
        map.set(name, join(NODE_MODULES, pkg, 'dist', 'index.mjs'));
      }
    }
  }
  return map.get(name) ?? null;
}
let reach: ReturnType<typeof publicReach> | undefined;

/**
 * The code several public pages draw their first paint with (our ui primitives, api client, query
 * client, shared page pieces, the class helpers and the icons they use): one chunk, so a first visit
 * asks for few files; nothing in it reaches a heavy library, so no page downloads one it does not use.
 */
const site = (id: string, ctx: GroupContext) => {
  reach ??= publicReach(ctx);
  // The barrels (lucide-react.mjs, icons/index.mjs) import every icon: not users of it.
  const onlyPublic = (importer: string) =>
    /lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/]index)\.mjs$/.test(importer) || (reach?.pagesReaching.get(importer) ?? 0) > 0;
  if (FRAMEWORK.test(id) || reach.entryModules.has(id) || reach.reachesHeavy(id)) return null;
  const pages = reach.pagesReaching.get(id) ?? 0;
  // Icons are ~200 bytes each: a page's own icons join too rather than travel as one-icon chunks
  // (staff screens and dialogs use them as well).
  if (pages >= 2) return 'site';
  // An icon of one page only, that nothing else imports, travels with that page's other own icons:
  // every other page would download it for nothing. One that staff screens or dialogs share joins
  // `site` rather than travel as a one-icon chunk.
  if (pages === 1 && /node_modules[\\/]lucide-react[\\/]/.test(id)) {
    if (!(ctx.getModuleInfo(id)?.importers ?? []).every(onlyPublic)) return 'site';
    // Together, so a page's icons drawn by several of its modules do not split into one-icon chunks.
    return `icons-${(reach.pageReaching.get(id) ?? '').replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
  }
  return null;
};
/** The entry's modules besides main.tsx (route table, paths, layouts): with the framework, so they never split into tiny chunks. */
const entryShared = (id: string, ctx: GroupContext) => {
  reach ??= publicReach(ctx);
  return FRAMEWORK.test(id) || (reach.entryModules.has(id) && !id.endsWith('main.tsx') && !/\.css$/.test(id)) ? 'framework' : null;
};

/**
 * Chunks by meaning (issue 18 §3, docs/decisions/016): a first visit asks for the entry (main.tsx
 * with the route table), the framework, the shared first-paint code (`site`), the layout and the
 * page — and only the libraries that page draws with. Everything a page loads on use (dialogs,
 * menus, forms, zod, toasts) sits in chunks no first visit asks for. Higher priority wins when a
 * module matches several groups. Measure with `npm run size` after a change here.
 */
const CHUNK_GROUPS = [
  // React, React Router and TanStack Query: every page hydrates with all three.
  // With the entry's own modules besides main.tsx (the route table, paths, the root layout).
  { name: entryShared, debugName: 'framework', test: /./, priority: 50 },
  // zod with its browser set-up (src/web/lib/zod-setup.ts): forms and schemas only, loaded on use.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-setup\.ts$/, priority: 40 },
  { name: 'forms', test: nodeModules('react-hook-form|@hookform'), priority: 40 },
  // Dates with the domain's formatters over them (home's cards, the result page).
  // Not its dependencies: dates.ts imports TIME_ZONE from date-format.ts (Intl only), which pages show dates with.
  {
    name: 'dates',
    test: /node_modules[\\/](date-fns|@date-fns)[\\/]|src[\\/]domain[\\/]shared[\\/]dates\.ts$/,
    priority: 40,
    includeDependenciesRecursively: false,
  },
  // Form controls and menus (Radix select, tabs, menus, checkbox… with floating-ui) and our
  // primitives over them: staff screens and menus opened on use.
  {
    name: 'ui-controls',
    test: /node_modules[\\/](@radix-ui[\\/]react-(select|tabs|switch|checkbox|radio-group|dropdown-menu|menu|popper|arrow|collection|roving-focus|direction|alert-dialog|use-previous|use-size)|@floating-ui)[\\/]|src[\\/]web[\\/]ui[\\/](tabs|switch|checkbox|radio-group|dropdown-menu|alert-dialog)\.tsx$/,
    priority: 35,
    includeDependenciesRecursively: false,
  },
  // A number field typed the Argentine way (ADR 024: NumberInput and the reader it echoes with):
  // one chunk that only the pages drawing such a field at first paint download, never all of them
  // through `site`.
  {
    name: 'number-input',
    test: /src[\\/](web[\\/]ui[\\/]number-input\.tsx|domain[\\/]shared[\\/]typed-number-reader\.ts)$/,
    priority: 33,
    includeDependenciesRecursively: false,
  },
  // The neighbourhood's queries, the map's frame and the server islands (ADR 130): only `/` and the
  // barrio pages use them, so they stay out of `site`, which every public page downloads (ADR 108).
  {
    name: 'barrios',
    test: /src[\\/]web[\\/](areas[\\/]neighbourhood[\\/](api|barrio-map)\.tsx?|shared[\\/]server-island\.tsx)$/,
    priority: 34,
    includeDependenciesRecursively: false,
  },
  // The land value map (its 48 outlines, ~3.5 kB brotli): a server island (ADR 130), downloaded only
  // when a navigation inside the site draws it.
  {
    name: 'land-value-map',
    test: /src[\\/](domain[\\/]neighbourhood[\\/](caba-shapes|land-value-map)\.ts|web[\\/]areas[\\/]neighbourhood[\\/]land-value-map\.tsx)$/,
    priority: 34,
    includeDependenciesRecursively: false,
  },
  // A barrio's 12-month line (the home's cards, the barrio pages, the result page's chart): same reason.
  {
    name: 'history',
    test: /src[\\/](domain[\\/]valuation[\\/]history\.ts|web[\\/]ui[\\/]sparkline\.tsx|web[\\/]shared[\\/]value-history-chart\.tsx)$/,
    priority: 34,
    includeDependenciesRecursively: false,
  },
  // The valuation's rules and queries: only the calculator and the result page draw with them (the
  // other pages' first visits do not), so they travel with what the valuation area's pages share.
  {
    name: 'valuation-rules',
    test: /src[\\/](domain[\\/]valuation[\\/]valuation\.ts|web[\\/]areas[\\/]valuation[\\/]api\.ts)$/,
    priority: 33,
    includeDependenciesRecursively: false,
  },
  // What public pages share for their first paint (above).
  { name: site, debugName: 'site', test: /./, priority: 32, includeDependenciesRecursively: false },
  // The marketplace's first-paint pieces (list, card, badge) in one chunk: split by the bundler (the
  // badge is also the owners' and the detail dialog's) they were one more request on /propiedades.
  {
    name: (id: string, ctx: GroupContext) => {
      reach ??= publicReach(ctx);
      return reach.pagesReaching.has(id) ? 'marketplace' : null;
    },
    debugName: 'marketplace',
    test: /src[\\/]web[\\/]shared[\\/]properties[\\/]/,
    // Above `site`: /propiedades and the barrio pages both draw cards, the other pages none.
    priority: 33,
    includeDependenciesRecursively: false,
  },
  // Radix dialogs and their helpers, toasts: opened on use.
  {
    name: eager('ui'),
    debugName: 'ui',
    test: nodeModules(
      'radix-ui|@radix-ui|sonner|class-variance-authority|clsx|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es',
    ),
    priority: 30,
  },
  // Icons no public page draws at first (staff screens, dialogs) together; a public page's own icons stay in its chunk.
  {
    name: (id: string, ctx: GroupContext) => {
      reach ??= publicReach(ctx);
      return reach.pagesReaching.has(id) ? null : 'icons';
    },
    debugName: 'icons',
    test: nodeModules('lucide-react'),
    priority: 20,
  },
  {
    // The new-task fields serve the public form and the dashboard's dialog (ADR 111): on their own,
    // so the public page does not download what the dashboard's screens share in area-tasks.
    name: 'task-fields',
    test: /src[\\/]web[\\/]areas[\\/]tasks[\\/]new-task-fields\.tsx$/,
    priority: 11,
    includeDependenciesRecursively: false,
  },
  {
    // Per area, what its pages share (a page's own components stay in its chunk: the legal pages
    // do not download the calculator).
    name: (id: string) => `area-${/areas[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]}`,
    debugName: 'areas',
    test: /src[\\/]web[\\/]areas[\\/]/,
    minShareCount: 2,
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

/**
 * In the browser build every `import … from 'zod'` is src/web/lib/zod-setup.ts (jitless, Spanish
 * messages), and the domain's import of zod-locale.ts for its effect is empty there: that set-up
 * travels with zod itself, so a module that only shares a file with it (api-error.ts, which every
 * page's api client imports) does not pull zod into a first visit.
 */
function browserZod(): Plugin {
  const setup = join(WEB_ROOT, 'lib', 'zod-setup.ts');
  const EMPTY = '\0parcela-zod-locale-in-zod-setup';
  // zod's `z` is a namespace object holding `locales`, all 50-odd languages (341 kB of its 382 kB
  // chunk); `z` is used as a value, so none could be shaken off. The browser speaks Spanish only.
  const SPANISH_ONLY = '\0parcela-zod-locales-spanish-only';
  return {
    name: 'parcela-browser-zod',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    async resolveId(source, importer) {
      // Side-effect free as far as tree-shaking goes: a module whose schemas go unused does not keep zod.
      if (source === 'zod' && importer !== setup) return { id: setup, moduleSideEffects: false };
      if (/[\\/]zod-locale\.ts$/.test(source) && importer && /src[\\/]domain[\\/]/.test(importer)) return EMPTY;
      if (source === '../locales/index.js' && importer && /node_modules[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(importer)) return SPANISH_ONLY;
      return null;
    },
    load: (id) => (id === EMPTY ? 'export {};' : id === SPANISH_ONLY ? "export { default as es } from 'zod/v4/locales/es.js';" : null),
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [browserZod(), react(), tailwindcss(), serverRenderer(), precompressed()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/size-budget.ts reads it to add each measured route's lazy chunks.
    manifest: true,
    // Every browser we support has native modulepreload: skip the polyfill (initial budget).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // Schemas (`z.object(…)`, `z.string().min(…)`) are pure: a page that imports a domain module
      // for its constants or helpers does not keep the module's unused schemas, nor zod with them.
      // (Nothing of ours calls `z.…` for an effect in the browser: zod's set-up in src/web/lib/zod-setup.ts
      // goes through another name.)
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Left to itself the bundler hoists modules shared by lazy routes into the entry or splits
        // them into dozens of tiny chunks: group them by meaning (above).
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
