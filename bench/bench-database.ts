import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { seedReference } from '../src/server/seed/reference.ts';

/**
 * A fresh embedded database (the production default) in a temporary folder, migrated and
 * seeded with the reference data, plus the quiet test configuration the benchmarks run with.
 */
export async function openBenchDatabase(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcela-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3999',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    WEB_DIR: join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openDatabase({ dataDir });
  await seedReference(database.db);
  return {
    config,
    database,
    /** Closes the database and deletes the folder. */
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
