import { relative, resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
 * src/server/plugins/static.ts).
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
/**
 * A group's name that leaves out modules only ever imported with import(): the web code loads them
 * on demand (sonner, the marketplace, dialogs) and an eager group would undo that.
 */
const eager = (name: string) => (id: string, ctx: { getModuleInfo: (id: string) => { importers: string[]; dynamicImporters: string[] } | null }) => {
  const info = ctx.getModuleInfo(id);
  return info && info.importers.length === 0 && info.dynamicImporters.length > 0 ? null : name;
};
/**
 * Chunks by meaning (issue 18 §3, docs/decisions/009): a first visit asks for ~12 files instead of
 * ~40 (many under 2 kB). Higher priority wins when a module matches several groups. Groups of our
 * own code do not take in their modules' dependencies (includeDependenciesRecursively: false):
 * otherwise a group would swallow what the entry also imports and the entry would load every area.
 * Measure with `npm run size` after a change here.
 */
const CHUNK_GROUPS = [
  // Libraries (they never import our code, so no chunk cycle can start here).
  // React, React Router and TanStack Query: every page hydrates with all three.
  { name: 'framework', test: nodeModules('react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack'), priority: 50 },
  // zod alone: the domain's rules use it on every page; the form library only where there is a form.
  // With the switch that keeps zod from probing for eval (src/web/lib/zod-jitless.ts), which must run before zod.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-jitless\.ts$/, priority: 40 },
  { name: 'forms', test: nodeModules('react-hook-form|@hookform'), priority: 40 },
  { name: 'dates', test: nodeModules('date-fns|@date-fns'), priority: 40 },
  { name: 'carousel', test: nodeModules('embla-carousel[^\\/]*'), priority: 40 },
  // Form controls and menus (Radix select, tabs, menus, checkbox… with floating-ui) and our
  // primitives over them: mostly staff screens, kept out of what every page loads.
  {
    name: 'ui-controls',
    test: /node_modules[\\/](@radix-ui[\\/]react-(select|tabs|switch|checkbox|radio-group|dropdown-menu|menu|popper|arrow|collection|roving-focus|direction|alert-dialog|use-previous|use-size)|@floating-ui)[\\/]|src[\\/]web[\\/]ui[\\/](select|tabs|switch|checkbox|radio-group|dropdown-menu|alert-dialog)\.tsx$/,
    priority: 35,
    includeDependenciesRecursively: false,
  },
  // Radix dialogs and their helpers, toasts, icons, class helpers.
  {
    name: eager('ui'),
    debugName: 'ui',
    test: nodeModules(
      'lucide-react|radix-ui|@radix-ui|sonner|class-variance-authority|clsx|tailwind-merge|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es',
    ),
    priority: 30,
  },
  // Our code outside the areas' pages (route table with each area's routes.ts, paths, domain rules,
  // api client, ui primitives, shared components): small and used by every page, so one chunk the
  // entry loads. The lazily loaded layout and page stay out. One chunk, not several: chunks of our
  // own code importing each other formed cycles, and a cycle once ran the route table before an
  // area's routes were defined.
  {
    name: eager('core'),
    debugName: 'core',
    test: /src[\\/](domain|web[\\/](lib|shared|app|ui|paths\.ts|areas[\\/][^\\/]+[\\/]routes\.ts))(?![\\/](app-layout|under-construction-page)\.tsx)|vite[\\/]preload-helper/,
    priority: 15,
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

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), serverRenderer(), precompressed()],
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
