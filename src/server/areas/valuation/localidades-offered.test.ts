import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { barrios, localidades } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A locality without an active barrio left BARRIO empty and CALCULAR unavailable for good.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const offered = async () => ((await t.request({ method: 'GET', url: '/api/localidades' })).json() as Array<{ nombre: string }>).map((l) => l.nombre);

it('offers only active localities with at least one active barrio', async () => {
  const db = t.database.db;
  const [empty] = await db.insert(localidades).values({ nombre: 'Zárate sin barrios' }).returning();
  const [onlyInactive] = await db.insert(localidades).values({ nombre: 'Campana con barrios inactivos' }).returning();
  const [withOne] = await db.insert(localidades).values({ nombre: 'Pilar con un barrio' }).returning();
  if (!empty || !onlyInactive || !withOne) throw new Error('no locality');
  await db.insert(barrios).values({ nombre: 'Centro', localidadId: onlyInactive.id, valorIncidenciaUsdM2: 300, activo: false });
  await db.insert(barrios).values({ nombre: 'Del Viso', localidadId: withOne.id, valorIncidenciaUsdM2: 300 });

  const names = await offered();
  expect(names).toContain('Pilar con un barrio');
  expect(names).not.toContain('Zárate sin barrios');
  expect(names).not.toContain('Campana con barrios inactivos');
  expect(names.length).toBeGreaterThan(1);

  // Every locality offered has barrios to choose from.
  for (const l of (await t.request({ method: 'GET', url: '/api/localidades' })).json() as Array<{ id: string }>) {
    const list = (await t.request({ method: 'GET', url: `/api/barrios?localidad_id=${l.id}` })).json();
    expect(list.length).toBeGreaterThan(0);
  }

  // Deactivating its last barrio takes the locality out; reactivating brings it back.
  await db.update(barrios).set({ activo: false }).where(eq(barrios.localidadId, withOne.id));
  expect(await offered()).not.toContain('Pilar con un barrio');
  await db.update(barrios).set({ activo: true }).where(eq(barrios.localidadId, withOne.id));
  expect(await offered()).toContain('Pilar con un barrio');
});
