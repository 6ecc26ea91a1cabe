import { spawnSync } from 'node:child_process';
import { getTableName } from 'drizzle-orm';
import { limiteContadores, loginIntentos, rateLimit, session, verification } from '../platform/db/schema/index.ts';

/**
 * The backup archive (npm run backup → npm run restore): one tar.gz holding
 * - `manifest.json` — format version, database kind, date;
 * - `database.tar.gz` (embedded: PGlite's dump of its data folder) or `database.dump`
 *   (PostgreSQL: pg_dump custom format), both without the rows of EPHEMERAL_TABLES;
 * - `uploads/` — every uploaded image (DATA_DIR/uploads).
 * It holds password hashes and personal data: written 0600 in a 0700 folder. It never holds the
 * auth secret nor a live session (ADR 085): a restored copy starts
 * with a new secret unless the operator carries the old one over, and with nobody signed in.
 * Format 1 (before) also held `auth-secret` and every row; restore still reads it, ignoring
 * the secret and emptying the same tables.
 */
export const BACKUP_FORMAT = 2;
export const READABLE_FORMATS = [1, 2];
export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.dump';
/** The auth secret's file name in DATA_DIR (config.ts); only format-1 archives carry it. */
export const AUTH_SECRET_FILE = 'auth-secret';
export const UPLOADS = 'uploads';

/**
 * Tables whose rows are credentials or counters, never copied (their schema is): Better Auth's
 * sessions (a token is a signed-in browser), verification tokens, its rate-limit counters, our
 * sign-in attempts and per-route limit counters. Restoring them would hand out live access or
 * replay someone else's limits.
 */
export const EPHEMERAL_TABLES = [session, verification, rateLimit, loginIntentos, limiteContadores].map((table) => getTableName(table));

/**
 * Empties the ephemeral tables of a database (PGlite or PostgreSQL), each one only if it exists:
 * an archive made before a table's migration restores without it.
 */
export const EMPTY_EPHEMERAL_TABLES = `do $$ declare t text; begin
  foreach t in array array[${EPHEMERAL_TABLES.map((name) => `'${name}'`).join(', ')}] loop
    if to_regclass(format('public.%I', t)) is not null then execute format('truncate public.%I', t); end if;
  end loop;
end $$`;

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
