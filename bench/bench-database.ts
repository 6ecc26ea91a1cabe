import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db/client.ts';
import { seedReference } from '../src/server/seed/reference.ts';
import { createEmptyDatabase } from '../src/server/test/databases.ts';

/**
 * A fresh embedded database (the production default) in a temporary folder — or, given a
 * PostgreSQL server's URL, a new database there — migrated and seeded with the reference data,
 * plus the quiet test configuration the benchmarks run with.
 */
export async function openBenchDatabase(env: Record<string, string> = {}, postgresServerUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcela-bench-'));
  const server = postgresServerUrl ? await createEmptyDatabase(postgresServerUrl, 'parcela_bench') : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3999',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    WEB_DIR: join(dataDir, 'no-web'),
    ...(server ? { DATABASE_URL: server.url } : {}),
    ...env,
  });
  const database = await openDatabase({ dataDir, ...(server ? { databaseUrl: server.url } : {}) });
  await seedReference(database.db);
  return {
    config,
    database,
    /** Closes the database and deletes the folder (and the PostgreSQL database). */
    async dispose() {
      await database.close();
      await server?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
