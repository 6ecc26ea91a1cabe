import { spawnSync } from 'node:child_process';

/**
 * The backup archive (npm run backup → npm run restore): one tar.gz holding
 * - `manifest.json` — format version, database kind, date;
 * - `database.tar.gz` (embedded: PGlite's dump of its data folder) or `database.dump`
 *   (PostgreSQL: pg_dump custom format);
 * - `auth-secret` (embedded only: the generated session secret, so sessions and visitor cookies
 *   survive a restore);
 * - `uploads/` — every uploaded image (DATA_DIR/uploads).
 * It holds password hashes and personal data: written 0600 in a 0700 folder.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.dump';
export const AUTH_SECRET_FILE = 'auth-secret';
export const UPLOADS = 'uploads';

export interface Manifest {
  formato: number;
  base: 'pglite' | 'postgres';
  creada: string;
}

/** Runs a command to completion; throws with `failure` (Spanish, for the operator) when it fails. */
export function run(command: string, args: string[], failure: string): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error || result.status !== 0) throw new Error(failure);
}
