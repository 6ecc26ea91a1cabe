import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_ADMIN } from '../../seed/accounts.ts';
import { seedOnStart } from '../../seed/seed.ts';
import { adminQuery, serverUrlFor } from '../../test/databases.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

const serverUrl = process.env.DATABASE_URL;

/** A brand-new, empty database on the test server (no template: the start-up work is what is tested). */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = serverUrl as string;
  const name = `parcela_start_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database "${name}"`);
  return { url: serverUrlFor(url, name), drop: () => adminQuery(url, `drop database if exists "${name}" with (force)`) };
}

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as { rows: T[] };

/** What main.ts does before listening. */
async function startInstance(url: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_PASSWORD: 'Arranque-Conjunto-Ombu-2026',
    LOG_LEVEL: 'silent',
    DEMO: '0',
  });
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    const admin = await database.exclusive(async () => {
      await database.migrate();
      return seedOnStart(database.db, config);
    });
    return { database, admin };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// Advisory locks and several connections only exist on PostgreSQL (PGlite is one process, one connection).
describe.runIf(serverUrl)('start-up of replicas on one PostgreSQL database', () => {
  it('two instances started together on a new database both come up, with one admin and the reference data once', async () => {
    const fresh = await freshDatabase();
    const started: DatabaseHandle[] = [];
    try {
      const results = await Promise.allSettled([startInstance(fresh.url), startInstance(fresh.url), startInstance(fresh.url)]);
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value.database);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      // Exactly one of them created the admin.
      const created = results.map((r) => (r.status === 'fulfilled' ? r.value.admin.created : null));
      expect(created.filter(Boolean)).toHaveLength(1);

      const handle = started[0] as DatabaseHandle;
      const admins = await rowsOf<{ total: number }>(handle, sql`select count(*)::int as total from "user" where username = ${BOOTSTRAP_ADMIN.username}`);
      expect(admins.rows[0]?.total).toBe(1);
      const duplicates = await rowsOf<{ nombre: string }>(handle, sql`select nombre from localidades group by nombre having count(*) > 1`);
      expect(duplicates.rows).toEqual([]);
      const history = await rowsOf<{ total: number }>(
        handle,
        sql`select count(*)::int as total from barrio_valores_historial h join barrios b on b.id = h.barrio_id group by b.id order by 1 desc limit 1`,
      );
      expect(history.rows[0]?.total).toBe(1);
    } finally {
      for (const database of started) await database.close();
      await fresh.drop();
    }
  }, 60_000);

  it('runs the start-up work of two instances one after the other, and a failed one releases the lock', async () => {
    const fresh = await freshDatabase();
    const [a, b] = [await openDatabase({ databaseUrl: fresh.url, migrate: false }), await openDatabase({ databaseUrl: fresh.url, migrate: false })];
    try {
      const spans: Array<[number, number]> = [];
      const work = async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 200));
        spans.push([start, performance.now()]);
      };
      await Promise.all([a.exclusive(work), b.exclusive(work)]);
      const [first, second] = spans.sort((x, y) => x[0] - y[0]) as [[number, number], [number, number]];
      expect(second[0]).toBeGreaterThanOrEqual(first[1]);

      await expect(a.exclusive(() => Promise.reject(new Error('falló el arranque')))).rejects.toThrow('falló el arranque');
      // Released: the next start-up is not kept waiting.
      const t0 = performance.now();
      await b.exclusive(async () => {});
      expect(performance.now() - t0).toBeLessThan(2_000);
      const held = await rowsOf<{ total: number }>(
        a,
        sql`select count(*)::int as total from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0]?.total).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  }, 60_000);
});
