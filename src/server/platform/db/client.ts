import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers (PGlite, node-postgres) share this type: repos never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations (run it inside `exclusive`: replicas may start together). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeds) one instance at a time (ADR 082). On PostgreSQL it
   * holds `pg_advisory_lock(STARTUP_LOCK_KEY)` on one dedicated connection for the whole of
   * `work`, so a replica started at the same moment waits, then finds the work done. On the
   * embedded database the data folder's lock already makes this process the only one.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: the pool's connections in use and idle and the queries waiting for one, right
   * now (the /metrics gauges). PGlite has none: it runs each query on the main thread (WebAssembly,
   * synchronously), so while queries are queued nothing else runs — a scrape included — and the
   * queue shows as event-loop lag instead (ADR 084).
   */
  usage?(): DatabaseUsage;
  close(): Promise<void>;
}

export interface DatabaseUsage {
  inUse: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Embedded data folder (ignored with databaseUrl). `memory://` keeps it in memory. */
  dataDir?: string;
  /** Start an in-memory PGlite from a dumped data folder (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** PostgreSQL only: pool size and the bounded waits below (tests shorten them). */
  pool?: { max?: number; connectionTimeoutMs?: number; statementTimeoutMs?: number };
}

/**
 * Bounded waits on PostgreSQL (ADR 007): a request never waits more than this for a pooled
 * connection, nor for one statement (a locked table included). Both fail fast and the error
 * handler answers 503 (errors.ts isDatabaseUnavailable). Start-up work (migrations) runs under
 * the same limits: it is a handful of short statements.
 */
export const POOL_DEFAULTS = { max: 10, connectionTimeoutMs: 5_000, statementTimeoutMs: 5_000 } as const;

/** The start-up advisory lock of every Parcela instance on one database ('parcela' in ASCII). */
export const STARTUP_LOCK_KEY = '31632341313350753';
/** How long a starting instance waits for another one's start-up work before giving up. */
export const STARTUP_LOCK_WAIT_MS = 120_000;

export class StartupLockTimeoutError extends Error {}

/**
 * `work` under the start-up advisory lock, held on a connection of its own (a pooled one could
 * be released mid-way, and the lock with it). The lock is a session lock: if this process dies,
 * PostgreSQL ends the session and releases it, so a crashed start never blocks the next one.
 */
async function underStartupLock<T>(connectionString: string, connectionTimeoutMs: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectionTimeoutMs, statement_timeout: STARTUP_LOCK_WAIT_MS });
  client.on('error', () => {});
  await client.connect();
  try {
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    } catch (error) {
      if ((error as { code?: string }).code === '57014') {
        throw new StartupLockTimeoutError(
          `Otra instancia lleva más de ${STARTUP_LOCK_WAIT_MS / 1000} s iniciando sobre esta base de datos (migraciones y datos iniciales); revisá sus registros y volvé a intentar.`,
        );
      }
      throw error;
    }
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const limits = { ...POOL_DEFAULTS, ...options.pool };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: limits.max,
      connectionTimeoutMillis: limits.connectionTimeoutMs,
      // Sent as a start-up parameter, so it holds for every statement on every pooled connection.
      statement_timeout: limits.statementTimeoutMs,
      // A transaction left open by a stuck request would hold its locks (and its connection) forever.
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
    });
    // An idle client the server drops (restart, failover, a dropped test database) emits 'error'
    // on the pool; without a listener that crashes the process. The pool discards the client and
    // the next query opens a new one (node-postgres docs, "Pool: error event").
    pool.on('error', () => {});
    const drz = drizzleNodePg(pool, { schema });
    const databaseUrl = options.databaseUrl;
    const handle: DatabaseHandle = {
      db: drz as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(drz, { migrationsFolder: MIGRATIONS_DIR }),
      exclusive: (work) => underStartupLock(databaseUrl, limits.connectionTimeoutMs, work),
      usage: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
    try {
      if (options.migrate !== false) await handle.exclusive(() => handle.migrate());
    } catch (error) {
      await pool.end();
      throw error;
    }
    return handle;
  }

  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    const pgDir = inMemory ? undefined : join(dataDir, 'pg');
    if (pgDir) mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create({ dataDir: pgDir, loadDataDir: options.loadDataDir });
    const drz = drizzlePglite(client, { schema });
    const migrate = () => migratePglite(drz, { migrationsFolder: MIGRATIONS_DIR });
    if (options.migrate !== false) await migrate();
    return {
      db: drz as unknown as Database,
      kind: 'pglite',
      migrate,
      exclusive: (work) => work(),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
