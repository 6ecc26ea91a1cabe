import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
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
