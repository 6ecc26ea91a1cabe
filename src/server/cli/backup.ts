import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.ts';

/**
 * npm run backup: a copy of the database in DATA_DIR/backups.
 * Embedded: PGlite's own dump of its data folder (restore by replacing data/pg with it; the
 * server must be stopped). PostgreSQL: pg_dump in custom format (restore with pg_restore).
 */
async function main() {
  const config = loadConfig();
  const dir = join(config.dataDir, 'backups');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 16);

  if (config.databaseUrl) {
    const file = join(dir, `parcela-${stamp}.dump`);
    const result = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], { stdio: 'inherit' });
    if (result.error || result.status !== 0) throw new Error('pg_dump falló: instalá el cliente de PostgreSQL de la misma versión mayor que el servidor.');
    console.log(`Copia creada: ${file}`);
    return;
  }

  const release = acquireDataDirLock(config.dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(config.dataDir, 'pg') });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const file = join(dir, `parcela-${stamp}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Copia creada: ${file}`);
    console.log('Para restaurar: detené el servidor, vaciá data/pg y extraé la copia ahí (tar -xzf <copia> -C data/pg).');
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `No se pudo crear la copia: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
