import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.ts';
import { AUTH_SECRET_FILE, BACKUP_FORMAT, MANIFEST, type Manifest, PGLITE_DUMP, POSTGRES_DUMP, run, UPLOADS } from './backup-archive.ts';

/**
 * npm run backup: one archive in DATA_DIR/backups with the database and the uploaded images
 * (format in backup-archive.ts); restore it with npm run restore <archivo>.
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
        ['--format=custom', '--no-owner', `--file=${join(staging, POSTGRES_DUMP)}`, config.databaseUrl],
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
      const client = await PGlite.create({ dataDir: join(config.dataDir, 'pg') });
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      writeFileSync(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      const secret = join(config.dataDir, AUTH_SECRET_FILE);
      if (existsSync(secret)) copyFileSync(secret, join(staging, AUTH_SECRET_FILE));
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
    console.log('Para restaurar en una carpeta de datos vacía: DATA_DIR=<carpeta nueva> npm run restore <archivo>');
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `No se pudo crear la copia: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
