import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `vite build` also builds the server renderer of the public pages (src/web/entry-server.tsx,
 * docs/decisions/008) into `<outDir>-ssr/`, wherever --outDir points: the server loads it from
 * beside its web folder. Everything is bundled in, so a build outside the project folder runs too.
 */
function serverRenderer(): Plugin {
  return {
    name: 'parcela-server-renderer',
    config(config) {
      const root = resolve(config.root ?? '.');
      const outDir = resolve(root, config.build?.outDir ?? 'dist');
      return {
        builder: {},
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: { ssr: resolve(root, 'entry-server.tsx'), outDir: `${outDir}-ssr`, emptyOutDir: true, manifest: false, copyPublicDir: false },
          },
        },
      };
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), serverRenderer()],
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
        // Left to itself the bundler hoists modules shared by lazy routes (zod, forms) into the
        // entry; keep them in their own chunks so a first visit downloads only what it needs.
        codeSplitting: {
          groups: [
            // React first (and alone): the groups below would otherwise pull it in with them.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
