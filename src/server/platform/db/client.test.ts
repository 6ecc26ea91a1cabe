import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createCopyOfTemplate } from '../../test/databases.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DATABASE_UNAVAILABLE } from '../errors.ts';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function tableNames(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

const EXPECTED_TABLES = [
  'barrio_comentarios',
  'barrios',
  'carrusel_imagenes',
  'comentario_likes',
  'configuracion_sistema',
  'consultas',
  'consultas_por_dia',
  'contactos_terrenos',
  'contactos_valuacion',
  'limite_contadores',
  'localidades',
  'movimientos',
  'propiedades',
  'proyecto_clientes',
  'proyectos',
  'solicitudes_internas',
  'tareas',
  'terrenos',
  'user',
  'session',
];

describe('embedded database', () => {
  it('applies the migrations on a new data folder and reopens it with its data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parcela-db-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    expect(await tableNames(first)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    await first.db.execute(sql`insert into localidades (nombre) values ('Tigre')`);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.execute(sql`select nombre from localidades`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ nombre: 'Tigre' }]);
    await second.close();
  });

  it('refuses to open a data folder another process holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parcela-lock-'));
    dirs.push(dir);
    const handle = await openDatabase({ dataDir: dir });
    try {
      const child = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { acquireDataDirLock } from ${JSON.stringify(join(import.meta.dirname, 'lock.ts'))}; acquireDataDirLock(${JSON.stringify(dir)});`,
        ],
        { encoding: 'utf8' },
      );
      expect(child.status).not.toBe(0);
      expect(child.stderr).toContain('está en uso por otro proceso');
    } finally {
      await handle.close();
    }
    // Released on close: the folder can be opened again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });
});

describe('indexes', () => {
  // Drizzle's `.desc()` on an index column means DESC NULLS LAST, while `orderBy(desc(x))` sorts
  // DESC (NULLS FIRST): such an index can never give that order, and a newest-first page then
  // sorts the whole table (1,000,000 consultas: 643 ms instead of 1 ms, ADR 137).
  it('that go newest first keep the nulls where ORDER BY … DESC puts them', async () => {
    const t = await createTestApp();
    try {
      const result = await t.database.db.execute<{ indexname: string }>(
        sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%' order by 1`,
      );
      expect((result as unknown as { rows: { indexname: string }[] }).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL', () => {
  // CI's second pass (.ci/run) exists to run every integration test on PostgreSQL: each file's app must be on it.
  it('is where the test app runs when DATABASE_URL is set', async () => {
    const t = await createTestApp();
    try {
      expect(t.database.kind).toBe('postgres');
      expect(t.database.usage?.()).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('has every table after the migrations ran on a real server', async () => {
    const copy = await createCopyOfTemplate(process.env.DATABASE_URL as string);
    try {
      const handle = await openDatabase({ databaseUrl: copy.url });
      expect(handle.kind).toBe('postgres');
      expect(await tableNames(handle)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      await handle.close();
    } finally {
      await copy.drop();
    }
  });
});

// PGlite has one in-process connection and no pool, connection timeout or statement_timeout to set:
// these waits only exist on PostgreSQL (run with DATABASE_URL, as CI does).
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL bounded waits (skipped without DATABASE_URL: PGlite has no pool)', () => {
  it('answers 503 with a Spanish message when a statement waits on a locked table past statement_timeout', async () => {
    // A deadline past the single wait, so the wait's own bound is what answers (request-deadline.ts).
    const t = await createTestApp({ REQUEST_DEADLINE_MS: '15000' });
    const locker = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table localidades in access exclusive mode');
      // Before the timeout this request waited as long as the lock was held.
      const response = await t.request({ method: 'GET', url: '/api/localidades' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await t.request({ method: 'GET', url: '/api/localidades' })).statusCode).toBe(200);
    await t.close();
  });

  it('answers 503 when every pooled connection stays busy past connectionTimeoutMillis', async () => {
    // A deadline past the single wait, so the wait's own bound is what answers (request-deadline.ts).
    const t = await createTestApp({ REQUEST_DEADLINE_MS: '15000' });
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const response = await t.request({ method: 'GET', url: '/api/localidades' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    } finally {
      for (const client of held) client.release();
    }
    expect((await t.request({ method: 'GET', url: '/api/localidades' })).statusCode).toBe(200);
    await t.close();
  });
});
