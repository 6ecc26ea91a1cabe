import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/shared/api-error.ts';
import { auditRows } from '../test/audit-rows.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '../test/test-app.ts';
import { parametrosFirma, user } from './db/schema/index.ts';
import { AppError } from './errors.ts';
import { createFirmParameters, describeChanges } from './firm-parameters.ts';

const schema = z.strictObject({ descuento: z.number(), zonas: z.array(z.strictObject({ clave: z.string(), factor: z.number() })) });
const DEFAULTS = { descuento: 15, zonas: [{ clave: 'usam', factor: 3.1 }] };

let t: TestApp;
let store: ReturnType<typeof createFirmParameters>;
let actor: { id: string; direccion: string };

beforeAll(async () => {
  t = await createTestApp();
  store = createFirmParameters({ db: t.database.db, audit: t.app.audit });
  await t.signInAs(['fondo'], 'param.editor');
  const [account] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.username, 'param.editor'));
  actor = { ...TEST_ACTOR, id: account?.id ?? '' };
});
afterAll(() => t.close());

describe('firm parameters (ADR 142)', () => {
  it('reads the defaults, version 0, before the first change', async () => {
    expect(await store.read('oferta', schema, DEFAULTS)).toEqual({ valor: DEFAULTS, version: 0, actualizadoEn: null, actualizadoPor: null });
  });

  it('saves, bumps the version, says who and when, and audits before → after', async () => {
    const first = await store.write('oferta', { valor: { ...DEFAULTS, descuento: 12 }, version: 0, antes: DEFAULTS }, actor, 'parametros_oferta_modificados');
    expect(first).toBe(1);
    const second = await store.write(
      'oferta',
      { valor: { descuento: 12, zonas: [{ clave: 'usam', factor: 3.4 }] }, version: 1, antes: { ...DEFAULTS, descuento: 12 } },
      actor,
      'parametros_oferta_modificados',
    );
    expect(second).toBe(2);
    const read = await store.read('oferta', schema, DEFAULTS);
    expect(read).toMatchObject({ valor: { descuento: 12, zonas: [{ clave: 'usam', factor: 3.4 }] }, version: 2, actualizadoPor: 'param.editor' });
    expect(Date.parse(read.actualizadoEn ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const rows = await auditRows(t, 'parametros_oferta_modificados');
    expect(rows.map((r) => r.detalle)).toEqual(['descuento: 15 → 12', 'zonas[0].factor: 3.1 → 3.4']);
  });

  it('refuses a stale version with 409 and writes nothing, also for two first saves at once', async () => {
    const stale = store.write('oferta', { valor: { ...DEFAULTS, descuento: 1 }, version: 1, antes: DEFAULTS }, actor, 'parametros_oferta_modificados');
    await expect(stale).rejects.toMatchObject({ statusCode: 409, code: ERROR_CODES.parametersChanged });
    expect((await store.read('oferta', schema, DEFAULTS)).valor.descuento).toBe(12);

    // Two editors who both opened the page before the first save: one wins, the other gets 409.
    const both = await Promise.allSettled(
      [20, 30].map((descuento) =>
        store.write('costos-cierre', { valor: { ...DEFAULTS, descuento }, version: 0, antes: DEFAULTS }, actor, 'costos_cierre_modificados'),
      ),
    );
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason instanceof AppError && refused.reason.statusCode).toBe(409);
    expect(await auditRows(t, 'costos_cierre_modificados')).toHaveLength(1);
  });

  it('reads a document that no longer fits its schema as the defaults overlaid with what still fits', async () => {
    await t.database.db
      .update(parametrosFirma)
      .set({ valor: { descuento: 9, viejo: true } })
      .where(eq(parametrosFirma.clave, 'oferta'));
    // `viejo` is unknown to the strict schema: the merge keeps the defaults, never an error.
    expect((await store.read('oferta', schema, DEFAULTS)).valor).toEqual(DEFAULTS);
    await t.database.db
      .update(parametrosFirma)
      .set({ valor: { descuento: 9 } })
      .where(eq(parametrosFirma.clave, 'oferta'));
    expect((await store.read('oferta', schema, DEFAULTS)).valor).toEqual({ ...DEFAULTS, descuento: 9 });
  });

  it('describes nested changes leaf by leaf', () => {
    expect(describeChanges({ a: 1, b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'y' }, { c: 'z' }] })).toBe('b[0].c: x → y; b[1].c: — → z');
    expect(describeChanges({ a: 1 }, { a: 1 })).toBe('sin cambios');
  });
});
