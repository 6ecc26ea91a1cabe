import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { barrios, barrioValoresHistorial } from '../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoContent } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const historyCounts = async () =>
  t.database.db.select({ barrioId: barrioValoresHistorial.barrioId, n: count() }).from(barrioValoresHistorial).groupBy(barrioValoresHistorial.barrioId);

it('gives every seeded barrio a past to draw once, within the valid values, and leaves a changed barrio alone', async () => {
  const [changed] = await t.database.db.select().from(barrios).limit(1);
  if (!changed) throw new Error('no hay barrios sembrados');
  await t.database.db.insert(barrioValoresHistorial).values({ barrioId: changed.id, valorIncidenciaUsdM2: changed.valorIncidenciaUsdM2 + 10 });

  await seedDemoContent(t.database.db);
  await seedDemoContent(t.database.db);

  const counts = new Map((await historyCounts()).map((c) => [c.barrioId, c.n]));
  const all = await t.database.db.select().from(barrios);
  for (const b of all) expect(counts.get(b.id), b.nombre).toBe(b.id === changed.id ? 2 : 7);
  const values = await t.database.db.select({ v: barrioValoresHistorial.valorIncidenciaUsdM2 }).from(barrioValoresHistorial);
  for (const { v } of values) expect(v >= 200 && v <= 1700, String(v)).toBe(true);

  // The public history now has a value from 12 months ago for the seeded barrios: the cards show a change.
  const response = await t.request({ method: 'GET', url: '/api/barrios/historial' });
  expect(response.statusCode).toBe(200);
  const withChange = (response.json() as { historial: { cambio_pct: number | null } }[]).filter((h) => h.historial.cambio_pct !== null);
  expect(withChange.length).toBe(all.filter((b) => b.activo && b.id !== changed.id).length);
});
