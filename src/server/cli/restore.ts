import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../platform/db/lock.ts';
import {
  AUTH_SECRET_FILE,
  EMPTY_EPHEMERAL_TABLES,
  MANIFEST,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  READABLE_FORMATS,
  run,
  UPLOADS,
} from './backup-archive.ts';

/** An error whose message is for the operator as it is. */
class RestoreError extends Error {}

/**
 * npm run restore <archivo>: puts a backup (npm run backup) back into an EMPTY data folder
 * (DATA_DIR) — and, for a PostgreSQL backup, into the empty database of DATABASE_URL. It never
 * overwrites an installation: a non-empty folder or database is refused. The restored copy has
 * no session nor limit counter (emptied again here, for archives of format 1) and no auth secret:
 * the server generates a new one at its first start unless the operator copies the old one in.
 */
async function main() {
  const archive = process.argv[2];
  if (!archive) throw new RestoreError('Uso: DATA_DIR=<carpeta vacía> npm run restore <archivo de copia>');
  if (!existsSync(archive)) throw new RestoreError(`No existe el archivo ${archive}.`);
  // Restore signs nothing; a placeholder keeps loadConfig from writing a new auth-secret into the
  // folder that must be found empty (the server writes one at its first start).
  const config = loadConfig({ AUTH_SECRET: 'solo-restauracion-sin-uso-0123456789abcdef', ...process.env });
  const dataDir = config.dataDir;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreError(
      `La carpeta de datos ${dataDir} no está vacía: restaurá en una carpeta nueva (DATA_DIR=<carpeta nueva> npm run restore ${archive}). ` +
        'La restauración nunca sobrescribe una instalación.',
    );
  }

  const staging = mkdtempSync(join(tmpdir(), 'parcela-restore-'));
  let release = () => {};
  let wrote = false;
  try {
    run('tar', ['-xzf', resolve(archive), '-C', staging], 'No se pudo leer el archivo: ¿es una copia creada con npm run backup?');
    const manifest = readManifest(join(staging, MANIFEST));
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    release = acquireDataDirLock(dataDir);
    wrote = true;

    if (manifest.base === 'pglite') {
      if (config.databaseUrl) throw new RestoreError('Esta copia es de la base embebida: restaurala sin DATABASE_URL.');
      const client = await PGlite.create({ dataDir: join(dataDir, 'pg'), loadDataDir: new Blob([readFileSync(join(staging, PGLITE_DUMP))]) });
      await client.exec(EMPTY_EPHEMERAL_TABLES);
      await client.close();
    } else {
      if (!config.databaseUrl) throw new RestoreError('Esta copia es de PostgreSQL: indicá la base vacía de destino con DATABASE_URL.');
      await refuseNonEmptyDatabase(config.databaseUrl);
      run(
        'pg_restore',
        ['--no-owner', '--exit-on-error', `--dbname=${config.databaseUrl}`, join(staging, POSTGRES_DUMP)],
        'pg_restore falló: instalá el cliente de PostgreSQL de la misma versión mayor que el servidor.',
      );
      await emptyEphemeralTables(config.databaseUrl);
    }
    if (existsSync(join(staging, UPLOADS))) cpSync(join(staging, UPLOADS), config.uploadsDir, { recursive: true });
    console.log(`Copia restaurada en ${dataDir}${manifest.base === 'postgres' ? ' y en la base de DATABASE_URL' : ''} (creada el ${manifest.creada}).`);
    if (existsSync(join(staging, AUTH_SECRET_FILE))) console.log('La copia (formato 1) traía el secreto de sesión: no se restaura.');
    console.log('Sin sesiones abiertas: todos vuelven a iniciar sesión. Arrancá el servidor con esa carpeta de datos (DATA_DIR) para usarla.');
  } catch (error) {
    release();
    release = () => {};
    // Leave the folder as empty as it was found, so the restore can simply be run again.
    if (wrote) for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    throw error;
  } finally {
    release();
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(file: string): Manifest {
  if (!existsSync(file)) throw new RestoreError('El archivo no es una copia de Parcela (falta manifest.json).');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (!READABLE_FORMATS.includes(manifest.formato) || (manifest.base !== 'pglite' && manifest.base !== 'postgres')) {
    throw new RestoreError(`Formato de copia desconocido (${manifest.formato}): restaurala con la versión de Parcela que la creó.`);
  }
  return manifest;
}

async function refuseNonEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if ((rows[0]?.n ?? 0) > 0) throw new RestoreError('La base de DATABASE_URL no está vacía: creá una base nueva y restaurá ahí.');
  } finally {
    await client.end();
  }
}

async function emptyEphemeralTables(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(EMPTY_EPHEMERAL_TABLES);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof RestoreError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `No se pudo restaurar la copia: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
