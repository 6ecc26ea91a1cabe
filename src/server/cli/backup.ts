import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/lock.ts';
import {
  BACKUP_FORMAT,
  EMPTY_EPHEMERAL_TABLES,
  EPHEMERAL_TABLES,
  MANIFEST,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  run,
  UPLOADS,
} from './backup-archive.ts';

/**
 * npm run backup: one archive in DATA_DIR/backups with the database and the uploaded images
 * (format in backup-archive.ts); restore it with npm run restore <archivo>. Never in it: the auth
 * secret, sessions, verification tokens and limit counters (ADR 085).
 * Embedded database: the server must be stopped (PGlite is single-process; ADR 007).
 * PostgreSQL: works with the server running (pg_dump takes a consistent snapshot).
 */
async function main() {
  const config = loadConfig();
  const dir = join(config.dataDir, 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
  const staging = mkdtempSync(join(tmpdir(), 'parcela-backup-'));
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  let release = () => {};
  try {
    if (config.databaseUrl) {
      run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          ...EPHEMERAL_TABLES.map((name) => `--exclude-table-data=public.${name}`),
          `--file=${join(staging, POSTGRES_DUMP)}`,
          config.databaseUrl,
        ],
        'pg_dump falló: instalá el cliente de PostgreSQL de la misma versión mayor que el servidor.',
      );
    } else {
      try {
        release = acquireDataDirLock(config.dataDir);
      } catch (error) {
        if (error instanceof DataDirLockedError) {
          throw new DataDirLockedError(
            `El servidor está usando la base embebida en ${config.dataDir}: detené el servidor (Ctrl+C) y volvé a correr npm run backup. ` +
              'La base embebida admite un solo proceso; con PostgreSQL (DATABASE_URL) la copia se hace con el servidor andando.',
          );
        }
        throw error;
      }
      const source = await PGlite.create({ dataDir: join(config.dataDir, 'pg') });
      const whole = await source.dumpDataDir('none');
      await source.close();
      writeFileSync(join(staging, PGLITE_DUMP), await withoutEphemeralRows(whole));
    }
    const manifest: Manifest = { formato: BACKUP_FORMAT, base: kind, creada: new Date().toISOString() };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    const file = join(dir, `parcela-${stamp}.tar.gz`);
    // Created empty with 0600 first, so the archive is never readable by others, not even while written.
    writeFileSync(file, '', { mode: 0o600 });
    chmodSync(file, 0o600);
    const uploads = existsSync(config.uploadsDir) ? ['-C', config.dataDir, UPLOADS] : [];
    run('tar', ['-czf', file, '-C', staging, '.', ...uploads], 'No se pudo escribir el archivo de la copia (tar).');
    console.log(`Copia creada: ${file}`);
    console.log(`Incluye la base de datos (${kind === 'pglite' ? 'embebida' : 'PostgreSQL'}) y las imágenes subidas. Solo la puede leer tu usuario.`);
    console.log('No incluye sesiones abiertas ni el secreto de sesión: la copia restaurada empieza sin nadie conectado.');
    console.log('Para restaurar en una carpeta de datos vacía: DATA_DIR=<carpeta nueva> npm run restore <archivo>');
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The embedded database without the ephemeral rows, down to its bytes: the dump is loaded into
 * an in-memory copy (the data folder is never touched), the tables are emptied, and the
 * write-ahead log moves to a new segment with recycling off, so the old segment — which still
 * holds every inserted token — is deleted at the checkpoint instead of renamed for reuse.
 * Without that last step the tokens' bytes were still in the archive (backup.test.ts searches it).
 */
async function withoutEphemeralRows(dump: Blob): Promise<Buffer> {
  const copy = await PGlite.create({ loadDataDir: dump });
  try {
    await copy.exec(EMPTY_EPHEMERAL_TABLES);
    await copy.exec('set wal_recycle = off; select pg_switch_wal(); checkpoint;');
    return Buffer.from(await (await copy.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await copy.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `No se pudo crear la copia: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
