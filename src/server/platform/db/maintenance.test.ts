import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEmbeddedMaintenance } from './maintenance.ts';

/** The embedded database's own VACUUM (ANALYZE) (ADR 137): when it runs, and that it analyses. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 2026-03-10 in Buenos Aires (UTC−3): 02:00 local is 05:00 UTC, 04:00 local is 07:00 UTC.
const at = (iso: string) => () => new Date(iso);

describe('embedded maintenance', () => {
  it('runs at start, then once per Buenos Aires day from 04:00', async () => {
    let clock = at('2026-03-10T05:00:00Z');
    const maintenance = createEmbeddedMaintenance({ database: { db: t.database.db, kind: 'pglite' }, now: () => clock() });
    expect(await maintenance.tick()).toBe(true);
    expect(await maintenance.tick()).toBe(false);
    clock = at('2026-03-10T23:00:00Z');
    expect(await maintenance.tick()).toBe(false);
    clock = at('2026-03-11T06:59:00Z'); // the 11th, 03:59 local
    expect(await maintenance.tick()).toBe(false);
    clock = at('2026-03-11T07:00:00Z'); // 04:00 local
    expect(await maintenance.tick()).toBe(true);
    expect(await maintenance.tick()).toBe(false);
  });

  it('leaves a PostgreSQL server to its autovacuum', async () => {
    const maintenance = createEmbeddedMaintenance({ database: { db: t.database.db, kind: 'postgres' } });
    expect(await maintenance.tick()).toBe(false);
  });

  it.runIf(!process.env.DATABASE_URL)('gives the planner the statistics nothing else would on PGlite', async () => {
    const estimate = async () => {
      const result = await t.database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'mantenimiento_prueba'`);
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
    };
    await t.database.db.execute(sql`create table mantenimiento_prueba as select generate_series(1, 500) as n`);
    // Never vacuumed nor analysed: "unknown" (−1) since PostgreSQL 14, however long the server runs.
    expect(await estimate()).toBe(-1);
    await createEmbeddedMaintenance({ database: { db: t.database.db, kind: 'pglite' } }).tick();
    expect(await estimate()).toBe(500);
  });
});
