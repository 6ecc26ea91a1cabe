import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on these machines: PGlite instances are CPU-bound.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Domain units, API integration (a fresh database per file), pure web helpers.
          // scripts/*.test.ts: the build scripts' own tests; never the planted violations of scripts/boundaries-fixtures/.
          include: ['src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          // Components in a simulated browser (jsdom), driven through the DOM with Testing Library.
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
